// Host-driven: drives time and touches through OpenCollectionView's own API, so it does not compile against UIKit
// (see docs/Testing.md).
import OpenCollectionView
import Testing

/// A controller that records its appearance callbacks (with `viewIsAppearing`, and the layout callbacks when asked)
/// and what its view looked like when `viewIsAppearing` came.
@MainActor
final class LifecycleLogger: UIViewController {
    let name: String
    let sink: EventSink
    /// Whether `viewWillLayoutSubviews` and `viewDidLayoutSubviews` are recorded too.
    var logsLayout = false
    /// The view's frame, window, safe area and horizontal size class at each `viewIsAppearing`.
    private(set) var appearing:
        [(frame: CGRect, inWindow: Bool, safeArea: UIEdgeInsets, sizeClass: UIUserInterfaceSizeClass)] = []
    /// Runs in `viewWillAppear`, after the entry is recorded.
    var onWillAppear: ((LifecycleLogger) -> Void)?

    init(_ name: String, sink: EventSink) {
        self.name = name
        self.sink = sink
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        sink.entries.append("\(name) willAppear")
        onWillAppear?(self)
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        sink.entries.append("\(name) isAppearing")
        appearing.append(
            (view.frame, view.window != nil, view.safeAreaInsets, traitCollection.horizontalSizeClass))
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        sink.entries.append("\(name) didAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        sink.entries.append("\(name) willDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        sink.entries.append("\(name) didDisappear")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if logsLayout { sink.entries.append("\(name) willLayout") }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if logsLayout { sink.entries.append("\(name) didLayout") }
    }
}

/// `viewIsAppearing(_:)`, as Apple documents it (UIViewController, "viewIsAppearing(_:)"): called once each time the
/// view appears, after `viewWillAppear(_:)`; unlike it, after the view was added to the hierarchy and its superview
/// laid it out, with current traits and accurate geometry; before `viewDidAppear(_:)`. The order against the layout
/// callbacks (willAppear, isAppearing, willLayoutSubviews, didLayoutSubviews, didAppear) is the one WWDC23's "What's
/// new in UIKit" draws for the appearance cycle.
@MainActor
struct AppearanceCallbackTests {
    static let phone = CGSize(width: 390, height: 844)

    @Test func aWindowsRootHearsItBetweenWillAppearAndItsFirstLayout() {
        let sink = EventSink()
        let root = LifecycleLogger("root", sink: sink)
        root.logsLayout = true
        let host = HeadlessHost(rootViewController: root, size: Self.phone)
        host.layout()
        #expect(
            Array(sink.entries.prefix(5)) == [
                "root willAppear", "root isAppearing", "root willLayout", "root didLayout", "root didAppear",
            ])
        #expect(sink.entries.filter { $0 == "root isAppearing" }.count == 1)
        #expect(root.appearing.first?.inWindow == true)
        #expect(root.appearing.first?.frame == CGRect(origin: .zero, size: Self.phone))
        #expect(root.appearing.first?.sizeClass == .compact)
    }

