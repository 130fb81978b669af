/// Interactive movement in a collection view: the item the user is moving, if any (where it started, the index
/// path it holds now, where the finger is, its autoscroll), and the standard long press that drives it with the
/// gate that lets the press begin only on an item that may move (`UICollectionViewController`'s
/// `installsStandardGestureForInteractiveMovement`). The movement itself is in
/// `DragAndDrop/UICollectionView+InteractiveMovement.swift`.
struct InteractiveMovementState {
    /// The item being moved interactively.
    var active: InteractiveMovement?
    /// The standard gesture moving items, and the delegate deciding where it may begin.
    var gestureRecognizer: UILongPressGestureRecognizer?
    var gestureGate: MovementGestureGate?
    /// The move the collection view already shows while it tells the data source (`moveItemAt`) at the end of a
    /// movement; a diffable data source takes it into its snapshot once (`takeCommittedMove()`), so a snapshot
    /// applied in that call is diffed against what the screen shows and the move is not made twice.
    var committedMove: (source: IndexPath, destination: IndexPath)?

    /// The move being committed, if no one took it yet; no one else gets it.
    mutating func takeCommittedMove() -> (source: IndexPath, destination: IndexPath)? {
        defer { committedMove = nil }
        return committedMove
    }
}
