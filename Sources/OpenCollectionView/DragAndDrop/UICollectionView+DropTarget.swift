/// What a collection view shows while a drag is over it: a gap at the destination (the dragged item itself,
/// hidden, when it comes from this collection view and moves; see `DropShadowUpdate`), or the highlighted item it
/// would go into.
struct DropFeedback: Equatable {
    var intent: UICollectionViewDropIntent
    var destination: IndexPath
    /// The item lifted from this collection view, which moves (and is hidden while the gap stands for it).
    var movingSource: IndexPath?
}

/// A data source that reorders on its own when a drag moves an item within the collection view (the diffable data
/// source with `reorderingHandlers`).
@MainActor
protocol DropReorderingDataSource: AnyObject {
    var reordersDrops: Bool { get }
}

extension UICollectionViewDiffableDataSource: DropReorderingDataSource {
    var reordersDrops: Bool { reorderingHandlers.canReorderItem != nil }
}

extension UICollectionView {
    /// Whether the collection view shows placeholders of a drop, or the gap of a drag over it, that the data source
    /// does not know of yet.
    public var hasUncommittedUpdates: Bool { dragAndDrop.feedback != nil || !dragAndDrop.placeholders.isEmpty }

    // MARK: Following the drag

    func dropSessionEntered(_ activity: DragActivity) {
        dragAndDrop.activeDrop = activity
        dropDelegate?.collectionView(self, dropSessionDidEnter: activity.dropSession)
    }

    func dropSessionExited(_ activity: DragActivity) {
        dropDelegate?.collectionView(self, dropSessionDidExit: activity.dropSession)
        if dragAndDrop.activeDrop === activity { dragAndDrop.activeDrop = nil }
        clearDropFeedback()
    }

    func dropSessionEnded(_ activity: DragActivity) {
        dropDelegate?.collectionView(self, dropSessionDidEnd: activity.dropSession)
        if dragAndDrop.activeDrop === activity { dragAndDrop.activeDrop = nil }
        clearDropFeedback()
    }

    /// Asks the drop delegate what a drop at the touch would do and shows it.
    func dropSessionUpdated(_ activity: DragActivity) -> UIDropProposal {
        dragAndDrop.activeDrop = activity
        let point = convert(activity.location, from: activity.window)
        let found: IndexPath?
        if let known = dragAndDrop.destinationCadence.destination(foundUnder: point) {
            found = known
        } else {
            found = dropDestination(at: point, movingSource: movingSource(of: activity))
            dragAndDrop.destinationCadence.remember(found, foundUnder: point)
        }
        let destination = dragAndDrop.destinationCadence.destination(
            for: found, at: activity.window.clock.now, delay: reorderingCadence.restDelay)
        let proposal =
            dropDelegate?.collectionView(
                self, dropSessionDidUpdate: activity.dropSession, withDestinationIndexPath: destination)
            ?? UICollectionViewDropProposal(operation: .cancel)
        showFeedback(for: proposal, destination: destination, activity: activity)
        return proposal
    }

    /// The single item of a drag lifted from this collection view (what a move within it reorders).
    private func movingSource(of activity: DragActivity) -> IndexPath? {
        guard activity.items.count == 1, let source = activity.items[0].source, source.view === self else {
            return nil
        }
        return source.indexPath
    }

