#if OPENCOLLECTIONVIEW_COMPATIBILITY_TEST
    import UIKit

    /// Under UIKit: a window holding the view under test. It offers only `layout()`, so a behaviour test that also
    /// drives time or touches (`advance(by:)`, `tap(at:)` …) does not compile against UIKit — such tests live in
    /// files without the compatibility header (see `docs/Testing.md`).
    @MainActor
    final class WindowHost {
        let window: UIWindow

        init(window: UIWindow) { self.window = window }

        /// Lays the window out now.
        func layout() { window.layoutIfNeeded() }
    }

    /// A window of `size` whose root view holds `view`: the common setup of behaviour tests.
    @MainActor
    func hostedInWindow(_ view: UIView, size: CGSize = CGSize(width: 400, height: 400)) -> WindowHost {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        let controller = UIViewController()
        window.rootViewController = controller
        window.isHidden = false
        controller.view.addSubview(view)
        return WindowHost(window: window)
    }
#else
    import OpenCollectionView

    /// A headless host whose root view holds `view`: the common setup of behaviour tests.
    @MainActor
    func hostedInWindow(_ view: UIView, size: CGSize = CGSize(width: 400, height: 400)) -> HeadlessHost {
        let controller = UIViewController()
        let host = HeadlessHost(rootViewController: controller, size: size)
        controller.view.addSubview(view)
        return host
    }
#endif
