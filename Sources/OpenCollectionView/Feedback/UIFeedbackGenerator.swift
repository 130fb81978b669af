/// Haptic feedback, as UIKit's generators give it: there is no haptic engine here, so each occurrence is recorded on
/// the scene (`UIWindowScene.feedbackEvents`), where tests read it.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// What a generator produced.
    public enum Event: Equatable, Sendable {
        case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
        case selection
        case notification(UINotificationFeedbackGenerator.FeedbackType)
    }

    /// The view whose scene records the feedback (iOS 17.5's `init(view:)`); the current scene's when `nil`.
    public private(set) weak var view: UIView?

    public override init() { super.init() }

    /// A generator for feedback in `view`'s scene.
    public init(view: UIView) {
        self.view = view
        super.init()
    }

    /// Readies the engine to reduce latency (nothing to ready here).
    open func prepare() {}

    /// How many events a scene keeps (the newest; a web tab lives for hours).
    static let keptEvents = 100

    func record(_ event: Event) {
        let scene = view?.window?.windowScene ?? UIWindowScene.current
        scene.feedbackEvents.append(event)
        if scene.feedbackEvents.count > Self.keptEvents {
            scene.feedbackEvents.removeFirst(scene.feedbackEvents.count - Self.keptEvents)
        }
    }
}

/// Feedback for a collision or a snap into place.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the colliding objects.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    /// The generator's style.
    public let style: FeedbackStyle

    /// A generator of `style` impacts (default `.medium`).
    public init(style: FeedbackStyle = .medium) {
        self.style = style
        super.init()
    }

    /// A generator of `style` impacts in `view`'s scene.
    public init(style: FeedbackStyle, view: UIView) {
        self.style = style
        super.init(view: view)
    }

    /// Produces an impact at full intensity.
    open func impactOccurred() { impactOccurred(intensity: 1) }

    /// Produces an impact at `intensity` (0 … 1).
    open func impactOccurred(intensity: CGFloat) {
        record(.impact(style, intensity: min(max(intensity.isNaN ? 1 : intensity, 0), 1)))
    }
}

/// Feedback for a change of selection (a picker's value, a segment).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Produces the selection-changed feedback.
    open func selectionChanged() { record(.selection) }
}

/// Feedback for a task's outcome.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Produces the feedback for `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) { record(.notification(notificationType)) }
}
