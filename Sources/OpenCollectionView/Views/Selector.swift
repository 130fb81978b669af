/// The name of an action method, standing in for the Objective-C `SEL` that Linux Swift lacks.
///
/// UIKit code writes `#selector(copy(_:))`; here it writes `Selector("copy:")` or one of the standard edit
/// actions below (`.copy`, `.cut`, `.paste` …). See `docs/Deviations.md`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The Objective-C style name, e.g. `"copy:"`.
    public let name: String

    /// A selector with the given name.
    public init(_ name: String) { self.name = name }

    public init(stringLiteral value: String) { self.name = value }

    public var description: String { name }

    /// `cut(_:)` of `UIResponderStandardEditActions`.
    public static let cut = Selector("cut:")
    /// `copy(_:)` of `UIResponderStandardEditActions`.
    public static let copy = Selector("copy:")
    /// `paste(_:)` of `UIResponderStandardEditActions`.
    public static let paste = Selector("paste:")
    /// `delete(_:)` of `UIResponderStandardEditActions`.
    public static let delete = Selector("delete:")
    /// `select(_:)` of `UIResponderStandardEditActions`.
    public static let select = Selector("select:")
    /// `selectAll(_:)` of `UIResponderStandardEditActions`.
    public static let selectAll = Selector("selectAll:")
}
