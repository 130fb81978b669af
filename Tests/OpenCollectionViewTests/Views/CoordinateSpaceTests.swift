// Host-driven: reads the headless host's scene and screen, so it does not compile against UIKit (see
// docs/Testing.md).
import OpenCollectionView
import Testing

/// `UICoordinateSpace`, adopted by `UIView`, and `UIScreen.coordinateSpace` / `fixedCoordinateSpace`. Expected
/// behaviour from Apple's documentation: the protocol's four conversions and `bounds`; the screen's current space
/// has the screen's bounds; the fixed space's bounds are the screen's in portrait-up orientation (a portrait
/// 390 × 844 screen here); a full-screen window's coordinates are the screen's, so a view's origin converts to
/// screen coordinates as it does to window coordinates.
@MainActor
struct CoordinateSpaceTests {
    /// A space whose origin is at (100, 50) on the screen, written as an app would write one.
    final class OffsetSpace: NSObject, UICoordinateSpace {
        let screen: UIScreen
        init(screen: UIScreen) { self.screen = screen }
        var bounds: CGRect { CGRect(x: 0, y: 0, width: 50, height: 50) }
        func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
            screen.coordinateSpace.convert(CGPoint(x: point.x + 100, y: point.y + 50), to: coordinateSpace)
        }
        func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
            let p = screen.coordinateSpace.convert(point, from: coordinateSpace)
            return CGPoint(x: p.x - 100, y: p.y - 50)
        }
        func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
            CGRect(origin: convert(rect.origin, to: coordinateSpace), size: rect.size)
        }
        func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
            CGRect(origin: convert(rect.origin, from: coordinateSpace), size: rect.size)
        }
    }

    @Test func theScreensSpacesHaveTheScreensBounds() {
        let host = hostedInWindow(UIView(), size: CGSize(width: 390, height: 844))
        let screen = host.scene.screen
        #expect(screen.coordinateSpace.bounds == screen.bounds)
        #expect(screen.fixedCoordinateSpace.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(screen.fixedCoordinateSpace === screen.fixedCoordinateSpace)
    }

    @Test func viewsConvertToAndFromScreenSpaces() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let host = hostedInWindow(view)
        let screen = host.scene.screen
        for space in [screen.coordinateSpace, screen.fixedCoordinateSpace] {
            #expect(view.convert(CGPoint(x: 5, y: 5), to: space) == CGPoint(x: 15, y: 25))
            #expect(view.convert(CGPoint(x: 15, y: 25), from: space) == CGPoint(x: 5, y: 5))
            #expect(space.convert(CGPoint(x: 15, y: 25), to: view) == CGPoint(x: 5, y: 5))
            #expect(
                view.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: space)
                    == CGRect(x: 10, y: 20, width: 10, height: 10))
            #expect(
                space.convert(CGRect(x: 10, y: 20, width: 10, height: 10), to: view)
                    == CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    @Test func viewsAsCoordinateSpacesConvertAsViews() {
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 30, y: 5, width: 10, height: 10))
        let host = hostedInWindow(a)
        a.addSubview(b)
        host.layout()
        let space: any UICoordinateSpace = b
        #expect(a.convert(CGPoint(x: 30, y: 5), to: space) == .zero)
        #expect(a.convert(CGPoint.zero, from: space) == CGPoint(x: 30, y: 5))
        #expect(space.bounds == b.bounds)
    }

    @Test func appDefinedSpacesConvertThroughTheirOwnMethods() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let host = hostedInWindow(view)
        let custom = OffsetSpace(screen: host.scene.screen)
        #expect(view.convert(CGPoint(x: 90, y: 30), to: custom) == .zero)
        #expect(view.convert(CGPoint.zero, from: custom) == CGPoint(x: 90, y: 30))
        #expect(custom.convert(CGPoint.zero, to: view) == CGPoint(x: 90, y: 30))
    }
}
