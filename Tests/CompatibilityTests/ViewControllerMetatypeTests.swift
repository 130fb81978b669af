import Testing
import UIKit

/// Building view controllers from a list of types, as screen catalogues and routers do.
///
/// On iOS `let type: UIViewController.Type = MyViewController.self; type.init()` compiles because UIKit's
/// initializers are Objective-C ones, inherited at run time (UIKit declares `init(nibName:bundle:)` designated and
/// `init?(coder:)` required; `init()` comes from `NSObject`). Swift on Linux builds from a metatype only through a
/// `required` initializer, and making `init()` required would force every subclass with its own designated
/// initializer to write one too, so client code changes instead (docs/Deviations.md): keep factories (`MyViewController.init`)
/// instead of types, or give the types a base class with a `required init()`.
@MainActor
struct ViewControllerMetatypeTests {
    final class Plain: UIViewController {}

    final class Titled: UIViewController {
        let name: String
        init(name: String) {
            self.name = name
            super.init(nibName: nil, bundle: nil)
        }
        convenience init() { self.init(name: "Titled") }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    /// The smallest change: a list of factories instead of a list of types.
    @Test func factoriesReplaceMetatypes() {
        let screens: [() -> UIViewController] = [Plain.init, Titled.init]
        let built = screens.map { $0() }
        #expect(built[0] is Plain)
        #expect((built[1] as? Titled)?.name == "Titled")
    }

    class Screen: UIViewController {
        required init() { super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class Settings: Screen {}

    /// Keeping the types: a base class with a `required init()`, and the metatype typed with it.
    @Test func aBaseClassWithARequiredInitBuildsFromItsMetatype() {
        let type: Screen.Type = Settings.self
        #expect(type.init() is Settings)
    }
}
