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
/// An updated item that also moves is reported as deleted and inserted, never as both moved and reloaded: UIKit
/// rejects a batch update that moves and reloads one index path, and diffing libraries built on its batch updates
/// (IGListKit's `IGListBatchUpdateData`) turn such a pair into a delete and an insert. Among the smallest sets of
/// moves, one that leaves as many updated items in place as can be is chosen, so they can be reloaded.
///
/// - Parameter updated: identifiers whose content changed; those present in both inputs are reported as reloads.
/// - Throws: `CollectionDiffingError.duplicateIdentifier` when an input repeats an identifier.
/// - Complexity: O((n + m) log(n + m)) for inputs of n and m identifiers; each identifier is hashed once.
@inlinable
public func diff<ID: Hashable>(from old: [ID], to new: [ID], updated: Set<ID> = []) throws(CollectionDiffingError)
    -> CollectionChanges
{
    let (matching, updatedOld) = try old.withUnsafeBufferPointer { old throws(CollectionDiffingError) in
        try new.withUnsafeBufferPointer { new throws(CollectionDiffingError) in
            let matching = try matchIdentifiers(old: old, new: new)
            let updatedOld = updated.isEmpty ? nil : survivingPositions(of: updated, in: matching, old: old)
            return (matching, updatedOld)
        }
    }
    return flatChanges(oldToNew: matching.oldToNew, newToOld: matching.newToOld, updated: updatedOld)
}

/// The changes between two matched sequences (`oldToNew`, `newToOld` as in `IdentifierMatching`), `updated`
/// marking old positions whose content changed. Runs on integers only.
@usableFromInline
func flatChanges(oldToNew: [Int32], newToOld: [Int32], updated: [Bool]?) -> CollectionChanges {
    var survivorOld: [Int32] = []
    var survivorNew: [Int32] = []
    survivorOld.reserveCapacity(min(oldToNew.count, newToOld.count))
    survivorNew.reserveCapacity(min(oldToNew.count, newToOld.count))
    for oldIndex in oldToNew.indices where oldToNew[oldIndex] >= 0 {
        survivorOld.append(Int32(truncatingIfNeeded: oldIndex))
        survivorNew.append(oldToNew[oldIndex])
    }
    let staying = longestIncreasingSubsequenceMembers(
        survivorNew, preferred: updated.map { updated in survivorOld.map { updated[Int($0)] } })
    var moves: [CollectionMove] = []
    var reloads: [Int] = []
    // Old positions of updated items that move: deleted and inserted instead.
    var replaced: [Bool]? = nil
    for position in survivorOld.indices {
        let oldIndex = Int(survivorOld[position])
        let isUpdated = updated?[oldIndex] ?? false
        if staying[position] {
            if isUpdated { reloads.append(oldIndex) }
        } else if isUpdated {
            if replaced == nil { replaced = [Bool](repeating: false, count: oldToNew.count) }
            replaced![oldIndex] = true
        } else {
            moves.append(CollectionMove(source: oldIndex, destination: Int(survivorNew[position])))
        }
    }
    var deletes: [Int] = []
    var inserts: [Int] = []
    if let replaced {
        for oldIndex in oldToNew.indices where oldToNew[oldIndex] < 0 || replaced[oldIndex] {
            deletes.append(oldIndex)
        }
        for newIndex in newToOld.indices where newToOld[newIndex] < 0 || replaced[Int(newToOld[newIndex])] {
            inserts.append(newIndex)
        }
    } else {
        for oldIndex in oldToNew.indices where oldToNew[oldIndex] < 0 { deletes.append(oldIndex) }
        for newIndex in newToOld.indices where newToOld[newIndex] < 0 { inserts.append(newIndex) }
    }
    return CollectionChanges(deletes: deletes, inserts: inserts, moves: moves, reloads: reloads)
}
