/// The size people prefer for text — the Dynamic Type setting (UIKit's `UIContentSizeCategory`), from extra small to
/// the five accessibility sizes. Categories compare by size: `.extraSmall < .large < .accessibilityMedium`.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// UIKit's raw value (`UICTContentSizeCategoryL` …).
    public let rawValue: String

    /// A category from UIKit's raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No preference given: text uses the default (`.large`) sizes.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large, the default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// Extra extra extra large, the largest size outside the accessibility sizes.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// Accessibility medium (AX1).
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Accessibility large (AX2).
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// Accessibility extra large (AX3).
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility extra extra large (AX4).
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// Accessibility extra extra extra large (AX5), the largest.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Every specified category, smallest first.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The category's place in `ordered` (unspecified and unknown categories rank as `.large`).
    var rank: Int { Self.ordered.firstIndex(of: self) ?? 3 }

    /// The category text is sized for: this one, or `.large` when unspecified or unknown.
    var resolved: UIContentSizeCategory { Self.ordered.contains(self) ? self : .large }

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { rank >= 7 && Self.ordered.contains(self) }

    /// Orders categories by text size.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { lhs.rank < rhs.rank }

    /// Posted (by the default notification center) when a window scene's preferred content size category changes;
    /// the new category is under `newValueUserInfoKey`.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The `userInfo` key of the new category in `didChangeNotification`.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}

/// An object whose font follows the preferred content size category (UIKit's `UIContentSizeCategoryAdjusting`,
/// adopted by `UILabel`).
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Whether the font updates by itself when the category changes; the font must come from
    /// `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics.scaledFont(for:)`.
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UIContentSizeCategory {
    /// The category of the window scene being worked on, readable from any thread (`UIFont.preferredFont` is not
    /// bound to the main actor); window scenes keep it up to date.
    static var current: UIContentSizeCategory { currentStorage.withLock { $0 } }

    private static let currentStorage = LockedValue<UIContentSizeCategory>(.large)

    /// Records the category of the scene now being worked on.
    static func setCurrent(_ category: UIContentSizeCategory) {
        currentStorage.withLock { $0 = category.resolved }
    }
}
