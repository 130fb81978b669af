import Testing

@testable import OpenCollectionView

@MainActor
struct RenderingTests {
    static func sampleController() -> UIViewController {
        let controller = UIViewController()
        let root = controller.view!
        root.backgroundColor = .systemBackground
        let card = UIView(frame: CGRect(x: 20, y: 40, width: 200, height: 120))
        card.backgroundColor = .systemTeal
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.systemIndigo.cgColor
        card.layer.shadowOpacity = 0.3
        card.accessibilityIdentifier = "card"
        root.addSubview(card)
        let label = UILabel(frame: CGRect(x: 12, y: 12, width: 176, height: 60))
        label.text = "Hello, OpenCollectionView"
        label.numberOfLines = 0
        card.addSubview(label)
        let scrollView = UIScrollView(frame: CGRect(x: 20, y: 200, width: 200, height: 200))
        scrollView.backgroundColor = .secondarySystemBackground
        scrollView.contentSize = CGSize(width: 200, height: 1000)
        for row in 0..<10 {
            let rowView = UILabel(frame: CGRect(x: 10, y: CGFloat(row) * 100 + 10, width: 180, height: 80))
            rowView.text = "Row \(row)"
            rowView.backgroundColor = row.isMultiple(of: 2) ? .systemYellow : .systemOrange
            scrollView.addSubview(rowView)
        }
        scrollView.contentOffset = CGPoint(x: 0, y: 150)
        root.addSubview(scrollView)
        return controller
    }

    @Test func renderTreeUsesWindowCoordinatesAndPaintOrder() {
        let host = HeadlessHost(rootViewController: Self.sampleController(), size: CGSize(width: 240, height: 420))
        let tree = host.renderTree()
        let card = tree.nodes(withAccessibilityIdentifier: "card")[0]
        #expect(card.frameInWindow == CGRect(x: 20, y: 40, width: 200, height: 120))
        #expect(card.cornerRadius == 12)
        #expect(card.borderColor == "#5856d6")
        #expect(tree.texts.contains("Row 2"))
        let row2 = tree.nodes.first { node in
            if case .text(let text) = node.content { text.lines.first?.text == "Row 2" } else { false }
        }!
        // Row 2 is at y 210 in content scrolled by 150, inside a scroll view at y 200.
        #expect(row2.frameInWindow.minY == 260)
        let indexOfCard = tree.nodes.firstIndex { $0.id == card.id }!
        let indexOfLabel = tree.nodes.firstIndex { $0.parentID == card.id }!
        #expect(indexOfCard < indexOfLabel)
    }

    @Test func zPositionOrdersSiblings() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = UIView()
        let b = UIView()
        a.layer.zPosition = 5
        root.addSubview(a)
        root.addSubview(b)
        let order = RenderTree(capturing: root).nodes.map(\.id)
        #expect(order == [root.renderID, b.renderID, a.renderID])
    }

    @Test func svgExportDrawsShapesAndText() throws {
        let host = HeadlessHost(rootViewController: Self.sampleController(), size: CGSize(width: 240, height: 420))
        let svg = host.svg()
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.contains("rx=\"12\""))
        #expect(svg.contains(">Row 2</text>"))
        #expect(svg.contains("clip-path"))
        // The fallback faces follow the label's own family, in the order text is measured with them.
        #expect(svg.contains("font-family=\"DejaVu Sans, Noto Sans CJK SC, Noto Color Emoji\""))
    }
}
