import Testing

@testable import OpenCollectionView

/// A controller recording what the global accessors answer while its scene is worked on.
private final class EnvironmentProbeController: UIViewController {
    var screenSizes: [CGSize] = []
    var traitChanges: [(UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)] = []

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        screenSizes.append(UIScreen.main.bounds.size)
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        traitChanges.append((traitCollection.horizontalSizeClass, traitCollection.verticalSizeClass))
    }
}

@MainActor
struct WindowSceneTests {
    @Test func eachHostHasItsOwnScreenAndUIScreenMainAnswersForTheSceneBeingWorkedOn() {
        let phone = EnvironmentProbeController()
        let desktop = EnvironmentProbeController()
        let phoneHost = HeadlessHost(rootViewController: phone, size: CGSize(width: 390, height: 844))
        let desktopHost = HeadlessHost(rootViewController: desktop, size: CGSize(width: 1280, height: 800))
        phoneHost.resize(to: CGSize(width: 400, height: 844))
        desktopHost.resize(to: CGSize(width: 1200, height: 800))
        #expect(phone.screenSizes.last == CGSize(width: 400, height: 844))
        #expect(desktop.screenSizes.last == CGSize(width: 1200, height: 800))
        #expect(phoneHost.window.screen.bounds.size == CGSize(width: 400, height: 844))
        #expect(desktopHost.window.screen !== phoneHost.window.screen)
    }

    @Test func eachSceneHasItsOwnKeyWindow() {
        let first = HeadlessHost(rootViewController: UIViewController())
        let second = HeadlessHost(rootViewController: UIViewController())
        #expect(first.window.isKeyWindow)
        #expect(second.window.isKeyWindow)
        #expect(first.scene.keyWindow === first.window)
        #expect(second.scene.keyWindow === second.window)
        #expect(first.scene.makeCurrent { UIApplication.shared.keyWindow } === first.window)
        #expect(second.scene.makeCurrent { UIApplication.shared.keyWindow } === second.window)
    }

    @Test func anAnimationInOneSceneRunsOnItsClockAlone() {
        let first = HeadlessHost(rootViewController: UIViewController())
        let second = HeadlessHost(rootViewController: UIViewController())
        let moving = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        first.window.rootViewController!.view.addSubview(moving)
        var finished = false
        UIView.animate(withDuration: 0.5, animations: { moving.alpha = 0 }, completion: { finished = $0 })
        #expect(first.clock.isActive)
        #expect(!second.clock.isActive)
        second.advance(by: 1)
        #expect(!finished)
        first.advance(by: 0.6)
        #expect(finished)
    }

    @Test func anAnimationBlockTouchingTwoScenesCompletesOnceBothEnd() {
        let first = HeadlessHost(rootViewController: UIViewController())
        let second = HeadlessHost(rootViewController: UIViewController())
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        first.window.rootViewController!.view.addSubview(a)
        second.window.rootViewController!.view.addSubview(b)
        var completions = 0
        UIView.animate(
            withDuration: 0.5,
            animations: {
                a.alpha = 0
                b.alpha = 0
            }, completion: { _ in completions += 1 })
        first.advance(by: 0.6)
        #expect(completions == 0)
        second.advance(by: 0.6)
        #expect(completions == 1)
    }

    @Test func aDisplayLinkAddedWithoutAClockTicksOnTheSceneBeingWorkedOn() {
        let first = HeadlessHost(rootViewController: UIViewController())
        let second = HeadlessHost(rootViewController: UIViewController())
        var ticks = 0
        let link = CADisplayLink { _ in ticks += 1 }
        first.scene.makeCurrent { link.add() }
        second.advance(by: 0.1)
        #expect(ticks == 0)
        first.advance(by: 0.1)
        #expect(ticks == 6)
        link.invalidate()
    }

    @Test func sizeClassesFollowTheWindowSizeAsOnDevices() {
        // UIKit's size classes (Human Interface Guidelines, "Layout", device size classes): an iPhone in portrait
        // is compact width, regular height; in landscape compact both ways; an iPad full screen regular both ways.
        let controller = EnvironmentProbeController()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 390, height: 844))
        #expect(controller.traitCollection.horizontalSizeClass == .compact)
        #expect(controller.traitCollection.verticalSizeClass == .regular)
        #expect(controller.traitCollection.userInterfaceIdiom == .phone)
        #expect(controller.view.traitCollection.displayScale == 2)
        host.resize(to: CGSize(width: 844, height: 390))
        #expect(controller.traitCollection.horizontalSizeClass == .compact)
        #expect(controller.traitCollection.verticalSizeClass == .compact)
        host.resize(to: CGSize(width: 1024, height: 768))
        #expect(controller.traitCollection.userInterfaceIdiom == .pad)
        #expect(controller.traitCollection.horizontalSizeClass == .regular)
        #expect(controller.traitCollection.verticalSizeClass == .regular)
        #expect(controller.traitChanges.count == 2)
        #expect(controller.traitChanges.last! == (.regular, .regular))
    }

    @Test func closingASessionDisconnectsItsSceneAndStopsItsClock() {
        let host = HeadlessHost(rootViewController: UIViewController())
        let scene = host.scene
        let moving = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.rootViewController!.view.addSubview(moving)
        UIView.animate(withDuration: 5) { moving.alpha = 0 }
        #expect(host.clock.isActive)
        #expect(UIApplication.shared.connectedScenes.contains(scene))
        host.session.close()
        #expect(!UIApplication.shared.connectedScenes.contains(scene))
        #expect(scene.activationState == .unattached)
        #expect(!host.clock.isActive)
    }
}
