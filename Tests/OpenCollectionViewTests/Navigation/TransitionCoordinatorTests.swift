// Host-driven: drives time and touches through OpenCollectionView's own API, so it does not compile against UIKit
// (see docs/Testing.md).
import OpenCollectionView
import Testing

/// A controller's `transitionCoordinator` during pushes, pops, presentations and dismissals. Apple's documentation
/// (UIViewController, "transitionCoordinator"): the coordinator of the presentation or dismissal in progress, else
/// an ancestor's; `nil` when no transition runs. UIViewControllerTransitionCoordinator: alongside animations run
/// with the transition's animations, completions after them; `notifyWhenInteractionChanges(_:)` handlers run when
/// an interactive transition's interaction ends, whose context's `isCancelled` tells whether it is cancelling.
@MainActor
struct TransitionCoordinatorTests {
    static let phone = CGSize(width: 390, height: 844)

    func setUp() -> (UINavigationController, LifecycleLogger, HeadlessHost, EventSink) {
        let sink = EventSink()
        let root = LifecycleLogger("root", sink: sink)
        let navigation = UINavigationController(rootViewController: root)
        let host = HeadlessHost(
            rootViewController: navigation, size: Self.phone,
            safeAreaInsets: NavigationControllerStackTests.phoneInsets)
        host.layout()
        sink.entries.removeAll()
        return (navigation, root, host, sink)
    }

    @Test func thereIsNoCoordinatorAtRestOrForAnUnanimatedPush() {
        let (navigation, root, host, _) = setUp()
        #expect(root.transitionCoordinator == nil)
        #expect(navigation.transitionCoordinator == nil)
        let detail = LifecycleLogger("detail", sink: EventSink())
        var seen: [Bool] = []
        detail.onWillAppear = { seen.append($0.transitionCoordinator != nil) }
        navigation.pushViewController(detail, animated: false)
        host.layout()
        #expect(seen == [false])
    }

    @Test func anAnimatedPushDescribesItselfToBothSides() throws {
        let (navigation, root, host, _) = setUp()
        let detail = LifecycleLogger("detail", sink: EventSink())
        var coordinator: (any UIViewControllerTransitionCoordinator)?
        detail.onWillAppear = { coordinator = $0.transitionCoordinator }
        navigation.pushViewController(detail, animated: true)
        let context = try #require(coordinator)
        #expect(context.isAnimated)
        #expect(!context.isInteractive)
        #expect(!context.initiallyInteractive)
        #expect(!context.isCancelled)
        #expect(context.transitionDuration == 0.35)
        #expect(context.presentationStyle == .none)
        #expect(context.viewController(forKey: .from) === root)
        #expect(context.viewController(forKey: .to) === detail)
        #expect(context.view(forKey: .from) === root.view)
        #expect(context.view(forKey: .to) === detail.view)
        #expect(context.containerView === detail.view.superview)
        // The children see their parent's coordinator, and so does the navigation controller.
        #expect(root.transitionCoordinator === context)
        #expect(navigation.transitionCoordinator === context)
        host.advance(by: 1)
        #expect(detail.transitionCoordinator == nil)
        #expect(navigation.transitionCoordinator == nil)
    }

