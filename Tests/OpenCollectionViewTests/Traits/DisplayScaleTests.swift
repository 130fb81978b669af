// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// A host changing the display scale (a browser's zoom, a window moved to another display): `UIScreen.scale` and
/// the traits' `displayScale` follow, views hear `traitCollectionDidChange(_:)`, and what is drawn on pixel
/// boundaries is laid out again. Expected values: UIKit draws list separators one pixel high, 1 / displayScale
/// points (UICollectionViewListCell and UITableView hairlines on 2× and 3× devices).
@MainActor
struct DisplayScaleTests {
    private final class TraitWatcher: UIView {
        var scales: [CGFloat] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            scales.append(traitCollection.displayScale)
        }
    }

    /// The visible hairlines of a cell: its thin subviews outside the content view.
    private func separatorHeights(_ cell: UICollectionViewListCell) -> [CGFloat] {
        cell.subviews.filter { !$0.isHidden && $0 !== cell.contentView && $0.frame.height > 0 && $0.frame.height <= 1 }
            .map(\.frame.height)
    }

    @Test func screenAndTraitsFollowTheHostsScale() {
        let controller = UIViewController()
        let watcher = TraitWatcher(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(watcher)
        let host = HeadlessHost(rootViewController: controller)
        #expect(host.scene.screen.scale == 2)
        host.setDisplayScale(3)
        #expect(host.scene.screen.scale == 3)
        #expect(host.window.traitCollection.displayScale == 3)
        #expect(watcher.scales == [3])
        host.setDisplayScale(3)
        #expect(watcher.scales == [3], "an unchanged scale tells no one")
        host.setDisplayScale(.nan)
        host.setDisplayScale(0)
        #expect(host.scene.screen.scale == 3, "a scale that is not a positive number is ignored")
    }

    @Test func listSeparatorsStayOnePixelHigh() throws {
        let client = ListClient(UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let cell = try #require(client.cell(0))
        #expect(separatorHeights(cell) == [0.5])
        client.host.setDisplayScale(1)
        client.host.layout()
        #expect(separatorHeights(cell) == [1])
        client.host.setDisplayScale(3)
        client.host.layout()
        let heights = separatorHeights(cell)
        #expect(heights.count == 1 && abs(heights[0] - 1.0 / 3) < 0.0001)
    }
}
