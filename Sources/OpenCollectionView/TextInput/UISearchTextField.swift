/// The search bar's text field (UIKit's `UISearchTextField`): a rounded grey field with a magnifying glass on the
/// leading side, "Search" as its placeholder and a clear button while editing.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSearchField()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSearchField()
    }

    private func setUpSearchField() {
        // UIKit's search field: tertiary system fill, 10-point corners, the 17-pt system font.
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 10
        clearButtonMode = .whileEditing
        placeholder = "Search"
        let glyph = UIImageView(image: Self.magnifier)
        glyph.frame = CGRect(x: 8, y: 0, width: 16, height: 16)
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 16))
        holder.isUserInteractionEnabled = false
        holder.addSubview(glyph)
        leftView = holder
        leftViewMode = .always
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 36) }

    open override func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side: CGFloat = 19
        return CGRect(x: bounds.maxX - side - 6, y: (bounds.midY - side / 2).rounded(), width: side, height: side)
    }

    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = super.textRect(forBounds: bounds)
        if !showsClearButton { rect.size.width = max(0, rect.width - 6) }
        return rect
    }

    /// The magnifying glass, in the secondary label grey.
    static let magnifier: UIImage = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { _ in
        let lens = UIBezierPath(ovalIn: CGRect(x: 1, y: 1, width: 10.5, height: 10.5))
        lens.lineWidth = 1.8
        lens.move(to: CGPoint(x: 10, y: 10))
        lens.addLine(to: CGPoint(x: 15, y: 15))
        UIColor.secondaryLabel.setStroke()
        lens.stroke()
    }
}
