/// The family of device an interface is laid out for.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone, pad, tv, carPlay
    case mac = 5
    case vision = 6
}

/// A coarse description of the space along one axis: compact or regular.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// The direction of the interface's layout.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight, rightToLeft
}

/// The traits of an interface environment: idiom, size classes, display scale, appearance and layout direction
/// (UIKit's `UITraitCollection`). Each window scene has its own; views and view controllers answer their window's.
public final class UITraitCollection: NSObject, Sendable {
    /// The interface idiom.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Points to pixels (0 when unspecified).
    public let displayScale: CGFloat
    /// Light or dark appearance.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The layout direction.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// The Dynamic Type text size people prefer (`.unspecified` when not set).
    public let preferredContentSizeCategory: UIContentSizeCategory

    /// A trait collection with every trait unspecified.
    public override convenience init() { self.init(idiom: .unspecified) }

    private init(
        idiom: UIUserInterfaceIdiom, horizontal: UIUserInterfaceSizeClass = .unspecified,
        vertical: UIUserInterfaceSizeClass = .unspecified, scale: CGFloat = 0,
        style: UIUserInterfaceStyle = .unspecified, direction: UITraitEnvironmentLayoutDirection = .unspecified,
        contentSize: UIContentSizeCategory = .unspecified
    ) {
        userInterfaceIdiom = idiom
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        displayScale = scale
        userInterfaceStyle = style
        layoutDirection = direction
        preferredContentSizeCategory = contentSize
    }

    /// A trait collection with only the display scale specified.
    public convenience init(displayScale: CGFloat) { self.init(idiom: .unspecified, scale: displayScale) }
    /// A trait collection with only the idiom specified.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) { self.init(idiom: idiom) }
    /// A trait collection with only the horizontal size class specified.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(idiom: .unspecified, horizontal: horizontalSizeClass)
    }
    /// A trait collection with only the vertical size class specified.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(idiom: .unspecified, vertical: verticalSizeClass)
    }
    /// A trait collection with only the appearance specified.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(idiom: .unspecified, style: userInterfaceStyle)
    }
    /// A trait collection with only the layout direction specified.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(idiom: .unspecified, direction: layoutDirection)
    }

    /// A trait collection with only the preferred content size category specified.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(idiom: .unspecified, contentSize: preferredContentSizeCategory)
    }

    /// Combines `traitCollections`: for each trait, the last collection that specifies it wins.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func last<T: Equatable>(_ trait: (UITraitCollection) -> T, unspecified: T) -> T {
            traitCollections.last { trait($0) != unspecified }.map(trait) ?? unspecified
        }
        self.init(
            idiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
            horizontal: last(\.horizontalSizeClass, unspecified: .unspecified),
            vertical: last(\.verticalSizeClass, unspecified: .unspecified),
            scale: last(\.displayScale, unspecified: 0),
            style: last(\.userInterfaceStyle, unspecified: .unspecified),
            direction: last(\.layoutDirection, unspecified: .unspecified),
            contentSize: last(\.preferredContentSizeCategory, unspecified: .unspecified))
    }

    /// Whether every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
            && (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
            && (trait.preferredContentSizeCategory == .unspecified
                || trait.preferredContentSizeCategory == preferredContentSizeCategory)
    }

    /// Whether the size classes differ from `other`'s.
    public func hasDifferentSizeClass(comparedTo other: UITraitCollection?) -> Bool {
        horizontalSizeClass != other?.horizontalSizeClass || verticalSizeClass != other?.verticalSizeClass
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return containsTraits(in: other) && other.containsTraits(in: self)
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(userInterfaceIdiom)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(displayScale)
        hasher.combine(userInterfaceStyle)
        hasher.combine(layoutDirection)
        hasher.combine(preferredContentSizeCategory)
        return hasher.finalize()
    }

    /// The traits of a window of `size` on a screen of `scale`, as UIKit assigns them to devices: a window whose
    /// shorter side is under 600 points is a phone (compact width unless at least 896 wide, as the largest
    /// iPhones in landscape; compact height in landscape), a larger one a pad (regular both ways, compact width
    /// under 600 wide, as split-screen iPads).
    static func forWindow(
        of size: CGSize, scale: CGFloat, contentSizeCategory: UIContentSizeCategory = .large,
        style: UIUserInterfaceStyle = .light, direction: UITraitEnvironmentLayoutDirection = .leftToRight,
        reusing current: UITraitCollection? = nil
    ) -> UITraitCollection {
        let isPhone = min(size.width, size.height) < 600
        let horizontal: UIUserInterfaceSizeClass =
            size.width >= (isPhone ? 896 : 600) ? .regular : .compact
        let vertical: UIUserInterfaceSizeClass = isPhone && size.width > size.height ? .compact : .regular
        // `current` when it already has these traits (a window resized within its size classes keeps its
        // collection instead of making an equal one every frame).
        if let current, current.userInterfaceIdiom == (isPhone ? .phone : .pad),
            current.horizontalSizeClass == horizontal, current.verticalSizeClass == vertical,
            current.displayScale == scale, current.userInterfaceStyle == style, current.layoutDirection == direction,
            current.preferredContentSizeCategory == contentSizeCategory
        {
            return current
        }
        return UITraitCollection(
            idiom: isPhone ? .phone : .pad, horizontal: horizontal, vertical: vertical, scale: scale, style: style,
            direction: direction, contentSize: contentSizeCategory)
    }
}

/// An object with traits that hears when they change: views, view controllers, scenes (UIKit's
/// `UITraitEnvironment`).
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The current traits.
    var traitCollection: UITraitCollection { get }
    /// Called after the traits changed from `previousTraitCollection`.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
