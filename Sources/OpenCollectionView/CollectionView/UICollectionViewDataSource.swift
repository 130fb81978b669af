/// Supplies a collection view's data: how many sections and items, and the views showing them.
///
/// Optional methods are protocol-extension defaults with UIKit's behaviour (see docs/Deviations.md).
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, dequeued from the collection view.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections (default 1).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The supplementary view of `kind` at `indexPath`, dequeued from the collection view.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
    /// Whether the item at `indexPath` may be moved interactively (default: whether `moveItemAt` is implemented).
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// Moves the item in the model after an interactive move.
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// Titles for a fast index (default none).
    func indexTitles(for collectionView: UICollectionView) -> [String]?
    /// The index path an index title jumps to.
    func collectionView(
        _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// Not implemented: UIKit raises an exception; here a diagnostic is reported and an empty view returned.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        OpenCollectionViewDiagnostics.report(
            .invalidReuse,
            "the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:) but the "
                + "layout asked for a supplementary view of kind \(kind) at \(indexPath)")
        return UICollectionReusableView(frame: .zero)
    }

    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        ImplementationProbe.markDefault()
        return true
    }

    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) { ImplementationProbe.markDefault() }

    public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    public func collectionView(
        _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath { IndexPath(item: 0, section: index) }
}
