import Testing

// Host-driven: drives time through OpenCollectionView's own API, so it does not compile against UIKit (see
// docs/Testing.md).
@testable import OpenCollectionView

/// Animated transforms turn rather than blend matrix entries. A view animated a quarter or half turn keeps its size
/// all the way (Core Animation interpolates flat transforms by their rotation, scale and translation, as the CSS
/// Transforms "Interpolation of 2D matrices" rules do); blending entries would shrink a quarter turn to 71 % at its
/// midpoint and a half turn to nothing.
@MainActor
struct TransformInterpolationTests {
    /// The x axis of the view's transform on screen: its length is the scale, its direction the rotation.
    private func shownAxis(_ view: UIView) -> (length: CGFloat, angle: CGFloat) {
        let transform = CATransform3DGetAffineTransform(view.layer.presentation()!.transform)
        return ((transform.a * transform.a + transform.b * transform.b).squareRoot(), atan2(transform.b, transform.a))
    }

    @Test func aHalfTurnKeepsItsSizeAndIsAQuarterTurnAtItsMidpoint() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let host = hostedInWindow(view)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            view.transform = CGAffineTransform(rotationAngle: .pi)
        }
        host.advance(by: 0.5)
        let axis = shownAxis(view)
        #expect(abs(axis.length - 1) < 1e-6)
        #expect(abs(abs(axis.angle) - .pi / 2) < 1e-6)
    }

    @Test func aQuarterTurnWithAScaleTurnsAndScalesTogether() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let host = hostedInWindow(view)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            view.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2)
        }
        host.advance(by: 0.5)
        let axis = shownAxis(view)
        #expect(abs(axis.length - 1.5) < 1e-6)
        #expect(abs(axis.angle - .pi / 4) < 1e-6)
    }

    @Test func aTurnGoesTheShorterWayRound() {
        // From 170° to −170°: through 180°, 20° in all, not back through 0°.
        let from = AffineDecomposition(CGAffineTransform(rotationAngle: 170 * .pi / 180))!
        let to = AffineDecomposition(CGAffineTransform(rotationAngle: -170 * .pi / 180))!
        let middle = from.interpolated(to: to, 0.5).transform
        #expect(abs(abs(atan2(middle.b, middle.a)) - .pi) < 1e-6)
    }

    @Test func takingATransformApartAndBackGivesItAgain() {
        let transforms = [
            CGAffineTransform.identity, CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 0.5),
            CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 3, ty: -4), CGAffineTransform(scaleX: -1, y: 1),
            CGAffineTransform(a: 0.3, b: -1.2, c: 2, d: 0.4, tx: 10, ty: 20),
        ]
        for transform in transforms {
            let back = AffineDecomposition(transform)!.transform
            for (a, b) in [
                (back.a, transform.a), (back.b, transform.b), (back.c, transform.c), (back.d, transform.d),
                (back.tx, transform.tx), (back.ty, transform.ty),
            ] {
                #expect(abs(a - b) < 1e-9, "\(transform)")
            }
        }
        #expect(AffineDecomposition(CGAffineTransform(scaleX: 0, y: 1)) == nil)
    }
}
