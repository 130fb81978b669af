/// A view that draws an image, placed by `contentMode`.
@preconcurrency @MainActor
open class UIImageView: UIView {
    // MARK: Accessibility (UIKit's defaults; see Accessibility/)

    /// An image, unless set (image views are elements only when the app makes them so).
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits ?? .image }
        set { super.accessibilityTraits = newValue }
    }

    /// Creates an image view sized to `image`.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The image.
    open var image: UIImage? {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The configuration symbol images are drawn with, its values winning over the image's own.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The size the image is drawn at: a symbol's under `preferredSymbolConfiguration`, else the image's.
    private var displayedImageSize: CGSize? {
        image?.symbol(preferring: preferredSymbolConfiguration)?.size ?? image?.size
    }

    open override var intrinsicContentSize: CGSize { displayedImageSize ?? super.intrinsicContentSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { displayedImageSize ?? .zero }

    /// Where the image goes in the bounds for the content mode.
    var imageFrame: CGRect {
        guard let size = displayedImageSize else { return .zero }
        let box = CGRect(origin: .zero, size: bounds.size)
        switch contentMode {
        case .scaleToFill, .redraw:
            return box
        case .scaleAspectFit, .scaleAspectFill:
            guard size.width > 0, size.height > 0 else { return box }
            let ratios = (box.width / size.width, box.height / size.height)
            let scale = contentMode == .scaleAspectFit ? min(ratios.0, ratios.1) : max(ratios.0, ratios.1)
            return CGRect(center: box.center, size: CGSize(width: size.width * scale, height: size.height * scale))
        case .center: return CGRect(center: box.center, size: size)
        case .top: return CGRect(x: (box.width - size.width) / 2, y: 0, width: size.width, height: size.height)
        case .bottom:
            return CGRect(
                x: (box.width - size.width) / 2, y: box.height - size.height, width: size.width, height: size.height)
        case .left: return CGRect(x: 0, y: (box.height - size.height) / 2, width: size.width, height: size.height)
        case .right:
            return CGRect(
                x: box.width - size.width, y: (box.height - size.height) / 2, width: size.width, height: size.height)
        case .topLeft: return CGRect(origin: .zero, size: size)
        case .topRight: return CGRect(x: box.width - size.width, y: 0, width: size.width, height: size.height)
        case .bottomLeft: return CGRect(x: 0, y: box.height - size.height, width: size.width, height: size.height)
        case .bottomRight:
            return CGRect(
                x: box.width - size.width, y: box.height - size.height, width: size.width, height: size.height)
        }
    }

    override func renderContent() -> RenderContent? {
        guard let image else { return nil }
        let frame = imageFrame
        let overflows = !CGRect(origin: .zero, size: bounds.size).contains(frame)
        let source = image.renderSource(tint: tintColor, preferring: preferredSymbolConfiguration)
        return .image(RenderImage(source: source, frame: frame, clips: overflows))
    }
}
