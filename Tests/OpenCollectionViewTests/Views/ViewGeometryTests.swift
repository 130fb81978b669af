import Testing

@testable import OpenCollectionView

@MainActor
struct ViewGeometryTests {
    @Test func frameBoundsAndCenterStayConsistent() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        view.center = CGPoint(x: 0, y: 0)
        #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
        view.bounds.size = CGSize(width: 20, height: 10)
        #expect(view.frame == CGRect(x: -10, y: -5, width: 20, height: 10))
    }

    /// UIKit: a transform changes `frame` (its bounding box) but not `bounds` or `center`.
    @Test func transformChangesFrameNotBounds() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
        #expect(view.center == CGPoint(x: 50, y: 25))
        #expect(view.frame == CGRect(x: -50, y: -25, width: 200, height: 100))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(abs(view.frame.width - 50) < 1e-9 && abs(view.frame.height - 100) < 1e-9)
    }

    @Test func convertAccountsForBoundsOriginAndTransforms() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let scroller = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        scroller.bounds.origin = CGPoint(x: 0, y: 100)
        let child = UIView(frame: CGRect(x: 20, y: 150, width: 40, height: 40))
        root.addSubview(scroller)
        scroller.addSubview(child)
        #expect(child.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 35, y: 65))
        #expect(root.convert(CGPoint(x: 35, y: 65), to: child) == CGPoint(x: 5, y: 5))
        #expect(child.convert(child.bounds, to: root) == CGRect(x: 30, y: 60, width: 40, height: 40))
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(child.convert(CGPoint(x: 0, y: 0), to: root) == CGPoint(x: 10, y: 40))
    }

    @Test func hitTestFindsDeepestInteractiveView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(back)
        root.addSubview(front)
        front.addSubview(inner)
        #expect(root.hitTest(CGPoint(x: 115, y: 115), with: nil) === inner)
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === back)
        back.isHidden = true
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 500, y: 50), with: nil) == nil)
    }

    @Test func autoresizingSharesSizeChangeAmongFlexibleParts() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let stretchy = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        stretchy.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinnedRight = UIView(frame: CGRect(x: 70, y: 0, width: 20, height: 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        parent.addSubview(stretchy)
        parent.addSubview(pinnedRight)
        parent.frame.size = CGSize(width: 200, height: 150)
        #expect(stretchy.frame == CGRect(x: 10, y: 10, width: 180, height: 130))
        #expect(pinnedRight.frame == CGRect(x: 170, y: 0, width: 20, height: 20))
    }

    @Test func layoutRunsOnceWhenNeeded() {
        final class Counting: UIView {
            var layouts = 0
            override func layoutSubviews() { layouts += 1 }
        }
        let view = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(view.layouts == 1)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.layouts == 2)
        view.frame.size.width = 20
        view.layoutIfNeeded()
        #expect(view.layouts == 3)
    }

    @Test func hierarchyCallbacksArriveInUIKitOrder() {
        final class Recording: UIView {
            var log: [String] = []
            override func willMove(toSuperview newSuperview: UIView?) { log.append("willMoveToSuperview") }
            override func didMoveToSuperview() { log.append("didMoveToSuperview") }
            override func willMove(toWindow newWindow: UIWindow?) { log.append("willMoveToWindow") }
            override func didMoveToWindow() { log.append("didMoveToWindow") }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = Recording()
        window.addSubview(view)
        #expect(view.window === window)
        #expect(view.log == ["willMoveToWindow", "willMoveToSuperview", "didMoveToSuperview", "didMoveToWindow"])
        view.log = []
        view.removeFromSuperview()
        #expect(view.window == nil)
        #expect(view.log == ["willMoveToWindow", "willMoveToSuperview", "didMoveToSuperview", "didMoveToWindow"])
    }

    @Test func viewControllerLoadsViewLazilyAndAppearsInWindow() {
        final class Controller: UIViewController {
            var log: [String] = []
            override func viewDidLoad() { log.append("viewDidLoad") }
            override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
            override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
        }
        let controller = Controller()
        #expect(!controller.isViewLoaded)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(controller.log == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
        #expect(controller.view.frame == window.bounds)
        window.frame.size = CGSize(width: 480, height: 320)
        #expect(controller.view.frame.size == CGSize(width: 480, height: 320))
    }

    @Test func layerPropertiesBackViewProperties() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.alpha = 0.5
        view.clipsToBounds = true
        view.backgroundColor = .red
        #expect(view.layer.opacity == 0.5)
        #expect(view.layer.masksToBounds)
        #expect(view.layer.backgroundColor == UIColor.red.cgColor)
        #expect(view.layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(view.tintColor == UIColor.systemBlue)
    }
}
