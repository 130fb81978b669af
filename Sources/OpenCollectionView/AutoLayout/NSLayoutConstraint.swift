/// A relationship between two layout attributes that the Auto Layout engine satisfies:
/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`, as in UIKit.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The part of an item's alignment rectangle a constraint refers to.
    public enum Attribute: Int, Sendable {
        case left = 1
        case right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    /// How the two sides of a constraint compare.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    /// A layout axis.
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// The first side: its anchor (an item's attribute, or the distance between two anchors).
    private(set) var first: AnchorExpression
    /// The second side, or `nil` for a constant-only constraint.
    private(set) var second: AnchorExpression?

    /// Creates a constraint `item.attribute relation multiplier × toItem.attribute + constant` (UIKit's designated
    /// form). Invalid combinations (leading/trailing against left/right, a location against a size or a constant) are
    /// reported as diagnostics and make a constraint that is never installed. A horizontal location may be tied to a
    /// vertical one, as UIKit allows (SnapKit's own tests install `left == top`).
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        let firstItem = view1 as AnyObject
        let secondItem = view2.map { $0 as AnyObject }
        var problem: String?
        if !(firstItem is UIView || firstItem is UILayoutGuide) || attr1 == .notAnAttribute {
            problem = "Constraint items must each be a view or layout guide."
        } else if let secondItem {
            if !(secondItem is UIView || secondItem is UILayoutGuide) || attr2 == .notAnAttribute {
                problem = "Constraint items must each be a view or layout guide."
            } else if attr1.isDirectional && attr2.isAbsoluteHorizontal
                || attr1.isAbsoluteHorizontal && attr2.isDirectional
            {
                // UIKit's (Foundation's) argument check, word for word.
                problem =
                    "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
                    + "Use leading/trailing for both or neither."
            } else if (attr1.kind == .dimension) != (attr2.kind == .dimension) {
                problem = "A multiplier of a location for a size is not allowed."
            }
        } else if attr1.kind != .dimension {
            // Without a second item UIKit ignores the second attribute: SnapKit's `make.width.equalTo(50)` passes
            // `toItem: nil, attribute: .width`.
            problem =
                "A constraint cannot be made between \(attr1.name) and a constant. Location attributes must be "
                + "specified in pairs."
        }
        if let problem {
            OpenCollectionViewDiagnostics.report(.misuse, "NSInvalidArgumentException: \(problem)")
        }
        let first = AnchorExpression(item: firstItem, attribute: attr1)
        let second = secondItem.map { AnchorExpression(item: $0, attribute: attr2) }
        self.init(
            first: first, relation: relation, second: second, multiplier: multiplier, constant: c,
            valid: problem == nil)
    }

    /// Creates a constraint without items that is never installed: UIKit's designated initializer (`NSObject`'s
    /// `init()`). Being the only designated initializer, it lets subclasses in other modules (SnapKit's
    /// `LayoutConstraint`) inherit `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`, as they
    /// do from UIKit.
    public override init() {
        first = AnchorExpression(terms: [])
        relation = .equal
        multiplier = 1
        constant = 0
        isValid = false
        objectIdentifiers = []
        involvesScrollView = false
        super.init()
    }

    convenience init(
        first: AnchorExpression, relation: Relation, second: AnchorExpression?, multiplier: CGFloat,
        constant: CGFloat, valid: Bool = true
    ) {
        self.init()
        self.first = first
        self.second = second
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        self.isValid = valid
        let objects = first.items + (second?.items ?? [])
        objectIdentifiers = objects.map(ObjectIdentifier.init)
        involvesScrollView = objects.contains { $0 is UIScrollView }
    }

    /// Whether the constraint's items and attributes make a valid constraint.
    private(set) var isValid: Bool
    /// The identities of the constraint's items, read without touching its weak references (the engine's lookups).
    private(set) var objectIdentifiers: [ObjectIdentifier]
    /// Whether an item is a scroll view (whose edges may stand for its content area).
    private(set) var involvesScrollView: Bool

    /// The first item (a view or layout guide).
    open var firstItem: AnyObject? { first.primaryItem }
    /// The first item's attribute.
    open var firstAttribute: Attribute { first.primaryAttribute }
    /// The second item, or `nil` for a constant size.
    open var secondItem: AnyObject? { second?.primaryItem }
    /// The second item's attribute (`.notAnAttribute` without a second item).
    open var secondAttribute: Attribute { second?.primaryAttribute ?? .notAnAttribute }
    /// The first side as an anchor.
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor<AnyObject>(first) }
    /// The second side as an anchor, if there is one.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? { second.map { NSLayoutAnchor<AnyObject>($0) } }
    /// The relation between the two sides.
    public private(set) var relation: Relation
    /// The multiplier applied to the second side.
    public private(set) var multiplier: CGFloat

    /// The constant added to the second side; changing it re-solves incrementally.
    open var constant: CGFloat {
        didSet { if constant != oldValue { notifyEnginesOfChange() } }
    }

    /// The priority (default `required`). UIKit forbids changing a required priority to optional (or back) while
    /// the constraint is active; that is reported and ignored here as it is an exception there.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if isActive && (priority == .required) != (oldValue == .required) {
                OpenCollectionViewDiagnostics.report(
                    .misuse,
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                        + "supported.  You passed priority \(priority.rawValue) and the existing priority was "
                        + "\(oldValue.rawValue).")
                priority = oldValue
                return
            }
            notifyEnginesOfChange()
        }
    }

    /// A name shown when the constraint is printed.
    open var identifier: String?

    /// Whether archiving keeps the constraint (kept for source compatibility; there is no archiving here).
    open var shouldBeArchived = false

    /// The view the constraint is installed on (the items' closest common ancestor) while active.
    weak var installedOn: UIView?

    /// The engine the constraint is in while active.
    var engineHost: LayoutEngine? { installedOn?.layoutEngineHost }

    /// Tells the engines that hold the constraint (the hierarchy's, kept fitting engines) its constant or priority
    /// changed.
    private func notifyEnginesOfChange() {
        guard let installedOn else { return }
        installedOn.layoutEngineHost?.constraintChanged(self)
        installedOn.forEachFittingEngine { $0.constraintChanged(self) }
        installedOn.autoLayoutChangedForSelfSizing()
    }

    /// Whether the constraint takes part in layout; activating installs it on the items' closest common ancestor.
    open var isActive: Bool {
        get { installedOn != nil }
        set {
            if newValue { NSLayoutConstraint.activate([self]) } else { NSLayoutConstraint.deactivate([self]) }
        }
    }

    /// Activates each constraint (UIKit's efficient batch form of setting `isActive`).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints where constraint.installedOn == nil {
            guard constraint.isValid else { continue }
            guard let ancestor = constraint.commonAncestor() else {
                OpenCollectionViewDiagnostics.report(
                    .misuse,
                    "Unable to activate constraint with anchors \(constraint.first.name) and "
                        + "\(constraint.second?.name ?? "nil") because they have no common ancestor.  Does the "
                        + "constraint or its anchors reference items in different view hierarchies?  That's illegal.")
                continue
            }
            ancestor.install(constraint)
        }
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.installedOn?.uninstall(constraint) }
    }

    /// The views the constraint's items belong to (a guide belongs to its owning view).
    var views: [UIView] {
        (first.items + (second?.items ?? [])).compactMap { item in
            (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
        }
    }

    /// The closest view that is an ancestor (or self) of every item's view, or `nil` when none is.
    func commonAncestor() -> UIView? {
        // The common cases without walking the hierarchy: one view, siblings, a view and its superview.
        if second == nil, first.terms.count == 1, let view = first.primaryItem as? UIView { return view }
        if first.terms.count == 1, let second, second.terms.count == 1, let a = first.primaryItem as? UIView,
            let b = second.primaryItem as? UIView
        {
            if a === b { return a }
            if let parent = a.superview, parent === b.superview { return parent }
            if a.superview === b { return b }
            if b.superview === a { return a }
        }
        let items = first.items + (second?.items ?? [])
        var ancestor: UIView?
        for item in items {
            let view: UIView
            if let itemView = item as? UIView {
                view = itemView
            } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
                view = owner
            } else {
                return nil
            }
            guard let current = ancestor else {
                ancestor = view
                continue
            }
            var candidate: UIView? = current
            while let found = candidate, !view.isDescendant(of: found) { candidate = found.superview }
            guard let found = candidate else { return nil }
            ancestor = found
        }
        return ancestor
    }

    nonisolated open override var description: String {
        MainActor.assumeIsolated { layoutDescription }
    }

    /// The description as UIKit prints constraints: `<NSLayoutConstraint 'name' UIView:0x….width == 100>`.
    var layoutDescription: String {
        let relationText = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        var right = second.map { second in
            multiplier == 1 ? second.name : "\(format(multiplier))*\(second.name)"
        }
        if constant != 0 || right == nil {
            let magnitude = format(abs(constant))
            right = right.map { "\($0) \(constant < 0 ? "-" : "+") \(magnitude)" } ?? format(constant)
        }
        let name = identifier.map { "'\($0)' " } ?? ""
        let priorityText = priority == .required ? "" : "   (priority \(format(CGFloat(priority.rawValue))))"
        return "<NSLayoutConstraint \(name)\(first.name) \(relationText) \(right ?? "")\(priorityText)>"
    }

    private func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%g", Double(value))
    }
}

extension NSLayoutConstraint.Attribute {
    enum Kind { case horizontal, vertical, dimension }

    /// The axis or dimension the attribute measures.
    var kind: Kind {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin, .centerYWithinMargins:
            return .vertical
        case .width, .height, .notAnAttribute: return .dimension
        }
    }

    /// Whether the attribute follows the layout direction (leading, trailing and their margins).
    var isDirectional: Bool { [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self) }
    /// Whether the attribute is a left or right edge (or margin), which ignore the layout direction.
    var isAbsoluteHorizontal: Bool { [.left, .right, .leftMargin, .rightMargin].contains(self) }

    /// The attribute's name as UIKit prints it.
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}
