/// One side of a constraint: a sum of item attributes with coefficients. An ordinary anchor is one term; the
/// dimension `anchorWithOffset(to:)` makes is the difference of two.
@MainActor
struct AnchorExpression {
    /// One item attribute with its coefficient; the item is held weakly, as UIKit's constraints do not keep their
    /// items alive.
    struct Term {
        weak var item: AnyObject?
        let attribute: NSLayoutConstraint.Attribute
        let coefficient: CGFloat
    }

    var terms: [Term]

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        terms = [Term(item: item, attribute: attribute, coefficient: 1)]
    }

    init(terms: [Term]) { self.terms = terms }

    /// The items still alive.
    var items: [AnyObject] { terms.compactMap(\.item) }

    /// The item UIKit reports as `firstItem`/`secondItem`: the one item of a simple anchor.
    var primaryItem: AnyObject? { terms.first?.item }

    /// The attribute UIKit reports for the side.
    var primaryAttribute: NSLayoutConstraint.Attribute { terms.first?.attribute ?? .notAnAttribute }

    /// The name used in descriptions and diagnostics, as UIKit prints anchors (`UILabel:0x….leading`).
    var name: String {
        terms.enumerated().map { index, term in
            let itemName = term.item.map(LayoutDescription.name(of:)) ?? "nil"
            let sign = term.coefficient < 0 ? "-" : (index == 0 ? "" : "+")
            return "\(sign)\(itemName).\(term.attribute.name)"
        }.joined()
    }
}

/// How constraints and items print in diagnostics.
@MainActor
enum LayoutDescription {
    /// `UILabel:0x…'text'` for views (with an accessibility identifier or label text when there is one) and the
    /// guide's identifier for layout guides.
    static func name(of item: AnyObject) -> String {
        let address = "0x" + String(UInt(bitPattern: ObjectIdentifier(item).hashValue), radix: 16)
        if let guide = item as? UILayoutGuide {
            let owner = guide.owningView.map { name(of: $0) } ?? "nil"
            return "UILayoutGuide:\(address)'\(guide.identifier)'(\(owner))"
        }
        let typeName = String(describing: type(of: item))
        if let view = item as? UIView {
            if let identifier = view.accessibilityIdentifier { return "\(typeName):\(address)'\(identifier)'" }
            if let label = view as? UILabel, let text = label.text { return "\(typeName):\(address)'\(text)'" }
        }
        return "\(typeName):\(address)"
    }
}
