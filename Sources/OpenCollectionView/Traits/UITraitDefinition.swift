/// A trait a trait collection carries, named by its type when registering for changes (iOS 17's
/// `UITraitDefinition`). The system traits below are the ones `UITraitCollection` has here.
public protocol UITraitDefinition {
    /// A stable identifier for the trait.
    static var identifier: String { get }
    /// A name for debugging.
    static var name: String { get }
    /// Whether a change of this trait can change how colours resolve.
    static var affectsColorAppearance: Bool { get }
}

/// A trait type, as `registerForTraitChanges(_:handler:)` takes them (UIKit's `UITrait`, `UITraitDefinition.Type`).
public typealias UITrait = any UITraitDefinition.Type

/// Light or dark appearance (`UITraitCollection.userInterfaceStyle`).
public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static var identifier: String { "UITraitUserInterfaceStyle" }
    public static var name: String { "UserInterfaceStyle" }
    public static var affectsColorAppearance: Bool { true }
}

/// The layout direction (`UITraitCollection.layoutDirection`).
public enum UITraitLayoutDirection: UITraitDefinition {
    public static var identifier: String { "UITraitLayoutDirection" }
    public static var name: String { "LayoutDirection" }
    public static var affectsColorAppearance: Bool { false }
}

/// The Dynamic Type size (`UITraitCollection.preferredContentSizeCategory`).
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static var identifier: String { "UITraitPreferredContentSizeCategory" }
    public static var name: String { "PreferredContentSizeCategory" }
    public static var affectsColorAppearance: Bool { false }
}

/// The horizontal size class (`UITraitCollection.horizontalSizeClass`).
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    public static var identifier: String { "UITraitHorizontalSizeClass" }
    public static var name: String { "HorizontalSizeClass" }
    public static var affectsColorAppearance: Bool { false }
}

/// The vertical size class (`UITraitCollection.verticalSizeClass`).
public enum UITraitVerticalSizeClass: UITraitDefinition {
    public static var identifier: String { "UITraitVerticalSizeClass" }
    public static var name: String { "VerticalSizeClass" }
    public static var affectsColorAppearance: Bool { false }
}

/// Points to pixels (`UITraitCollection.displayScale`).
public enum UITraitDisplayScale: UITraitDefinition {
    public static var identifier: String { "UITraitDisplayScale" }
    public static var name: String { "DisplayScale" }
    public static var affectsColorAppearance: Bool { true }
}

/// The device family (`UITraitCollection.userInterfaceIdiom`).
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
    public static var identifier: String { "UITraitUserInterfaceIdiom" }
    public static var name: String { "UserInterfaceIdiom" }
    public static var affectsColorAppearance: Bool { true }
}

extension UITraitCollection {
    /// Whether `trait` has another value in `other` (`false` for traits this collection does not carry).
    func changes(_ trait: UITrait, comparedTo other: UITraitCollection) -> Bool {
        switch ObjectIdentifier(trait) {
        case ObjectIdentifier(UITraitUserInterfaceStyle.self): userInterfaceStyle != other.userInterfaceStyle
        case ObjectIdentifier(UITraitLayoutDirection.self): layoutDirection != other.layoutDirection
        case ObjectIdentifier(UITraitPreferredContentSizeCategory.self):
            preferredContentSizeCategory != other.preferredContentSizeCategory
        case ObjectIdentifier(UITraitHorizontalSizeClass.self): horizontalSizeClass != other.horizontalSizeClass
        case ObjectIdentifier(UITraitVerticalSizeClass.self): verticalSizeClass != other.verticalSizeClass
        case ObjectIdentifier(UITraitDisplayScale.self): displayScale != other.displayScale
        case ObjectIdentifier(UITraitUserInterfaceIdiom.self): userInterfaceIdiom != other.userInterfaceIdiom
        default: false
        }
    }
}
