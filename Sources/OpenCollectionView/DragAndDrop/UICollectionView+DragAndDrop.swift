/// A collection view's drag-and-drop state: its delegates, the lift gesture, and the feedback of a drop over it.
@MainActor
struct CollectionDragAndDrop {
    weak var dragDelegate: (any UICollectionViewDragDelegate)?
    weak var dropDelegate: (any UICollectionViewDropDelegate)?
    /// Set when the app chose; otherwise UIKit's per-idiom default.
    var isEnabled: Bool?
    var reorderingCadence: UICollectionView.ReorderingCadence = .immediate
    /// The destination of the drag over the collection view, held back by the reordering cadence.
    var destinationCadence = DropDestinationCadence()
    var liftGesture: UILongPressGestureRecognizer?
    var liftGate: DragLiftGate?
    /// The tap that adds items to a drag in flight (multi-item drags).
    var addTap: UITapGestureRecognizer?
    var addGate: DragAddGate?
    /// The drag this collection view started.
    var activeDrag: DragActivity?
    /// The drag over this collection view.
    var activeDrop: DragActivity?
    /// The feedback of the drop over the collection view: the gap or the highlighted item.
    var feedback: DropFeedback?
    /// The uncommitted update that shows the gap of the drop through the layout.
    var shadowUpdate: DropShadowUpdate?
    /// The placeholders inserted by drops, in insertion order.
    var placeholders: [DropPlaceholderContext] = []
}

extension UICollectionView {
    /// How quickly items move aside while a drag reorders them.
    public enum ReorderingCadence: Int, Sendable {
        /// At once.
        case immediate = 0
        /// After a short pause.
        case fast = 1
        /// After a longer pause.
        case slow = 2
    }

    /// The object supplying the items a drag lifts (`nil`: items cannot be dragged out).
    public var dragDelegate: (any UICollectionViewDragDelegate)? {
        get { dragAndDrop.dragDelegate }
        set {
            dragAndDrop.dragDelegate = newValue
            installLiftGestureIfNeeded()
        }
    }

    /// The object deciding and performing drops on the collection view (`nil`: it takes no drops).
    public var dropDelegate: (any UICollectionViewDropDelegate)? {
        get { dragAndDrop.dropDelegate }
        set { dragAndDrop.dropDelegate = newValue }
    }

    /// Whether a long press lifts items for dragging. UIKit's default is `true` on an iPad and `false` on an
    /// iPhone; here the idiom is the window's (a window narrower than 600 points either way is a phone).
    public var dragInteractionEnabled: Bool {
        get {
            if let isEnabled = dragAndDrop.isEnabled { return isEnabled }
            guard let window else { return UIWindowScene.current.traitCollection.userInterfaceIdiom == .pad }
            return min(window.bounds.width, window.bounds.height) >= 600
        }
        set {
            dragAndDrop.isEnabled = newValue
            installLiftGestureIfNeeded()
        }
    }

    /// How quickly items move aside while a drag reorders them (default `.immediate`): with `.fast` or `.slow` the
    /// destination changes only once the touch rests over it (0.25 s and 0.6 s here; see docs/Deviations.md).
    public var reorderingCadence: ReorderingCadence {
        get { dragAndDrop.reorderingCadence }
        set { dragAndDrop.reorderingCadence = newValue }
    }

    /// Whether a drag that started in this collection view is in flight.
    public var hasActiveDrag: Bool { dragAndDrop.activeDrag != nil }

    /// Whether a drag is over this collection view (until the drop lands).
    public var hasActiveDrop: Bool { dragAndDrop.activeDrop != nil || !dragAndDrop.placeholders.isEmpty }

    // MARK: Lifting

    private func installLiftGestureIfNeeded() {
        guard dragAndDrop.liftGesture == nil, dragAndDrop.dragDelegate != nil else { return }
        let press = UILongPressGestureRecognizer { [weak self] recognizer in self?.handleLiftPress(recognizer) }
        let gate = DragLiftGate(collectionView: self)
        press.delegate = gate
        dragAndDrop.liftGate = gate
        addGestureRecognizer(press)
        editMenu.gestureRecognizer?.require(toFail: press)
        dragAndDrop.liftGesture = press
        installAddTap()
    }

    /// Installs the tap that adds items to a drag in flight. A recognizer resets only once every finger is up, and
    /// the lifting finger stays down through the drag, so each tap that adds is replaced by a fresh one.
    private func installAddTap() {
        if let old = dragAndDrop.addTap { removeGestureRecognizer(old) }
        let tap = UITapGestureRecognizer { [weak self] recognizer in
            guard let self else { return }
            if let indexPath = self.indexPathForItem(at: recognizer.location(in: self)) {
                self.addToDrag(at: indexPath, point: recognizer.location(in: self.cellForItem(at: indexPath)))
            }
            self.installAddTap()
        }
        let addGate = dragAndDrop.addGate ?? DragAddGate(collectionView: self)
        tap.delegate = addGate
        dragAndDrop.addGate = addGate
        addGestureRecognizer(tap)
        dragAndDrop.addTap = tap
    }

    private func handleLiftPress(_ recognizer: UILongPressGestureRecognizer) {
        guard let window else { return }
        let location = recognizer.location(in: window)
        switch recognizer.state {
        case .began:
            if let indexPath = indexPathForItem(at: recognizer.location(in: self)) {
                beginDrag(at: indexPath, location: location)
            }
        case .changed: dragAndDrop.activeDrag?.update(location: location)
        case .ended: dragAndDrop.activeDrag?.drop()
        case .cancelled, .failed: dragAndDrop.activeDrag?.cancel()
        default: break
        }
    }

