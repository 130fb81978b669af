/// A place focus can be: a view or custom focus item, or an item of a collection view, which keeps focus while
/// its cell is off screen (the focus system scrolls back to it on the next move).
@MainActor
enum FocusTarget {
    case item(any UIFocusItem)
    case cell(UICollectionView, IndexPath)

    /// The focus item standing for the target now: the item, or the item's cell when it is on screen.
    var focusItem: (any UIFocusItem)? {
        switch self {
        case .item(let item): item
        case .cell(let collectionView, let indexPath): collectionView.cellForItem(at: indexPath)
        }
    }

    /// Whether two targets are the same place.
    func isSame(as other: FocusTarget) -> Bool {
        switch (self, other) {
        case (.item(let a), .item(let b)): a === b
        case (.cell(let a, let p), .cell(let b, let q)): a === b && p == q
        default: false
        }
    }

    /// The view showing the target: the item's view, or the collection view.
    var view: UIView? {
        switch self {
        case .item(let item): item as? UIView
        case .cell(let collectionView, _): collectionView
        }
    }

    /// The environment focus updates for this target start from (the item, or the collection view).
    var environment: (any UIFocusEnvironment)? {
        switch self {
        case .item(let item): item
        case .cell(let collectionView, let indexPath): collectionView.cellForItem(at: indexPath) ?? collectionView
        }
    }
}

/// The focused target, held weakly so focus never keeps a view alive.
@MainActor
struct WeakFocusTarget {
    private weak var item: (any UIFocusItem)?
    private weak var collectionView: UICollectionView?
    private var indexPath: IndexPath?

    init(_ target: FocusTarget) {
        switch target {
        case .item(let item): self.item = item
        case .cell(let collectionView, let indexPath):
            self.collectionView = collectionView
            self.indexPath = indexPath
        }
    }

    /// The target, while what it points at is alive.
    var target: FocusTarget? {
        if let item { return .item(item) }
        if let collectionView, let indexPath { return .cell(collectionView, indexPath) }
        return nil
    }
}
