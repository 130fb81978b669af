/// Batch updates: recording inserts, deletes, reloads and moves, checking them against the data source, and
/// animating every element from its old to its new place.
extension UICollectionView {
    /// The work of `performBatchUpdates(_:completion:)`: records `updates` into the open batch (a nested call joins
    /// it) or into a new one, which is then validated and applied.
    func performBatchUpdatesNow(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        discardDropShadow()
        if var current = batchUpdates.current, !current.isApplying {
            if let completion { current.completions.append(completion) }
            batchUpdates.current = current
            updates?()
            return
        }
        var batch = BatchUpdate()
        if let completion { batch.completions.append(completion) }
        run(batch, updates: updates)
    }

    /// `performBatchUpdates` with a non-escaping `updates` closure, as UIKit declares it (`NS_NOESCAPE`): client code
    /// passes its own non-escaping closures on and calls `insertItems(at:)` inside without `self.` (DifferenceKit's
    /// `reload(using:)`). Swift source cannot declare an optional non-escaping closure, hence the overload.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { updates in
            performBatchUpdates(Optional(updates), completion: completion)
        }
    }

    /// Runs a batch: records `updates` into `initial`, validates it against the data source and applies it.
    private func run(_ initial: BatchUpdate, updates: (() -> Void)?) {
        // Before its first layout pass a collection view outside a window makes no cells for an update.
        let waitsForFirstLayout = window == nil && !layoutPass.hasLaidOut
        if waitsForFirstLayout { loadCountsIfNeeded() } else { layoutIfNeeded() }
        let oldCounts = batchUpdates.sectionItemCounts
        var batch = initial
        batchUpdates.current = batch
        updates?()
        batch = batchUpdates.current ?? batch
        batchUpdates.current = nil
        let newCounts = readCountsFromDataSource()
        if let problem = batch.validate(old: oldCounts, new: newCounts) {
            OpenCollectionViewDiagnostics.report(.invalidUpdate, problem)
            reloadData()
            layoutIfNeeded()
            for completion in batch.completions { completion(false) }
            return
        }
        if waitsForFirstLayout {
            applyBeforeFirstLayout(batch, newCounts: newCounts)
        } else {
            apply(batch, newCounts: newCounts)
        }
    }

    /// A batch update of a collection view that is outside a window and has not laid out yet makes no cells: its
    /// counts and selection follow the update and the layout is invalidated, so the first layout pass makes and
    /// configures the cells — with whatever the app changed in its model since (UIKit makes a collection view's
    /// cells when it first lays out: an `apply` in `viewDidLoad` configures nothing, and a cell class registered
    /// before the first layout is found).
    private func applyBeforeFirstLayout(_ batch: BatchUpdate, newCounts: [Int]) {
        batchUpdates.sectionItemCounts = newCounts
        batchUpdates.countsAreValid = true
        selection.items.remap { batch.newIndexPath(for: $0) }
        selection.forgetTouch()
        prefetch.reset()
        // No layout pass has made views yet: there are none to take down, only the last rect query to forget.
        visible.queriedRect = nil
        layoutStorage.pendingUpdateItems = []
        let context = type(of: layoutStorage).makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        layoutStorage.invalidateLayout(with: context)
        setNeedsLayout()
        for completion in batch.completions { completion(true) }
    }

    /// The work of `reconfigureItems(at:)`.
    func reconfigureItemsNow(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        // Many index paths (a diffable data source's apply passes every reconfigured item, most off screen): those
        // with no cell on screen are passed over by a search among the cells' `ItemKey`s, not a lookup each.
        let onScreen = indexPaths.count > 64 ? visibleCellKeys() : nil
        for indexPath in indexPaths {
            if let onScreen, ItemKey.fits(indexPath), !ItemKey.contains(ItemKey.make(indexPath), in: onScreen) {
                continue
            }
            guard let cell = cellForItem(at: indexPath), let attributes = cell.appliedAttributes else { continue }
            batchUpdates.reconfiguringCell = cell
            visible.attributesBeingDisplayed = attributes
            let returned = dataSource.collectionView(self, cellForItemAt: indexPath)
            batchUpdates.reconfiguringCell = nil
            visible.attributesBeingDisplayed = nil
            if returned !== cell {
                OpenCollectionViewDiagnostics.report(
                    .invalidReuse, "reconfiguring \(indexPath) returned a different cell than the one on screen")
            }
        }
    }

    /// Applies `change` to the update being recorded in `state`, if one is open (not being applied), and tells
    /// whether it did. Its arrays stay uniquely referenced, so appending copies nothing.
    private static func record(
        _ change: (inout BatchUpdate) -> Void, intoOpenUpdateOf state: inout BatchUpdateState
    ) -> Bool {
        guard state.current?.isApplying == false else { return false }
        change(&state.current!)
        return true
    }

    /// The `ItemKey`s of the cells on screen, ascending (index paths that do not fit one are left out).
    private func visibleCellKeys() -> [Int] {
        var keys: [Int] = []
        keys.reserveCapacity(visible.views.count)
        for key in visible.views.keys where key.category == .cell && ItemKey.fits(key.indexPath) {
            keys.append(ItemKey.make(key.indexPath))
        }
        return keys.sorted()
    }

    /// Records one change: inside `performBatchUpdates` into the open update, else as an update of its own.
    func record(_ change: (inout BatchUpdate) -> Void) {
        // The open update is changed in place, the state passed `inout` (reading it would copy all of it): a
        // diffable data source's apply records one move at a time.
        if Self.record(change, intoOpenUpdateOf: &batchUpdates) { return }
        discardDropShadow()
        var recorded = BatchUpdate()
        change(&recorded)
        run(recorded, updates: nil)
    }

    // MARK: Item counts

    /// Reads the item counts from the data source unless they are valid (`batchUpdates.countsAreValid`).
    func loadCountsIfNeeded() {
        guard !batchUpdates.countsAreValid else { return }
        batchUpdates.countsAreValid = true
        batchUpdates.sectionItemCounts = readCountsFromDataSource()
    }

    func readCountsFromDataSource() -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        let counts = (0..<sections).map {
            max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) + placeholderCount(inSection: $0)
        }
        return dragAndDrop.shadowUpdate?.counts(counts, adding: true) ?? counts
    }

    /// Whether `indexPath` names an existing item.
    func isValidItem(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < numberOfSections
            && indexPath.item >= 0 && indexPath.item < batchUpdates.sectionItemCounts[indexPath.section]
    }

    // MARK: Applying

    func apply(_ batch: BatchUpdate, newCounts: [Int]) {
        var batch = batch
        batch.isApplying = true
        batchUpdates.current = batch
        let old = visible.views
        batchUpdates.attributesBefore = [:]
        for (key, view) in old { batchUpdates.attributesBefore[key] = view.appliedAttributes }
        visible.views.removeAll(keepingCapacity: true)

        let oldCounts = batchUpdates.sectionItemCounts
        batchUpdates.sectionItemCounts = newCounts
        selection.items.remap { batch.newIndexPath(for: $0) }
        selection.forgetTouch()
        prefetch.reset()

        // Exactly the flow layout (no subclass overriding `prepare(forCollectionViewUpdates:)` to read them) keeps
        // the update items and nothing else: it reads the edits from the batch being applied
        // (`batchUpdates.current`), so none are made for it (30,000 objects for an apply of 100,000 items with 10%
        // churn).
        let updateItems = type(of: layoutStorage) == UICollectionViewFlowLayout.self ? [] : batch.updateItems()
        let limitsBefore = contentOffsetLimits
        layoutStorage.pendingUpdateItems = updateItems
        let context = type(of: layoutStorage).makeInvalidationContext()
        context.invalidateDataSourceCounts = true
        layoutStorage.invalidateLayout(with: context)
        batchUpdates.countsAreValid = true
        prepareLayoutIfNeeded(readsContentSize: false)
        layoutStorage.prepare(forCollectionViewUpdates: updateItems)
        // A layout keeping its own model applies the update here: the content size is read after it.
        takeContentSizeFromLayout()
        settleContentOffsetForUpdate(limitsBefore: limitsBefore)
        prepareLayoutIfNeeded()
        let finals = currentAttributes(in: bounds)

        var kept: [(UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
        var leaving: [(ElementKey, UICollectionReusableView, UICollectionViewLayoutAttributes?)] = []
        var remaining = old
        let (decorationDeletes, decorationInserts) = decorationUpdates(old: old.keys, new: finals)
        for oldKey in decorationDeletes {
            guard let view = remaining.removeValue(forKey: oldKey) else { continue }
            leaving.append((oldKey, view, disappearingAttributes(for: oldKey, view: view, batch: batch)))
        }
        for attributes in finals where !decorationInserts.contains(attributes.elementKey) {
            let key = attributes.elementKey
            if let (oldKey, view) = survivor(of: key, among: remaining, batch: batch) {
                remaining[oldKey] = nil
                visible.views[key] = view
                kept.append((view, attributes))
            }
        }
        relayoutListRowsWhosePlaceChanged(kept, oldCounts: oldCounts, newCounts: newCounts)
        for (key, view) in remaining {
            leaving.append((key, view, disappearingAttributes(for: key, view: view, batch: batch)))
        }
        var arriving: [(UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
        // Without animation an arriving view only ever has its final attributes (applied when it was made).
        let animates = AnimationContext.wouldAnimate
        for attributes in finals where visible.views[attributes.elementKey] == nil {
            guard let view = makeView(for: attributes) else { continue }
            visible.views[attributes.elementKey] = view
            if animates, let initial = appearingAttributes(for: attributes, batch: batch) {
                UIView.performWithoutAnimation { applyLayoutAttributes(initial, to: view) }
            }
            arriving.append((view, attributes))
        }
        for (key, view, _) in leaving { visible.departing.append((key, view)) }
        visible.queriedRect = nil

        let settle = {
            // Attributes equal to the ones a view has are not applied again (UICollectionViewLayoutAttributes
            // documentation: since iOS 7 the collection view compares them with `isEqual(_:)`), so what a
            // registration handler or `cellForItemAt` set on a view stays.
            for (view, attributes) in kept + arriving where view.appliedAttributes?.isEqual(attributes) != true {
                self.applyLayoutAttributes(attributes, to: view)
            }
            for (_, view, final) in leaving {
                if let final { self.applyLayoutAttributes(final, to: view) } else { view.alpha = 0 }
            }
            self.layoutStorage.finalizeCollectionViewUpdates()
            self.takeContentSizeFromLayout()
        }
        let finish: @MainActor (Bool) -> Void = { finished in
            self.finishDepartures()
            self.setNeedsLayout()
            for completion in batch.completions { completion(finished) }
        }
        if animates {
            UIView.animate(
                withDuration: UICollectionView.updateAnimationDuration, delay: 0, options: [.curveEaseInOut],
                animations: settle, completion: { finish($0) })
        } else {
            // Without animation the update is complete at once (no clock time needs to pass).
            settle()
            finish(true)
        }
        batchUpdates.current = nil
        batchUpdates.attributesBefore = [:]
    }

    /// Moves the offset for an update: pulled back to the end where the content shrank under it (unless the user or
    /// an animation moves it), then where the layout's `targetContentOffset(forProposedContentOffset:)` puts it,
    /// kept inside the content when the layout chose another point. An offset outside the content that the update
    /// does not shrink under stays.
    private func settleContentOffsetForUpdate(limitsBefore: (minimum: CGPoint, maximum: CGPoint)) {
        layoutPass.lastContentOffsetLimits = contentOffsetLimits
        let moving = isTracking || isDecelerating || motion != nil
        let proposed = moving ? contentOffset : pulledBack(contentOffset, from: limitsBefore)
        let answer = layoutStorage.targetContentOffset(forProposedContentOffset: proposed)
        let target = answer == proposed ? proposed : clampedOffset(answer)
        if target != contentOffset { contentOffset = target }
    }

    /// The decoration views the layout wants deleted and inserted by this update
    /// (`indexPathsToDeleteForDecorationView(ofKind:)`, `indexPathsToInsertForDecorationView(ofKind:)`), asked for
    /// every decoration kind on screen before or after it: they disappear and appear with the layout's final and
    /// initial attributes instead of moving, even where the same index path exists on both sides.
    private func decorationUpdates(
        old: Dictionary<ElementKey, UICollectionReusableView>.Keys, new: [UICollectionViewLayoutAttributes]
    ) -> (deletes: Set<ElementKey>, inserts: Set<ElementKey>) {
        var kinds = Set(old.lazy.filter { $0.category == .decorationView }.compactMap(\.kind))
        for attributes in new where attributes.representedElementCategory == .decorationView {
            if let kind = attributes.representedElementKind { kinds.insert(kind) }
        }
        var deletes = Set<ElementKey>()
        var inserts = Set<ElementKey>()
        for kind in kinds {
            for indexPath in layoutStorage.indexPathsToDeleteForDecorationView(ofKind: kind) {
                deletes.insert(ElementKey(category: .decorationView, kind: kind, indexPath: indexPath))
            }
            for indexPath in layoutStorage.indexPathsToInsertForDecorationView(ofKind: kind) {
                inserts.insert(ElementKey(category: .decorationView, kind: kind, indexPath: indexPath))
            }
        }
        return (deletes, inserts)
    }

    /// The view on screen before the update that shows the element `key` after it, if any.
    private func survivor(
        of key: ElementKey, among old: [ElementKey: UICollectionReusableView], batch: BatchUpdate
    ) -> (ElementKey, UICollectionReusableView)? {
        for (oldKey, view) in old where oldKey.category == key.category && oldKey.kind == key.kind {
            switch key.category {
            case .cell:
                guard !batch.isReloaded(oldKey.indexPath), batch.newIndexPath(for: oldKey.indexPath) == key.indexPath
                else { continue }
            case .supplementaryView, .decorationView:
                guard !batch.reloadedSections.contains(oldKey.indexPath.section),
                    batch.newSection(for: oldKey.indexPath.section) == key.indexPath.section,
                    oldKey.indexPath.item == key.indexPath.item
                else { continue }
            }
            return (oldKey, view)
        }
        return nil
    }

    private func disappearingAttributes(
        for key: ElementKey, view: UICollectionReusableView, batch: BatchUpdate
    ) -> UICollectionViewLayoutAttributes? {
        switch key.category {
        case .cell:
            if !batch.isReloaded(key.indexPath), let newIndexPath = batch.newIndexPath(for: key.indexPath) {
                return layoutStorage.layoutAttributesForItem(at: newIndexPath)
            }
            return layoutStorage.finalLayoutAttributesForDisappearingItem(at: key.indexPath)
        case .supplementaryView:
            return layoutStorage.finalLayoutAttributesForDisappearingSupplementaryElement(
                ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView:
            return layoutStorage.finalLayoutAttributesForDisappearingDecorationElement(
                ofKind: key.kind ?? "", at: key.indexPath)
        }
    }

    private func appearingAttributes(
        for final: UICollectionViewLayoutAttributes, batch: BatchUpdate
    ) -> UICollectionViewLayoutAttributes? {
        let indexPath = final.indexPath
        let initial: UICollectionViewLayoutAttributes?
        switch final.representedElementCategory {
        case .cell:
            let appearsFresh =
                batch.isInserted(indexPath) || batch.isReloadedDestination(indexPath)
            guard appearsFresh else { return layoutStorage.initialLayoutAttributesForAppearingItem(at: indexPath) }
            initial = layoutStorage.initialLayoutAttributesForAppearingItem(at: indexPath)
        case .supplementaryView:
            initial = layoutStorage.initialLayoutAttributesForAppearingSupplementaryElement(
                ofKind: final.representedElementKind ?? "", at: indexPath)
        case .decorationView:
            initial = layoutStorage.initialLayoutAttributesForAppearingDecorationElement(
                ofKind: final.representedElementKind ?? "", at: indexPath)
        }
        return initial ?? final.fadedCopy()
    }

    /// The attributes an item had on screen before the update in progress (for disappearing-item animations).
    func attributesBeforeUpdate(ofItemAt indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        batchUpdates.attributesBefore[ElementKey(category: .cell, kind: nil, indexPath: indexPath)]
    }
}
