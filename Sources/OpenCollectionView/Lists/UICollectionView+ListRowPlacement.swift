/// List rows that become, or stop being, the first or last of their section in a batch update.
extension UICollectionView {
    /// Lays out again each kept list row whose place at an end of its section changed: inset-grouped corners and the
    /// automatic bottom separator follow the row's place (UIKit rounds the row left last after a delete and drops its
    /// separator). Such a row's attributes can be unchanged — the row before a deleted last row keeps its frame — so
    /// `apply(_:)` alone would not tell it. Called before the update's attributes are applied: each view still has
    /// its old ones.
    func relayoutListRowsWhosePlaceChanged(
        _ kept: [(UICollectionReusableView, UICollectionViewLayoutAttributes)], oldCounts: [Int], newCounts: [Int]
    ) {
        for (view, final) in kept where final.representedElementCategory == .cell {
            guard let cell = view as? UICollectionViewListCell, let before = cell.appliedAttributes?.indexPath
            else { continue }
            let after = final.indexPath
            guard before.section < oldCounts.count, after.section < newCounts.count else { continue }
            let wasFirst = before.item == 0
            let wasLast = before.item == oldCounts[before.section] - 1
            let isFirst = after.item == 0
            let isLast = after.item == newCounts[after.section] - 1
            if wasFirst != isFirst || wasLast != isLast { cell.setNeedsLayout() }
        }
    }
}
