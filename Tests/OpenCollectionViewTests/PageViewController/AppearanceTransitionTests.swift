// Host-driven: drives time through OpenCollectionView's own API, so it does not compile against UIKit
// (see docs/Testing.md).
import OpenCollectionView
import Testing

/// A custom container that drives its children's appearance itself.
@MainActor
private final class ManualContainer: UIViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

/// `shouldAutomaticallyForwardAppearanceMethods`, `beginAppearanceTransition(_:animated:)` and
/// `endAppearanceTransition()`, as Apple documents them (UIViewController, "shouldAutomaticallyForwardAppearanceMethods":
/// a container that returns `false` "is responsible for telling the child when its views are going to appear or
/// disappear" by calling those two methods; "Implementing a Container View Controller": begin/end calls must be
/// balanced), and as UIKit's appearance states make repeated calls idempotent (a second `beginAppearanceTransition(true,…)`
/// while appearing calls nothing; UIKit logs "Unbalanced calls to begin/end appearance transitions" otherwise).
@MainActor
struct AppearanceTransitionTests {
    @Test func aContainerThatDoesNotForwardGivesItsChildrenNoCallbacksUntilItDrivesThem() {
        let sink = EventSink()
        let container = ManualContainer()
        let child = LifecycleLogger("child", sink: sink)
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        let host = HeadlessHost(rootViewController: container)
        host.layout()
        // The container appeared; its child heard nothing (with forwarding it would hear willAppear…didAppear, as
        // AppearanceCallbackTests.aContainersChildHearsItAfterItsParent shows).
        #expect(sink.entries.isEmpty)
        child.beginAppearanceTransition(true, animated: false)
        #expect(sink.entries == ["child willAppear"])
        host.layout()
        child.endAppearanceTransition()
        #expect(sink.entries == ["child willAppear", "child isAppearing", "child didAppear"])
        sink.entries.removeAll()
        // The container disappearing does not reach the child either.
        host.session.close()
        #expect(sink.entries.isEmpty)
    }

    @Test func beginAndEndAreBalanced() {
        let sink = EventSink()
        let container = ManualContainer()
        let child = LifecycleLogger("child", sink: sink)
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        let host = HeadlessHost(rootViewController: container)
        host.layout()
        child.beginAppearanceTransition(true, animated: true)
        child.beginAppearanceTransition(true, animated: true)
        host.layout()
        child.endAppearanceTransition()
        child.endAppearanceTransition()
        #expect(sink.entries == ["child willAppear", "child isAppearing", "child didAppear"])
        sink.entries.removeAll()
        // Appearing again while appeared does nothing; disappearing then ends with didDisappear, once.
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        child.beginAppearanceTransition(false, animated: false)
        child.beginAppearanceTransition(false, animated: false)
        child.endAppearanceTransition()
        child.endAppearanceTransition()
        #expect(sink.entries == ["child willDisappear", "child didDisappear"])
    }

    @Test func aTransitionBegunTheOtherWayEndsThatWay() {
        // UIKit's cancelled interactive transition (the order of a cancelled pop, AppearanceCallbackTests): a
        // disappearance begun while appearing, then ended, leaves the controller disappeared.
        let sink = EventSink()
        let container = ManualContainer()
        let child = LifecycleLogger("child", sink: sink)
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        let host = HeadlessHost(rootViewController: container)
        host.layout()
        child.beginAppearanceTransition(true, animated: true)
        child.beginAppearanceTransition(false, animated: true)
        child.endAppearanceTransition()
        #expect(sink.entries == ["child willAppear", "child willDisappear", "child didDisappear"])
        sink.entries.removeAll()
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        #expect(sink.entries == ["child willAppear", "child isAppearing", "child didAppear"])
    }

    @Test func aForwardingContainersChildDisappearsWithIt() {
        let sink = EventSink()
        let container = LifecycleLogger("parent", sink: sink)
        let child = LifecycleLogger("child", sink: sink)
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        let host = HeadlessHost(rootViewController: container)
        host.layout()
        sink.entries.removeAll()
        host.session.close()
        #expect(
            sink.entries == [
                "parent willDisappear", "child willDisappear", "parent didDisappear", "child didDisappear",
            ])
    }
}
