// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// `isDirectionalLockEnabled` (UIScrollView documentation: "If this property is true and the user begins dragging
/// in one general direction (horizontally or vertically), the scroll view disables scrolling in the other
/// direction. If the drag direction is diagonal, then scrolling will not be locked").
@MainActor
struct DirectionalLockTests {
    private func scrollView(locked: Bool) -> (HeadlessHost, UIScrollView) {
        let controller = UIViewController()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 320, height: 480))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 3000, height: 3000)
        scrollView.contentOffset = CGPoint(x: 1000, y: 1000)
        scrollView.isDirectionalLockEnabled = locked
        controller.view.addSubview(scrollView)
        host.layout()
        return (host, scrollView)
    }

    @Test func aMostlyVerticalDragMovesOnlyVerticallyWhenLocked() {
        let (host, scrollView) = scrollView(locked: true)
        host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 120, y: 200), duration: 0.3, hold: 0.2)
        #expect(scrollView.contentOffset.x == 1000)
        #expect(scrollView.contentOffset.y > 1150)
    }

    @Test func aDiagonalDragMovesFreelyWhenLocked() {
        let (host, scrollView) = scrollView(locked: true)
        host.drag(from: CGPoint(x: 250, y: 400), to: CGPoint(x: 100, y: 250), duration: 0.3, hold: 0.2)
        #expect(scrollView.contentOffset.x > 1100)
        #expect(scrollView.contentOffset.y > 1100)
    }

    @Test func withoutTheLockTheSameDragMovesBothWays() {
        let (host, scrollView) = scrollView(locked: false)
        host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 120, y: 200), duration: 0.3, hold: 0.2)
        #expect(scrollView.contentOffset.x > 1020)
        #expect(scrollView.contentOffset.y > 1150)
    }
}
