import OpenCollectionView
import Testing

/// Paths as Core Graphics and UIKit define them: arcs in each one's sense of "clockwise", fill rules, bounding
/// boxes, transforms applied as points are added.
@MainActor
struct PathGeometryTests {
    private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 0.001 && abs(a.y - b.y) < 0.001 }
    private func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01 && abs(a.width - b.width) < 0.01
            && abs(a.height - b.height) < 0.01
    }

    /// UIBezierPath's `init(arcCenter:radius:startAngle:endAngle:clockwise:)` documentation: angle 0 points right,
    /// π/2 down (iOS's y-down default coordinates), and `clockwise` is as seen on screen: a quarter turn from 0 to
    /// π/2 ends below the centre and covers the lower-right quadrant.
    @Test func aUIKitArcIsClockwiseOnScreen() {
        let arc = UIBezierPath(
            arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(close(arc.currentPoint, CGPoint(x: 50, y: 60)))
        #expect(close(arc.bounds, CGRect(x: 50, y: 50, width: 10, height: 10)))
    }

    /// `CGContext.addArc(center:radius:startAngle:endAngle:clockwise:)` documentation: `clockwise` is meant in Core
    /// Graphics' y-up space, so in UIKit's flipped space `true` runs the other way: from 0 to π/2 it is the long way
    /// round, three quarters of the circle.
    @Test func aCoreGraphicsClockwiseArcRunsTheOtherWayInUIKitSpace() {
        let path = CGMutablePath()
        path.addArc(
            center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(close(path.currentPoint, CGPoint(x: 50, y: 60)))
        #expect(close(path.boundingBoxOfPath, CGRect(x: 40, y: 40, width: 20, height: 20)))
        let short = CGMutablePath()
        short.addArc(
            center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(close(short.boundingBoxOfPath, CGRect(x: 50, y: 50, width: 10, height: 10)))
    }

    /// Core Graphics' fill rules ("Filling a Path", Quartz 2D Programming Guide): a rectangle inside another,
    /// drawn the same way round, is filled under the non-zero winding rule and a hole under even-odd.
    @Test func evenOddLeavesTheInnerRectangleEmpty() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(path.contains(CGPoint(x: 50, y: 50), using: .winding))
        #expect(!path.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(path.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 150, y: 10)))
    }

    /// An ellipse holds its centre but not the corners of its rectangle; its bounding box is the rectangle.
    @Test func anEllipseFillsItsRectangleButNotTheCorners() {
        let oval = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50), transform: nil)
        #expect(oval.contains(CGPoint(x: 50, y: 25)))
        #expect(!oval.contains(CGPoint(x: 3, y: 3)))
        #expect(close(oval.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 50)))
    }

    /// `CGMutablePath` documentation: each `transform` parameter applies to the points as they are added.
    @Test func aTransformAppliesToThePointsAdded() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(translationX: 5, y: 7))
        #expect(path.boundingBox == CGRect(x: 5, y: 7, width: 10, height: 10))
        var scale = CGAffineTransform(scaleX: 2, y: 3)
        let copy = path.copy(using: &scale)
        #expect(copy?.boundingBox == CGRect(x: 10, y: 21, width: 20, height: 30))
    }

    /// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`: only the named corners are rounded.
    @Test func onlyTheNamedCornersAreRounded() {
        let path = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), byRoundingCorners: [.topLeft],
            cornerRadii: CGSize(width: 20, height: 20))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(path.contains(CGPoint(x: 99, y: 1)))
        #expect(path.contains(CGPoint(x: 1, y: 99)))
        #expect(path.contains(CGPoint(x: 99, y: 99)))
    }
}
