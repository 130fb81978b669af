// Host-driven: switches the scene's appearance and layout direction through the headless host, so it does not
// compile against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// A view that counts its trait changes and keeps what it saw.
@MainActor
final class TraitRecordingView: UIView {
    var changes: [(previous: UIUserInterfaceStyle, current: UIUserInterfaceStyle)] = []
    var currentDuringChange: UIUserInterfaceStyle?

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append(
            (previousTraitCollection?.userInterfaceStyle ?? .unspecified, traitCollection.userInterfaceStyle))
        currentDuringChange = UITraitCollection.current.userInterfaceStyle
    }
}

/// A view controller that counts its trait changes.
@MainActor
final class TraitRecordingController: UIViewController {
    var changeCount = 0

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changeCount += 1
    }
}

@MainActor
struct TraitChangeTests {
    func setUp() -> (TraitRecordingController, TraitRecordingView, HeadlessHost) {
        let controller = TraitRecordingController()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 390, height: 844))
        let view = TraitRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(view)
        host.layout()
        return (controller, view, host)
    }

    @Test func scenesStartLightAndLeftToRight() {
        let (controller, view, _) = setUp()
        // UIKit: a device in its default settings reports the light appearance and a left-to-right layout.
        #expect(view.traitCollection.userInterfaceStyle == .light)
        #expect(controller.traitCollection.layoutDirection == .leftToRight)
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test func traitCollectionDidChangeOncePerActualChange() {
        let (controller, view, host) = setUp()
        host.setUserInterfaceStyle(.dark)
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        #expect(view.changes.count == 1)
        #expect(view.changes.first?.previous == .light && view.changes.first?.current == .dark)
        #expect(controller.changeCount == 1)
        // UIKit calls traitCollectionDidChange(_:) only when a trait actually changed.
        host.setUserInterfaceStyle(.dark)
        #expect(view.changes.count == 1)
        #expect(controller.changeCount == 1)
        host.setUserInterfaceStyle(.light)
        #expect(view.changes.count == 2)
        #expect(controller.changeCount == 2)
    }

    @Test func currentTraitsAreTheNewOnesDuringTheCallback() {
        let (_, view, host) = setUp()
        host.setUserInterfaceStyle(.dark)
        // UIKit sets UITraitCollection.current to the view's traits while it calls traitCollectionDidChange(_:).
        #expect(view.currentDuringChange == .dark)
    }

    @Test func overrideAppliesToTheSubtreeOnly() {
        let (controller, view, host) = setUp()
        let container = UIView(frame: CGRect(x: 0, y: 200, width: 200, height: 200))
        let child = TraitRecordingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        container.addSubview(child)
        controller.view.addSubview(container)
        host.layout()

        container.overrideUserInterfaceStyle = .dark
        #expect(container.traitCollection.userInterfaceStyle == .dark)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(child.changes.count == 1)
        #expect(view.traitCollection.userInterfaceStyle == .light)
        #expect(view.changes.isEmpty)

        // The scene turning dark changes nothing under a view already overridden to dark.
        host.setUserInterfaceStyle(.dark)
        #expect(child.changes.count == 1)
        #expect(view.changes.count == 1)

        // An override of light wins over a dark scene.
        container.overrideUserInterfaceStyle = .light
        #expect(child.traitCollection.userInterfaceStyle == .light)
        #expect(child.changes.count == 2)
    }

    @Test func viewControllerOverrideReachesItsViewAndChildren() {
        let (controller, view, _) = setUp()
        controller.overrideUserInterfaceStyle = .dark
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.changeCount == 1)
        #expect(view.changes.count == 1)
    }

    @Test func windowOverrideReachesEveryView() {
        let (controller, view, host) = setUp()
        host.window.overrideUserInterfaceStyle = .dark
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.changeCount == 1)
    }

    @Test func parentOverridesAChildsTraits() {
        let (controller, _, host) = setUp()
        let child = TraitRecordingController()
        controller.addChild(child)
        controller.view.addSubview(child.view)
        child.didMove(toParent: controller)
        host.layout()
        controller.setOverrideTraitCollection(UITraitCollection(layoutDirection: .rightToLeft), forChild: child)
        #expect(controller.overrideTraitCollection(forChild: child)?.layoutDirection == .rightToLeft)
        #expect(child.traitCollection.layoutDirection == .rightToLeft)
        #expect(child.view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(controller.traitCollection.layoutDirection == .leftToRight)
        #expect(child.changeCount == 1)
    }

    @Test func registeredHandlersHearOnlyTheirTraits() {
        let (controller, view, host) = setUp()
        var styleChanges: [UIUserInterfaceStyle] = []
        var directionChanges = 0
        view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: TraitRecordingView, previous) in
            styleChanges.append(previous.userInterfaceStyle)
            #expect(view.traitCollection.userInterfaceStyle != previous.userInterfaceStyle)
        }
        let registration = controller.registerForTraitChanges([UITraitLayoutDirection.self]) {
            (_: TraitRecordingController, _) in directionChanges += 1
        }
        host.setUserInterfaceStyle(.dark)
        #expect(styleChanges == [.light])
        #expect(directionChanges == 0)
        host.setLayoutDirection(.rightToLeft)
        #expect(styleChanges == [.light])
        #expect(directionChanges == 1)
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        controller.unregisterForTraitChanges(registration)
        host.setLayoutDirection(.leftToRight)
        #expect(directionChanges == 1)
    }

    @Test func sceneTraitOverridesWinOverTheSystem() {
        let (_, view, host) = setUp()
        host.scene.traitOverrides.userInterfaceStyle = .dark
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        host.setUserInterfaceStyle(.light)
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        host.scene.traitOverrides.removeAll()
        #expect(view.traitCollection.userInterfaceStyle == .light)
        #expect(view.changes.count == 2)
    }
}
