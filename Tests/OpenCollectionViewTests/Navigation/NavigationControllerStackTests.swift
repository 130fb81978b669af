// Host-driven: drives time and touches through OpenCollectionView's own API, so it does not compile against UIKit
// (see docs/Testing.md).
import OpenCollectionView
import Testing

/// Records a navigation controller's delegate calls into the shared log.
@MainActor
final class NavigationDelegateLogger: UINavigationControllerDelegate {
    let sink: EventSink
    init(sink: EventSink) { self.sink = sink }

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        sink.entries.append("willShow \((viewController as? AppearanceLogger)?.name ?? "?")")
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        sink.entries.append("didShow \((viewController as? AppearanceLogger)?.name ?? "?")")
    }
}

@MainActor
struct NavigationControllerStackTests {
    /// An iPhone 14-sized window: 47-point status bar, 34-point home indicator.
    static let phoneInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    func setUp() -> (UINavigationController, AppearanceLogger, HeadlessHost, EventSink) {
        let sink = EventSink()
        let root = AppearanceLogger("root")
        root.sink = sink
        let navigation = UINavigationController(rootViewController: root)
        let host = HeadlessHost(
            rootViewController: navigation, size: CGSize(width: 390, height: 844), safeAreaInsets: Self.phoneInsets)
        host.layout()
        sink.entries.removeAll()
        return (navigation, root, host, sink)
    }

    @Test func theRootAppearsWithTheNavigationController() {
        let sink = EventSink()
        let root = AppearanceLogger("root")
        root.sink = sink
        let navigation = UINavigationController(rootViewController: root)
        let host = HeadlessHost(rootViewController: navigation, size: CGSize(width: 390, height: 844))
        host.layout()
        #expect(sink.entries == ["root willAppear", "root didAppear"])
        #expect(navigation.viewControllers == [root])
        #expect(navigation.topViewController === root)
        #expect(root.navigationController === navigation)
        #expect(root.parent === navigation)
        #expect(root.view.window === host.window)
    }

    @Test func onlyTheTopControllerAppearsWhenTheStackIsShownFirst() {
        let sink = EventSink()
        let root = AppearanceLogger("root")
        root.sink = sink
        let detail = AppearanceLogger("detail")
        detail.sink = sink
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(detail, animated: true)
        let host = HeadlessHost(rootViewController: navigation, size: CGSize(width: 390, height: 844))
        host.layout()
        #expect(sink.entries == ["detail willAppear", "detail didAppear"])
        #expect(root.viewIfLoaded?.window == nil)
    }

    @Test func pushAndPopCallAppearanceMethodsInUIKitOrder() {
        let (navigation, root, host, sink) = setUp()
        let delegate = NavigationDelegateLogger(sink: sink)
        navigation.delegate = delegate
        let detail = AppearanceLogger("detail")
        detail.sink = sink
        navigation.pushViewController(detail, animated: true)
        // UIKit: the old top's willDisappear, then the new one's willAppear, at the start of the slide.
        #expect(sink.entries == ["root willDisappear", "detail willAppear", "willShow detail"])
        // As in UIKit, the stack changes at once, while the slide still runs.
        #expect(navigation.viewControllers == [root, detail])
        host.advance(by: 1)
        // didDisappear and didAppear come after the slide, then the delegate's didShow.
        #expect(
            sink.entries == [
                "root willDisappear", "detail willAppear", "willShow detail", "root didDisappear", "detail didAppear",
                "didShow detail",
            ])
        #expect(root.viewIfLoaded?.window == nil)
        #expect(detail.view.window === host.window)
        sink.entries.removeAll()

