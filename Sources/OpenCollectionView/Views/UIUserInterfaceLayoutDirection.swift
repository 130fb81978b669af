/// The direction in which an interface lays out its content: left to right, or right to left (Arabic, Hebrew).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Content flows from left to right.
    case leftToRight
    /// Content flows from right to left.
    case rightToLeft
}

/// How a view's content is arranged when the interface switches between left-to-right and right-to-left.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follows the interface's layout direction.
    case unspecified
    /// Playback controls (play, rewind), which always lay out left to right.
    case playback
    /// Directional controls (a D-pad, text alignment choices), which always lay out left to right.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}

extension UIApplication {
    /// The layout direction of the app's interface: right to left when the preferred language is written right to
    /// left, as UIKit derives it from the app's localization.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        let language = Locale.preferredLanguages.first ?? "en"
        return Locale.Language(identifier: language).characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}

extension UIView {
    /// The layout direction a view with `attribute` uses in an interface laid out left to right or right to left.
    public class func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute, relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: layoutDirection
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    /// The layout direction a view with `attribute` uses in the app's interface.
    public class func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute
    ) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// The direction this view's own content is laid out in: its `semanticContentAttribute` applied to its trait
    /// collection's layout direction (the app's when the traits leave it unspecified).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        let inherited: UIUserInterfaceLayoutDirection =
            switch traitCollection.layoutDirection {
            case .leftToRight: .leftToRight
            case .rightToLeft: .rightToLeft
            case .unspecified: UIApplication.shared.userInterfaceLayoutDirection
            }
        return UIView.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: inherited)
    }
}
