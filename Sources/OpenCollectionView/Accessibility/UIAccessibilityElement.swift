/// An accessibility element that is not a view: a part of a view that draws several things itself, as in UIKit.
///
/// A view lists its elements in `accessibilityElements`; each element's frame follows its container when it is given
/// in the container's coordinates (`accessibilityFrameInContainerSpace`).
@preconcurrency @MainActor
open class UIAccessibilityElement: NSObject {
    /// Creates an element inside a container (a view, or another element).
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    /// The view or element that contains this element.
    open weak var accessibilityContainer: AnyObject?

    /// Whether assistive apps reach this element (default `false`, as UIKit documents for everything but its
    /// standard controls: set it when the element should be reached).
    open var isAccessibilityElement = false
    /// What the element is, in a few words.
    open var accessibilityLabel: String?
    /// The element's current value, when it has one that its label does not say.
    open var accessibilityValue: String?
    /// What activating the element does, when its label does not say.
    open var accessibilityHint: String?
    /// How the element behaves.
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// A string that identifies the element for tests.
    open var accessibilityIdentifier: String?
    /// The element's frame in screen (window) coordinates: `accessibilityFrameInContainerSpace` converted from the
    /// nearest container view when that is set, else the frame set here.
    open var accessibilityFrame: CGRect {
        get { resolvedAccessibilityFrame }
        set { explicitFrame = newValue }
    }
    private var explicitFrame = CGRect.zero
    /// The element's frame in its container view's coordinates; when set, `accessibilityFrame` follows the container.
    open var accessibilityFrameInContainerSpace: CGRect = .zero
    /// The element's own elements, when it is a container too.
    open var accessibilityElements: [Any]?
    /// The kind of container the element is.
    open var accessibilityContainerType: UIAccessibilityContainerType = .none
    /// Actions offered besides activation.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    /// Whether the element's own elements are hidden from assistive apps.
    open var accessibilityElementsHidden = false
    /// Whether assistive apps ignore the element's siblings.
    open var accessibilityViewIsModal = false
    /// Whether the element's own elements are read together, before anything outside it.
    open var shouldGroupAccessibilityChildren = false

    /// Activates the element; return `true` when handled (the default does nothing and answers `false`).
    open func accessibilityActivate() -> Bool { false }
    /// Increases the value of an adjustable element.
    open func accessibilityIncrement() {}
    /// Decreases the value of an adjustable element.
    open func accessibilityDecrement() {}
    /// Scrolls the content by a page; return `true` when handled.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }

    /// The frame in window coordinates: `accessibilityFrameInContainerSpace` converted from the nearest container
    /// view, else the frame set.
    var resolvedAccessibilityFrame: CGRect {
        guard !accessibilityFrameInContainerSpace.isEmpty else { return explicitFrame }
        var container = accessibilityContainer
        while let element = container as? UIAccessibilityElement { container = element.accessibilityContainer }
        guard let view = container as? UIView else { return explicitFrame }
        return view.convert(accessibilityFrameInContainerSpace, to: nil)
    }
}
