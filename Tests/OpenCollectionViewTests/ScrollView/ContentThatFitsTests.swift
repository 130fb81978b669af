// Host-driven: drives time and touches through OpenCollectionView's own API, so it does not compile against UIKit
// (see docs/Testing.md).
import OpenCollectionView
import Testing

/// A scroll view whose content fits its bounds, with no forced bouncing, cannot scroll: UIKit's scroll view does not
/// begin its pan then (`scrollViewWillBeginDragging(_:)` is never called), so other recognizers on the content —
/// a row's swipe, a slider inside — get the drag.
@MainActor
struct ContentThatFitsTests {
    private final class DragCounter: NSObject, UIScrollViewDelegate {
        var beganDragging = 0
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { beganDragging += 1 }
    }

    @Test func aScrollViewThatCannotScrollDoesNotBeginItsPan() {
        let controller = UIViewController()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 320, height: 480))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: 300)
        let counter = DragCounter()
        scrollView.delegate = counter
        controller.view.addSubview(scrollView)
        var states: [UIGestureRecognizer.State] = []
        scrollView.panGestureRecognizer.addTarget { states.append($0.state) }
        host.layout()
        host.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 60, y: 220), duration: 0.3, hold: 0.1)
        host.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 400), duration: 0.3, hold: 0.1)
        #expect(states.isEmpty)
        #expect(counter.beganDragging == 0)
        #expect(scrollView.contentOffset == .zero)
        // With bouncing forced, the same content drags (and springs back).
        scrollView.alwaysBounceVertical = true
        host.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 300), duration: 0.3, hold: 0.1)
        #expect(counter.beganDragging == 1)
    }
}
