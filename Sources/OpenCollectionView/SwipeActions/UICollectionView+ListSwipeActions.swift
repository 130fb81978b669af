extension UICollectionView {
    /// The swipe-actions provider of a list section's configuration (`leadingSwipeActionsConfigurationProvider` or
    /// `trailingSwipeActionsConfigurationProvider`), when the section is a list section of a compositional layout.
    func listSwipeActionsProvider(
        forSection section: Int, leading: Bool
    ) -> UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider? {
        guard let list = (layoutStorage as? UICollectionViewCompositionalLayout)?.listSection(at: section) else {
            return nil
        }
        let configuration = list.listConfiguration
        return leading
            ? configuration.leadingSwipeActionsConfigurationProvider
            : configuration.trailingSwipeActionsConfigurationProvider
    }
}
