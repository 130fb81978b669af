/// A rectangle in a view's coordinate space that constraints can refer to, without a view of its own, as in UIKit.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// Creates a guide; add it to a view with `addLayoutGuide(_:)`.
    public override init() { super.init() }

    /// The view that owns the guide.
    open internal(set) weak var owningView: UIView?

    /// A name for debugging.
    open var identifier = ""

    /// What a system guide (margins, safe area, readable content) follows; `nil` for guides apps make.
    var systemKind: SystemKind?

    enum SystemKind { case layoutMargins, safeArea, readableContent, scrollContent, scrollFrame, keyboard }

    /// The guide's frame in the owning view's coordinate space, from the last layout pass.
    open var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        if let systemKind { return owningView.systemGuideFrame(systemKind) }
        return owningView.layoutEngineHost?.frame(of: self, in: owningView) ?? .zero
    }

    /// The guide's leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The guide's trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The guide's left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The guide's right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The guide's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The guide's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The guide's width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The guide's height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The guide's horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The guide's vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    /// Whether the guide's constraints leave it ambiguous.
    open var hasAmbiguousLayout: Bool { owningView?.layoutEngineHost?.isAmbiguous(self) ?? false }

    /// The active constraints that affect the guide along an axis.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        owningView?.layoutEngineHost?.constraintsAffecting(self, axis: axis) ?? []
    }

    nonisolated open override var description: String {
        MainActor.assumeIsolated { LayoutDescription.name(of: self) }
    }
}
