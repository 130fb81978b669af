import CoreGraphics
import QuartzCore
import Testing
import UIKit

/// Core Graphics, Core Foundation and QuartzCore names UIKit code uses, through `import CoreGraphics`/`QuartzCore`.
struct CoreGraphicsTests {
    /// `CGRectEqualToRect` compares standardized rectangles, so a rect with a negative size equals its
    /// standardized form (Core Graphics documentation).
    @Test func equalToComparesGeometry() {
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(!CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 2, y: 1)))
        #expect(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
        #expect(!CGSize(width: 3, height: 4).equalTo(.zero))
        #expect(CGRect(x: 10, y: 10, width: -10, height: -10).equalTo(CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(!CGRect(x: 0, y: 0, width: 10, height: 10).equalTo(CGRect(x: 0, y: 0, width: 10, height: 11)))
    }

    /// Absolute time counts seconds from 1 January 2001 (Core Foundation's reference date), as `Date` does.
    @Test func absoluteTimeCountsFromTheReferenceDate() {
        let before = Date().timeIntervalSinceReferenceDate
        let now = CFAbsoluteTimeGetCurrent()
        let after = Date().timeIntervalSinceReferenceDate
        #expect(before <= now && now <= after)
    }

    @Test func quartzCoreTransformsAreAvailable() {
        let scale = CATransform3DMakeScale(2, 2, 1)
        #expect(CATransform3DIsAffine(scale))
        #expect(CATransform3DGetAffineTransform(scale) == CGAffineTransform(scaleX: 2, y: 2))
    }
}
