/// A reusable header or footer of a table view section, as UIKit's: a text label and detail text label, or a
/// content configuration, with the list's header or footer look for the table's style.
///
/// Here it is a list cell shown as the inner collection view's supplementary view (see docs/Deviations.md).
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UICollectionViewListCell {
    /// The identifier of the standard views that show section titles.
    static let titleReuseIdentifier = "UITableView.sectionTitle"

    private lazy var legacyContent = LegacyTableContent(usesLabelLineCounts: false) { [weak self] in
        self?.setNeedsUpdateConfiguration()
    }

    /// Creates a header-footer view; give a reuse identifier to let the table view reuse it.
    public init(reuseIdentifier: String?) {
        super.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Creates a header-footer view (how registered classes are made).
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a header-footer view (no archives here).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The main label: the section's title in a standard header or footer.
    open var textLabel: UILabel? { legacyContent.makeTextLabel() }

    /// A secondary label.
    open var detailTextLabel: UILabel? { legacyContent.makeDetailTextLabel() }

    /// Shows the legacy labels' content, unless the app set a content configuration.
    open override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        legacyContent.apply(to: self) { defaultContentConfiguration() }
    }

    /// A fixed height (`sectionHeaderHeight`, `heightForHeaderInSection` …) is taken; otherwise the view sizes
    /// itself from its content.
    open override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        guard let kind = layoutAttributes.representedElementKind,
            let tableView = (enclosingCollectionView as? TableContentCollectionView)?.tableView,
            let height = tableView.fixedBoundaryHeight(ofKind: kind, inSection: layoutAttributes.indexPath.section)
        else { return super.preferredLayoutAttributesFitting(layoutAttributes) }
        layoutAttributes.size.height = height
        return layoutAttributes
    }
}
