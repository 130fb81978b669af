/// Reconciling the views on screen with the layout: each layout pass the visible rect's elements get views, the
/// views of elements that left go back to their queues.
extension UICollectionView {
    /// Brings the views on screen in line with the layout's elements in the visible rect.
    func reconcileVisibleElements() {
        visible.isReconciling = true
        defer { visible.isReconciling = false }
        let visibleRect = bounds
        let mirrored = mirrorsLayoutHorizontally
        if visible.queriedRect.map({ !$0.contains(visibleRect) }) ?? true || visible.queriedMirrored != mirrored {
            let query = queryRect(around: visibleRect)
            // The last answer's objects that nobody else holds are reused by the layout for this one.
            LayoutAttributesRecycling.recycle(&visible.queriedAttributes)
            visible.queriedAttributes = displayedAttributes(in: query) ?? []
            dropNonFiniteAttributes()
            visible.queriedRect = query
            visible.queriedMirrored = mirrored
        }
        let pass = visible.nextPass()
        // First the views that stay: they are marked and moved. Then the views that left go back to their queues,
        // and only then are views made for the elements that arrived, so a jump far away reuses every cell that
        // left instead of making new ones (UIKit's order: `didEndDisplaying` before the arrivals' `cellForItemAt`).
        var arrivals = false
        // After the layout was invalidated entirely, the views that stay are measured again (self-sizing).
        let remeasure = selfSizing.needsRemeasure && layoutStorage.remeasuresSelfSizingViews
        selfSizing.needsRemeasure = false
        // Views that invalidated their size (`selfSizingInvalidation`) are measured again too; inside an
        // animation block the views that stay move to their new attributes animated.
        withSelfSizingAnimation {
            for attributes in visible.queriedAttributes
            where !attributes.isHidden && attributes.frame.intersects(visibleRect) {
                if let view = visible.views[attributes.elementKey] {
                    view.displayPass = pass
                    var resized = false
                    if view.appliedAttributes?.isEqual(attributes) != true {
                        resized =
                            view.appliedAttributes?.size != attributes.size && view.lastPreferredSize != attributes.size
                        applyLayoutAttributes(attributes, to: view)
                    }
                    if remeasure || view.needsSelfSizingInvalidation
                        || (resized && layoutStorage.remeasuresResizedViews)
                    {
                        requestPreferredAttributes(of: view, for: attributes)
                    }
                } else {
                    arrivals = true
                }
            }
        }
        visible.scratchKeys.removeAll(keepingCapacity: true)
        for (key, view) in visible.views where view.displayPass != pass { visible.scratchKeys.append(key) }
        for key in visible.scratchKeys {
            if let view = visible.views.removeValue(forKey: key) { endDisplaying(view, for: key) }
        }
        guard arrivals else { return }
        for attributes in visible.queriedAttributes
        where !attributes.isHidden && attributes.frame.intersects(visibleRect) {
            let key = attributes.elementKey
            guard visible.views[key] == nil, let view = makeView(for: attributes) else { continue }
            view.displayPass = pass
            visible.views[key] = view
        }
    }

    /// Leaves out elements whose frame is not finite (a layout returned NaN or infinity), reporting them, so they are
    /// not displayed rather than trapping in the geometry that follows.
    private func dropNonFiniteAttributes() {
        guard visible.queriedAttributes.contains(where: { !$0.frame.isFinite }) else { return }
        let broken = visible.queriedAttributes.filter { !$0.frame.isFinite }
        let names = broken.prefix(3).map { "\($0.representedElementCategory) \($0.indexPath) at \($0.frame)" }
        OpenCollectionViewDiagnostics.report(
            .invalidGeometry,
            "\(type(of: collectionViewLayout)) returned \(broken.count) element(s) with a frame that is not finite "
                + "(\(names.joined(separator: ", "))); they are not displayed")
        visible.queriedAttributes.removeAll { !$0.frame.isFinite }
    }

    /// The rect asked of the layout: the visible rect grown by a screen in each scrollable direction, so steady
    /// scrolling re-asks only every screenful.
    private func queryRect(around visibleRect: CGRect) -> CGRect {
        let growX = contentSize.width > visibleRect.width ? visibleRect.width : 0
        let growY = contentSize.height > visibleRect.height ? visibleRect.height : 0
        return visibleRect.insetBy(dx: -growX, dy: -growY)
    }

