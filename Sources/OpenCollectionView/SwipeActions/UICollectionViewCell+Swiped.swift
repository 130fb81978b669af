extension UICollectionViewCell {
    /// Sets the swiped state the cell's configuration state reports (`UICellConfigurationState.isSwiped`) and asks
    /// for a configuration update when it changes.
    func setSwipedConfigurationState(_ isSwiped: Bool) {
        guard configurations.isSwiped != isSwiped else { return }
        configurations.isSwiped = isSwiped
        setNeedsUpdateConfiguration()
    }
}
