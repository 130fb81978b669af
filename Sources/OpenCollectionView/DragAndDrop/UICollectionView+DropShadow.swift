/// The gap of a drag hovering with `insertAtDestinationIndexPath`, opened through the layout as an uncommitted
/// batch update (`DropShadowUpdate`): counts include it, the layout is prepared for it and the items animate to
/// their places as in any batch update, and the data source is asked only about its own items.
extension UICollectionView {
    /// The reuse identifier of the empty, hidden cell that stands for an item dropped from elsewhere.
    static let dropGapReuseIdentifier = "OpenCollectionView.DropGap"

    /// Shows `shadow` in place of the shadow update shown now: the old one is taken back and the new one shown,
    /// each as a batch update (animated, unless `animated` is false). A later batch starts from where the views
    /// are on screen, so taking one back and showing the next moves the items straight to their new places.
    func setDropShadow(_ shadow: DropShadowUpdate?, animated: Bool) {
        let old = dragAndDrop.shadowUpdate
        guard old != shadow else { return }
        layoutIfNeeded()
        if let old {
            guard applyDropShadow(old, showing: false, animated: animated) else { return }
        }
        if let shadow { applyDropShadow(shadow, showing: true, animated: animated) }
    }

    /// Takes the shadow update back at once, before the app changes the collection view (a batch update, a
    /// reload or a placeholder) so its index paths mean what the data source means; the next move of the drag
    /// shows the gap again. UIKit raises when an app updates a collection view under shadow updates.
    func discardDropShadow() {
        guard dragAndDrop.shadowUpdate != nil, batchUpdates.current == nil else { return }
        forgetGapFeedback()
        setDropShadow(nil, animated: false)
    }

    /// Forgets the shadow update before a reload, which reads the counts and makes the views afresh.
    func dropShadowWillReload() {
        guard dragAndDrop.shadowUpdate != nil else { return }
        forgetGapFeedback()
        dragAndDrop.shadowUpdate = nil
    }

    private func forgetGapFeedback() {
        guard let feedback = dragAndDrop.feedback, feedback.intent == .insertAtDestinationIndexPath else { return }
        dragAndDrop.feedback = nil
        dragAndDrop.destinationCadence.reset()
    }

    /// Shows `shadow` or takes it back as a batch update; a batch that does not fit the counts (the data source
    /// changed without telling the collection view) is reported, and the collection view reloads without the gap.
    @discardableResult
    private func applyDropShadow(_ shadow: DropShadowUpdate, showing: Bool, animated: Bool) -> Bool {
        var batch = shadow.batch(showing: showing)
        let counts = shadow.counts(batchUpdates.sectionItemCounts, adding: showing)
        if let problem = batch.validate(old: batchUpdates.sectionItemCounts, new: counts) {
            OpenCollectionViewDiagnostics.report(
                .invalidUpdate, "the gap of the drop cannot be shown or closed: \(problem); reloading without it")
            reloadData()
            return false
        }
        dragAndDrop.shadowUpdate = showing ? shadow : nil
        if animated {
            apply(batch, newCounts: counts)
        } else {
            UIView.performWithoutAnimation { apply(batch, newCounts: counts) }
        }
        return true
    }

    /// The index path of the gap of an item dropped from elsewhere. The gap's cell is the collection view's own:
    /// `cellForItem(at:)`, `visibleCells` and the display delegate methods leave it out, so the app meets only its
    /// own cells.
    var dropGapIndexPath: IndexPath? {
        guard case .gap(let at)? = dragAndDrop.shadowUpdate else { return nil }
        return at
    }

    /// Whether `view` is the cell of a drop's gap.
    func isDropGapCell(_ view: UICollectionReusableView) -> Bool {
        view.reuseIdentifier == Self.dropGapReuseIdentifier
    }

    /// The index path without the shadow update of the item at `indexPath` in the view; `nil` for the gap.
    func unshadowedIndexPath(_ indexPath: IndexPath) -> IndexPath? {
        guard let shadow = dragAndDrop.shadowUpdate else { return indexPath }
        return shadow.baseIndexPath(for: indexPath)
    }

    /// The cell of the item at `indexPath` in the view: the gap's empty cell, a placeholder's, or the data
    /// source's, asked at the index path it knows.
    func cellFromDataSource(_ dataSource: any UICollectionViewDataSource, at indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let base = unshadowedIndexPath(indexPath) else {
            if reuse.cellClasses[Self.dropGapReuseIdentifier] == nil {
                reuse.cellClasses[Self.dropGapReuseIdentifier] = UICollectionViewCell.self
            }
            return dequeueReusableCell(withReuseIdentifier: Self.dropGapReuseIdentifier, for: indexPath)
        }
        if let context = placeholder(at: base) { return placeholderCell(context, at: indexPath) }
        return dataSource.collectionView(self, cellForItemAt: dataSourceIndexPath(for: base))
    }

    /// The size of the gap of an item dropped from elsewhere, for layouts that size items one by one: the dragged
    /// item's preview's.
    var dropGapSize: CGSize? { dragAndDrop.activeDrop?.previews.first?.bounds.size }

    /// The attributes a cell shows under a shadow update: the item the drop stands for (the moved item or the
    /// gap) is hidden; the drag's preview stands for it.
    func dropShadowAttributes(for attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let shadow = dragAndDrop.shadowUpdate, attributes.representedElementCategory == .cell,
            attributes.indexPath == shadow.item, !attributes.isHidden
        else { return attributes }
        let hidden = attributes.copiedForView()
        hidden.isHidden = true
        return hidden
    }
}
