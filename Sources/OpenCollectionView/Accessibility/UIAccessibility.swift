/// UIKit's `UIAccessibility` namespace: posting notifications to assistive apps and asking which are running.
///
/// Here the assistive app is whatever a host builds from the accessibility tree (`AccessibilityTree`): the web host
/// mirrors it to ARIA for the browser's screen reader. `isVoiceOverRunning` answers `true` while a host mirrors the
/// current scene's accessibility, so apps that do extra work only for VoiceOver do it exactly when someone listens.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// A notification an app posts to assistive apps, as in UIKit (the raw values are UIKit's).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// UIKit's number for the notification.
        public let rawValue: UInt32

        /// A notification from its number.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen appeared; the argument is the element to focus or a string to speak.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed; the argument is the element to focus or a string to speak.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Speak the argument (a string) now.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument is a string describing the new position ("Page 2 of 5").
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Posted on `NotificationCenter.default` when `isVoiceOverRunning` changes.
    public static let voiceOverStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")

    /// Whether VoiceOver is running: here, whether a host mirrors the current scene's accessibility.
    public static var isVoiceOverRunning: Bool { UIWindowScene.current.accessibilityState.isMirrored }

    /// Posts a notification to assistive apps with an optional argument (a string to speak, or the element to
    /// move focus to). The current scene keeps it for its host while a host mirrors accessibility
    /// (`UIWindowScene.takeAccessibilityNotifications()`); otherwise, as in UIKit with VoiceOver off, nobody hears it.
    public static func post(notification: Notification, argument: Any?) {
        post(notification: notification, argument: argument, in: UIWindowScene.current)
    }

    /// Posts to a given scene's host (UIKit's own posts, such as `.screenChanged` after a push or a presentation).
    static func post(notification: Notification, argument: Any?, in scene: UIWindowScene?) {
        guard let scene, scene.accessibilityState.isMirrored else { return }
        var posted = PostedNotification(notification: notification)
        if let text = argument as? String {
            posted.text = text
        } else if let text = argument as? NSAttributedString {
            posted.text = text.string
        } else if let element = argument as AnyObject?, element is UIView || element is UIAccessibilityElement {
            posted.elementID = AccessibilityTreeNode.id(of: element)
        }
        scene.accessibilityState.posted.append(posted)
    }

    /// A notification as a host receives it.
    @_spi(Host) public struct PostedNotification: Hashable, Sendable {
        /// Which notification was posted.
        public var notification: Notification
        /// The string to speak, when the argument was one.
        public var text: String?
        /// The `AccessibilityTreeNode.id` of the element to focus, when the argument was one.
        public var elementID: Int?

        /// A posted notification.
        public init(notification: Notification, text: String? = nil, elementID: Int? = nil) {
            self.notification = notification
            self.text = text
            self.elementID = elementID
        }
    }
}

/// A scene's accessibility state: whether a host mirrors it, and the notifications posted since the host last took
/// them.
struct SceneAccessibilityState {
    var isMirrored = false
    /// Whether a host ever mirrored the scene.
    var wasMirrored = false
    var posted: [UIAccessibility.PostedNotification] = []
}

extension UIWindowScene {
    /// Whether a host mirrors this scene's accessibility (what `UIAccessibility.isVoiceOverRunning` answers); setting
    /// it posts `voiceOverStatusDidChangeNotification`, clearing it drops notifications nobody took.
    @_spi(Host) public var mirrorsAccessibility: Bool {
        get { accessibilityState.isMirrored }
        set {
            guard newValue != accessibilityState.isMirrored else { return }
            accessibilityState.isMirrored = newValue
            if newValue { accessibilityState.wasMirrored = true }
            if !newValue { accessibilityState.posted.removeAll() }
            NotificationCenter.default.post(name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
        }
    }

    /// Whether a host mirrored this scene and has stopped (`mirrorsAccessibility` set, then cleared): its mirror
    /// sends no tree.
    @_spi(Host) public var stoppedMirroringAccessibility: Bool {
        accessibilityState.wasMirrored && !accessibilityState.isMirrored
    }

    /// The notifications posted in this scene since the last call, oldest first (a host speaks them through a live
    /// region).
    @_spi(Host) public func takeAccessibilityNotifications() -> [UIAccessibility.PostedNotification] {
        defer { accessibilityState.posted.removeAll() }
        return accessibilityState.posted
    }
}
