/// One section of a compositional layout: a group repeated for the section's items, with insets, spacing between
/// groups, headers and footers, background decorations, and optionally its own scrolling across the layout's axis.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject, @preconcurrency NSCopying {
    /// The group repeated for the section's items.
    public let group: NSCollectionLayoutGroup

    /// Insets around the section's content (default zero).
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// The spacing between consecutive groups (default 0).
    open var interGroupSpacing: CGFloat = 0
    /// What `contentInsets` are measured from (default `.automatic`).
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    /// Whether headers and footers are inset by `contentInsets` across the scroll axis like the content (default
    /// `true`).
    open var supplementariesFollowContentInsets = true
    /// How the section scrolls across the layout's axis (default `.none`).
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The deceleration rate and bounce of an orthogonally scrolling section.
    public let orthogonalScrollingProperties = UICollectionLayoutSectionOrthogonalScrollingProperties()
    /// The section's headers, footers and other boundary items.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// The section's decorations (backgrounds).
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called before each layout pass with the section's visible items, the section's scroll offset (its own for
    /// an orthogonal section, the collection view's otherwise) and the environment; changes it makes to the items'
    /// alpha, transform, z-index or hidden state are what is displayed.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// Creates a section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    /// Returns a copy with the same group and settings.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutSection(group: group)
        copy.contentInsets = contentInsets
        copy.interGroupSpacing = interGroupSpacing
        copy.contentInsetsReference = contentInsetsReference
        copy.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        copy.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        copy.orthogonalScrollingProperties.decelerationRate = orthogonalScrollingProperties.decelerationRate
        copy.orthogonalScrollingProperties.bounce = orthogonalScrollingProperties.bounce
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.decorationItems = decorationItems
        copy.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
        return copy
    }
}

/// The closure a section calls before each layout pass with its visible items, its scroll offset and the
/// environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void
