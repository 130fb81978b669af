import Testing

#if OPENCOLLECTIONVIEW_COMPATIBILITY_TEST
    import UIKit
#else
    import OpenCollectionView
#endif

/// `UIListContentConfiguration.ImageProperties` sizing the image and the space kept for it, as Apple's documentation
/// describes each property (developer.apple.com, `UIListContentConfiguration.ImageProperties`).
@MainActor
struct ListContentImagePropertiesTests {
    private func image(width: CGFloat, height: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { context in
            UIColor.systemRed.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
    }

    /// Lays out a cell configuration with `image` 320 points wide; returns the view and its image view.
    private func laidOut(
        _ image: UIImage, _ change: (inout UIListContentConfiguration.ImageProperties) -> Void
    ) -> (UIListContentView, UIImageView, UILabel) {
        var configuration = UIListContentConfiguration.cell()
        configuration.image = image
        configuration.text = "Title"
        change(&configuration.imageProperties)
        let view = UIListContentView(configuration: configuration)
        let height = view.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
        view.frame = CGRect(x: 0, y: 0, width: 320, height: height)
        view.layoutIfNeeded()
        let imageView = view.subviews.compactMap { $0 as? UIImageView }.first!
        let label = view.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Title" }!
        return (view, imageView, label)
    }

    /// "If the image exceeds this size on either dimension, the system reduces the size proportionately,
    /// maintaining the aspect ratio."
    @Test func maximumSizeScalesTheImageDownKeepingItsAspectRatio() {
        let (_, imageView, _) = laidOut(image(width: 100, height: 50)) { $0.maximumSize = CGSize(width: 40, height: 0) }
        #expect(imageView.frame.size == CGSize(width: 40, height: 20))
        let (_, tall, _) = laidOut(image(width: 30, height: 90)) { $0.maximumSize = CGSize(width: 60, height: 45) }
        #expect(tall.frame.size == CGSize(width: 15, height: 45))
        // "A width or height of zero means that the system doesn't constrain the size for that dimension."
        let (_, free, _) = laidOut(image(width: 30, height: 20)) { $0.maximumSize = .zero }
        #expect(free.frame.size == CGSize(width: 30, height: 20))
    }

    /// "The layout size that the system reserves for the image, and then centers the image within": texts line up
    /// across images of different widths, and the image keeps its own size.
    @Test func reservedLayoutWidthLinesUpTextsAndCentresTheImage() {
        let (_, narrow, narrowLabel) = laidOut(image(width: 10, height: 10)) {
            $0.reservedLayoutSize = CGSize(width: 50, height: 0)
        }
        let (_, wide, wideLabel) = laidOut(image(width: 30, height: 10)) {
            $0.reservedLayoutSize = CGSize(width: 50, height: 0)
        }
        #expect(narrowLabel.frame.minX == wideLabel.frame.minX)
        #expect(narrow.frame.size == CGSize(width: 10, height: 10))
        #expect(wide.frame.size == CGSize(width: 30, height: 10))
        #expect(narrow.frame.midX == wide.frame.midX)
    }

    /// "Consistent height for content views, even when the images vary in height."
    @Test func reservedLayoutHeightGivesRowsTheSameHeight() {
        let (short, shortImage, _) = laidOut(image(width: 10, height: 10)) {
            $0.reservedLayoutSize = CGSize(width: 0, height: 80)
        }
        let (tall, tallImage, _) = laidOut(image(width: 10, height: 60)) {
            $0.reservedLayoutSize = CGSize(width: 0, height: 80)
        }
        #expect(short.frame.height == tall.frame.height)
        #expect(shortImage.frame.height == 10)
        #expect(shortImage.frame.midY == tallImage.frame.midY)
        // The reserved 80 points are more than a one-line cell needs, so they set the row's height.
        let (plain, _, _) = laidOut(image(width: 10, height: 10)) { _ in }
        #expect(short.frame.height > plain.frame.height)
    }

    /// "Setting the reservedLayoutSize width or height to this constant results in using the system standard value
    /// for a symbol image for that dimension, even when the image is not a symbol image."
    @Test func standardDimensionReservesTheSameSpaceForAnyImage() {
        let standard = UIListContentConfiguration.ImageProperties.standardDimension
        let (_, _, first) = laidOut(image(width: 8, height: 8)) {
            $0.reservedLayoutSize = CGSize(width: standard, height: 0)
        }
        let (_, _, second) = laidOut(image(width: 20, height: 8)) {
            $0.reservedLayoutSize = CGSize(width: standard, height: 0)
        }
        #expect(first.frame.minX == second.frame.minX)
    }

    @Test func preferredSymbolConfigurationSizesASymbolImage() {
        let symbol = UIImage(systemName: "star.fill")!
        let (_, small, _) = laidOut(symbol) {
            $0.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 10)
        }
        let (_, large, _) = laidOut(symbol) {
            $0.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 40)
        }
        #expect(large.frame.height > small.frame.height * 2)
        #expect(large.preferredSymbolConfiguration == UIImage.SymbolConfiguration(pointSize: 40))
        var properties = UIListContentConfiguration.cell().imageProperties
        #expect(properties.preferredSymbolConfiguration == nil)
        properties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 40)
        #expect(properties != UIListContentConfiguration.cell().imageProperties)
    }
}
