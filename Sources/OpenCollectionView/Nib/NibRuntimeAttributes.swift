/// The value of a user-defined runtime attribute (`<userDefinedRuntimeAttribute type="…" keyPath="…">`), typed as
/// Interface Builder types it.
public enum UINibAttributeValue: Sendable, Equatable {
    /// `type="string"` (and `localizedString`).
    case string(String)
    /// `type="number"`: an `<integer>` or `<real>` value.
    case number(Double)
    /// `type="boolean"`.
    case boolean(Bool)
    /// `type="color"`.
    case color(UIColor)
    /// `type="point"`.
    case point(CGPoint)
    /// `type="size"`.
    case size(CGSize)
    /// `type="rect"`.
    case rect(CGRect)

    /// The number as a `CGFloat`, or `nil` for other values.
    public var cgFloat: CGFloat? { if case .number(let value) = self { CGFloat(value) } else { nil } }
    /// The number as an `Int`, or `nil` for other values.
    public var int: Int? { if case .number(let value) = self { Int(value) } else { nil } }
    /// The string, or `nil` for other values.
    public var string: String? { if case .string(let value) = self { value } else { nil } }
    /// The boolean, or `nil` for other values.
    public var bool: Bool? { if case .boolean(let value) = self { value } else { nil } }
    /// The colour, or `nil` for other values.
    public var color: UIColor? { if case .color(let value) = self { value } else { nil } }
}

/// An object that takes user-defined runtime attributes for key paths of its own (UIKit sets them with key-value
/// coding, which Linux lacks). The key paths of `UIView` and its layer that IB offers (`layer.cornerRadius`,
/// `layer.borderWidth`, `layer.borderColor`, `layer.masksToBounds`, `clipsToBounds`, `alpha`, `tag`, `isHidden`,
/// `backgroundColor`, `tintColor`, `accessibilityIdentifier`, `accessibilityLabel`) need nothing.
///
/// ```swift
/// func setNibValue(_ value: UINibAttributeValue, forKeyPath keyPath: String) -> Bool {
///     guard keyPath == "badgeCount", let count = value.int else { return false }
///     badgeCount = count
///     return true
/// }
/// ```
@MainActor
public protocol UINibKeyValueCoding: AnyObject {
    /// Sets the property at `keyPath`; returns `false` when there is none, which is reported as a diagnostic.
    func setNibValue(_ value: UINibAttributeValue, forKeyPath keyPath: String) -> Bool
}

@MainActor
enum NibRuntimeAttributes {
    /// Applies the `<userDefinedRuntimeAttributes>` of `element` to `object`: the object's own key paths first
    /// (`UINibKeyValueCoding`), then the built-in ones of views.
    static func apply(
        _ element: NibElement, to object: AnyObject, values: NibValueReader, diagnostics: NibDiagnostics
    ) {
        for attribute in element.children(of: "userDefinedRuntimeAttributes") {
            guard let keyPath = attribute["keyPath"] else { continue }
            guard let value = value(of: attribute, values: values) else {
                diagnostics.report("unsupported runtime attribute type \(attribute["type"] ?? "none")", at: attribute)
                continue
            }
            if let receiver = object as? UINibKeyValueCoding, receiver.setNibValue(value, forKeyPath: keyPath) {
                continue
            }
            if let view = object as? UIView, setBuiltIn(value, forKeyPath: keyPath, on: view) { continue }
            diagnostics.report(
                "\(type(of: object)) has no key path \(keyPath) (conform to UINibKeyValueCoding to set it)",
                at: attribute)
        }
    }

    private static func value(of attribute: NibElement, values: NibValueReader) -> UINibAttributeValue? {
        let valueElement = attribute.child(key: "value")
        switch attribute["type"] {
        case "string", "localizedString":
            return (attribute["value"] ?? valueElement?["value"]).map { .string($0) }
        case "number":
            let text = valueElement?["value"] ?? attribute["value"]
            return text.flatMap(Double.init).map { .number($0) }
        case "boolean":
            return attribute["value"].map { .boolean($0 == "YES") }
        case "color":
            return valueElement.flatMap { values.color($0) }.map { .color($0) }
        case "point":
            return valueElement.map { .point(CGPoint(x: $0.number("x") ?? 0, y: $0.number("y") ?? 0)) }
        case "size":
            return valueElement.map { .size(CGSize(width: $0.number("width") ?? 0, height: $0.number("height") ?? 0)) }
        case "rect":
            return valueElement.map { .rect(values.rect($0)) }
        default:
            return nil
        }
    }

    private static func setBuiltIn(_ value: UINibAttributeValue, forKeyPath keyPath: String, on view: UIView) -> Bool {
        switch (keyPath, value) {
        case ("layer.cornerRadius", .number(let radius)): view.layer.cornerRadius = CGFloat(radius)
        case ("layer.borderWidth", .number(let width)): view.layer.borderWidth = CGFloat(width)
        case ("layer.borderColor", .color(let color)): view.layer.borderColor = color.cgColor
        case ("layer.masksToBounds", .boolean(let masks)), ("clipsToBounds", .boolean(let masks)):
            view.clipsToBounds = masks
        case ("alpha", .number(let alpha)): view.alpha = CGFloat(alpha)
        case ("tag", .number(let tag)): view.tag = Int(tag)
        case ("hidden", .boolean(let hidden)), ("isHidden", .boolean(let hidden)): view.isHidden = hidden
        case ("backgroundColor", .color(let color)): view.backgroundColor = color
        case ("tintColor", .color(let color)): view.tintColor = color
        case ("accessibilityIdentifier", .string(let identifier)): view.accessibilityIdentifier = identifier
        case ("accessibilityLabel", .string(let label)): view.accessibilityLabel = label
        default: return false
        }
        return true
    }
}
