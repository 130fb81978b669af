/// A factory for constraints between one attribute of a view or layout guide and another, as in UIKit. The type
/// parameter keeps anchors on different axes from being related.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    let expression: AnchorExpression

    init(_ expression: AnchorExpression) {
        self.expression = expression
        super.init()
    }

    convenience init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.init(AnchorExpression(item: item, attribute: attribute))
    }

    /// The view or layout guide the anchor belongs to.
    open var item: AnyObject? { expression.primaryItem }

    /// The anchor's name, as UIKit prints it (`UIView:0x….leading`).
    open var name: String { expression.name }

    /// Whether the constraints on the anchor's attribute leave it ambiguous.
    open var hasAmbiguousLayout: Bool {
        guard let view = expression.primaryItem as? UIView else { return false }
        return view.hasAmbiguousLayout
    }

    /// The active constraints that affect this anchor's axis for its item.
    open var constraintsAffectingLayout: [NSLayoutConstraint] {
        guard let view = expression.primaryItem as? UIView else { return [] }
        return view.constraintsAffectingLayout(
            for: expression.primaryAttribute.kind == .vertical ? .vertical : .horizontal)
    }

    func make(
        _ relation: NSLayoutConstraint.Relation, _ other: AnchorExpression?, multiplier: CGFloat = 1,
        constant: CGFloat = 0
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            first: expression, relation: relation, second: other, multiplier: multiplier, constant: constant)
    }

    /// `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor.expression)
    }

    /// `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor.expression)
    }

    /// `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor.expression)
    }

    /// `self == anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor.expression, constant: c)
    }

    /// `self >= anchor + c`.
    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor.expression, constant: c)
    }

    /// `self <= anchor + c`.
    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor.expression, constant: c)
    }
}

/// An anchor on the horizontal axis (leading, trailing, left, right, centre X).
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// A dimension measuring from this anchor to `otherAnchor`.
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(offsetFrom: expression, to: otherAnchor.expression)
    }

    /// `self == anchor + multiplier × the system spacing` (8 points between siblings).
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    { make(.equal, anchor.expression, constant: SystemSpacing.standard * multiplier) }

    /// `self >= anchor + multiplier × the system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    { make(.greaterThanOrEqual, anchor.expression, constant: SystemSpacing.standard * multiplier) }

    /// `self <= anchor + multiplier × the system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    { make(.lessThanOrEqual, anchor.expression, constant: SystemSpacing.standard * multiplier) }
}

/// An anchor on the vertical axis (top, bottom, centre Y, baselines).
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// A dimension measuring from this anchor to `otherAnchor`.
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(offsetFrom: expression, to: otherAnchor.expression)
    }

    /// `self == anchor + multiplier × the system spacing` (8 points between views; between baselines, the
    /// spacing the fonts ask for).
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    { make(.equal, anchor.expression, constant: SystemSpacing.vertical(below: anchor, self) * multiplier) }

    /// `self >= anchor + multiplier × the system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor.expression, constant: SystemSpacing.vertical(below: anchor, self) * multiplier)
    }

    /// `self <= anchor + multiplier × the system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    { make(.lessThanOrEqual, anchor.expression, constant: SystemSpacing.vertical(below: anchor, self) * multiplier) }
}

/// An anchor for a width or height (or the distance between two anchors).
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    convenience init(offsetFrom start: AnchorExpression, to end: AnchorExpression) {
        let negated = start.terms.map { term in
            AnchorExpression.Term(item: term.item, attribute: term.attribute, coefficient: -term.coefficient)
        }
        self.init(AnchorExpression(terms: end.terms + negated))
    }

    /// `self == c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    /// `self >= c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }
    /// `self <= c`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c)
    }

    /// `self == m × anchor`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor.expression, multiplier: m)
    }
    /// `self >= m × anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor.expression, multiplier: m)
    }
    /// `self <= m × anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor.expression, multiplier: m)
    }
    /// `self == m × anchor + c`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    { make(.equal, anchor.expression, multiplier: m, constant: c) }
    /// `self >= m × anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    { make(.greaterThanOrEqual, anchor.expression, multiplier: m, constant: c) }
    /// `self <= m × anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    { make(.lessThanOrEqual, anchor.expression, multiplier: m, constant: c) }
}

/// UIKit's standard spacings.
@MainActor
enum SystemSpacing {
    /// Between sibling views, and what `constraint(equalToSystemSpacingAfter:multiplier:)` uses (8 points).
    static let standard: CGFloat = 8
    /// Between a view and its superview's edge in the visual format language (`|-[view]`: 20 points).
    static let superviewEdge: CGFloat = 20

    /// The vertical system spacing: between two baselines, the lower label's line height rounded up (UIKit derives
    /// it from the fonts); between other anchors, the standard 8 points.
    static func vertical(below upper: NSLayoutYAxisAnchor, _ lower: NSLayoutYAxisAnchor) -> CGFloat {
        let baselines: Set<NSLayoutConstraint.Attribute> = [.firstBaseline, .lastBaseline]
        guard baselines.contains(upper.expression.primaryAttribute),
            baselines.contains(lower.expression.primaryAttribute),
            let label = lower.expression.primaryItem as? UILabel, let font = label.font
        else { return standard }
        return font.lineHeight.rounded(.up)
    }
}
