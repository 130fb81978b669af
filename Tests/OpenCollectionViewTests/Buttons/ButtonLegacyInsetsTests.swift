import OpenCollectionView
import Testing

/// A button without a configuration places its title and image with UIKit's pre-iOS 15 geometry, which legacy code
/// and libraries still set: `contentEdgeInsets` (which the intrinsic size includes, per its documentation),
/// `titleEdgeInsets` and `imageEdgeInsets`, and the overridable `contentRect(forBounds:)`,
/// `titleRect(forContentRect:)` and `imageRect(forContentRect:)`. The title and image are centred together in the
/// content rectangle (the default `contentHorizontalAlignment`), the image first.
@MainActor
struct ButtonLegacyInsetsTests {
    private func button(image: Bool = false) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        if image { button.setImage(UIImage(systemName: "star"), for: .normal) }
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.layoutIfNeeded()
        return button
    }

    @Test func contentEdgeInsetsMoveTheCentredContentAndGrowTheIntrinsicSize() {
        let plain = button()
        let titleWidth = plain.titleLabel!.frame.width
        #expect(abs(plain.titleLabel!.frame.minX - (200 - titleWidth) / 2) < 0.01)
        let inset = button()
        let size = inset.intrinsicContentSize
        inset.contentEdgeInsets = UIEdgeInsets(top: 5, left: 20, bottom: 5, right: 0)
        inset.layoutIfNeeded()
        // Centred in the bounds less 20 points on the left: 10 points to the right.
        #expect(abs(inset.titleLabel!.frame.minX - (plain.titleLabel!.frame.minX + 10)) < 0.01)
        #expect(inset.intrinsicContentSize == CGSize(width: size.width + 20, height: size.height + 10))
        #expect(inset.contentRect(forBounds: inset.bounds) == CGRect(x: 20, y: 5, width: 180, height: 34))
    }

    @Test func titleAndImageInsetsSpaceThemApartTheUsualWay() {
        let plain = button(image: true)
        let spaced = button(image: true)
        // The common idiom for 8 points between image and title: each moved 4 points apart.
        spaced.imageEdgeInsets = UIEdgeInsets(top: 0, left: -4, bottom: 0, right: 4)
        spaced.titleEdgeInsets = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: -4)
        spaced.layoutIfNeeded()
        #expect(abs(spaced.imageView!.frame.minX - (plain.imageView!.frame.minX - 4)) < 0.01)
        #expect(abs(spaced.titleLabel!.frame.minX - (plain.titleLabel!.frame.minX + 4)) < 0.01)
        #expect(abs(plain.titleLabel!.frame.minX - plain.imageView!.frame.maxX) < 0.01, "image then title")
        #expect(spaced.currentImage != nil)
        #expect(spaced.currentTitle == "Tap")
    }

    @Test func aSubclassPlacesTheContentThroughTheRectMethods() {
        final class LeftAligned: UIButton {
            override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
                var rect = super.titleRect(forContentRect: contentRect)
                rect.origin.x = contentRect.minX
                return rect
            }
        }
        let button = LeftAligned(type: .system)
        button.setTitle("Tap", for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 0)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.layoutIfNeeded()
        #expect(button.titleLabel!.frame.minX == 12)
    }
}
