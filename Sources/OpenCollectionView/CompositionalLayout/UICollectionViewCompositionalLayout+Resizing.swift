/// Self-sized items resized after their section was solved (a self-sizing invalidation, a cell measured when it
/// scrolls in): only their groups are laid out again (`SectionSolver.resize`), not the whole section.
extension UICollectionViewCompositionalLayout {
    /// Lays out again, in place, the groups of the items invalidated in section `index`; `false` (nothing changed)
    /// when the section must be solved whole.
    func resizeItemsInPlace(ofSection index: Int, _ collectionView: UICollectionView) -> Bool {
        guard solved.indices.contains(index),
            var solver = sectionSolver(index, start: solved[index].start, collectionView)
        else { return false }
        var items: [Int] = []
        for indexPath in invalidatedItems where indexPath.section == index { items.append(indexPath.item) }
        guard !items.isEmpty else { return false }
        items.sort()
        return solver.resize(&solved[index], items: items)
    }
}
