// Host-driven: changes a window scene's content size category through the headless host, so it does not compile
// against UIKit (see docs/Testing.md).
import Testing

@testable import OpenCollectionView

/// List fonts with a weight of their own (the bold prominent headers) follow Dynamic Type as the plain ones do.
@MainActor
struct ListFontDynamicTypeTests {
    @Test func boldHeaderFontsFollowTheContentSizeCategory() throws {
        // UIKit: the prominent inset-grouped header is Title 3 in bold, 20 points at Large and 31 at AX1 (Apple's
        // Dynamic Type size table), drawn bold at every size.
        let font = UIListContentConfiguration.prominentInsetGroupedHeader().textProperties.font
        #expect(font.pointSize == 20)
        let larger = font.adjusted(to: .accessibilityMedium)
        #expect(larger.pointSize == 31)
        #expect(larger.fontName == font.fontName && font.fontName == "DejaVuSans-Bold")
    }

    @Test func aShownBoldHeaderGrowsWithTheScene() throws {
        let controller = UIViewController()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 390, height: 400))
        var configuration = UIListContentConfiguration.extraProminentInsetGroupedHeader()
        configuration.text = "Header"
        let contentView = UIListContentView(configuration: configuration)
        contentView.frame = CGRect(x: 0, y: 0, width: 390, height: 200)
        controller.view.addSubview(contentView)
        host.layout()
        func headerText() -> RenderText? {
            for node in host.renderTree().nodes {
                if case .text(let text) = node.content, text.lines.first?.text == "Header" { return text }
            }
            return nil
        }
        // Title 2 in bold: 22 points at Large, 34 at AX1.
        #expect(headerText()?.fontSize == 22)
        host.scene.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        host.layout()
        let text = try #require(headerText())
        #expect(text.fontSize == 34)
        #expect(text.fontWeight == 700)
    }
}