    /// The layout's visible (not hidden) attributes intersecting `rect`, asking the layout afresh.
    func currentAttributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        (displayedAttributes(in: rect) ?? []).filter { !$0.isHidden && $0.frame.intersects(rect) }
    }

    /// Makes the view for an element: a cell or supplementary view from the data source, a decoration view from
    /// the layout's registration; applies the attributes, adds it and tells the delegate it will display.
    func makeView(for attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        let indexPath = attributes.indexPath
        visible.attributesBeingDisplayed = attributes
        defer { visible.attributesBeingDisplayed = nil }
        let view: UICollectionReusableView
        switch attributes.representedElementCategory {
        case .cell:
            guard let dataSource else { return nil }
            let cell = cellFromDataSource(dataSource, at: indexPath)
            if cell.reuseIdentifier == nil {
                OpenCollectionViewDiagnostics.report(
                    .invalidReuse,
                    "the cell returned from collectionView(_:cellForItemAt:) for \(indexPath) does not have a "
                        + "reuseIdentifier - cells must be retrieved by calling "
                        + "dequeueReusableCell(withReuseIdentifier:for:)")
            }
            cell.isSelected = selection.items.contains(indexPath)
            cell.isHighlighted = selection.highlighted.contains(indexPath)
            view = cell
        case .supplementaryView:
            guard let dataSource else { return nil }
            view = dataSource.collectionView(
                self, viewForSupplementaryElementOfKind: attributes.representedElementKind ?? "", at: indexPath)
        case .decorationView:
            guard let decoration = dequeueDecorationView(for: attributes) else { return nil }
            view = decoration
        }
        // Dequeuing applied these attributes already; like UIKit's cells, a view given equal attributes again
        // keeps the ones it has (no second `apply(_:)`, no second copy).
        if view.appliedAttributes?.isEqual(attributes) != true { applyLayoutAttributes(attributes, to: view) }
        if view.superview == nil { addSubview(view) }
        willDisplay(view, attributes: attributes)
        focusCellDisplayChanged(view)
        requestPreferredAttributes(of: view, for: attributes)
        return view
    }

    /// Gives a view its element's attributes: centre, size, 3-D transform, alpha, z-order, hidden, then `apply(_:)`.
    /// The view keeps a copy, as UIKit does, so a layout that edits its cached attributes in place and invalidates
    /// still moves the view (attributes are compared as values, with `isEqual(_:)`).
    func applyLayoutAttributes(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        var layoutAttributes =
            interactiveMovement.active == nil ? attributes : movingAttributes(for: attributes) ?? attributes
        if dragAndDrop.shadowUpdate != nil { layoutAttributes = dropShadowAttributes(for: layoutAttributes) }
        // `isHidden` is set when the attributes' value changes, so a view a registration handler or `cellForItemAt`
        // hid stays hidden through the attributes an appearing animation starts from.
        let hiddenChanged = view.appliedAttributes?.isHidden != layoutAttributes.isHidden
        // The view's previous copy is overwritten when nothing else holds it (steady scrolling allocates nothing).
        let attributes = LayoutAttributesRecycling.copy(layoutAttributes, reusing: &view.appliedAttributes)
        view.appliedAttributes = attributes
        let size = attributes.size
        if view.bounds.size != size { view.bounds = CGRect(origin: view.bounds.origin, size: size) }
        positionView(view, for: attributes)
        if view.layer.transform != attributes.transform3D { view.layer.transform = attributes.transform3D }
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        let zPosition = CGFloat(attributes.zIndex)
        if view.layer.zPosition != zPosition { view.layer.zPosition = zPosition }
        if hiddenChanged, view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
        view.apply(attributes)
    }

    private func willDisplay(_ view: UICollectionReusableView, attributes: UICollectionViewLayoutAttributes) {
        guard let delegate = collectionDelegate else { return }
        switch attributes.representedElementCategory {
        case .cell:
            if let cell = view as? UICollectionViewCell, !isDropGapCell(cell) {
                delegate.collectionView(self, willDisplay: cell, forItemAt: attributes.indexPath)
            }
        case .supplementaryView:
            delegate.collectionView(
                self, willDisplaySupplementaryView: view, forElementKind: attributes.representedElementKind ?? "",
                at: attributes.indexPath)
        case .decorationView:
            break
        }
    }

    /// Takes a view off screen: tells the delegate, removes it and puts it in its reuse queue.
    func endDisplaying(_ view: UICollectionReusableView, for key: ElementKey) {
        if let delegate = collectionDelegate {
            switch key.category {
            case .cell:
                if let cell = view as? UICollectionViewCell, !isDropGapCell(cell) {
                    delegate.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
                }
            case .supplementaryView:
                delegate.collectionView(
                    self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind ?? "", at: key.indexPath)
            case .decorationView:
                break
            }
        }
        swipeActionsCellDidEndDisplaying(view)
        focusCellDidEndDisplaying(view)
        view.removeFromSuperview()
        if let cell = view as? UICollectionViewCell {
            cell.isHighlighted = false
            cell.isSelected = false
        }
        enqueue(view, category: key.category, kind: key.kind)
    }

    /// Ends the displays of the views that left in an update or layout animation.
    func finishDepartures() {
        for (key, view) in visible.takeDeparting() { endDisplaying(view, for: key) }
    }

    /// Self-sizing: asks the view for its preferred attributes and lets the layout invalidate for them.
    func requestPreferredAttributes(
        of view: UICollectionReusableView, for attributes: UICollectionViewLayoutAttributes
    ) {
        guard attributes.representedElementCategory != .decorationView else { return }
        // UIKit hands the view a copy: a cell may edit the attributes it was given and return them.
        view.selfSizingFixedAxes = layoutStorage.selfSizingFixedAxes(for: attributes)
        // The copy reuses the last one when nothing kept it (steady scrolling allocates nothing). The scratch is
        // taken out of `visible` first, so copying (an attributes subclass's `copy(with:)`) runs outside any access
        // to it.
        var scratch = visible.preferredAttributesScratch.take()
        let given = LayoutAttributesRecycling.copy(attributes, reusing: &scratch)
        view.isMeasuringSelfSize = true
        let preferred = view.preferredLayoutAttributesFitting(given)
        view.isMeasuringSelfSize = false
        view.needsSelfSizingInvalidation = false
        view.lastPreferredSize = preferred.size
        visible.preferredAttributesScratch = given
        guard !preferred.isEqual(attributes) else { return }
        guard preferred.size.width.isFinite, preferred.size.height.isFinite else {
            OpenCollectionViewDiagnostics.report(
                .invalidGeometry, "preferred size \(preferred.size) of \(type(of: view)) at \(attributes.indexPath)")
            return
        }
        guard
            layoutStorage.shouldInvalidateLayout(
                forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
        else { return }
        if attributes.representedElementCategory == .cell { selfSizing.sizedIndexPaths.insert(attributes.indexPath) }
        layoutStorage.invalidateLayout(
            with: layoutStorage.invalidationContext(
                forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes))
    }
}
