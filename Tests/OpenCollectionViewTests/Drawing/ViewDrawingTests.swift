// Host-driven: renders views through a HeadlessHost, so it does not compile against UIKit (see docs/Testing.md).
import Testing

@testable import OpenCollectionView

/// `UIView.draw(_:)` as UIKit calls it.
///
/// UIKit (`UIView.draw(_:)` documentation): the method is called when the view is first displayed and when
/// something invalidates it (`setNeedsDisplay()`); the current context is set up for the view, in its bounds
/// coordinates; the default implementation does nothing. `contentMode` documentation: `.redraw` redisplays the view
/// when its bounds change; the other modes reuse the existing drawing.
@MainActor
struct ViewDrawingTests {
    final class RingView: UIView {
        var rects: [CGRect] = []
        var hadContext = false

        override func draw(_ rect: CGRect) {
            rects.append(rect)
            hadContext = UIGraphicsGetCurrentContext() != nil
            UIColor.red.setStroke()
            let ring = UIBezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4))
            ring.lineWidth = 4
            ring.stroke()
        }
    }

    @Test func aViewIsDrawnWhenShownAndAgainOnlyAfterSetNeedsDisplay() throws {
        let ring = RingView(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
        let host: HeadlessHost = hostedInWindow(ring, size: CGSize(width: 200, height: 200))
        let svg = try #require(host.drawing(of: ring))
        #expect(ring.hadContext)
        #expect(ring.rects == [CGRect(x: 0, y: 0, width: 60, height: 60)])
        #expect(svg.contains("stroke=\"#ff0000\" stroke-width=\"4\""))
        _ = host.renderTree()
        #expect(ring.rects.count == 1)
        ring.setNeedsDisplay()
        _ = host.renderTree()
        #expect(ring.rects.count == 2)
    }

    @Test func onlyRedrawRedrawsOnAResize() {
        let ring = RingView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        let host: HeadlessHost = hostedInWindow(ring, size: CGSize(width: 200, height: 200))
        _ = host.renderTree()
        ring.frame.size = CGSize(width: 80, height: 80)
        _ = host.renderTree()
        #expect(ring.rects.count == 1)
        ring.contentMode = .redraw
        _ = host.renderTree()
        let before = ring.rects.count
        ring.frame.size = CGSize(width: 100, height: 100)
        _ = host.renderTree()
        #expect(ring.rects.count == before + 1)
        #expect(ring.rects.last == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func aViewThatDoesNotOverrideDrawHasNoDrawing() {
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        plain.backgroundColor = .blue
        let host: HeadlessHost = hostedInWindow(plain, size: CGSize(width: 100, height: 100))
        #expect(host.renderTree().node(id: plain.renderID)?.content == nil)
    }
}
