/// Settings of a whole compositional layout: its scroll direction, the spacing between sections, layout-wide
/// headers and footers, and what section insets are measured from.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject, @preconcurrency NSCopying {
    /// The direction the layout scrolls (default vertical).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The spacing between sections (default 0).
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What the sections' content insets are measured from by default (default `.automatic`).
    open var contentInsetsReference: UIContentInsetsReference = .automatic

    /// Creates a configuration with UIKit's defaults.
    public override init() { super.init() }

    /// Returns a copy with the same settings.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.contentInsetsReference = contentInsetsReference
        return copy
    }
}