    /// The index path a drop at `point` goes to: the item under the point, or after the last item of the section
    /// the point is past (its item count), or the nearest item; `nil` when there are no items at all. The items are
    /// those on screen, with the gap if one is open, so the destination names the place the dropped item will
    /// have. In the section holding the item the drop stands for (the gap, or the item of this collection view
    /// that moves), the destination is at most the last index.
    func dropDestination(at point: CGPoint, movingSource: IndexPath?) -> IndexPath? {
        layoutIfNeeded()
        let candidates = currentAttributes(in: bounds.insetBy(dx: -bounds.width / 2, dy: -bounds.height / 2))
            .filter { $0.representedElementCategory == .cell }
        var destination: IndexPath?
        if let hit = candidates.first(where: { $0.frame.contains(point) }) {
            destination = hit.indexPath
        } else if let nearest = candidates.min(by: { distance($0.center, point) < distance($1.center, point) }) {
            let indexPath = nearest.indexPath
            let isLast = indexPath.item == numberOfItems(inSection: indexPath.section) - 1
            let isPast =
                point.y > nearest.frame.maxY || (point.y >= nearest.frame.minY && point.x > nearest.frame.maxX)
            destination = isLast && isPast ? IndexPath(item: indexPath.item + 1, section: indexPath.section) : indexPath
        } else if numberOfSections > 0 {
            destination = IndexPath(item: 0, section: 0)
        }
        let holdingSection = dragAndDrop.shadowUpdate?.item.section ?? movingSource?.section
        if let holdingSection, var moved = destination {
            let last = numberOfItems(inSection: moved.section) - (moved.section == holdingSection ? 1 : 0)
            moved.item = min(moved.item, max(0, last))
            destination = moved
        }
        return destination
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }

    private func showFeedback(
        for proposal: UICollectionViewDropProposal, destination: IndexPath?, activity: DragActivity
    ) {
        var feedback: DropFeedback?
        if let destination, proposal.operation == .copy || proposal.operation == .move,
            proposal.intent != .unspecified
        {
            let movingSource = proposal.operation == .move ? movingSource(of: activity) : nil
            feedback = DropFeedback(intent: proposal.intent, destination: destination, movingSource: movingSource)
        }
        setDropFeedback(feedback)
    }

    /// Whether the drag over the collection view waits for the touch to rest before its destination changes.
    var isWaitingForReorderingCadence: Bool { dragAndDrop.destinationCadence.isWaiting }

    /// Removes the gap or highlight, animating the items back to their places.
    func clearDropFeedback() {
        dragAndDrop.destinationCadence.reset()
        setDropFeedback(nil)
    }

    /// Shows the feedback: the gap opens through the layout (a shadow update, animated like a batch update), or
    /// the item a drop would go into is highlighted.
    private func setDropFeedback(_ feedback: DropFeedback?) {
        let old = dragAndDrop.feedback
        guard old != feedback else { return }
        if let old, old.intent == .insertIntoDestinationIndexPath {
            cellForItem(at: old.destination)?.isHighlighted = false
        }
        var feedback = feedback
        let shadow = feedback.flatMap(Self.shadowUpdate(for:))
        if shadow == nil, var shown = feedback, let current = dragAndDrop.shadowUpdate {
            // Found among the items with the gap: the item keeps its place when the gap closes.
            shown.destination = current.baseIndexPath(for: shown.destination) ?? shown.destination
            feedback = shown
        }
        dragAndDrop.feedback = feedback
        setDropShadow(shadow, animated: true)
        if let feedback, feedback.intent == .insertIntoDestinationIndexPath {
            cellForItem(at: feedback.destination)?.isHighlighted = true
        }
    }

    /// The shadow update that opens the feedback's gap: the moving item taken to the destination, or a gap
    /// inserted there; `nil` when the feedback opens no gap.
    private static func shadowUpdate(for feedback: DropFeedback) -> DropShadowUpdate? {
        guard feedback.intent == .insertAtDestinationIndexPath else { return nil }
        if let source = feedback.movingSource { return .move(from: source, to: feedback.destination) }
        return .gap(at: feedback.destination)
    }

    // MARK: Dropping

