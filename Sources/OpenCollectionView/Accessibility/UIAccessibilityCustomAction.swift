/// An action an assistive app offers on an element besides activating it (VoiceOver's actions rotor), as in UIKit.
///
/// Only the closure form exists here: UIKit's `init(name:target:selector:)` needs the Objective-C runtime
/// (docs/Deviations.md).
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// What the action does, as assistive apps say it.
    open var name: String
    /// An image that stands for the action (Switch Control shows it).
    open var image: UIImage?
    /// Runs the action and answers whether it succeeded.
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

    /// Creates an action with a name and a handler that answers whether it succeeded.
    public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }

    /// Creates an action with a name, an image and a handler that answers whether it succeeded.
    public init(name: String, image: UIImage?, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.image = image
        self.actionHandler = actionHandler
        super.init()
    }

    /// Runs the handler; `false` without one.
    func perform() -> Bool { actionHandler?(self) ?? false }
}
