/// A view behind a compositional layout section (a background), registered on the layout with
/// `register(_:forDecorationViewOfKind:)` rather than supplied by the data source.
@preconcurrency @MainActor
public class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The decoration view kind, as registered on the layout.
    public let elementKind: String
    /// The stacking order (default 0, which keeps the decoration below every other element of the section).
    public var zIndex = 0

    required init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [])
    }

    /// A background covering its whole section, drawn by the decoration view registered for `elementKind`.
    public class func background(elementKind: String) -> Self { Self(elementKind: elementKind) }

    /// Returns a copy with the same kind, insets and z-index.
    public override func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self(elementKind: elementKind)
        copy.contentInsets = contentInsets
        copy.zIndex = zIndex
        return copy
    }
}
