/// A view that lays out a row or column of arranged subviews with Auto Layout, as in UIKit: it makes the
/// constraints (`UIStackView+Arrangement.swift`) from its axis, distribution, alignment and spacing, and keeps them
/// current as arranged views are added, removed, hidden or shown.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged views share the stack's length.
    public enum Distribution: Int, Sendable {
        /// Views fill the length; the lowest hugging priority grows, the lowest compression resistance shrinks.
        case fill = 0
        /// Views all get the same length.
        case fillEqually
        /// Views get lengths in proportion to their intrinsic lengths.
        case fillProportionally
        /// Views keep their lengths; the spaces between them are equal.
        case equalSpacing
        /// Views keep their lengths; their centres are equally spaced.
        case equalCentering
    }

    /// How arranged views are placed across the axis.
    public enum Alignment: Int, Sendable {
        /// Views fill the stack across the axis.
        case fill = 0
        /// Views align to the leading edge (vertical stacks) or top edge (horizontal stacks).
        case leading
        /// Views align to the first baseline (horizontal stacks).
        case firstBaseline
        /// Views are centred across the axis.
        case center
        /// Views align to the trailing edge (vertical stacks) or bottom edge (horizontal stacks).
        case trailing
        /// Views align to the last baseline (horizontal stacks).
        case lastBaseline

        /// The top edge (horizontal stacks).
        public static var top: Alignment { .leading }
        /// The bottom edge (horizontal stacks).
        public static var bottom: Alignment { .trailing }
    }

    /// The custom-spacing value that means "use `spacing`".
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// The custom-spacing value that means "use the system spacing".
    public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude

    /// Creates an empty horizontal stack view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stack view of the given views.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public required init(coder: NSCoder) {
        super.init(coder: coder)!
    }

    /// The views the stack arranges, in order (a subset of `subviews`).
    open private(set) var arrangedSubviews: [UIView] = []

    /// The axis the views are laid out along (default `.horizontal`).
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementChanged() } }
    /// How views share the length (default `.fill`).
    open var distribution: Distribution = .fill { didSet { arrangementChanged() } }
    /// How views are placed across the axis (default `.fill`).
    open var alignment: Alignment = .fill { didSet { arrangementChanged() } }
    /// The space between adjacent views (default 0).
    open var spacing: CGFloat = 0 { didSet { arrangementChanged() } }
    /// Whether spacing is measured between baselines (vertical stacks; default `false`).
    open var isBaselineRelativeArrangement = false { didSet { arrangementChanged() } }
    /// Whether views are laid out within the layout margins instead of the bounds (default `false`).
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementChanged() } }

    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack made for the current arrangement.
    var arrangementConstraints: [NSLayoutConstraint] = []

    /// Adds a view at the end of the arrangement (and as a subview when it is not one).
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// Inserts a view into the arrangement at `stackIndex`.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementChanged()
    }

    /// Removes a view from the arrangement; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementChanged()
    }

    /// Sets the space after one arranged view (`spacingUseDefault` returns to `spacing`).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementChanged()
    }

    /// The space after one arranged view (`spacingUseDefault` when it follows `spacing`).
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
    }

    open override func updateConstraints() {
        if needsArrangement { rebuildArrangement() }
        super.updateConstraints()
    }

    open override var forFirstBaselineLayout: UIView {
        arrangedSubviews.first { !$0.isHidden }?.forFirstBaselineLayout ?? self
    }

    open override var forLastBaselineLayout: UIView {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        return (axis == .vertical ? visible.last : visible.first)?.forLastBaselineLayout ?? self
    }

    func arrangedSubviewVisibilityChanged(_ view: UIView) {
        if arrangedSubviews.contains(where: { $0 === view }) { arrangementChanged() }
    }

    /// An arranged view's intrinsic size changed: proportional fill depends on it.
    func arrangedSubviewIntrinsicSizeChanged(_ view: UIView) {
        if distribution == .fillProportionally, arrangedSubviews.contains(where: { $0 === view }) {
            arrangementChanged()
        }
    }

    /// The arrangement changed: the constraints are remade in the next update-constraints pass.
    func arrangementChanged() {
        needsArrangement = true
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    var needsArrangement = true
}
