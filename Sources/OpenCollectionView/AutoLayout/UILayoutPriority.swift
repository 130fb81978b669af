/// The priority of a constraint, from 1 to 1000 (`required`), as in UIKit.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    /// The priority's value.
    public var rawValue: Float

    /// Creates a priority from its value.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// Creates a priority from its value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// Creates a priority from a float literal.
    public init(floatLiteral value: Float) { rawValue = value }

    /// Creates a priority from an integer literal.
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// A required constraint (1000).
    public static let required = UILayoutPriority(1000)
    /// The priority a button resists compression with (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority a button hugs its content with (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The level `systemLayoutSizeFitting(_:)` asks for the target size at (50).
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// The priority of a window-scene resize drag (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority the scene's size is held at during a drag (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority of a drag that cannot resize the scene (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority raised by `rhs`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    /// A priority lowered by `rhs`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }

    /// The solver weight of the priority: the priority itself for optional constraints (so that, of two conflicting
    /// constraints, the higher priority is the one satisfied), the solver's required strength at 1000.
    var strength: Double {
        rawValue >= 1000 ? ConstraintSolver.required : Double(max(rawValue, 0))
    }
}
