// Host-driven: steps the headless host's virtual clock, so it does not compile against UIKit (see
// docs/Testing.md).
import OpenCollectionView
import Testing

/// Whatever a test does through the host runs on the host's clock: a view loaded, and animated, outside any host
/// work (before the host exists, or between host calls) and then shown in the host's window finishes its
/// animations as the host's time passes.
///
/// UIKit (Core Animation: an animation's `beginTime` is on the one media clock, `CACurrentMediaTime()`, and a
/// layer's animations stay on it when it joins a window): an animation started on a view outside any window, shortly
/// before the view is shown, runs on from where it is and ends at its duration.
@MainActor
struct HostSceneAnimationTests {
    /// A controller whose `viewDidLoad` fades its content in, as many apps do.
    final class FadingController: UIViewController {
        let content = UIView()
        var finished: Bool?

        override func viewDidLoad() {
            super.viewDidLoad()
            content.frame = CGRect(x: 0, y: 200, width: 390, height: 100)
            content.backgroundColor = .systemBlue
            content.alpha = 0
            view.addSubview(content)
            UIView.animate(withDuration: 0.3) {
                self.content.alpha = 1
            } completion: { finished in
                self.finished = finished
            }
        }
    }

    @Test func aViewLoadedBetweenHostCallsFinishesAnimatingOnTheHostsClock() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let host = HeadlessHost(rootViewController: navigation)
        let detail = FadingController()
        detail.loadViewIfNeeded()
        navigation.pushViewController(detail, animated: true)
        host.advance(by: 1)
        #expect(detail.finished == true)
        #expect(detail.content.layer.animationKeys() == nil)
        #expect(detail.content.layer.presentation()?.opacity == 1)
    }

    @Test func aViewLoadedBeforeTheHostExistsFinishesAnimatingOnTheHostsClock() {
        let controller = FadingController()
        _ = controller.view
        let host = HeadlessHost(rootViewController: controller)
        host.advance(by: 1)
        #expect(controller.finished == true)
        #expect(controller.content.layer.animationKeys() == nil)
    }

    @Test func aPresentedViewLoadedOutsideTheHostFinishesAnimating() {
        let root = UIViewController()
        let host = HeadlessHost(rootViewController: root)
        let sheet = FadingController()
        _ = sheet.view
        root.present(sheet, animated: true)
        host.advance(by: 1)
        #expect(sheet.finished == true)
        #expect(sheet.content.layer.animationKeys() == nil)
    }

    @Test func anAnimationMovedToTheHostKeepsItsProgress() {
        let host = HeadlessHost(rootViewController: UIViewController())
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var finished: Bool?
        UIView.animate(withDuration: 0.5) {
            view.alpha = 0
        } completion: {
            finished = $0
        }
        host.window.rootViewController?.view.addSubview(view)
        host.advance(by: 0.25)
        // Half-way on the host's clock (the linear midpoint of the default ease-in-out curve).
        let opacity = view.layer.presentation()?.opacity ?? -1
        #expect(opacity > 0.4 && opacity < 0.6)
        #expect(finished == nil)
        host.advance(by: 0.25 + AnimationClock.frameDuration)
        #expect(finished == true)
        #expect(view.layer.presentation()?.opacity == 0)
    }
}
