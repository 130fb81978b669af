/// One item's frame in a custom group, as the group's item provider places it (relative to the group's origin).
@preconcurrency @MainActor
open class NSCollectionLayoutGroupCustomItem: NSObject, @preconcurrency NSCopying {
    /// The item's frame relative to its group.
    public let frame: CGRect
    /// The item's stacking order among its group's items.
    public let zIndex: Int

    /// Creates a custom item with `frame` and z-index 0.
    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }

    /// Creates a custom item with `frame` and `zIndex`.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
        super.init()
    }

    /// Returns an equal custom item (custom items are immutable).
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The closure a custom group calls to place its items, given the layout environment.
public typealias NSCollectionLayoutGroupCustomItemProvider =
    @MainActor (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]