    /// Lifts the item at `indexPath`: the drag delegate gives the items, their previews lift from the cell and
    /// the drag follows the touch at `location` (window coordinates).
    @discardableResult
    func beginDrag(at indexPath: IndexPath, location: CGPoint) -> Bool {
        guard let window, let delegate = dragDelegate, dragAndDrop.activeDrag == nil, isValidItem(indexPath) else {
            return false
        }
        let activity = DragActivity(window: window, origin: .collectionView(self), location: location)
        guard let session = activity.dragSession else { return false }
        let items = delegate.collectionView(self, itemsForBeginning: session, at: indexPath)
        guard !items.isEmpty else {
            OpenCollectionViewDiagnostics.report(
                .misuse,
                "collectionView(_:itemsForBeginning:at:) returned no items for \(indexPath); nothing is dragged")
            return false
        }
        activity.allowsMoveOperation = delegate.collectionView(self, dragSessionAllowsMoveOperation: session)
        activity.isRestrictedToDraggingApplication = delegate.collectionView(
            self, dragSessionIsRestrictedToDraggingApplication: session)
        delegate.collectionView(self, dragSessionWillBegin: session)
        dragAndDrop.activeDrag = activity
        activity.begin(items: items, previewViews: previews(for: items, at: indexPath, in: window))
        return true
    }

    /// Adds the items the drag delegate gives for the item at `indexPath` to the drag in flight (a tap on another
    /// item during a drag); `false` when there is no drag or no items.
    @discardableResult
    func addToDrag(at indexPath: IndexPath, point: CGPoint) -> Bool {
        guard let activity = dragAndDrop.activeDrag ?? DragActivity.current(in: window), let window,
            let session = activity.dragSession, let delegate = dragDelegate, isValidItem(indexPath),
            !activity.items.contains(where: { $0.source?.view === self && $0.source?.indexPath == indexPath })
        else { return false }
        let items = delegate.collectionView(self, itemsForAddingTo: session, at: indexPath, point: point)
        guard !items.isEmpty else { return false }
        activity.add(items: items, previewViews: previews(for: items, at: indexPath, in: window))
        return true
    }

    /// Previews of the cell at `indexPath` for each of `items` (or the item's own preview), placed over the cell.
    private func previews(for items: [UIDragItem], at indexPath: IndexPath, in window: UIWindow) -> [UIView] {
        let cell = cellForItem(at: indexPath)
        let frame = layoutAttributesForItem(at: indexPath).map { convert($0.frame, to: window) } ?? .zero
        let parameters = dragDelegate?.collectionView(self, dragPreviewParametersForItemAt: indexPath)
        return items.map { item in
            if item.source == nil {
                item.source = DragItemSource(view: self, indexPath: indexPath, frameInWindow: frame)
            }
            let preview: DragPreviewView
            if let custom = item.previewProvider?() {
                preview = DragPreviewView(dragPreview: custom)
            } else if let cell {
                preview = DragPreviewView(snapshotOf: cell, parameters: parameters)
            } else {
                preview = DragPreviewView(
                    snapshotOf: UIView(frame: CGRect(origin: .zero, size: frame.size)), parameters: parameters)
            }
            preview.center = CGPoint(x: frame.midX, y: frame.midY)
            return preview
        }
    }

    /// The drag this collection view started ended.
    func dragSessionEnded(_ activity: DragActivity, operation: UIDropOperation) {
        guard dragAndDrop.activeDrag === activity else { return }
        dragAndDrop.activeDrag = nil
        if let session = activity.dragSession { dragDelegate?.collectionView(self, dragSessionDidEnd: session) }
    }
}

/// Lets the lift gesture begin only over an item, with a drag delegate, while drag interaction is enabled; a tap
/// on another item during a drag adds it instead.
@MainActor
final class DragLiftGate: UIGestureRecognizerDelegate {
    weak var collectionView: UICollectionView?

    init(collectionView: UICollectionView) { self.collectionView = collectionView }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let collectionView, collectionView.dragInteractionEnabled, collectionView.dragDelegate != nil else {
            return false
        }
        return collectionView.indexPathForItem(at: gestureRecognizer.location(in: collectionView)) != nil
    }

    /// Once the drag is in flight, other fingers (tapping items to add them) do not reach the lift press, which
    /// would otherwise fail for having too many touches and cancel the drag.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let collectionView else { return true }
        return DragActivity.current(in: collectionView.window) == nil
    }
}

/// Lets the adding tap begin only on an item while a drag is in flight in the window, alongside the drag's press.
@MainActor
final class DragAddGate: UIGestureRecognizerDelegate {
    weak var collectionView: UICollectionView?

    init(collectionView: UICollectionView) { self.collectionView = collectionView }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let collectionView, DragActivity.current(in: collectionView.window) != nil else { return false }
        return collectionView.indexPathForItem(at: gestureRecognizer.location(in: collectionView)) != nil
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }

    /// Only touches that start while a drag is in flight reach the tap: the finger that lifts the item would
    /// otherwise make it fail (held too long) and keep it failed until every finger is up.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let collectionView else { return false }
        return DragActivity.current(in: collectionView.window) != nil
    }
}
