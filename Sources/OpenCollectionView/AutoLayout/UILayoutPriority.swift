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

    /// The strength a scroll view's content guide holds the current `contentSize` at: below every priority, so that
    /// any content constraint decides the content size.
    static let scrollContentSizeStrength = 0.5

    /// The solver strength of the priority: the priority itself for optional constraints (the solver ranks
    /// strengths strictly, so a higher priority wins over any number of lower ones), the solver's required strength
    /// at 1000.
    var strength: Double {
        rawValue >= 1000 ? ConstraintSolver.required : Double(max(rawValue, 0))
    }
}