    @Test func anAnimatedPushCallsItBeforeTheSlideWithTheFinalFrameAndSafeArea() {
        let sink = EventSink()
        let root = LifecycleLogger("root", sink: sink)
        let navigation = UINavigationController(rootViewController: root)
        let host = HeadlessHost(
            rootViewController: navigation, size: Self.phone,
            safeAreaInsets: NavigationControllerStackTests.phoneInsets)
        host.layout()
        sink.entries.removeAll()
        let detail = LifecycleLogger("detail", sink: sink)
        navigation.pushViewController(detail, animated: true)
        // Before any time passes: the pushed view is in the window, laid out at the container's size (its
        // origin is off to the right, where the slide starts), under the 44-point bar.
        #expect(sink.entries == ["root willDisappear", "detail willAppear", "detail isAppearing"])
        let seen = detail.appearing.first
        #expect(seen?.inWindow == true)
        #expect(seen?.frame.size == Self.phone)
        #expect(seen?.safeArea.top == 91)
        host.advance(by: 1)
        #expect(
            sink.entries == [
                "root willDisappear", "detail willAppear", "detail isAppearing", "root didDisappear",
                "detail didAppear",
            ])
    }

    @Test func everyAppearanceCallsItOnceAgain() {
        let sink = EventSink()
        let root = LifecycleLogger("root", sink: sink)
        let navigation = UINavigationController(rootViewController: root)
        let host = HeadlessHost(rootViewController: navigation, size: Self.phone)
        host.layout()
        let detail = LifecycleLogger("detail", sink: sink)
        navigation.pushViewController(detail, animated: false)
        host.layout()
        sink.entries.removeAll()
        navigation.popViewController(animated: false)
        host.layout()
        #expect(
            sink.entries == [
                "detail willDisappear", "root willAppear", "root isAppearing", "detail didDisappear", "root didAppear",
            ])
        navigation.pushViewController(detail, animated: true)
        host.advance(by: 1)
        navigation.popViewController(animated: true)
        host.advance(by: 1)
        #expect(root.appearing.count == 3)
        #expect(detail.appearing.count == 2)
        #expect(root.appearing.allSatisfy { $0.inWindow && $0.frame.size == Self.phone })
    }

    @Test func aFullScreenPresentationAndItsDismissalCallIt() {
        let sink = EventSink()
        let root = LifecycleLogger("root", sink: sink)
        let host = HeadlessHost(rootViewController: root, size: Self.phone)
        host.layout()
        sink.entries.removeAll()
        let modal = LifecycleLogger("modal", sink: sink)
        modal.modalPresentationStyle = .fullScreen
        root.present(modal, animated: true)
        #expect(sink.entries == ["root willDisappear", "modal willAppear", "modal isAppearing"])
        #expect(modal.appearing.first?.frame == CGRect(origin: .zero, size: Self.phone))
        host.advance(by: 1)
        sink.entries.removeAll()
        modal.dismiss(animated: true)
        // The presenter's view is back in the window and laid out before the dismissal animates.
        #expect(sink.entries == ["modal willDisappear", "root willAppear", "root isAppearing"])
        #expect(root.appearing.last?.inWindow == true)
        host.advance(by: 1)
        #expect(
            sink.entries == [
                "modal willDisappear", "root willAppear", "root isAppearing", "modal didDisappear", "root didAppear",
            ])
    }

    @Test func aSheetHearsItWithItsSheetFrame() {
        let sink = EventSink()
        let root = LifecycleLogger("root", sink: sink)
        let host = HeadlessHost(
            rootViewController: root, size: Self.phone, safeAreaInsets: NavigationControllerStackTests.phoneInsets)
        host.layout()
        sink.entries.removeAll()
        let sheet = LifecycleLogger("sheet", sink: sink)
        root.present(sheet, animated: false)
        host.layout()
        // UIKit's page sheet on a phone: 10 points under the status bar, down to the bottom; the presenter stays.
        #expect(sink.entries == ["sheet willAppear", "sheet isAppearing", "sheet didAppear"])
        #expect(sheet.appearing.first?.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
    }

    @Test func aTabSwitchCallsItOnTheNewTab() {
        let sink = EventSink()
        let first = LifecycleLogger("first", sink: sink)
        let second = LifecycleLogger("second", sink: sink)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let host = HeadlessHost(rootViewController: tabs, size: Self.phone)
        host.layout()
        #expect(sink.entries == ["first willAppear", "first isAppearing", "first didAppear"])
        sink.entries.removeAll()
        tabs.selectedIndex = 1
        host.layout()
        // The new tab's view is added and laid out in the step that removes the old one's, so it hears
        // `viewIsAppearing` before the old tab's `viewDidDisappear`, as a pushed controller does.
        #expect(
            sink.entries == [
                "first willDisappear", "second willAppear", "second isAppearing", "first didDisappear",
                "second didAppear",
            ])
        #expect(second.appearing.first?.inWindow == true)
    }

    @Test func aContainersChildHearsItAfterItsParent() {
        let sink = EventSink()
        let parent = LifecycleLogger("parent", sink: sink)
        let child = LifecycleLogger("child", sink: sink)
        parent.loadViewIfNeeded()
        parent.addChild(child)
        child.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let host = HeadlessHost(rootViewController: parent, size: Self.phone)
        host.layout()
        #expect(
            sink.entries == [
                "parent willAppear", "child willAppear", "parent isAppearing", "child isAppearing", "parent didAppear",
                "child didAppear",
            ])
        #expect(child.appearing.first?.inWindow == true)
    }

    @Test func bothColumnsOfASplitViewHearIt() {
        let sink = EventSink()
        let primary = LifecycleLogger("primary", sink: sink)
        let secondary = LifecycleLogger("secondary", sink: sink)
        let split = UISplitViewController(style: .doubleColumn)
        split.preferredDisplayMode = .oneBesideSecondary
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        let host = HeadlessHost(rootViewController: split, size: CGSize(width: 1180, height: 820))
        host.layout()
        #expect(
            sink.entries.filter { $0.hasSuffix("isAppearing") }.sorted() == [
                "primary isAppearing", "secondary isAppearing",
            ])
        for name in ["primary", "secondary"] {
            let will = sink.entries.firstIndex(of: "\(name) willAppear")
            let isAppearing = sink.entries.firstIndex(of: "\(name) isAppearing")
            let did = sink.entries.firstIndex(of: "\(name) didAppear")
            #expect(will != nil && isAppearing != nil && did != nil)
            if let will, let isAppearing, let did { #expect(will < isAppearing && isAppearing < did) }
        }
        #expect(primary.appearing.first?.inWindow == true)
        #expect(secondary.appearing.first?.inWindow == true)
        // Each column's frame was final: the split view had laid its columns out.
        #expect(primary.appearing.first?.frame == primary.view.frame)
        #expect(secondary.appearing.first?.frame == secondary.view.frame)
        #expect((secondary.appearing.first?.frame.width ?? 0) > 0)
    }

    @Test func aCancelledEdgeSwipeCallsItOnTheControllerThatStays() {
        let sink = EventSink()
        let root = LifecycleLogger("root", sink: sink)
        let navigation = UINavigationController(rootViewController: root)
        let host = HeadlessHost(
            rootViewController: navigation, size: Self.phone,
            safeAreaInsets: NavigationControllerStackTests.phoneInsets)
        let detail = LifecycleLogger("detail", sink: sink)
        navigation.pushViewController(detail, animated: false)
        host.layout()
        sink.entries.removeAll()
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 105, y: 400), duration: 0.3, hold: 0.3)
        host.advance(by: 1)
        // The cancelled pop's order (observed on iOS, wangling.me, "The Inconsistent Order of View Transition
        // Events"): the controller beneath appears and disappears again; the top one disappears and appears again.
        #expect(
            sink.entries == [
                "detail willDisappear", "root willAppear", "root isAppearing", "root willDisappear",
                "root didDisappear", "detail willAppear", "detail isAppearing", "detail didAppear",
            ])
        #expect(navigation.viewControllers == [root, detail])
    }
}
