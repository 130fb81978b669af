/// Collapsing into one navigation stack in a compact horizontal size class and expanding back into columns, and
/// showing controllers in the columns (`show(_:sender:)`, `showDetailViewController(_:sender:)`).
extension UISplitViewController {
    /// The navigation controller of `column`, if the column's child is one.
    func navigation(of column: Column) -> UINavigationController? {
        columnChildren[column] as? UINavigationController
    }

    /// The columns whose stacks collapse onto the primary column's when `top` is the column on top.
    private func columnsMerged(whenOnTop top: Column) -> [Column] {
        switch top {
        case .secondary: return [.supplementary, .secondary].filter { columnChildren[$0] != nil }
        case .supplementary: return columnChildren[.supplementary] != nil ? [.supplementary] : []
        case .primary, .compact: return []
        }
    }

    /// The controllers `column` shows: its navigation stack, or its own controller.
    private func stack(of column: Column) -> [UIViewController] {
        if let navigation = navigation(of: column) { return navigation.viewControllers }
        return columnChildren[column].map { [$0] } ?? []
    }

    /// Collapses when the horizontal size class is compact and expands when it is not, once the view is in a window.
    func updateCollapsedState() {
        guard let view = viewIfLoaded, view.window != nil else { return }
        let compact = traitCollection.horizontalSizeClass == .compact
        if compact, !isCollapsed {
            collapseColumns()
        } else if !compact, isCollapsed {
            expandColumns()
        }
    }

    /// Collapses: asks the delegate for the column on top (UIKit proposes the secondary), moves the stacks of the
    /// columns up to it onto the primary column's navigation controller (unless a compact column is set), shows the
    /// one child and tells the delegate.
    private func collapseColumns() {
        let proposed: Column = columnChildren[.secondary] != nil ? .secondary : .primary
        let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
        isCollapsed = true
        collapse = CollapseState()
        collapse.topColumn = top
        if columnChildren[.compact] == nil, let primary = navigation(of: .primary) {
            collapse.primaryCount = primary.viewControllers.count
            collapse.supplementaryCount = stack(of: .supplementary).count
            var merged: [UIViewController] = []
            for column in columnsMerged(whenOnTop: top) {
                let moving = stack(of: column)
                if let navigation = navigation(of: column) {
                    uninstall(navigation)
                    navigation.setViewControllers([], animated: false)
                } else if let child = columnChildren[column] {
                    uninstall(child)
                }
                merged += moving
                collapse.merged.append(column)
            }
            if !merged.isEmpty { primary.setViewControllers(primary.viewControllers + merged, animated: false) }
        }
        updateShownColumns()
        view.setNeedsLayout()
        delegate?.splitViewControllerDidCollapse(self)
    }

