import Testing

#if OPENCOLLECTIONVIEW_COMPATIBILITY_TEST
    import UIKit
#else
    import OpenCollectionView
#endif

/// `UIImage(systemName:)` and `UIImage.SymbolConfiguration` as UIKit documents them: known names give template
/// symbol images, unknown names `nil`; sizes follow the point size and the scale; configurations merge with the
/// other configuration's specified values winning.
@MainActor
struct SymbolImageTests {
    @Test func knownNamesGiveTemplateSymbolImages() throws {
        for name in [
            "star.fill", "chevron.right", "xmark.circle.fill", "trash", "gearshape.fill", "square.and.arrow.up",
        ] {
            let image = try #require(UIImage(systemName: name), "\(name)")
            #expect(image.isSymbolImage)
            // "Symbol images are template images": UIKit draws them in the tint colour.
            #expect(image.renderingMode == .alwaysTemplate)
            #expect(image.size.width > 0 && image.size.height > 0)
        }
    }

    @Test func standardImagesAreSymbols() {
        // UIKit's `UIImage.add`, `.remove`, `.checkmark` and `.actions` are the plus, minus, checkmark and
        // ellipsis symbols.
        for image in [UIImage.add, .remove, .checkmark, .actions] { #expect(image.isSymbolImage) }
        #expect(UIImage.add.size == UIImage(systemName: "plus")?.size)
        #expect(UIImage.actions.size == UIImage(systemName: "ellipsis")?.size)
    }

    @Test func unknownNamesGiveNil() {
        // UIKit's documentation: "nil if the method couldn't find the specified image".
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(systemName: "") == nil)
        #expect(UIImage(systemName: "star.fil") == nil)
    }

    @Test func imagesFromDataAreNotSymbols() throws {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"></svg>"
        let image = try #require(UIImage(data: Data(svg.utf8)))
        #expect(!image.isSymbolImage)
        #expect(image.renderingMode == .automatic)
        #expect(image.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 30)) == nil)
    }

    @Test func defaultSizeIsThatOfBodyText() throws {
        // An unconfigured symbol matches 17-point body text; a circle symbol beside it is about 17 to 22 points.
        let plain = try #require(UIImage(systemName: "circle"))
        let body = try #require(
            UIImage(systemName: "circle", withConfiguration: UIImage.SymbolConfiguration(pointSize: 17)))
        #expect(plain.size == body.size)
        #expect((17...22).contains(plain.size.width))
        #expect((17...22).contains(plain.size.height))
    }

    @Test func sizeFollowsPointSize() throws {
        let small = try #require(
            UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20)))
        let large = try #require(
            UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        #expect(abs(large.size.width - 2 * small.size.width) <= 0.7)
        #expect(abs(large.size.height - 2 * small.size.height) <= 0.7)
    }

    @Test func scaleChangesSizeByTheSFSymbolsRatios() throws {
        func size(_ scale: UIImage.SymbolScale) throws -> CGSize {
            let configuration = UIImage.SymbolConfiguration(pointSize: 50, weight: .regular, scale: scale)
            return try #require(UIImage(systemName: "heart", withConfiguration: configuration)).size
        }
        let medium = try size(.medium)
        // Human Interface Guidelines, SF Symbols scales: small ≈ 0.78 × medium, large ≈ 1.29 × medium.
        #expect(abs(try size(.small).height / medium.height - 0.78) < 0.03)
        #expect(abs(try size(.large).height / medium.height - 1.29) < 0.03)
        #expect(try size(.default) == medium)
        #expect(try size(.unspecified) == medium)
    }

    @Test func textStyleAndFontGiveTheirPointSize() throws {
        let byFont = try #require(
            UIImage(systemName: "bell", withConfiguration: UIImage.SymbolConfiguration(font: .systemFont(ofSize: 28))))
        let bySize = try #require(
            UIImage(systemName: "bell", withConfiguration: UIImage.SymbolConfiguration(pointSize: 28)))
        #expect(byFont.size == bySize.size)
        let title = try #require(
            UIImage(systemName: "bell", withConfiguration: UIImage.SymbolConfiguration(textStyle: .largeTitle)))
        let body = try #require(
            UIImage(systemName: "bell", withConfiguration: UIImage.SymbolConfiguration(textStyle: .body)))
        #expect(title.size.height > body.size.height)
    }

    @Test func applyingLetsTheOtherConfigurationsValuesWin() {
        let base = UIImage.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .large)
        #expect(
            base.applying(UIImage.SymbolConfiguration(scale: .small))
                == UIImage.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .small))
        #expect(
            base.applying(UIImage.SymbolConfiguration(weight: .thin))
                == UIImage.SymbolConfiguration(pointSize: 30, weight: .thin, scale: .large))
        #expect(
            UIImage.SymbolConfiguration(pointSize: 30).applying(UIImage.SymbolConfiguration(weight: .heavy))
                == UIImage.SymbolConfiguration(pointSize: 30, weight: .heavy))
        #expect(base.applying(UIImage.SymbolConfiguration.unspecified) == base)
        #expect(base.applying(nil as UIImage.SymbolConfiguration?) == base)
        #expect(base != UIImage.SymbolConfiguration(pointSize: 30, weight: .bold))
    }

    @Test func applyingAnotherSizeSourceReplacesThePointSize() throws {
        let merged = UIImage.SymbolConfiguration(pointSize: 60).applying(
            UIImage.SymbolConfiguration(textStyle: .body))
        let image = try #require(UIImage(systemName: "house", withConfiguration: merged))
        let body = try #require(
            UIImage(systemName: "house", withConfiguration: UIImage.SymbolConfiguration(textStyle: .body)))
        #expect(image.size == body.size)
    }

    @Test func applyingSymbolConfigurationMergesWhileWithConfigurationReplaces() throws {
        let image = try #require(
            UIImage(systemName: "folder", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        let bolder = try #require(image.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .bold)))
        #expect(bolder.symbolConfiguration == UIImage.SymbolConfiguration(pointSize: 40, weight: .bold))
        #expect(bolder.size == image.size)
        let replaced = image.withConfiguration(UIImage.SymbolConfiguration(weight: .bold))
        #expect(replaced.symbolConfiguration == UIImage.SymbolConfiguration(weight: .bold))
        #expect(replaced.size.height < image.size.height)
    }

    @Test func renderingModeAndTintColorMakeCopies() throws {
        let image = try #require(UIImage(systemName: "heart.fill"))
        #expect(image.withRenderingMode(.alwaysOriginal).renderingMode == .alwaysOriginal)
        #expect(image.withRenderingMode(.alwaysOriginal).isSymbolImage)
        // `withTintColor(_:)` gives an image drawn in its own colour from then on (`.alwaysOriginal`).
        #expect(image.withTintColor(.systemRed).renderingMode == .alwaysOriginal)
        #expect(image.withTintColor(.systemRed, renderingMode: .alwaysTemplate).renderingMode == .alwaysTemplate)
        #expect(image.renderingMode == .alwaysTemplate)
    }

    @Test func imageViewSizesToTheSymbolAndItsPreferredConfiguration() throws {
        let image = try #require(UIImage(systemName: "star"))
        let imageView = UIImageView(image: image)
        #expect(imageView.intrinsicContentSize == image.size)
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34)
        let doubled = try #require(
            UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
        #expect(imageView.intrinsicContentSize == doubled.size)
    }
}
