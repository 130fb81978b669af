import Testing

@testable import OpenCollectionView

/// `CALayer.maskedCorners` in the render tree and the SVG export: only the masked corners are rounded.
@MainActor
struct CornerMaskRenderingTests {
    @Test func insetGroupedSectionsRoundOnlyTheirOuterCorners() {
        let list = ListClient(
            UICollectionLayoutListConfiguration(appearance: .insetGrouped), sections: [["A", "B", "C"], ["D"]])
        let cells = list.host.renderTree().nodes(ofClass: "UICollectionViewListCell").sorted {
            $0.frameInWindow.minY < $1.frameInWindow.minY
        }
        #expect(cells.count == 4)
        guard cells.count == 4 else { return }
        let top: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        let bottom: CACornerMask = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        // UIKit: an inset-grouped section rounds its first cell's top corners and its last cell's bottom corners
        // (10 points); the rows between keep square corners, and a one-row section rounds all four.
        #expect(cells[0].cornerRadius == 10 && cells[0].maskedCorners == top)
        #expect(cells[1].cornerRadius == 0)
        #expect(cells[2].cornerRadius == 10 && cells[2].maskedCorners == bottom)
        #expect(cells[3].cornerRadius == 10 && cells[3].maskedCorners == top.union(bottom))
    }

    @Test func svgRoundsOnlyTheMaskedCorners() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 10
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        root.addSubview(card)
        let tree = RenderTree(capturing: root)
        let node = tree.nodes.first { $0.id == card.renderID }
        #expect(node?.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        let svg = SVGRenderer.svg(for: tree, size: root.bounds.size)
        // Top corners: arcs of radius 10; bottom corners: square (the path goes straight through 100,40 and 0,40).
        #expect(svg.contains("<path d=\"M10 0H90A10 10 0 0 1 100 10V40H0V10A10 10 0 0 1 10 0Z\" fill="))
        #expect(!svg.contains("rx=\"10\""))
    }

    @Test func allFourMaskedCornersDrawAsARoundedRect() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 10
        root.addSubview(card)
        let svg = SVGRenderer.svg(for: RenderTree(capturing: root), size: root.bounds.size)
        #expect(svg.contains("<rect width=\"100\" height=\"40\" rx=\"10\" fill="))
    }
}
