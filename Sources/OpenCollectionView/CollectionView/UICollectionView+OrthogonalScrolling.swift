/// Hosting the views of orthogonally scrolling sections: their cells live in the section's own scroll view (as in
/// UIKit), positioned there from the layout's attributes, which give where they are in the collection view's
/// content coordinates.
extension UICollectionView {
    /// Puts `view` in the container its element belongs in (an orthogonal section's scroll view, or the collection
    /// view) and centres it where `attributes` say, converted into that container.
    ///
    /// The cell of an item being moved interactively is the exception: it follows the finger over the whole
    /// collection view, in front of everything (UIKit's `layoutAttributesForInteractivelyMovingItem(at:
    /// withTargetPosition:)` reference: the moving item's zIndex is NSIntegerMax "so that the item floats above
    /// other items"), so it is hosted by the collection view itself while it moves — inside its orthogonal section's
    /// scroll view, which clips to its bounds, it would be cut off as soon as the finger leaves the section's band
    /// (and be drawn behind the other sections' cells). It goes back into the section's scroll view when it settles.
    ///
    /// A view changing containers first keeps its place on screen (its centre converted into the new container,
    /// without animation), so a lift or a settle animates from where the view is rather than jumping by the
    /// orthogonal section's scroll offset.
    func positionView(_ view: UICollectionReusableView, for attributes: UICollectionViewLayoutAttributes) {
        let container: UIView =
            isInteractivelyMovingCell(attributes)
            ? self
            : (layoutStorage as? UICollectionViewCompositionalLayout)?.orthogonalScrollView(for: attributes) ?? self
        if view.superview !== container {
            if let previous = view.superview {
                let onScreen = previous.convert(view.center, to: container)
                UIView.performWithoutAnimation { view.center = onScreen }
            }
            container.addSubview(view)
        }
        var center = attributes.center
        if container !== self {
            center.x += container.bounds.minX - container.frame.minX
            center.y += container.bounds.minY - container.frame.minY
        }
        if view.center != center { view.center = center }
    }

    /// Whether `attributes` are those of the item being moved interactively (see `positionView(_:for:)`).
    private func isInteractivelyMovingCell(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        guard let movement = interactiveMovement.active else { return false }
        return attributes.representedElementCategory == .cell && attributes.indexPath == movement.current
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