    /// Performs the drop the activity's proposal promised: a move within this collection view through a diffable
    /// data source's reordering handlers, or the drop delegate's `performDropWith`; returns where each item lands.
    func performDrop(_ activity: DragActivity) -> [(
        item: UIDragItem, frame: CGRect?, reveal: (() -> Void)?, animation: DropAnimation
    )] {
        let base = activity.proposal ?? UIDropProposal(operation: .cancel)
        let proposal =
            base as? UICollectionViewDropProposal ?? UICollectionViewDropProposal(operation: base.operation)
        let feedback = dragAndDrop.feedback
        let destination =
            feedback?.destination
            ?? dropDestination(at: convert(activity.location, from: activity.window), movingSource: nil)
        dragAndDrop.feedback = nil
        if let old = feedback, old.intent == .insertIntoDestinationIndexPath {
            cellForItem(at: old.destination)?.isHighlighted = false
        }
        // The gap closes as the app's update begins: the data source's index paths hold again, and the app's
        // animations start from the places the items have on screen, in the gap's arrangement.
        setDropShadow(nil, animated: true)
        let items: [any UICollectionViewDropItem] = zip(activity.items, activity.previews).map { item, preview in
            let sourceIndexPath = item.source?.view === self ? item.source?.indexPath : nil
            return CollectionDropItem(
                dragItem: item, sourceIndexPath: sourceIndexPath, previewSize: preview.bounds.size)
        }
        let coordinator = CollectionDropCoordinator(
            collectionView: self, items: items, destinationIndexPath: destination, proposal: proposal,
            session: activity.dropSession)
        dropDelegate?.collectionView(self, performDropWith: coordinator)
        layoutIfNeeded()
        return coordinator.landings.map { landing in
            let frame = landingFrame(landing.target)
            var reveal: (() -> Void)?
            if case .item(let indexPath) = landing.target, let cell = cellForItem(at: indexPath) {
                cell.isHidden = true
                reveal = { [weak cell] in cell?.isHidden = false }
            }
            return (landing.item, frame, reveal, landing.animation)
        }
    }

    /// Whether a drop's `drop(_:toItemAt:)` of an item lifted from this collection view reorders through the data
    /// source: a diffable data source whose `reorderingHandlers` allow reordering, under a move proposal.
    func reordersDropsThroughDataSource(_ proposal: UICollectionViewDropProposal) -> Bool {
        guard let reordering = dataSource as? DropReorderingDataSource else { return false }
        return reordering.reordersDrops && proposal.operation == .move
    }

    /// Moves an item through the data source's `moveItemAt` (a diffable data source updates its snapshot and runs
    /// its reordering handlers) and shows the move.
    func reorderThroughDataSource(from source: IndexPath, to destination: IndexPath) {
        guard source != destination, let dataSource, isValidItem(source), isValidItem(destination) else { return }
        dataSource.collectionView(self, moveItemAt: source, to: destination)
        performBatchUpdates { self.moveItem(at: source, to: destination) }
    }

    /// Where a dropped item's preview lands, in window coordinates; `nil` (it fades) for an index path that names
    /// no item, with a diagnostic.
    private func landingFrame(_ target: CollectionDropCoordinator.DropLanding) -> CGRect? {
        let frame: CGRect?
        switch target {
        case .item(let indexPath):
            frame = itemFrame(indexPath, for: "drop(_:toItemAt:)")
        case .into(let indexPath, let rect):
            frame = itemFrame(indexPath, for: "drop(_:intoItemAt:rect:)").map {
                CGRect(x: $0.minX + rect.minX, y: $0.minY + rect.minY, width: rect.width, height: rect.height)
            }
        case .placeholder(let context):
            frame = context.indexPath.flatMap { layoutAttributesForItem(at: $0)?.frame }
        }
        guard let frame, let window else { return nil }
        return convert(frame, to: window)
    }

    private func itemFrame(_ indexPath: IndexPath, for method: String) -> CGRect? {
        guard isValidItem(indexPath), let attributes = layoutAttributesForItem(at: indexPath) else {
            OpenCollectionViewDiagnostics.report(
                .misuse,
                "\(method) was given index path \(indexPath), which names no item of the collection view; "
                    + "the item's preview fades out instead")
            return nil
        }
        return attributes.frame
    }
}