        let popped = navigation.popViewController(animated: true)
        #expect(popped === detail)
        #expect(sink.entries == ["detail willDisappear", "root willAppear", "willShow root"])
        host.advance(by: 1)
        #expect(
            sink.entries == [
                "detail willDisappear", "root willAppear", "willShow root", "detail didDisappear", "root didAppear",
                "didShow root",
            ])
        #expect(navigation.viewControllers == [root])
        #expect(detail.parent == nil)
        #expect(detail.navigationController == nil)
    }

    @Test func anUnanimatedPushFinishesAtOnce() {
        let (navigation, _, host, sink) = setUp()
        let detail = AppearanceLogger("detail")
        detail.sink = sink
        navigation.pushViewController(detail, animated: false)
        #expect(sink.entries == ["root willDisappear", "detail willAppear", "root didDisappear", "detail didAppear"])
        #expect(detail.view.frame == navigation.view.bounds)
        #expect(detail.view.window === host.window)
    }

    @Test func thePushedViewSlidesInFromTheRightWhileTheOldOneMovesAThirdAsFar() throws {
        let (navigation, root, host, _) = setUp()
        let detail = UIViewController()
        navigation.pushViewController(detail, animated: true)
        host.advance(by: 0.1)
        let incoming = try #require(detail.view.layer.presentation()).frame.minX
        let outgoing = try #require(root.view.layer.presentation()).frame.minX
        // UIKit's push: the new view comes in from the trailing edge over about 0.35 s; the old one moves left
        // about a third as far (parallax).
        #expect(incoming > 0 && incoming < 390)
        #expect(outgoing < 0 && outgoing > -390 * 0.35)
        #expect(abs(outgoing / (incoming - 390) - 0.3) < 0.02)
        host.advance(by: 0.5)
        #expect(detail.view.frame.minX == 0)
        #expect(root.viewIfLoaded?.superview == nil)
    }

    @Test func popToRootRemovesEveryControllerAbove() {
        let (navigation, root, host, _) = setUp()
        let second = UIViewController()
        let third = UIViewController()
        navigation.pushViewController(second, animated: false)
        navigation.pushViewController(third, animated: false)
        #expect(navigation.viewControllers == [root, second, third])
        let popped = navigation.popToRootViewController(animated: true)
        #expect(popped == [second, third])
        #expect(navigation.viewControllers == [root])
        host.advance(by: 1)
        #expect(second.parent == nil && third.parent == nil)
        #expect(root.view.window === host.window)
        #expect(navigation.popViewController(animated: true) == nil)
    }

    @Test func popToViewControllerStopsAtThatController() {
        let (navigation, root, host, _) = setUp()
        let second = UIViewController()
        let third = UIViewController()
        let fourth = UIViewController()
        navigation.setViewControllers([root, second, third, fourth], animated: false)
        #expect(fourth.view.window === host.window)
        let popped = navigation.popToViewController(second, animated: false)
        #expect(popped == [third, fourth])
        #expect(navigation.viewControllers == [root, second])
        #expect(second.view.window === host.window)
    }

    @Test func setViewControllersSlidesAsAPushWhenTheTopIsNew() {
        let (navigation, root, host, sink) = setUp()
        let replacement = AppearanceLogger("replacement")
        replacement.sink = sink
        navigation.setViewControllers([replacement], animated: true)
        #expect(navigation.viewControllers == [replacement])
        host.advance(by: 1)
        #expect(
            sink.entries == [
                "root willDisappear", "replacement willAppear", "root didDisappear", "replacement didAppear",
            ])
        #expect(root.parent == nil)
        #expect(replacement.navigationController === navigation)
    }

    @Test func pushingTheSameControllerTwiceIsRefused() {
        let (navigation, root, host, _) = setUp()
        navigation.pushViewController(root, animated: false)
        #expect(root.view.window === host.window)
        #expect(navigation.viewControllers == [root])
    }

    @Test func visibleViewControllerIsThePresentedOne() {
        let (navigation, root, host, _) = setUp()
        #expect(navigation.visibleViewController === root)
        let modal = UIViewController()
        root.present(modal, animated: false)
        host.layout()
        #expect(navigation.visibleViewController === modal)
        #expect(navigation.topViewController === root)
    }
}
