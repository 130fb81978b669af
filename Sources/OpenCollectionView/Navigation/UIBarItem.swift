/// The abstract superclass of items shown in bars (`UIBarButtonItem`, `UITabBarItem`), as in UIKit: a title,
/// an image, whether it is enabled, and a tag.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    public override init() { super.init() }

    /// The text shown for the item.
    open var title: String? { didSet { contentChanged() } }
    /// The image shown for the item.
    open var image: UIImage? { didSet { contentChanged() } }
    /// The image for landscape phones (kept for source compatibility; bars here show `image`).
    open var landscapeImagePhone: UIImage?
    /// Whether the item responds to taps (default `true`); a disabled item draws dimmed.
    open var isEnabled = true { didSet { contentChanged() } }
    /// A number the app uses to identify the item.
    open var tag = 0
    /// The identifier UI tests find the item's view by.
    open var accessibilityIdentifier: String? { didSet { contentChanged() } }
    /// What VoiceOver reads for the item (UIKit's informal UIAccessibility on `NSObject`); `nil` reads its title,
    /// or its image's label.
    open var accessibilityLabel: String? { didSet { contentChanged() } }
    /// A hint VoiceOver reads after the label.
    open var accessibilityHint: String? { didSet { contentChanged() } }

    /// The bars showing this item, told when it changes so they redraw it.
    private var observers: [WeakBarItemObserver] = []

    func addObserver(_ observer: some BarItemObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
        observers.append(WeakBarItemObserver(observer: observer))
    }

    func contentChanged() {
        for entry in observers { entry.observer?.barItemDidChange(self) }
    }
}

/// A bar that redraws an item when it changes.
@MainActor
protocol BarItemObserver: AnyObject {
    func barItemDidChange(_ item: UIBarItem)
}

private struct WeakBarItemObserver {
    weak var observer: (any BarItemObserver)?
}