    @Test func alongsideAnimationsRunInsideThePushAndCompletionsAfterIt() throws {
        let (navigation, _, host, sink) = setUp()
        let detail = LifecycleLogger("detail", sink: sink)
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        detail.onWillAppear = { controller in
            controller.view.addSubview(badge)
            controller.transitionCoordinator?.animate(
                alongsideTransition: { _ in
                    badge.alpha = 0
                    sink.entries.append("alongside")
                },
                completion: { context in
                    sink.entries.append("completion cancelled=\(context.isCancelled) \(context.percentComplete)")
                })
        }
        navigation.pushViewController(detail, animated: true)
        #expect(badge.alpha == 0)
        host.advance(by: 0.1)
        // Mid-slide the badge is fading, not gone: the change runs in the push's animation.
        let shown = try #require(badge.layer.presentation()).opacity
        #expect(shown > 0 && shown < 1)
        host.advance(by: 1)
        #expect(badge.layer.presentation()?.opacity == 0)
        #expect(
            sink.entries == [
                "root willDisappear", "detail willAppear", "detail isAppearing", "alongside",
                "completion cancelled=false 1.0", "root didDisappear", "detail didAppear",
            ])
    }

    @Test func aCancelledEdgeSwipeReportsItAndTheNavigationBarTweakIsRestored() throws {
        let (navigation, root, host, sink) = setUp()
        let detail = LifecycleLogger("detail", sink: sink)
        navigation.pushViewController(detail, animated: false)
        host.layout()
        navigation.navigationBar.tintColor = .systemRed
        sink.entries.removeAll()
        var coordinator: (any UIViewControllerTransitionCoordinator)?
        // The common pattern: the controller beneath tints the bar alongside the pop and puts the tint back when
        // the pop is cancelled.
        root.onWillAppear = { controller in
            guard let transition = controller.transitionCoordinator else { return }
            coordinator = transition
            transition.animate(
                alongsideTransition: { _ in navigation.navigationBar.tintColor = .systemBlue },
                completion: { context in
                    sink.entries.append("completion cancelled=\(context.isCancelled)")
                    if context.isCancelled { navigation.navigationBar.tintColor = .systemRed }
                })
            transition.notifyWhenInteractionChanges { context in
                sink.entries.append(
                    "interaction ended cancelled=\(context.isCancelled) interactive=\(context.isInteractive)")
            }
        }
        let finger = host.touchDown(at: CGPoint(x: 5, y: 400))
        for x in stride(from: 25, through: 105, by: 20) {
            host.advance(by: 1.0 / 60)
            host.touchMove(finger, to: CGPoint(x: CGFloat(x), y: 400))
        }
        let context = try #require(coordinator)
        #expect(context.initiallyInteractive)
        #expect(context.isInteractive)
        #expect(context.viewController(forKey: .from) === detail)
        #expect(context.viewController(forKey: .to) === root)
        // The finger has moved the top view about a quarter of the width.
        #expect(context.percentComplete > 0.15 && context.percentComplete < 0.3)
        host.advance(by: 0.3)
        host.touchUp(finger, at: CGPoint(x: 105, y: 400))
        host.advance(by: 1)
        #expect(context.isCancelled)
        #expect(!context.isInteractive)
        #expect(
            sink.entries == [
                "detail willDisappear", "root willAppear", "root isAppearing",
                "interaction ended cancelled=true interactive=false", "completion cancelled=true", "root willDisappear",
                "root didDisappear", "detail willAppear", "detail isAppearing", "detail didAppear",
            ])
        #expect(navigation.navigationBar.tintColor == .systemRed)
        #expect(navigation.viewControllers == [root, detail])
        #expect(root.transitionCoordinator == nil)
    }

    @Test func aFinishedEdgeSwipeKeepsTheAlongsideChange() {
        let (navigation, root, host, sink) = setUp()
        let detail = LifecycleLogger("detail", sink: sink)
        navigation.pushViewController(detail, animated: false)
        host.layout()
        navigation.navigationBar.tintColor = .systemRed
        sink.entries.removeAll()
        root.onWillAppear = { controller in
            controller.transitionCoordinator?.animate(
                alongsideTransition: { _ in navigation.navigationBar.tintColor = .systemBlue },
                completion: { context in
                    if context.isCancelled { navigation.navigationBar.tintColor = .systemRed }
                })
            controller.transitionCoordinator?.notifyWhenInteractionChanges { context in
                sink.entries.append("interaction ended cancelled=\(context.isCancelled)")
            }
        }
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3, hold: 0.3)
        host.advance(by: 1)
        #expect(navigation.viewControllers == [root])
        #expect(sink.entries.contains("interaction ended cancelled=false"))
        #expect(navigation.navigationBar.tintColor == .systemBlue)
    }

    @Test func aPresentationAndItsDismissalHaveCoordinators() throws {
        let sink = EventSink()
        let root = LifecycleLogger("root", sink: sink)
        let host = HeadlessHost(rootViewController: root, size: Self.phone)
        host.layout()
        let modal = LifecycleLogger("modal", sink: sink)
        modal.modalPresentationStyle = .fullScreen
        var presenting: (any UIViewControllerTransitionCoordinator)?
        modal.onWillAppear = { presenting = $0.transitionCoordinator }
        var completions: [String] = []
        root.present(modal, animated: true)
        let presentation = try #require(presenting)
        #expect(presentation.presentationStyle == .fullScreen)
        #expect(presentation.viewController(forKey: .from) === root)
        #expect(presentation.viewController(forKey: .to) === modal)
        #expect(presentation.view(forKey: .to) === modal.view)
        #expect(presentation.containerView === modal.view.superview)
        // The presenter sees the same coordinator.
        #expect(root.transitionCoordinator === presentation)
        presentation.animate(alongsideTransition: nil) { _ in completions.append("presented") }
        host.advance(by: 1)
        #expect(completions == ["presented"])
        #expect(modal.transitionCoordinator == nil)
        #expect(root.transitionCoordinator == nil)
        modal.dismiss(animated: true)
        let dismissal = try #require(modal.transitionCoordinator)
        #expect(dismissal.viewController(forKey: .from) === modal)
        #expect(dismissal.viewController(forKey: .to) === root)
        #expect(dismissal.view(forKey: .to) === root.view)
        dismissal.animate(alongsideTransition: nil) { _ in completions.append("dismissed") }
        host.advance(by: 1)
        #expect(completions == ["presented", "dismissed"])
        #expect(root.transitionCoordinator == nil)
    }

    @Test func aChildOfThePushedControllerSeesItsParentsCoordinator() {
        let (navigation, _, host, _) = setUp()
        let container = UIViewController()
        let child = LifecycleLogger("child", sink: EventSink())
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        var seen: (any UIViewControllerTransitionCoordinator)?
        child.onWillAppear = { seen = $0.transitionCoordinator }
        navigation.pushViewController(container, animated: true)
        #expect(seen != nil)
        #expect(seen === navigation.transitionCoordinator)
        host.advance(by: 1)
    }
}
