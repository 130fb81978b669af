import Testing

@testable import OpenCollectionView

/// Symbols in the render tree: template symbols are drawn in the image view's tint colour, `withTintColor(_:)`
/// fixes the colour, hierarchical and palette configurations colour the layers, and weight sets the stroke.
@MainActor
struct SymbolRenderingTests {
    /// The SVG an image view draws, read back from its render node's `data:` URL.
    static func drawnSVG(of imageView: UIImageView, size: CGSize = CGSize(width: 120, height: 120)) throws -> String {
        let controller = UIViewController()
        imageView.frame = CGRect(x: 10, y: 10, width: 60, height: 60)
        imageView.accessibilityIdentifier = "symbol"
        controller.view.addSubview(imageView)
        let host = HeadlessHost(rootViewController: controller, size: size)
        host.layout()
        let node = try #require(host.renderTree().nodes(withAccessibilityIdentifier: "symbol").first)
        guard case .image(let image) = node.content else {
            Issue.record("the image view drew no image")
            return ""
        }
        let prefix = "data:image/svg+xml;base64,"
        #expect(image.source.hasPrefix(prefix))
        let data = try #require(Data(base64Encoded: String(image.source.dropFirst(prefix.count))))
        return String(decoding: data, as: UTF8.self)
    }

    @Test func templateSymbolsAreDrawnInTheViewsTintColor() throws {
        let imageView = UIImageView(image: UIImage(systemName: "star.fill"))
        imageView.tintColor = .systemRed
        let svg = try Self.drawnSVG(of: imageView)
        #expect(svg.contains("#ff3b30"))
        #expect(!svg.contains("#000000"))
    }

