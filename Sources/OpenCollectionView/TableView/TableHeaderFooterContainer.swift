/// The supplementary view that shows a header or footer view the table's delegate made itself (any `UIView`):
/// the view fills it, and its height is the table's fixed height or else the view's own (its frame's height, or
/// what it fits at the table's width).
@MainActor
final class TableHeaderFooterContainer: UICollectionReusableView {
    static let reuseIdentifier = "UITableView.customHeaderFooter"

    /// The delegate's view.
    var hostedView: UIView? {
        didSet {
            guard oldValue !== hostedView else { return }
            oldValue?.removeFromSuperview()
            if let hostedView { addSubview(hostedView) }
            setNeedsLayout()
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        hostedView?.frame = bounds
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        hostedView = nil
    }

    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let width = layoutAttributes.size.width
        if let kind = layoutAttributes.representedElementKind, UITableView.isTableBoundaryKind(kind) {
            layoutAttributes.size.height = hostedView?.frame.height ?? layoutAttributes.size.height
        } else if let kind = layoutAttributes.representedElementKind,
            let tableView = (owningCollectionView as? TableContentCollectionView)?.tableView,
            let height = tableView.fixedBoundaryHeight(ofKind: kind, inSection: layoutAttributes.indexPath.section)
        {
            layoutAttributes.size.height = height
        } else if let hostedView {
            let own = hostedView.frame.height
            layoutAttributes.size.height =
                own > 0 && hostedView.frame.width != width
                ? own
                : hostedView.systemLayoutSizeFitting(
                    CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel
                ).height
        }
        return layoutAttributes
    }
}
