import Testing

#if OPENCOLLECTIONVIEW_COMPATIBILITY_TEST
    import UIKit
#else
    import OpenCollectionView
#endif

@MainActor
struct TransformTests {
    @Test func concatenationAppliesLeftTransformFirst() {
        let scaleThenTranslate = CGAffineTransform(scaleX: 2, y: 3).concatenating(
            CGAffineTransform(translationX: 10, y: 20))
        #expect(CGPoint(x: 1, y: 1).applying(scaleThenTranslate) == CGPoint(x: 12, y: 23))
        let translateThenScale = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 20)
        #expect(CGPoint(x: 1, y: 1).applying(translateThenScale) == CGPoint(x: 22, y: 63))
    }

    @Test func invertedUndoesTransform() {
        let transform = CGAffineTransform(rotationAngle: .pi / 6).scaledBy(x: 2, y: 0.5).translatedBy(x: 7, y: -3)
        let point = CGPoint(x: 13, y: 29).applying(transform).applying(transform.inverted())
        #expect(abs(point.x - 13) < 1e-9 && abs(point.y - 29) < 1e-9)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func rectApplyingRotationIsBoundingBox() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(rect.minX - -20) < 1e-9 && abs(rect.width - 20) < 1e-9 && abs(rect.height - 10) < 1e-9)
    }

    @Test func perspectiveShrinksFarSide() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let rotated = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
        #expect(!CATransform3DIsAffine(rotated))
        let inverse = CATransform3DInvert(CATransform3DMakeTranslation(5, 6, 7))
        #expect(inverse == CATransform3DMakeTranslation(-5, -6, -7))
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeScale(2, 3, 1)) == CGAffineTransform(scaleX: 2, y: 3))
    }

    /// `inset(by:)` is `UIEdgeInsetsInsetRect`, defined inline in UIKit's `UIGeometry.h`: the origin moves by `left`
    /// and `top`, the size shrinks by `left + right` and `top + bottom`. Negative insets grow the rectangle, and insets
    /// wider than the rectangle leave a negative width (the function neither clamps nor standardizes).
    @Test func edgeInsetsInsetRect() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(
            rect.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
                == CGRect(x: 12, y: 21, width: 94, height: 46))
        #expect(rect.inset(by: .zero) == rect)
        #expect(
            rect.inset(by: UIEdgeInsets(top: -5, left: -6, bottom: -7, right: -8))
                == CGRect(x: 4, y: 15, width: 114, height: 62))
        let tooWide = CGRect(x: 0, y: 0, width: 10, height: 10).inset(
            by: UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
        #expect(tooWide.origin.x == 8)
        #expect(tooWide.size.width == -6)
        #expect(tooWide.size.height == 10)
        let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect([directional.top, directional.leading, directional.bottom, directional.trailing] == [1, 2, 3, 4])
        #expect(NSDirectionalEdgeInsets.zero == NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }
}
