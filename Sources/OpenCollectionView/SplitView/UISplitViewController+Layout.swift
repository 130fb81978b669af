/// Where the columns go: the display mode chosen from the preferences and the space, the frames of the columns in
/// it, and which columns' views are in the hierarchy.
extension UISplitViewController {
    // MARK: Choosing the display mode

    /// The split behavior `.automatic` stands for at `size`: side by side when the split view is wider than tall
    /// (an iPad in landscape), the sidebars over the content otherwise (portrait).
    func automaticSplitBehavior(for size: CGSize) -> SplitBehavior {
        size.width > size.height ? .tile : .overlay
    }

    /// The display mode the columns should show in now: one chosen by `show(_:)`/`hide(_:)`, else the preferred one,
    /// adjusted to what the split behavior and style allow.
    var targetDisplayMode: DisplayMode {
        let behavior = splitBehavior
        if let displayModeOverride { return Self.displayMode(displayModeOverride, allowedBy: behavior, style: style) }
        var preferred = preferredDisplayMode
        if preferred == .automatic {
            switch behavior {
            case .overlay: preferred = .secondaryOnly
            default: preferred = .oneBesideSecondary
            }
        }
        return Self.displayMode(preferred, allowedBy: behavior, style: style)
    }

    /// `mode` turned into one `behavior` allows (UIKit's table in `UISplitViewController.SplitBehavior`), with two
    /// sidebars only in a triple-column split view.
    static func displayMode(_ mode: DisplayMode, allowedBy behavior: SplitBehavior, style: Style) -> DisplayMode {
        let two = style == .tripleColumn
        switch mode {
        case .automatic, .secondaryOnly:
            return .secondaryOnly
        case .oneBesideSecondary, .oneOverSecondary:
            return behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            switch behavior {
            case .overlay: return two ? .twoOverSecondary : .oneOverSecondary
            case .displace: return two ? .twoDisplaceSecondary : .oneBesideSecondary
            default: return two ? .twoBesideSecondary : .oneBesideSecondary
            }
        }
    }

