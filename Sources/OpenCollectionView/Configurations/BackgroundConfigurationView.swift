/// The view that draws a `UIBackgroundConfiguration` behind a cell's content: colour, corners, stroke, visual
/// effect tint, image and custom view, inset by the configuration's insets.
@MainActor
final class BackgroundConfigurationView: UIView {
    private let effectView = UIView(frame: .zero)
    private let imageView = UIImageView(frame: .zero)
    private let strokeView = UIView(frame: .zero)
    private var customView: UIView?

    var configuration: UIBackgroundConfiguration {
        didSet { apply() }
    }

    /// The margins of the owning view, added on the edges the configuration names.
    var ownerLayoutMargins = NSDirectionalEdgeInsets.zero {
        didSet { if oldValue != ownerLayoutMargins { setNeedsLayout() } }
    }

    init(configuration: UIBackgroundConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        for view in [effectView, imageView, strokeView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        apply()
    }

    required init?(coder: NSCoder) { nil }

    override func tintColorDidChange() { apply() }

    private func apply() {
        let configuration = configuration
        backgroundColor = configuration.resolvedBackgroundColor(for: tintColor)
        layer.cornerRadius = configuration.cornerRadius
        clipsToBounds = configuration.cornerRadius > 0
        effectView.backgroundColor = configuration.visualEffect?.flatTint
        effectView.isHidden = configuration.visualEffect == nil
        effectView.layer.cornerRadius = configuration.cornerRadius
        imageView.image = configuration.image
        imageView.contentMode = configuration.imageContentMode
        imageView.isHidden = configuration.image == nil
        strokeView.layer.borderWidth = configuration.strokeWidth
        strokeView.layer.borderColor = configuration.resolvedStrokeColor(for: tintColor).cgColor
        strokeView.layer.cornerRadius = configuration.cornerRadius + configuration.strokeOutset
        strokeView.isHidden = configuration.strokeWidth <= 0
        if customView !== configuration.customView {
            customView?.removeFromSuperview()
            customView = configuration.customView
            if let customView { insertSubview(customView, at: 0) }
        }
        setNeedsLayout()
    }

    /// The background's frame in the owner's bounds.
    func backgroundFrame(in bounds: CGRect, isRightToLeft: Bool) -> CGRect {
        var insets = configuration.backgroundInsets
        let edges = configuration.edgesAddingLayoutMarginsToBackgroundInsets
        if edges.contains(.top) { insets.top += ownerLayoutMargins.top }
        if edges.contains(.leading) { insets.leading += ownerLayoutMargins.leading }
        if edges.contains(.bottom) { insets.bottom += ownerLayoutMargins.bottom }
        if edges.contains(.trailing) { insets.trailing += ownerLayoutMargins.trailing }
        let left = isRightToLeft ? insets.trailing : insets.leading
        let right = isRightToLeft ? insets.leading : insets.trailing
        return CGRect(
            x: bounds.minX + left, y: bounds.minY + insets.top,
            width: max(0, bounds.width - left - right), height: max(0, bounds.height - insets.top - insets.bottom))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let box = CGRect(origin: .zero, size: bounds.size)
        effectView.frame = box
        imageView.frame = box
        customView?.frame = box
        let outset = configuration.strokeOutset
        strokeView.frame = box.insetBy(dx: -outset, dy: -outset)
    }
}
