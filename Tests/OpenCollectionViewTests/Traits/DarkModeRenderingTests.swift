// Host-driven: reads the render tree and switches the scene's appearance through the headless host, so it does
// not compile against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

@MainActor
struct DarkModeRenderingTests {
    @Test func renderTreeColoursFlipWithTheAppearance() throws {
        let controller = UIViewController()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 390, height: 844))
        controller.view.backgroundColor = .systemBackground
        controller.view.accessibilityIdentifier = "root"
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        label.text = "Hello"
        label.textColor = .label
        label.accessibilityIdentifier = "label"
        let box = UIView(frame: CGRect(x: 10, y: 60, width: 100, height: 100))
        box.accessibilityIdentifier = "box"
        box.layer.borderWidth = 1
        box.layer.borderColor = UIColor.opaqueSeparator.cgColor
        box.layer.shadowOpacity = 1
        box.layer.shadowColor = UIColor.label.cgColor
        controller.view.addSubview(label)
        controller.view.addSubview(box)
        host.layout()

        func colours() throws -> (background: String?, text: String?, border: String?, shadow: String?) {
            let tree = host.renderTree()
            let view = try #require(tree.nodes(withAccessibilityIdentifier: "root").first)
            let text = try #require(tree.nodes(withAccessibilityIdentifier: "label").first)
            var textColour: String?
            if case .text(let run) = text.content { textColour = run.color }
            let boxNode = try #require(tree.nodes(withAccessibilityIdentifier: "box").first)
            return (view.backgroundColor, textColour, boxNode.borderColor, boxNode.shadow?.color)
        }

        // Light values: systemBackground white, label black, opaqueSeparator (198, 198, 200) (Apple's HIG).
        let light = try colours()
        #expect(light.background == "#ffffff")
        #expect(light.text == "#000000")
        #expect(light.border == "#c6c6c8")
        #expect(light.shadow == "#000000")

        host.setUserInterfaceStyle(.dark)
        // Dark values: systemBackground black, label white, opaqueSeparator (56, 56, 58).
        let dark = try colours()
        #expect(dark.background == "#000000")
        #expect(dark.text == "#ffffff")
        #expect(dark.border == "#38383a")
        #expect(dark.shadow == "#ffffff")
    }

    @Test func overriddenSubtreeDrawsInItsOwnAppearance() throws {
        let controller = UIViewController()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 390, height: 844))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.accessibilityIdentifier = "card"
        card.overrideUserInterfaceStyle = .dark
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        inner.accessibilityIdentifier = "inner"
        inner.backgroundColor = .secondarySystemBackground
        card.backgroundColor = .systemBackground
        card.addSubview(inner)
        controller.view.addSubview(card)
        host.layout()
        let tree = host.renderTree()
        // Dark systemBackground is black, dark secondarySystemBackground (28, 28, 30) (Apple's HIG).
        #expect(tree.nodes(withAccessibilityIdentifier: "card").first?.backgroundColor == "#000000")
        #expect(tree.nodes(withAccessibilityIdentifier: "inner").first?.backgroundColor == "#1c1c1e")
    }

    @Test func aStyleChangeAsksTheHostForAFrame() {
        let controller = UIViewController()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 390, height: 844))
        controller.view.backgroundColor = .systemBackground
        host.layout()
        _ = host.renderTree()
        var asked = 0
        host.session.onNeedsFrame = { asked += 1 }
        host.setUserInterfaceStyle(.dark)
        #expect(asked > 0)
    }
}
