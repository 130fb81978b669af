import Testing

#if OPENCOLLECTIONVIEW_COMPATIBILITY_TEST
    import UIKit
#else
    import OpenCollectionView
#endif

/// Core Animation's transform functions. Expected values come from the comments of `CATransform3D.h` (Apple's
/// QuartzCore headers, mirrored on the `CATransform3DMakeTranslation` … `CATransform3DInvert` documentation pages):
/// matrices act on row vectors (`p' = p · M`), `MakeTranslation` puts `(tx, ty, tz)` in the fourth row,
/// `Translate`/`Scale`/`Rotate(t, …)` return `op · t` (the new operation first), `Concat(a, b)` returns `a · b`
/// (`a` first), `MakeRotation` about a zero-length axis is the identity, and `Invert` returns a singular matrix as
/// it is.
@MainActor
struct CATransform3DFunctionTests {
    private func close(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
        let pairs: [(CGFloat, CGFloat)] = [
            (a.m11, b.m11), (a.m12, b.m12), (a.m13, b.m13), (a.m14, b.m14),
            (a.m21, b.m21), (a.m22, b.m22), (a.m23, b.m23), (a.m24, b.m24),
            (a.m31, b.m31), (a.m32, b.m32), (a.m33, b.m33), (a.m34, b.m34),
            (a.m41, b.m41), (a.m42, b.m42), (a.m43, b.m43), (a.m44, b.m44),
        ]
        return pairs.allSatisfy { abs($0.0 - $0.1) < 1e-9 }
    }

    @Test func equalityAndIdentity() {
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(!CATransform3DIsIdentity(CATransform3DMakeScale(2, 2, 1)))
        #expect(CATransform3DEqualToTransform(CATransform3DMakeScale(2, 3, 4), CATransform3DMakeScale(2, 3, 4)))
        #expect(!CATransform3DEqualToTransform(CATransform3DMakeScale(2, 3, 4), CATransform3DMakeScale(2, 3, 5)))
    }

    @Test func translationSitsInTheFourthRow() {
        let t = CATransform3DMakeTranslation(10, 20, 30)
        #expect(t.m41 == 10 && t.m42 == 20 && t.m43 == 30 && t.m44 == 1)
        #expect(t.m11 == 1 && t.m22 == 1 && t.m33 == 1)
    }

    @Test func scaleSitsOnTheDiagonal() {
        let t = CATransform3DMakeScale(2, 3, 4)
        #expect(t.m11 == 2 && t.m22 == 3 && t.m33 == 4 && t.m44 == 1)
        #expect(t.m41 == 0 && t.m42 == 0 && t.m43 == 0)
    }

    /// A rotation about z is the affine rotation by the same angle (`CGAffineTransform(rotationAngle:)`).
    @Test func rotationAboutZIsTheAffineRotation() {
        let angle = CGFloat.pi / 3
        let rotation = CATransform3DMakeRotation(angle, 0, 0, 1)
        #expect(close(rotation, CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: angle))))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
    }

    @Test func concatAppliesTheFirstArgumentFirst() {
        let translate = CATransform3DMakeTranslation(10, 0, 0)
        let scale = CATransform3DMakeScale(2, 2, 1)
        // Translate then scale: the origin goes to (10, 0), then (20, 0).
        #expect(CATransform3DConcat(translate, scale).m41 == 20)
        // Scale then translate: the origin stays, then goes to (10, 0).
        #expect(CATransform3DConcat(scale, translate).m41 == 10)
    }

    @Test func translateScaleAndRotateApplyTheNewOperationFirst() {
        let scale = CATransform3DMakeScale(2, 2, 1)
        let translated = CATransform3DTranslate(scale, 10, 5, 0)
        #expect(translated == CATransform3DConcat(CATransform3DMakeTranslation(10, 5, 0), scale))
        #expect(translated.m41 == 20 && translated.m42 == 10)
        let moved = CATransform3DMakeTranslation(10, 0, 0)
        #expect(CATransform3DScale(moved, 3, 3, 1) == CATransform3DConcat(CATransform3DMakeScale(3, 3, 1), moved))
        #expect(CATransform3DScale(moved, 3, 3, 1).m41 == 10)
        let rotated = CATransform3DRotate(moved, .pi / 2, 0, 0, 1)
        #expect(close(rotated, CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), moved)))
        #expect(abs(rotated.m41 - 10) < 1e-9)
    }

    @Test func invertUndoesAndLeavesSingularMatricesAsTheyAre() {
        let t = CATransform3DRotate(CATransform3DMakeTranslation(10, 20, 30), 0.7, 1, 2, 3)
        #expect(close(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity))
        let singular = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DInvert(singular) == singular)
    }

    @Test func affineTransformsRoundTrip() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == affine)
        #expect(t.m11 == 1 && t.m12 == 2 && t.m21 == 3 && t.m22 == 4 && t.m41 == 5 && t.m42 == 6)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        #expect(!CATransform3DIsAffine(perspective))
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
    }
}
