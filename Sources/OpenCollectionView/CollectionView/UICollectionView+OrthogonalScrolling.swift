/// Hosting the views of orthogonally scrolling sections: their cells live in the section's own scroll view (as in
/// UIKit), positioned there from the layout's attributes, which give where they are in the collection view's
/// content coordinates.
extension UICollectionView {
    /// Puts `view` in the container its element belongs in (an orthogonal section's scroll view, or the collection
    /// view) and centres it where `attributes` say, converted into that container.
    func positionView(_ view: UICollectionReusableView, for attributes: UICollectionViewLayoutAttributes) {
        let container: UIView =
            (layoutStorage as? UICollectionViewCompositionalLayout)?.orthogonalScrollView(for: attributes) ?? self
        if view.superview !== container { container.addSubview(view) }
        var center = attributes.center
        if container !== self {
            center.x += container.bounds.minX - container.frame.minX
            center.y += container.bounds.minY - container.frame.minY
        }
        if view.center != center { view.center = center }
    }

    /// Scrolls the orthogonal section holding `indexPath` along its own axis so the item shows at `position`;
    /// returns whether the item is in such a section (the collection view then scrolls only along its own axis).
    func scrollOrthogonalSection(
        toShow indexPath: IndexPath, at position: ScrollPosition, animated: Bool
    ) -> Bool {
        (layoutStorage as? UICollectionViewCompositionalLayout)?.scrollOrthogonalSection(
            toShow: indexPath, at: position, animated: animated) ?? false
    }
}
