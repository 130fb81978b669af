/// How a focused item shows its focus (UIKit's `UIFocusEffect`); `effect()` is the system's default look.
@preconcurrency @MainActor
open class UIFocusEffect: NSObject {
    override init() { super.init() }

    /// The system's default effect, with metrics taken from the focus item: a halo around its bounds.
    public static func effect() -> UIFocusEffect { UIFocusEffect() }
}
