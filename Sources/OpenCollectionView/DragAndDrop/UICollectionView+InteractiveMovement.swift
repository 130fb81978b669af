/// An item being moved by the user: where it started, which index path it holds now, where the finger is, and the
/// shadow its cell had before it was lifted.
struct InteractiveMovement {
    var original: IndexPath
    var current: IndexPath
    var position: CGPoint
    var shadowBeforeLift: LiftShadow?
    /// The display link that autoscrolls while the item is held near an edge, and the time of its last frame.
    var autoscrollLink: CADisplayLink?
    var lastAutoscrollTime: TimeInterval?
}

/// The lifted look of an item the user holds: iOS shows a picked-up item enlarged and casting a soft shadow (the
/// lift of drag and drop and of reordering), and puts it back flat when it is dropped.
struct LiftShadow {
    var opacity: Float
    var radius: CGFloat
    var offset: CGSize

    /// How much a lifted item is enlarged.
    static let scale: CGFloat = 1.1
    /// The shadow a lifted item casts.
    static let lifted = LiftShadow(opacity: 0.3, radius: 12, offset: CGSize(width: 0, height: 8))
    /// How long lifting and putting down take.
    static let duration: TimeInterval = 0.2

    @MainActor init(of layer: CALayer) {
        self.init(opacity: layer.shadowOpacity, radius: layer.shadowRadius, offset: layer.shadowOffset)
    }

    init(opacity: Float, radius: CGFloat, offset: CGSize) {
        self.opacity = opacity
        self.radius = radius
        self.offset = offset
    }

    @MainActor func apply(to layer: CALayer) {
        layer.shadowOpacity = opacity
        layer.shadowRadius = radius
        layer.shadowOffset = offset
    }
}

