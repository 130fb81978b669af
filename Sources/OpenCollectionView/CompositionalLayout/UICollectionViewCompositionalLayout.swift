/// The layout built from composable pieces: each section repeats a group of items (and nested groups) sized
/// fractionally, absolutely or by estimate, with headers, footers, badges, backgrounds, and optionally its own
/// scrolling across the layout's axis.
///
/// Each section's objects are read into plain data (`CompositionalSpec`) when the section provider is asked —
/// at the first layout, after reloads and batch updates, and whenever the container's size changes — and solved
/// into `SolvedSection`s: one group geometry repeated arithmetically, or per-group arrays once items have sized
/// themselves. Rect queries binary-search the sections and groups; attribute objects are made only for the
/// elements asked for.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    let fixedSection: NSCollectionLayoutSection?
    let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider?

    /// The layout-wide settings; setting a new configuration invalidates the layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet {
            needsSpecs = true
            invalidateLayout()
        }
    }

    /// Compositional layouts mirror in right-to-left interfaces, as UIKit's do: a group's leading item is at its
    /// right end.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with `configuration`.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fixedSection = section
        sectionProvider = nil
        self.configuration = configuration
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout that asks `sectionProvider` for each section, with `configuration`.
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        fixedSection = nil
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// Creates a layout from an archive (no archives here: an empty single-item layout).
    public required init?(coder: NSCoder) {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        fixedSection = NSCollectionLayoutSection(
            group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        sectionProvider = nil
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    // MARK: State

    /// The sections' objects (for their visible-items handlers) and plain-data specs; `nil` for a section the
    /// provider gave no layout.
    var sectionObjects: [NSCollectionLayoutSection?] = []
    var specs: [CompositionalSpec?] = []
    var solved: [SolvedSection] = []
    /// The array the sections solved before the last full solve sat in, emptied; the next full solve trades it
    /// with `solved` and fills the new sections in the storage of the old ones.
    var retiredSolved: [SolvedSection] = []
    /// The group solvers' buffer of placed subitems, lent to each section solve.
    var solverPlacedStack: [GroupSolver.Placed] = []
    var layoutBoundaries: [SolvedSection.Boundary] = []
    var contentExtent = CGSize.zero
    var needsSpecs = true
    var needsSolve = true
    var dirtySections = IndexSet()
    /// The items invalidated since the last solve, and the dirty sections that must be solved whole (a boundary
    /// item changed): in the others only the invalidated items' groups are laid out again (`+Resizing`).
    var invalidatedItems: [IndexPath] = []
    var wholeSectionsToSolve = IndexSet()
    var geometry = LayoutGeometry()
    var environment: CompositionalLayoutEnvironment?
    /// Self-sized sizes reported by cells and boundary views.
    var preferredItemSizes: [IndexPath: CGSize] = [:]
    var preferredBoundarySizes: [BoundaryKey: CGSize] = [:]
    /// The scroll views of orthogonal sections, by section.
    var orthogonalScrollViews: [Int: OrthogonalScrollView] = [:]
    /// Cell attributes handed out recently, reused while their frames hold (see `CompositionalAttributesCache`).
    var attributesCache = CompositionalAttributesCache()
    /// How many elements the last rect query returned (the next one reserves as much).
    var lastQueryCount = 0
    /// The attributes class cells are made of (`layoutAttributesClass`, looked up once).
    lazy var cellAttributesClass: UICollectionViewLayoutAttributes.Type =
        type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type
        ?? UICollectionViewLayoutAttributes.self
    /// How many times sections were solved (the work a frame must not repeat; read by tests).
    var solvedSectionCount = 0

    /// Identifies a boundary item: kind, section (`-1` for the layout's own) and position among its kind.
    struct BoundaryKey: Hashable {
        var kind: String
        var section: Int
        var index: Int
    }

    var isVertical: Bool { configuration.scrollDirection == .vertical }

    /// A boundary item aligned to the trailing end of its section (the bottom of a vertical one) is read after the
    /// section's items, whatever its kind is called.
    override func readsAfterItems(supplementaryOfKind kind: String, inSection section: Int) -> Bool {
        let sectionBoundaries = specs.indices.contains(section) ? specs[section]?.boundaries ?? [] : []
        let boundary =
            sectionBoundaries.first { $0.supplementary.kind == kind }
            ?? CompositionalSpec.boundaries(configuration.boundarySupplementaryItems).first {
                $0.supplementary.kind == kind
            }
        guard let boundary else {
            return super.readsAfterItems(supplementaryOfKind: kind, inSection: section)
        }
        return SectionSolver.side(of: boundary.alignment, vertical: isVertical) == .trailing
    }

    open override var collectionView: UICollectionView? {
        didSet {
            guard oldValue !== collectionView else { return }
            for scrollView in orthogonalScrollViews.values { scrollView.removeFromSuperview() }
            orthogonalScrollViews.removeAll()
        }
    }

    // MARK: Invalidation

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts {
            if context.invalidateDataSourceCounts {
                preferredItemSizes.removeAll()
                preferredBoundarySizes.removeAll()
            }
            needsSpecs = true
            needsSolve = true
        }
        for indexPath in context.invalidatedItemIndexPaths ?? [] {
            dirtySections.insert(indexPath.section)
            invalidatedItems.append(indexPath)
        }
        for indexPaths in (context.invalidatedSupplementaryIndexPaths ?? [:]).values {
            for indexPath in indexPaths {
                dirtySections.insert(max(0, indexPath.section))
                wholeSectionsToSolve.insert(max(0, indexPath.section))
            }
        }
        super.invalidateLayout(with: context)
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        if collectionView.bounds.size != newBounds.size { return true }
        return hasBoundsDependentElements
    }

    /// Whether anything moves with the visible rect: pinned boundary items or visible-items handlers.
    var hasBoundsDependentElements: Bool {
        layoutBoundaries.contains(where: \.pins)
            || solved.contains { $0.boundaries.contains(where: \.pins) }
            || sectionObjects.contains { $0?.visibleItemsInvalidationHandler != nil }
    }

    open override var collectionViewContentSize: CGSize { contentExtent }

    // MARK: Preparing and queries (in the extensions named)

    /// See `UICollectionViewCompositionalLayout+Preparing.swift`.
    open override func prepare() {
        super.prepare()
        prepareSections()
    }

    /// See `UICollectionViewCompositionalLayout+Queries.swift`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        elementAttributes(in: rect)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        itemAttributes(at: indexPath)
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        supplementaryAttributes(ofKind: elementKind, at: indexPath)
    }

    open override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        decorationAttributes(ofKind: elementKind, at: indexPath)
    }

    /// Inserted items fade in at their final place.
    open override func initialLayoutAttributesForAppearingItem(
        at itemIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        itemAttributes(at: itemIndexPath)?.fadedCopy()
    }

    /// Deleted items fade out where they were.
    open override func finalLayoutAttributesForDisappearingItem(
        at itemIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        collectionView?.attributesBeforeUpdate(ofItemAt: itemIndexPath)?.fadedCopy()
    }

    /// See `UICollectionViewCompositionalLayout+SelfSizing.swift`.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        shouldInvalidate(forPreferred: preferredAttributes, original: originalAttributes)
    }

    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        recordPreferredSize(preferredAttributes, original: originalAttributes)
        return super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }
}

/// The closure a compositional layout asks for each section's layout, with the section's index and environment.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
