/// Traits an app sets for a window scene, winning over the system's (iOS 17's `UITraitOverrides`). Here it carries
/// the preferred content size category (setting it re-sizes Dynamic Type text in every window of the scene), the
/// appearance and the layout direction.
public struct UITraitOverrides: Equatable, Sendable {
    /// The overriding content size category (`.unspecified`: follow the system).
    public var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    /// The overriding appearance (`.unspecified`: follow the system).
    public var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// The overriding layout direction (`.unspecified`: follow the system).
    public var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified

    /// No overrides.
    public init() {}

    /// Removes every override.
    public mutating func removeAll() { self = UITraitOverrides() }
}

/// A view that resizes its text when the content size category changes (labels whose
/// `adjustsFontForContentSizeCategory` is set, and any cell or content view that adopts it).
@preconcurrency @MainActor
protocol ContentSizeCategoryResponding: UIView {
    /// Called after the window's traits changed to `category`, before the next layout pass.
    func contentSizeCategoryDidChange(to category: UIContentSizeCategory)
}

extension UILabel: UIContentSizeCategoryAdjusting, ContentSizeCategoryResponding {
    func contentSizeCategoryDidChange(to category: UIContentSizeCategory) {
        guard adjustsFontForContentSizeCategory, let font else { return }
        let adjusted = font.adjusted(to: category)
        if adjusted.pointSize != font.pointSize { self.font = adjusted }
    }
}

extension UIWindow {
    /// After a content size category change: labels that adjust take their new fonts, every view lays out and
    /// re-measures its intrinsic size, and each collection view invalidates its layout and asks its visible cells
    /// and supplementary views for their preferred sizes again, so self-sizing rows grow and shrink as in UIKit.
    func contentSizeCategoryChanged() {
        let category = traitCollection.preferredContentSizeCategory
        var collectionViews: [UICollectionView] = []
        func visit(_ view: UIView) {
            (view as? ContentSizeCategoryResponding)?.contentSizeCategoryDidChange(to: category)
            view.invalidateIntrinsicContentSize()
            view.setNeedsLayout()
            if let collectionView = view as? UICollectionView { collectionViews.append(collectionView) }
            for subview in view.subviews { visit(subview) }
        }
        visit(self)
        for collectionView in collectionViews.reversed() { collectionView.contentSizeCategoryChanged() }
    }
}

extension UICollectionView {
    /// Invalidates the layout and re-measures the self-sizing views on screen after a content size change.
    func contentSizeCategoryChanged() {
        collectionViewLayout.invalidateLayout()
        for view in visible.views.values {
            view.layoutIfNeeded()
            if let attributes = view.appliedAttributes { requestPreferredAttributes(of: view, for: attributes) }
        }
        setNeedsLayout()
    }
}

extension UIWindowScene {
    /// The text size the system asks for — a host's setting (the browser page's `?text=`, a test), as the Settings
    /// app's Larger Text is on iOS; the app's `traitOverrides` still win. Changing it re-sizes Dynamic Type text.
    @_spi(Host) public var preferredContentSizeCategorySetting: UIContentSizeCategory {
        get { systemContentSizeCategory }
        set { systemContentSizeCategory = newValue }
    }
}

extension UIContentSizeCategory {
    /// The category named as in Swift (`"extraSmall"` … `"accessibilityExtraExtraExtraLarge"`), or by UIKit's raw
    /// value; `nil` for anything else.
    @_spi(Host) public init?(name: String) {
        let names = [
            "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
            "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
            "accessibilityExtraExtraExtraLarge",
        ]
        if let index = names.firstIndex(of: name) {
            self = Self.ordered[index]
        } else if let category = Self.ordered.first(where: { $0.rawValue == name }) {
            self = category
        } else {
            return nil
        }
    }
}

extension UIApplication {
    /// The content size category of the window scene being worked on (UIKit: the app's Dynamic Type setting).
    public var preferredContentSizeCategory: UIContentSizeCategory {
        UIWindowScene.current.traitCollection.preferredContentSizeCategory
    }
}
