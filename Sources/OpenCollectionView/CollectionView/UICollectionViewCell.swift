/// A collection view's cell: a `contentView` for the app's subviews, optional background and selected-background
/// views, and the selected and highlighted states the collection view sets.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view the app adds its content to; it fills the cell.
    public let contentView: UIView

    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// A view behind the content, sized to the cell.
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { install(backgroundView, at: 0) }
        }
    }

    /// A view shown behind the content while the cell is selected or highlighted, above `backgroundView`.
    open var selectedBackgroundView: UIView? {
        didSet {
            guard oldValue !== selectedBackgroundView else { return }
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView {
                install(selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
                updateSelectedBackground()
            }
        }
    }

    /// Whether the cell is selected; the collection view sets it.
    open var isSelected = false {
        didSet { if oldValue != isSelected { updateSelectedBackground() } }
    }

    /// Whether the cell is highlighted (a touch is on it); the collection view sets it.
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { updateSelectedBackground() } }
    }

    /// Self-sizing: the layout's proposed attributes with the size from `systemLayoutSizeFitting(_:)` (which is
    /// `sizeThatFits(_:)` here). A cell that does not override `sizeThatFits(_:)` keeps the proposed size.
    open override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let fitted = systemLayoutSizeFitting(layoutAttributes.size)
        guard fitted.width.isFinite, fitted.height.isFinite, fitted != layoutAttributes.size else {
            return layoutAttributes
        }
        let attributes = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        attributes.size = fitted
        return attributes
    }

    private func install(_ view: UIView, at index: Int) {
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(view, at: index)
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}
