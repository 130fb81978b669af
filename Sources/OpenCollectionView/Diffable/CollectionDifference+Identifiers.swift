import CollectionDiffing

extension CollectionDifference where ChangeElement: Hashable {
    /// The difference between two sequences of unique identifiers, from the identifier diff: removals at old offsets
    /// (deletes and move sources), insertions at new offsets (inserts and move destinations), each move's removal
    /// and insertion associated with each other, as `inferringMoves()` would associate them.
    ///
    /// The standard library's `difference(from:)` compares elements pairwise (a Myers diff) and is quadratic on big
    /// sections that change a lot; this is O(n log n), and O(n) for a reorder of a few items.
    static func betweenIdentifiers(from old: [ChangeElement], to new: [ChangeElement]) -> Self {
        guard let changes = try? diff(from: old, to: new) else { return new.difference(from: old) }
        var steps: [Change] = []
        steps.reserveCapacity(2 * changes.moves.count + changes.deletes.count + changes.inserts.count)
        for offset in changes.deletes {
            steps.append(.remove(offset: offset, element: old[offset], associatedWith: nil))
        }
        for offset in changes.inserts {
            steps.append(.insert(offset: offset, element: new[offset], associatedWith: nil))
        }
        for move in changes.moves {
            steps.append(.remove(offset: move.source, element: old[move.source], associatedWith: move.destination))
            steps.append(.insert(offset: move.destination, element: new[move.destination], associatedWith: move.source))
        }
        return Self(steps) ?? new.difference(from: old)
    }
}