    @Test func tintIsInheritedFromTheSuperview() throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.tintColor = .systemGreen
        let imageView = UIImageView(image: UIImage(systemName: "heart"))
        container.addSubview(imageView)
        let controller = UIViewController()
        controller.view.addSubview(container)
        imageView.accessibilityIdentifier = "symbol"
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 120, height: 120))
        host.layout()
        let node = try #require(host.renderTree().nodes(withAccessibilityIdentifier: "symbol").first)
        guard case .image(let image) = node.content else {
            Issue.record("no image drawn")
            return
        }
        let data = try #require(Data(base64Encoded: String(image.source.split(separator: ",")[1])))
        #expect(String(decoding: data, as: UTF8.self).contains(UIColor.systemGreen.rgba.cssString))
    }

    @Test func withTintColorIgnoresTheViewsTint() throws {
        let image = try #require(UIImage(systemName: "bolt.fill")).withTintColor(.systemOrange)
        let imageView = UIImageView(image: image)
        imageView.tintColor = .systemRed
        let svg = try Self.drawnSVG(of: imageView)
        #expect(svg.contains(UIColor.systemOrange.rgba.cssString))
        #expect(!svg.contains("#ff3b30"))
    }

    @Test func originalSymbolsWithoutAColourAreBlack() throws {
        let image = try #require(UIImage(systemName: "trash")).withRenderingMode(.alwaysOriginal)
        let imageView = UIImageView(image: image)
        imageView.tintColor = .systemRed
        let svg = try Self.drawnSVG(of: imageView)
        #expect(svg.contains("#000000"))
        #expect(!svg.contains("#ff3b30"))
    }

    @Test func paletteColoursEachLayer() throws {
        // `xmark.circle.fill` in a palette of white and blue: a white cross on a blue disc, as in UIKit.
        let configuration = UIImage.SymbolConfiguration(paletteColors: [.white, .systemBlue])
        let imageView = UIImageView(image: UIImage(systemName: "xmark.circle.fill", withConfiguration: configuration))
        imageView.tintColor = .systemRed
        let svg = try Self.drawnSVG(of: imageView)
        let blue = UIColor.systemBlue.rgba.cssString
        #expect(svg.contains("fill=\"\(blue)\""))
        #expect(svg.contains("stroke=\"#ffffff\""))
        #expect(!svg.contains("#ff3b30"))
    }

    @Test func monochromeFilledEnclosuresCutTheGlyphOut() throws {
        let imageView = UIImageView(image: UIImage(systemName: "xmark.circle.fill"))
        imageView.tintColor = .systemRed
        let svg = try Self.drawnSVG(of: imageView)
        // In monochrome the cross is a hole in the disc (the mask), not painted on top of it.
        let parts = svg.components(separatedBy: "</mask>")
        #expect(parts.count == 2)
        #expect(parts.last?.components(separatedBy: "<path").count == 2)
        #expect(svg.contains("#ff3b30"))
    }

    @Test func hierarchicalColourFadesSecondaryLayers() throws {
        let configuration = UIImage.SymbolConfiguration(hierarchicalColor: .systemIndigo)
        let imageView = UIImageView(image: UIImage(systemName: "plus.circle.fill", withConfiguration: configuration))
        let svg = try Self.drawnSVG(of: imageView)
        let indigo = UIColor.systemIndigo.rgba
        #expect(svg.contains(indigo.cssString))
        var faded = indigo
        faded.alpha = 0.5
        #expect(svg.contains(faded.cssString))
    }

    @Test func weightSetsTheStrokeWidth() throws {
        func strokeWidth(_ weight: UIImage.SymbolWeight) throws -> Double {
            let image = try #require(
                UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(weight: weight)))
            let svg = try Self.drawnSVG(of: UIImageView(image: image))
            let marker = "stroke-width=\""
            let start = try #require(svg.range(of: marker)).upperBound
            return try #require(Double(svg[start...].prefix { $0 != "\"" }))
        }
        let widths = try [UIImage.SymbolWeight.ultraLight, .light, .regular, .semibold, .black].map(strokeWidth)
        #expect(widths == widths.sorted() && Set(widths).count == widths.count)
    }

    @Test func textStylesGiveTheirWeight() throws {
        // UIKit matches a symbol configured with a text style to that style's font: headline text is semibold.
        func strokeWidth(_ style: UIFont.TextStyle) throws -> String {
            let configuration = UIImage.SymbolConfiguration(textStyle: style)
            let symbol = try #require(UIImage(systemName: "plus", withConfiguration: configuration)?.symbol)
            let svg = symbol.svg(tint: .black)
            let start = try #require(svg.range(of: "stroke-width=\"")).upperBound
            return String(svg[start...].prefix { $0 != "\"" })
        }
        #expect(try Double(strokeWidth(.headline))! > Double(strokeWidth(.body))!)
        let explicit = UIImage.SymbolConfiguration(textStyle: .headline).applying(
            UIImage.SymbolConfiguration(weight: .regular))
        let regular = try #require(UIImage(systemName: "plus", withConfiguration: explicit)?.symbol)
        #expect(regular.svg(tint: .black).contains("stroke-width=\"\(try strokeWidth(.body))\""))
    }

    @Test func preferredSymbolConfigurationColoursTheDrawing() throws {
        let imageView = UIImageView(image: UIImage(systemName: "bell.badge"))
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(paletteColors: [.systemRed, .systemGray])
        let svg = try Self.drawnSVG(of: imageView)
        #expect(svg.contains("#ff3b30"))
        #expect(svg.contains(UIColor.systemGray.rgba.cssString))
    }

    @Test func theCatalogueHoldsTheMostUsedSymbols() {
        let required = [
            "chevron.left", "chevron.right", "chevron.up", "chevron.down", "chevron.forward", "chevron.backward",
            "plus",
            "minus", "plus.circle", "plus.circle.fill", "xmark", "xmark.circle", "xmark.circle.fill", "checkmark",
            "checkmark.circle", "checkmark.circle.fill", "trash", "trash.fill", "star", "star.fill", "heart",
            "heart.fill", "folder", "folder.fill", "gear", "gearshape", "person", "person.fill", "person.circle",
            "magnifyingglass", "square.and.arrow.up", "pencil", "square.and.pencil", "bell", "bookmark", "flag",
            "house", "envelope", "paperplane", "photo", "camera", "mic", "play.fill", "pause.fill", "stop.fill",
            "forward.fill", "backward.fill", "ellipsis", "ellipsis.circle", "info.circle", "exclamationmark.triangle",
            "questionmark.circle", "arrow.up", "arrow.down", "arrow.left", "arrow.right", "arrow.clockwise",
            "arrow.uturn.backward", "line.3.horizontal", "list.bullet", "square.grid.2x2", "calendar", "clock", "lock",
            "lock.open", "cloud", "sun.max", "moon", "bolt", "wifi", "battery.100", "globe", "link", "paperclip", "tag",
            "cart", "creditcard", "map", "location", "pin", "phone", "message", "bubble.left", "doc", "doc.text",
            "book", "archivebox", "tray", "externaldrive", "printer", "tv", "desktopcomputer", "iphone", "keyboard",
            "hand.thumbsup", "eye", "eye.slash", "slider.horizontal.3", "line.3.horizontal.decrease.circle", "square",
            "circle", "circle.fill", "checkmark.square",
        ]
        for name in required { #expect(UIImage(systemName: name) != nil, "\(name)") }
        #expect(SymbolCatalog.names.count >= 200)
    }

    @Test func everySymbolDrawsAWellFormedImage() {
        for name in SymbolCatalog.names {
            guard let image = UIImage(systemName: name), let symbol = image.symbol else {
                Issue.record("\(name) gave no symbol image")
                continue
            }
            #expect(image.size.width > 0 && image.size.height > 0, "\(name)")
            let svg = symbol.svg(tint: .black)
            #expect(svg.hasPrefix("<svg") && svg.hasSuffix("</svg>"), "\(name)")
            #expect(!svg.contains("nan") && !svg.contains("inf"), "\(name)")
            #expect(svg.contains("<path d=\"M"), "\(name)")
        }
    }
}
