/// The `<constraint>` elements of a view's `<constraints>`: items by id (the view holding the list when
/// `firstItem` is absent), attributes by IB's names, relation, multiplier (`0.5`, a fraction `8/10` or a ratio `16:9`), constant,
/// priority and identifier. Each is installed on the view that holds it, as UIKit's nib loading does.
@MainActor
enum NibConstraints {
    static func install(_ elements: [NibElement], in container: UIView, loader: NibLoader) {
        for element in elements where element.name == "constraint" {
            // `placeholder="YES"`: "remove at build time" in IB.
            if element.bool("placeholder") == true { continue }
            guard let constraint = make(element, container: container, loader: loader) else { continue }
            if let id = element["id"] { loader.objects[id] = constraint }
            container.addConstraint(constraint)
        }
    }

    private static func make(_ element: NibElement, container: UIView, loader: NibLoader) -> NSLayoutConstraint? {
        guard let firstAttribute = element["firstAttribute"].flatMap(attribute) else {
            loader.diagnostics.report("unknown firstAttribute \(element["firstAttribute"] ?? "none")", at: element)
            return nil
        }
        guard let firstItem = item(element["firstItem"], container: container, element: element, loader: loader)
        else { return nil }
        var secondItem: AnyObject?
        var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
        if let name = element["secondAttribute"] {
            guard let parsed = attribute(name) else {
                loader.diagnostics.report("unknown secondAttribute \(name)", at: element)
                return nil
            }
            secondAttribute = parsed
            guard let resolved = item(element["secondItem"], container: container, element: element, loader: loader)
            else { return nil }
            secondItem = resolved
        }
        let relation: NSLayoutConstraint.Relation =
            switch element["relation"] {
            case "greaterThanOrEqual": .greaterThanOrEqual
            case "lessThanOrEqual": .lessThanOrEqual
            default: .equal
            }
        var multiplier: CGFloat = 1
        if let text = element["multiplier"] {
            guard let parsed = Self.multiplier(text) else {
                loader.diagnostics.report("multiplier \(text) is not a number, a fraction or a ratio", at: element)
                return nil
            }
            multiplier = parsed
        }
        let constraint = NSLayoutConstraint(
            item: firstItem, attribute: firstAttribute, relatedBy: relation, toItem: secondItem,
            attribute: secondAttribute, multiplier: multiplier,
            constant: element.number("constant") ?? 0)
        if let priority = element.number("priority") { constraint.priority = UILayoutPriority(Float(priority)) }
        if let identifier = element["identifier"] { constraint.identifier = identifier }
        return constraint
    }

    /// The view or layout guide with `id`, or `container` when there is no id.
    private static func item(_ id: String?, container: UIView, element: NibElement, loader: NibLoader) -> AnyObject? {
        guard let id else { return container }
        if let object = loader.objects[id], object is UIView || object is UILayoutGuide { return object }
        loader.diagnostics.report("constraint item \(id) is not a view or layout guide of the nib", at: element)
        return nil
    }

    /// A multiplier as Interface Builder writes it: a number (`0.5`), a fraction (`8/10`, as typed in IB's
    /// multiplier field) or a ratio (`16:9`, aspect ratios); `nil` for anything else or a zero denominator.
    static func multiplier(_ text: String) -> CGFloat? {
        for separator: Character in ["/", ":"] where text.contains(separator) {
            let parts = text.split(separator: separator, omittingEmptySubsequences: false)
            guard parts.count == 2, let top = Double(parts[0].trimmingCharacters(in: .whitespaces)),
                let bottom = Double(parts[1].trimmingCharacters(in: .whitespaces)), bottom != 0,
                (top / bottom).isFinite
            else { return nil }
            return CGFloat(top / bottom)
        }
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else { return nil }
        return CGFloat(value)
    }

    private static func attribute(_ name: String) -> NSLayoutConstraint.Attribute? {
        switch name {
        case "left": .left
        case "right": .right
        case "top": .top
        case "bottom": .bottom
        case "leading": .leading
        case "trailing": .trailing
        case "width": .width
        case "height": .height
        case "centerX": .centerX
        case "centerY": .centerY
        case "baseline", "lastBaseline": .lastBaseline
        case "firstBaseline": .firstBaseline
        case "leftMargin": .leftMargin
        case "rightMargin": .rightMargin
        case "topMargin": .topMargin
        case "bottomMargin": .bottomMargin
        case "leadingMargin": .leadingMargin
        case "trailingMargin": .trailingMargin
        case "centerXWithinMargins": .centerXWithinMargins
        case "centerYWithinMargins": .centerYWithinMargins
        default: nil
        }
    }
}
