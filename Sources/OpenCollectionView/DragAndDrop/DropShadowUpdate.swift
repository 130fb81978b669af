/// The uncommitted update a drag shows while it hovers with `insertAtDestinationIndexPath`: UIKit opens the gap
/// through the layout with "shadow updates" the data source does not know of, so every layout — custom ones too —
/// lays the items out as they will be after the drop. A drag of one item of this collection view that moves it is
/// a shadow move from its place to the destination; any other drag inserts a gap item at the destination.
///
/// Index paths "in the view" include the shadow update (the layout, `cellForItem(at:)` and the other index-path
/// queries answer in them, as UIKit's do while `hasUncommittedUpdates` is true); "base" index paths are those
/// without it, which the data source knows (after mapping around drop placeholders).
enum DropShadowUpdate: Equatable {
    /// The item at `from` (base) shown at `to` (view).
    case move(from: IndexPath, to: IndexPath)
    /// An empty item shown at `at` (view), standing for the drop.
    case gap(at: IndexPath)

    /// The index path (in the view) of the item the drop stands for, whose cell is hidden: the moved item or the
    /// gap.
    var item: IndexPath {
        switch self {
        case .move(_, let to): return to
        case .gap(let at): return at
        }
    }

    /// The base index path of the item shown at `indexPath` in the view; `nil` for the gap.
    func baseIndexPath(for indexPath: IndexPath) -> IndexPath? {
        switch self {
        case .move(let from, let to):
            if indexPath == to { return from }
            var base = indexPath
            if indexPath.section == to.section, indexPath.item > to.item { base.item -= 1 }
            if base.section == from.section, base.item >= from.item { base.item += 1 }
            return base
        case .gap(let at):
            if indexPath == at { return nil }
            guard indexPath.section == at.section, indexPath.item > at.item else { return indexPath }
            return IndexPath(item: indexPath.item - 1, section: indexPath.section)
        }
    }

    /// Per-section item counts with the update, from those without it (`adding`), or the other way round.
    func counts(_ counts: [Int], adding: Bool) -> [Int] {
        var counts = counts
        let sign = adding ? 1 : -1
        switch self {
        case .move(let from, let to):
            guard counts.indices.contains(from.section), counts.indices.contains(to.section) else { return counts }
            counts[from.section] -= sign
            counts[to.section] += sign
        case .gap(let at):
            guard counts.indices.contains(at.section) else { return counts }
            counts[at.section] += sign
        }
        return counts
    }

    /// The batch that shows the update (from the base items to the view's), or takes it back.
    func batch(showing: Bool) -> BatchUpdate {
        var batch = BatchUpdate()
        switch self {
        case .move(let from, let to): batch.movedItems = [showing ? (from, to) : (to, from)]
        case .gap(let at):
            if showing { batch.insertedItems = [at] } else { batch.deletedItems = [at] }
        }
        return batch
    }
}
