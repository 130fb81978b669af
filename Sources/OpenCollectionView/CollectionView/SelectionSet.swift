/// The selected index paths: insertion order for `indexPathsForSelectedItems`, a set for O(1) membership.
struct SelectionSet {
    private(set) var orderedIndexPaths: [IndexPath] = []
    private var members: Set<IndexPath> = []

    var count: Int { orderedIndexPaths.count }

    func contains(_ indexPath: IndexPath) -> Bool { members.contains(indexPath) }

    mutating func insert(_ indexPath: IndexPath) {
        guard members.insert(indexPath).inserted else { return }
        orderedIndexPaths.append(indexPath)
    }

    mutating func remove(_ indexPath: IndexPath) {
        guard members.remove(indexPath) != nil else { return }
        orderedIndexPaths.removeAll { $0 == indexPath }
    }

    mutating func removeAll() {
        orderedIndexPaths.removeAll()
        members.removeAll()
    }

    /// Replaces every index path by `transform`'s answer, dropping those it maps to `nil` (batch updates).
    mutating func remap(_ transform: (IndexPath) -> IndexPath?) {
        let old = orderedIndexPaths
        removeAll()
        for indexPath in old { if let mapped = transform(indexPath) { insert(mapped) } }
    }
}
