/// A collection view's model of its data source's items and the batch update changing it: the item counts per
/// section last read from the data source (a batch update checks the new counts against them), the update being
/// recorded or applied, the on-screen attributes from before the update being applied (which the layouts' disappearing
/// animations start from), and the cell being reconfigured, which a dequeue for its index path returns
/// (`UICollectionView+Updates.swift`).
struct BatchUpdateState {
    /// Item counts per section, read from the data source when `countsAreValid` is false.
    var sectionItemCounts: [Int] = []
    var countsAreValid = false
    /// The batch update being recorded or applied.
    var current: BatchUpdate?
    /// The on-screen attributes of the elements before the update being applied.
    var attributesBefore: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    /// The cell being reconfigured (a dequeue for its index path returns it).
    var reconfiguringCell: UICollectionViewCell?
}