    /// The sidebars `mode` shows.
    func sidebars(in mode: DisplayMode) -> [Column] {
        switch mode {
        case .automatic, .secondaryOnly: return []
        case .oneBesideSecondary, .oneOverSecondary: return style == .tripleColumn ? [.supplementary] : [.primary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            return style == .tripleColumn ? [.primary, .supplementary] : [.primary]
        }
    }

    /// Whether `column` shows now.
    func isShowingColumn(_ column: Column) -> Bool {
        guard columnChildren[column] != nil else { return false }
        if isCollapsed { return viewControllers.contains { $0 === columnChildren[column] } }
        return column == .secondary || sidebars(in: displayMode).contains(column)
    }

    /// Lays the columns out again soon; the new display mode is adopted by that layout.
    func displayModeNeedsUpdate() {
        viewIfLoaded?.setNeedsLayout()
    }

    /// Adopts the target display mode, telling the delegate before (`willChangeTo`, then `willHide` and
    /// `willShow` for the sidebars that change), as UIKit does. The first mode is adopted silently.
    func updateDisplayMode() {
        let target = targetDisplayMode
        guard let shown = shownDisplayMode else {
            shownDisplayMode = target
            return
        }
        guard target != shown else { return }
        delegate?.splitViewController(self, willChangeTo: target)
        let before = sidebars(in: shown)
        let after = sidebars(in: target)
        for column in before where !after.contains(column) { delegate?.splitViewController(self, willHide: column) }
        for column in after where !before.contains(column) { delegate?.splitViewController(self, willShow: column) }
        if before.isEmpty, !after.isEmpty { delegate?.splitViewController(self, willHide: .secondary) }
        shownDisplayMode = target
    }

    // MARK: Showing and hiding columns

    /// `show(_:)`'s work.
    func showColumn(_ column: Column) {
        if isCollapsed { return showCollapsed(column) }
        let mode = displayMode
        let behavior = splitBehavior
        let target: DisplayMode
        switch column {
        case .primary:
            target = style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
        case .supplementary:
            guard style == .tripleColumn else { return }
            target = sidebars(in: mode).contains(.primary) ? mode : .oneBesideSecondary
        case .secondary:
            // The secondary always shows beside tiled sidebars; overlaid or displacing ones step aside.
            target = behavior == .tile ? mode : .secondaryOnly
        case .compact:
            return
        }
        setDisplayModeOverride(Self.displayMode(target, allowedBy: behavior, style: style))
    }

    /// `hide(_:)`'s work.
    func hideColumn(_ column: Column) {
        if isCollapsed { return hideCollapsed(column) }
        let mode = displayMode
        let target: DisplayMode
        switch column {
        case .primary:
            guard sidebars(in: mode).contains(.primary) else { return }
            target = style == .tripleColumn ? .oneBesideSecondary : .secondaryOnly
        case .supplementary:
            guard style == .tripleColumn, sidebars(in: mode).contains(.supplementary) else { return }
            target = .secondaryOnly
        case .secondary, .compact:
            return
        }
        setDisplayModeOverride(Self.displayMode(target, allowedBy: splitBehavior, style: style))
    }

    /// Shows the columns in `mode` from the next layout on (at once when the view is loaded).
    private func setDisplayModeOverride(_ mode: DisplayMode) {
        displayModeOverride = mode
        guard isViewLoaded else { return }
        view.setNeedsLayout()
        view.layoutIfNeeded()
    }

    /// Hides the sidebars laid over (or displacing) the secondary column, as a tap on the dimmed secondary does.
    func dismissOverlaidSidebars() {
        guard !isCollapsed else { return }
        switch displayMode {
        case .oneOverSecondary, .twoOverSecondary: setDisplayModeOverride(.secondaryOnly)
        case .twoDisplaceSecondary: setDisplayModeOverride(.oneBesideSecondary)
        default: break
        }
    }

    // MARK: Frames

    /// The frames of the columns `mode` shows in `bounds`, left to right as for the leading primary edge in a
    /// left-to-right layout, then mirrored for a trailing primary edge or a right-to-left layout.
    func columnFrames(in bounds: CGRect, mode: DisplayMode) -> [Column: CGRect] {
        let width = bounds.width
        let height = bounds.height
        let primary = primaryColumnWidth
        let supplementary = supplementaryColumnWidth
        let first = style == .tripleColumn ? supplementary : primary
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let mirrored = (primaryEdge == .trailing) != rightToLeft
        // The storage of the last pass's frames (see `layoutColumns`), each frame placed and mirrored as it goes in.
        var frames = columnFramesBuffer
        columnFramesBuffer = [:]
        frames.removeAll(keepingCapacity: true)
        frames.reserveCapacity(3)
        func place(_ column: Column, _ x: CGFloat, _ columnWidth: CGFloat) {
            let frame = CGRect(x: x, y: 0, width: max(0, columnWidth), height: height)
            frames[column] =
                mirrored
                ? CGRect(
                    x: bounds.maxX - (frame.maxX - bounds.minX), y: frame.minY, width: frame.width,
                    height: frame.height)
                : frame.offsetBy(dx: bounds.minX, dy: bounds.minY)
        }
        switch mode {
        case .automatic, .secondaryOnly:
            place(.secondary, 0, width)
        case .oneBesideSecondary:
            place(style == .tripleColumn ? .supplementary : .primary, 0, first)
            place(.secondary, first, width - first)
        case .oneOverSecondary:
            place(.secondary, 0, width)
            place(style == .tripleColumn ? .supplementary : .primary, 0, first)
        case .twoBesideSecondary:
            place(.primary, 0, primary)
            place(.supplementary, primary, supplementary)
            place(.secondary, primary + supplementary, width - primary - supplementary)
        case .twoOverSecondary:
            place(.secondary, 0, width)
            place(.primary, 0, primary)
            place(.supplementary, primary, supplementary)
        case .twoDisplaceSecondary:
            place(.primary, 0, primary)
            place(.supplementary, primary, supplementary)
            place(.secondary, primary + supplementary, width - supplementary)
        }
        return frames
    }

    /// Whether `mode` dims the secondary column (sidebars over it or displacing it).
    static func dimsSecondary(_ mode: DisplayMode) -> Bool {
        mode == .oneOverSecondary || mode == .twoOverSecondary || mode == .twoDisplaceSecondary
    }

    // MARK: Laying out

    /// Collapses or expands for the current size class, adopts the display mode and places the shown columns.
    func layoutColumns() {
        guard isViewLoaded else { return }
        updateCollapsedState()
        let bounds = view.bounds
        if isCollapsed {
            dimmingView.isHidden = true
            updateShownColumns()
            for child in viewControllers { child.viewIfLoaded?.frame = bounds }
            return
        }
        updateDisplayMode()
        updateShownColumns()
        let mode = displayMode
        var frames = columnFrames(in: bounds, mode: mode)
        for (column, frame) in frames {
            guard let child = columnChildren[column], child.viewIfLoaded?.superview === view else { continue }
            if child.view.frame != frame { child.view.frame = frame }
        }
        dimmingView.isHidden = !Self.dimsSecondary(mode)
        if let secondary = frames[.secondary] { dimmingView.frame = secondary }
        frames.removeAll(keepingCapacity: true)
        columnFramesBuffer = frames
    }

    /// Puts in `result` (emptied first) the children whose views belong in the hierarchy now, back to front.
    private func collectChildrenToShow(into result: inout [UIViewController]) {
        result.removeAll(keepingCapacity: true)
        if isCollapsed {
            result.append(contentsOf: viewControllers)
            return
        }
        let shown = sidebars(in: displayMode)
        if let secondary = columnChildren[.secondary] { result.append(secondary) }
        for column in [Column.supplementary, .primary] where shown.contains(column) {
            if let child = columnChildren[column] { result.append(child) }
        }
    }

    /// Puts the views of the children that show in the hierarchy (secondary at the back, the dimming view above it,
    /// then the supplementary and primary columns) and takes the others out, with their appearance callbacks.
    func updateShownColumns() {
        guard isViewLoaded else { return }
        // The buffers of the last pass, lent for this one and given back emptied (nothing kept alive by them).
        var wanted: [UIViewController] = []
        var order: [UIView] = []
        swap(&wanted, &shownChildrenBuffer)
        swap(&order, &stackingBuffer)
        defer {
            wanted.removeAll(keepingCapacity: true)
            order.removeAll(keepingCapacity: true)
            swap(&wanted, &shownChildrenBuffer)
            swap(&order, &stackingBuffer)
        }
        collectChildrenToShow(into: &wanted)
        let visible = view.window != nil
        let leaving = children.filter { child in
            child.viewIfLoaded?.superview === view && !wanted.contains { $0 === child }
        }
        let arriving = wanted.filter { $0.viewIfLoaded?.superview !== view }
        if visible {
            for child in leaving { child.beginAppearance(false, animated: false) }
            for child in arriving { child.beginAppearance(true, animated: false) }
        }
        for child in leaving { child.view.removeFromSuperview() }
        for child in arriving {
            child.view.autoresizingMask = []
            if isCollapsed { child.view.frame = view.bounds }
        }
        // Back to front: the secondary column, the dimming view, then the sidebars.
        for child in wanted { order.append(child.view) }
        order.insert(dimmingView, at: min(1, order.count))
        for childView in order where childView.superview !== view { view.addSubview(childView) }
        // Whether the subviews among `order` already stand in its order (checked in place, without a filtered
        // copy of the subviews: this runs in every layout pass).
        var stackedCount = 0
        var stackedInOrder = true
        for subview in view.subviews where order.contains(where: { $0 === subview }) {
            guard stackedCount < order.count, order[stackedCount] === subview else {
                stackedInOrder = false
                break
            }
            stackedCount += 1
        }
        if !stackedInOrder || stackedCount != order.count {
            for childView in order { view.bringSubviewToFront(childView) }
        }
        if visible {
            for child in arriving { child.layOutAppearingView() }
            for child in leaving { child.endAppearance(false, animated: false) }
            for child in arriving { child.endAppearance(true, animated: false) }
        }
    }

    /// Takes `child`'s view out of the hierarchy, with its disappearance callbacks.
    func uninstall(_ child: UIViewController) {
        guard let childView = child.viewIfLoaded, childView.superview === viewIfLoaded else { return }
        let visible = view.window != nil
        if visible { child.beginAppearance(false, animated: false) }
        childView.removeFromSuperview()
        if visible { child.endAppearance(false, animated: false) }
    }
}