    /// Expands: gives the columns back the controllers collapsing moved onto the primary column's stack (and those
    /// pushed on it since, which go to the secondary column), asks the delegate for the display mode and tells it.
    private func expandColumns() {
        if columnChildren[.compact] == nil, let primary = navigation(of: .primary) {
            let all = primary.viewControllers
            let own = min(max(collapse.primaryCount, all.isEmpty ? 0 : 1), all.count)
            var rest = Array(all[own...])
            var supplementaryStack: [UIViewController] = []
            if collapse.merged.contains(.supplementary) {
                supplementaryStack = Array(rest.prefix(collapse.supplementaryCount))
                rest.removeFirst(supplementaryStack.count)
            }
            if own < all.count { primary.setViewControllers(Array(all[..<own]), animated: false) }
            if let supplementary = navigation(of: .supplementary), collapse.merged.contains(.supplementary) {
                if let first = supplementaryStack.first { assigned[.supplementary] = first }
                let stack =
                    supplementaryStack.isEmpty ? assigned[.supplementary].map { [$0] } ?? [] : supplementaryStack
                supplementary.setViewControllers(stack, animated: false)
            }
            if let secondary = navigation(of: .secondary) {
                if !rest.isEmpty {
                    assigned[.secondary] = rest[0]
                    secondary.setViewControllers(rest, animated: false)
                } else if collapse.merged.contains(.secondary) || secondary.viewControllers.isEmpty {
                    secondary.setViewControllers(assigned[.secondary].map { [$0] } ?? [], animated: false)
                }
            } else if !rest.isEmpty {
                // Controllers pushed while collapsed make a secondary column (a classic split view's lone
                // controller comes back as the column's child itself).
                if style == .unspecified, rest.count == 1 {
                    columnChildren[.secondary] = nil
                    assigned[.secondary] = rest[0]
                    replaceChild(of: .secondary, with: rest[0])
                } else {
                    assigned[.secondary] = rest[0]
                    let navigation = UINavigationController()
                    navigation.setViewControllers(rest, animated: false)
                    replaceChild(of: .secondary, with: navigation)
                }
            } else if style == .unspecified, collapse.merged.contains(.secondary), let secondary = assigned[.secondary]
            {
                columnChildren[.secondary] = nil
                replaceChild(of: .secondary, with: secondary)
            }
        }
        isCollapsed = false
        collapse = CollapseState()
        let proposed = targetDisplayMode
        if let chosen = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed),
            chosen != .automatic, chosen != proposed
        {
            displayModeOverride = chosen
        }
        shownDisplayMode = targetDisplayMode
        updateShownColumns()
        view.setNeedsLayout()
        delegate?.splitViewControllerDidExpand(self)
    }

    /// Collapsed `show(_:)`: the primary column pops back to its own controllers; the supplementary or secondary
    /// column's stack, when set aside, is pushed on the primary column's.
    func showCollapsed(_ column: Column) {
        guard columnChildren[.compact] == nil, let primary = navigation(of: .primary) else { return }
        switch column {
        case .primary:
            let own = min(max(collapse.primaryCount, 1), primary.viewControllers.count)
            guard own > 0 else { return }
            primary.popToViewController(primary.viewControllers[own - 1], animated: true)
        case .supplementary, .secondary:
            var moving: [UIViewController] = []
            for candidate in [Column.supplementary, .secondary] where !collapse.merged.contains(candidate) {
                guard columnChildren[candidate] != nil else { continue }
                moving += stack(of: candidate)
                navigation(of: candidate)?.setViewControllers([], animated: false)
                collapse.merged.append(candidate)
                if candidate == .supplementary { collapse.supplementaryCount = moving.count }
                if candidate == column { break }
            }
            guard !moving.isEmpty else { return }
            primary.setViewControllers(primary.viewControllers + moving, animated: true)
        case .compact:
            return
        }
    }

    /// Collapsed `hide(_:)`: hiding the secondary (or supplementary) column pops back to the column below it.
    func hideCollapsed(_ column: Column) {
        guard columnChildren[.compact] == nil, column != .primary, column != .compact else { return }
        showCollapsed(column == .secondary && collapse.merged.contains(.supplementary) ? .supplementary : .primary)
    }

    // MARK: Showing controllers

    /// `showDetailViewController(_:sender:)` aimed at this split view: expanded, `vc` becomes the secondary column's
    /// controller (its stack replaced) and sidebars laid over the secondary step aside; collapsed, `vc` is pushed
    /// on the navigation stack that shows.
    func showDetailInColumns(_ vc: UIViewController) {
        if isCollapsed { return pushCollapsed(vc) }
        if let navigation = vc as? UINavigationController {
            removeColumnForReplacement(.secondary)
            setViewController(navigation, for: .secondary)
        } else if let secondary = navigation(of: .secondary) {
            assigned[.secondary] = vc
            secondary.setViewControllers([vc], animated: false)
        } else if style == .unspecified {
            viewControllers = [columnChildren[.primary], vc].compactMap { $0 }
        } else {
            setViewController(vc, for: .secondary)
        }
        dismissOverlaidSidebars()
    }

    /// `show(_:sender:)` from a controller in `column`'s navigation stack: expanded, `vc` goes to the next column
    /// (the supplementary after the primary in a triple-column split view, else the secondary), with
    /// `setViewController(_:for:)`'s rules; collapsed, it is pushed on the stack that shows.
    func showInNextColumn(_ vc: UIViewController, from column: Column) {
        if isCollapsed { return pushCollapsed(vc) }
        let next: Column = column == .primary && style == .tripleColumn ? .supplementary : .secondary
        setViewController(vc, for: next)
        show(next)
    }

    /// `show(_:sender:)` aimed at the split view itself: expanded, `vc` becomes the primary column's controller (as
    /// UIKit documents); collapsed, it is pushed on the stack that shows.
    func showInPrimaryColumn(_ vc: UIViewController) {
        if isCollapsed { return pushCollapsed(vc) }
        if style == .unspecified {
            viewControllers = [vc] + [columnChildren[.secondary]].compactMap { $0 }
        } else {
            removeColumnForReplacement(.primary)
            setViewController(vc, for: .primary)
        }
    }

    /// Empties `column` so that the next `setViewController(_:for:)` replaces it instead of pushing.
    private func removeColumnForReplacement(_ column: Column) {
        assigned[column] = nil
        if let child = columnChildren[column] {
            uninstall(child)
            child.willMove(toParent: nil)
            child.removeFromParent()
            columnChildren[column] = nil
        }
    }

    /// Pushes `vc` (a navigation controller's stack, for a navigation controller) on the navigation stack that
    /// shows while collapsed.
    private func pushCollapsed(_ vc: UIViewController) {
        guard let navigation = viewControllers.first as? UINavigationController else {
            return present(vc, animated: true)
        }
        if let pushedNavigation = vc as? UINavigationController {
            let stack = pushedNavigation.viewControllers
            pushedNavigation.setViewControllers([], animated: false)
            navigation.setViewControllers(navigation.viewControllers + stack, animated: true)
        } else {
            navigation.pushViewController(vc, animated: true)
        }
    }

    /// The column whose child is `child`.
    func column(ofChild child: UIViewController) -> Column? {
        for column in [Column.primary, .supplementary, .secondary, .compact] where columnChildren[column] === child {
            return column
        }
        return nil
    }
}