/// Interactive movement (iOS 9): the item follows the finger, the others make room with animated moves, and the
/// data source is told once, with `moveItemAt`, when the movement ends.
extension UICollectionView {
    /// Starts moving the item at `indexPath`; `false` when the data source does not allow it (`canMoveItemAt`, or
    /// — when that is not implemented — whether `moveItemAt` is implemented, as UIKit decides).
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard interactiveMovement.active == nil, isValidItem(indexPath), canMoveItem(at: indexPath) else {
            return false
        }
        let center = layoutAttributesForItem(at: indexPath)?.center ?? .zero
        interactiveMovement.active = InteractiveMovement(original: indexPath, current: indexPath, position: center)
        liftMovingCell()
        startMovementAutoscroll()
        return true
    }

    /// Moves the item under the finger to `targetPosition` (collection-view coordinates); when it is over another
    /// item's place (as redirected by the delegate's `targetIndexPathForMoveFromItemAt`), the items move to make
    /// room.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var movement = interactiveMovement.active else { return }
        let previousPosition = movement.position
        movement.position = targetPosition
        interactiveMovement.active = movement
        let proposed = layoutStorage.targetIndexPath(
            forInteractivelyMovingItem: movement.current, withPosition: targetPosition)
        if proposed != movement.current {
            let target =
                collectionDelegate?.collectionView(
                    self, targetIndexPathForMoveFromItemAt: movement.current, toProposedIndexPath: proposed)
                ?? proposed
            if target != movement.current, isValidItem(target) {
                moveDuringInteraction(to: target, previousPosition: previousPosition)
            }
        }
        if let current = interactiveMovement.active?.current, current == movement.current {
            invalidateLayoutForInteractiveMovement(from: current, to: current, previousPosition: previousPosition)
        }
        refreshMovingCell()
    }

    /// Ends the movement: the data source moves the item in its model and the item settles into its new place.
    /// A data source without `moveItemAt` gets a diagnostic and the item goes back.
    public func endInteractiveMovement() {
        guard let movement = interactiveMovement.active else { return }
        if movement.original != movement.current, let dataSource {
            interactiveMovement.committedMove = (movement.original, movement.current)
            let moved = ImplementationProbe.isImplemented {
                dataSource.collectionView(self, moveItemAt: movement.original, to: movement.current)
            }
            interactiveMovement.committedMove = nil
            if !moved {
                OpenCollectionViewDiagnostics.report(
                    .misuse, "the data source does not implement collectionView(_:moveItemAt:to:); the move is undone")
                moveDuringInteraction(to: movement.original)
            }
        }
        settleMovingItem()
    }

    /// Cancels the movement: the item goes back to where it started and the data source is not told.
    public func cancelInteractiveMovement() {
        guard let movement = interactiveMovement.active else { return }
        if movement.current != movement.original { moveDuringInteraction(to: movement.original) }
        settleMovingItem(cancelled: true)
    }

    /// Whether the data source lets the item move. Without `canMoveItemAt`, UIKit allows moving when `moveItemAt`
    /// is implemented; lacking `respondsToSelector:`, that is found by calling it once with the same source and
    /// destination (a move that changes nothing).
    func canMoveItem(at indexPath: IndexPath) -> Bool {
        guard let dataSource else { return false }
        var allowed = true
        if ImplementationProbe.isImplemented({ allowed = dataSource.collectionView(self, canMoveItemAt: indexPath) }) {
            return allowed
        }
        return ImplementationProbe.isImplemented {
            dataSource.collectionView(self, moveItemAt: indexPath, to: indexPath)
        }
    }

    /// Moves the moving item from its current place to `target` as an animated update, without the data source
    /// (which learns of the move when it ends).
    private func moveDuringInteraction(to target: IndexPath, previousPosition: CGPoint? = nil) {
        guard var movement = interactiveMovement.active else { return }
        let from = movement.current
        var counts = batchUpdates.sectionItemCounts
        if from.section != target.section {
            counts[from.section] -= 1
            counts[target.section] += 1
        }
        var batch = BatchUpdate()
        batch.movedItems = [(from, target)]
        guard batch.validate(old: batchUpdates.sectionItemCounts, new: counts) == nil else { return }
        movement.current = target
        interactiveMovement.active = movement
        invalidateLayoutForInteractiveMovement(
            from: from, to: target, previousPosition: previousPosition ?? movement.position)
        apply(batch, newCounts: counts)
    }

    /// Tells the layout where the moving item goes, with the context its
    /// `invalidationContext(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:)`
    /// makes: previous and target index paths and the finger's position, so a layout that keeps per-item state (a
    /// waterfall's heights) can carry it along in `invalidateLayout(with:)` before the items move.
    private func invalidateLayoutForInteractiveMovement(
        from previous: IndexPath, to target: IndexPath, previousPosition: CGPoint
    ) {
        guard let movement = interactiveMovement.active else { return }
        layoutStorage.invalidateLayout(
            with: layoutStorage.invalidationContext(
                forInteractivelyMovingItems: [target], withTargetPosition: movement.position,
                previousIndexPaths: [previous], previousPosition: previousPosition))
    }

    /// The attributes the moving item's cell shows: the layout's (centred on the finger and in front), enlarged by
    /// the lift. The layout's own answer stays UIKit's documented default; the lift is the collection view's look.
    func movingAttributes(for attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes? {
        guard let movement = interactiveMovement.active, attributes.representedElementCategory == .cell,
            attributes.indexPath == movement.current
        else { return nil }
        let moving = layoutStorage.layoutAttributesForInteractivelyMovingItem(
            at: movement.current, withTargetPosition: movement.position)
        moving.transform3D = CATransform3DScale(moving.transform3D, LiftShadow.scale, LiftShadow.scale, 1)
        return moving
    }

    /// Lifts the picked-up item's cell: it grows and casts a shadow, animated as iOS lifts an item.
    private func liftMovingCell() {
        guard var movement = interactiveMovement.active, let cell = cellForItem(at: movement.current),
            let attributes = layoutStorage.layoutAttributesForItem(at: movement.current)
        else { return }
        movement.shadowBeforeLift = LiftShadow(of: cell.layer)
        interactiveMovement.active = movement
        UIView.animate(withDuration: LiftShadow.duration) {
            self.applyLayoutAttributes(attributes, to: cell)
            LiftShadow.lifted.apply(to: cell.layer)
        }
    }

    private func refreshMovingCell() {
        guard let movement = interactiveMovement.active, let cell = cellForItem(at: movement.current),
            let attributes = layoutStorage.layoutAttributesForItem(at: movement.current)
        else { return }
        UIView.performWithoutAnimation { applyLayoutAttributes(attributes, to: cell) }
    }

    private func settleMovingItem(cancelled: Bool = false) {
        guard let movement = interactiveMovement.active else { return }
        interactiveMovement.active = nil
        movement.autoscrollLink?.invalidate()
        // The items already stand at their final places (a cancel moved them back with a movement context first),
        // so the previous and final index paths are the same, as UIKit's are for a movement that ends where it is.
        layoutStorage.invalidateLayout(
            with: layoutStorage.invalidationContextForEndingInteractiveMovementOfItems(
                toFinalIndexPaths: [movement.current], previousIndexPaths: [movement.current],
                movementCancelled: cancelled))
        guard let cell = cellForItem(at: movement.current),
            let attributes = layoutStorage.layoutAttributesForItem(at: movement.current)
        else { return }
        UIView.animate(withDuration: 0.25) {
            self.applyLayoutAttributes(attributes, to: cell)
            movement.shadowBeforeLift?.apply(to: cell.layer)
        }
    }

    // MARK: Autoscroll

    /// Starts the display link that autoscrolls while the moving item is held near an edge. UIKit's interactive
    /// movement scrolls the collection view by itself when the item is held near an edge, the same way a drag
    /// does, whether the movement is driven by the standard gesture or by the app's own gesture calling
    /// `updateInteractiveMovementTargetPosition(_:)`: the finger may rest there and the content keeps moving.
    private func startMovementAutoscroll() {
        guard var movement = interactiveMovement.active else { return }
        let link = CADisplayLink { [weak self] link in self?.autoscrollInteractiveMovement(at: link.timestamp) }
        link.add(to: window?.clock)
        movement.autoscrollLink = link
        interactiveMovement.active = movement
    }

    /// Every display frame of a movement: while the finger is in the band along an edge that can scroll, scrolls
    /// toward that edge, faster nearer it, stopping at the end of the content (drag and drop's autoscroll frame,
    /// `DragActivity.autoscroll`). The finger stays where it is on screen while the content moves under
    /// it, so its position in the collection view's coordinates moves by as much as the content scrolled, and the
    /// item is retargeted there (the items it passes make room as the content goes by).
    private func autoscrollInteractiveMovement(at time: TimeInterval) {
        guard var movement = interactiveMovement.active else { return }
        let last = movement.lastAutoscrollTime
        movement.lastAutoscrollTime = time
        interactiveMovement.active = movement
        guard let last else { return }
        let scrolled = DragActivity.autoscroll(self, forTouchAt: movement.position, elapsed: time - last)
        guard scrolled != .zero else { return }
        updateInteractiveMovementTargetPosition(
            CGPoint(x: movement.position.x + scrolled.x, y: movement.position.y + scrolled.y))
    }

    // MARK: The standard gesture

    /// Installs the long press that drives interactive movement (`UICollectionViewController`'s
    /// `installsStandardGestureForInteractiveMovement`); the item edit menu then waits for it to fail.
    func installStandardMovementGesture() {
        guard interactiveMovement.gestureRecognizer == nil else { return }
        let press = UILongPressGestureRecognizer { [weak self] recognizer in self?.handleMovementPress(recognizer) }
        let gate = MovementGestureGate(collectionView: self)
        press.delegate = gate
        interactiveMovement.gestureGate = gate
        addGestureRecognizer(press)
        editMenu.gestureRecognizer?.require(toFail: press)
        interactiveMovement.gestureRecognizer = press
    }

    /// Removes the standard movement gesture.
    func removeStandardMovementGesture() {
        guard let press = interactiveMovement.gestureRecognizer else { return }
        removeGestureRecognizer(press)
        interactiveMovement.gestureRecognizer = nil
        interactiveMovement.gestureGate = nil
    }

    private func handleMovementPress(_ recognizer: UILongPressGestureRecognizer) {
        let location = recognizer.location(in: self)
        switch recognizer.state {
        case .began:
            if let indexPath = indexPathForItem(at: location) { beginInteractiveMovementForItem(at: indexPath) }
        case .changed: updateInteractiveMovementTargetPosition(location)
        case .ended: endInteractiveMovement()
        case .cancelled, .failed: cancelInteractiveMovement()
        default: break
        }
    }
}

/// Lets the standard movement gesture begin only on an item the data source allows to move, and not where drag and
/// drop lifts items (a drag delegate with drag interaction enabled reorders by dragging instead).
@MainActor
final class MovementGestureGate: UIGestureRecognizerDelegate {
    weak var collectionView: UICollectionView?

    init(collectionView: UICollectionView) { self.collectionView = collectionView }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let collectionView, !(collectionView.dragInteractionEnabled && collectionView.dragDelegate != nil),
            let indexPath = collectionView.indexPathForItem(at: gestureRecognizer.location(in: collectionView))
        else { return false }
        return collectionView.canMoveItem(at: indexPath)
    }
}
