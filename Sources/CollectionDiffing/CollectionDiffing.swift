// CollectionDiffing — the diff engine behind diffable data sources: two ordered sequences of identifiers in,
// deletes, inserts, moves and reloads out, in UIKit's batch-update index semantics.
//
// The method: identifiers are numbered once through one table (the symbol table of Heckel, "A technique for
// isolating differences between files", CACM 1978), so every later pass works on dense integers. Survivors (ids in
// both sequences) are listed in old order with their new positions; the longest increasing subsequence of those
// positions (patience sorting, O(n log n)) keeps its relative order, so only the other survivors are moves. That
// is the smallest set of moves that turns old into new, where Heckel's method also reports every shifted element.

/// One item moving from an index in the old collection to an index in the new one.
public struct CollectionMove: Hashable, Sendable {
    /// The index in the old collection.
    public var source: Int
    /// The index in the new collection.
    public var destination: Int

    /// A move from `source` to `destination`.
    public init(source: Int, destination: Int) {
        self.source = source
        self.destination = destination
    }
}

/// The changes that turn one ordered collection into another, in `performBatchUpdates` terms: `deletes` and
/// `reloads` are old indexes, `inserts` new indexes, moves pair both; deletes apply before inserts.
public struct CollectionChanges: Equatable, Sendable {
    /// Old indexes of removed items, ascending.
    public var deletes: [Int]
    /// New indexes of added items, ascending.
    public var inserts: [Int]
    /// Items whose order relative to the others changed, by ascending source.
    public var moves: [CollectionMove]
    /// Old indexes of items present in both that the caller marked as updated, ascending.
    public var reloads: [Int]

    /// Whether there is nothing to change.
    public var isEmpty: Bool { deletes.isEmpty && inserts.isEmpty && moves.isEmpty && reloads.isEmpty }
}

/// A diff input error.
public enum CollectionDiffingError: Error, Equatable, CustomStringConvertible {
    /// An identifier occurs twice in one input; the payload describes it.
    case duplicateIdentifier(String)

    public var description: String {
        switch self {
        case .duplicateIdentifier(let identifier): "Duplicate identifier: \(identifier)"
        }
    }
}

/// The changes from `old` to `new`, with the minimal number of moves.
///
/// - Parameter updated: identifiers whose content changed; those present in both inputs are reported as reloads.
/// - Throws: `CollectionDiffingError.duplicateIdentifier` when an input repeats an identifier.
/// - Complexity: O((n + m) log(n + m)) for inputs of n and m identifiers.
public func diff<ID: Hashable>(from old: [ID], to new: [ID], updated: Set<ID> = []) throws(CollectionDiffingError)
    -> CollectionChanges
{
    // Pass 1: number the old identifiers; a repeated one is an error.
    var oldIndexByID: [ID: Int] = [:]
    oldIndexByID.reserveCapacity(old.count)
    for (index, identifier) in old.enumerated() {
        if oldIndexByID.updateValue(index, forKey: identifier) != nil {
            throw .duplicateIdentifier(String(describing: identifier))
        }
    }
    // Pass 2: find each new identifier's old index (−1 for inserts); mark survivors in the old order.
    var oldToNew = [Int](repeating: -1, count: old.count)
    // A repeated survivor shows up as an old index already claimed; only inserted identifiers need their own set.
    var insertedIDs = Set<ID>()
    var inserts: [Int] = []
    for (newIndex, identifier) in new.enumerated() {
        if let oldIndex = oldIndexByID[identifier] {
            guard oldToNew[oldIndex] < 0 else { throw .duplicateIdentifier(String(describing: identifier)) }
            oldToNew[oldIndex] = newIndex
        } else {
            guard insertedIDs.insert(identifier).inserted else {
                throw .duplicateIdentifier(String(describing: identifier))
            }
            inserts.append(newIndex)
        }
    }
    // Pass 3: deletes are old items without a new index; survivors' new indexes in old order feed the LIS.
    var deletes: [Int] = []
    var survivorOld: [Int] = []
    var survivorNew: [Int] = []
    survivorOld.reserveCapacity(min(old.count, new.count))
    survivorNew.reserveCapacity(min(old.count, new.count))
    for oldIndex in 0..<old.count {
        let newIndex = oldToNew[oldIndex]
        if newIndex < 0 {
            deletes.append(oldIndex)
        } else {
            survivorOld.append(oldIndex)
            survivorNew.append(newIndex)
        }
    }
    // Pass 4: survivors outside the longest increasing subsequence of new indexes are the moves.
    let staying = longestIncreasingSubsequenceMembers(survivorNew)
    var moves: [CollectionMove] = []
    var reloads: [Int] = []
    for position in 0..<survivorOld.count {
        if !staying[position] {
            moves.append(CollectionMove(source: survivorOld[position], destination: survivorNew[position]))
        }
    }
    if !updated.isEmpty {
        for oldIndex in survivorOld where updated.contains(old[oldIndex]) { reloads.append(oldIndex) }
    }
    return CollectionChanges(deletes: deletes, inserts: inserts, moves: moves, reloads: reloads)
}

/// Which elements belong to one longest strictly increasing subsequence of `values`, found by patience sorting:
/// each value goes on the leftmost pile whose top is not smaller (binary search), remembering the top of the pile
/// to its left; following those links back from the last pile spells out the subsequence.
///
/// - Complexity: O(n log n).
func longestIncreasingSubsequenceMembers(_ values: [Int]) -> [Bool] {
    var pileTops: [Int] = []  // positions in `values`
    var predecessor = [Int](repeating: -1, count: values.count)
    pileTops.reserveCapacity(values.count)
    for (position, value) in values.enumerated() {
        var low = 0
        var high = pileTops.count
        while low < high {
            let middle = (low + high) / 2
            if values[pileTops[middle]] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 { predecessor[position] = pileTops[low - 1] }
        if low == pileTops.count { pileTops.append(position) } else { pileTops[low] = position }
    }
    var members = [Bool](repeating: false, count: values.count)
    var position = pileTops.last ?? -1
    while position >= 0 {
        members[position] = true
        position = predecessor[position]
    }
    return members
}
