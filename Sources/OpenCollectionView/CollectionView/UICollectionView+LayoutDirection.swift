/// Right-to-left mirroring: when the layout flips horizontally in the opposite layout direction and the collection
/// view's effective direction is not the layout's development direction, every attribute the collection view takes
/// from the layout is mirrored about the content's width (x → width − x), and rects it asks about are mirrored back.
extension UICollectionView {
    /// Whether the layout's attributes are mirrored for the current layout direction.
    var mirrorsLayoutHorizontally: Bool {
        layoutStorage.flipsHorizontallyInOppositeLayoutDirection
            && layoutStorage.developmentLayoutDirection != effectiveUserInterfaceLayoutDirection
    }

    /// The width the content is mirrored across.
    private var mirrorWidth: CGFloat { max(contentSize.width, bounds.width) }

    /// The layout's attributes for the elements in `rect` (collection-view content coordinates), mirrored if needed.
    func displayedAttributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard mirrorsLayoutHorizontally else { return layoutStorage.layoutAttributesForElements(in: rect) }
        let width = mirrorWidth
        let layoutRect = CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
        return layoutStorage.layoutAttributesForElements(in: layoutRect)?.map { mirrored($0, across: width) }
    }

    /// The layout's attributes for the item at `indexPath`, mirrored if needed.
    func displayedAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let attributes = layoutStorage.layoutAttributesForItem(at: indexPath) else { return nil }
        return mirrorsLayoutHorizontally ? mirrored(attributes, across: mirrorWidth) : attributes
    }

    /// The layout's attributes for a supplementary view, mirrored if needed.
    func displayedAttributesForSupplementaryView(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard let attributes = layoutStorage.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath) else {
            return nil
        }
        return mirrorsLayoutHorizontally ? mirrored(attributes, across: mirrorWidth) : attributes
    }

    private func mirrored(
        _ attributes: UICollectionViewLayoutAttributes, across width: CGFloat
    ) -> UICollectionViewLayoutAttributes {
        let copy = attributes.copiedForView()
        copy.center.x = width - attributes.center.x
        return copy
    }
}
