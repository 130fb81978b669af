@_spi(Host) import OpenCollectionView
import Testing

@testable import OpenCollectionViewWeb

/// A browser tab's captures build nodes only for views whose drawing changed, and its frames say the same as frames
/// diffed from whole render trees.
@MainActor
struct RenderChangeCaptureTests {
    private final class Grid: UIViewController, UICollectionViewDataSource {
        var collectionView: UICollectionView!

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 80, height: 80)
            layout.minimumLineSpacing = 8
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = self
            collectionView.accessibilityIdentifier = "grid"
            view.accessibilityIdentifier = "root"
            view.addSubview(collectionView)
            let badge = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
            badge.text = "badge"
            badge.accessibilityIdentifier = "badge"
            badge.layer.zPosition = 10
            view.addSubview(badge)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1_000 }

        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            var content = UIListContentConfiguration.cell()
            content.text = "\(indexPath.item)"
            cell.contentConfiguration = content
            cell.backgroundColor = indexPath.item.isMultiple(of: 2) ? .systemTeal : .systemOrange
            return cell
        }
    }

    private func json(_ message: String?) throws -> [String: Any]? {
        guard let message else { return nil }
        return try JSONSerialization.jsonObject(with: Data(message.utf8)) as? [String: Any]
    }

    @Test func aScrollBuildsANodeForTheScrollViewAlone() throws {
        let controller = Grid()
        let session = HostSession(
            rootViewController: controller, size: CGSize(width: 200, height: 300),
            clock: AnimationClock(mode: .virtual))
        let capture = RenderChangeCapture()
        capture.capture(session.window)
        #expect(capture.items.allSatisfy { $0.node != nil }, "the first capture builds every node")
        controller.collectionView.contentOffset = CGPoint(x: 0, y: 4)
        session.window.layoutIfNeeded()
        capture.capture(session.window)
        let built = capture.items.compactMap(\.node)
        #expect(built.map(\.accessibilityIdentifier) == ["grid"])
        #expect(built.first?.boundsOrigin == CGPoint(x: 0, y: 4))
        #expect(capture.items.count == RenderTree(capturing: session.window).nodes.count)
        session.close()
    }

    @Test func changedTextAndColourAreBuiltAgain() throws {
        let controller = Grid()
        let session = HostSession(
            rootViewController: controller, size: CGSize(width: 200, height: 300),
            clock: AnimationClock(mode: .virtual))
        let capture = RenderChangeCapture()
        capture.capture(session.window)
        let badge = try #require(controller.view.subviews.last as? UILabel)
        badge.text = "changed"
        controller.view.backgroundColor = .systemRed
        capture.capture(session.window)
        let built = capture.items.compactMap(\.node)
        #expect(built.count == 2)
        #expect(Set(built.compactMap(\.accessibilityIdentifier)) == ["badge", "root"])
        session.close()
    }

    @Test func framesFromChangeCapturesMatchFramesFromWholeTrees() throws {
        let controller = Grid()
        let session = HostSession(
            rootViewController: controller, size: CGSize(width: 200, height: 300),
            clock: AnimationClock(mode: .virtual))
        let capture = RenderChangeCapture()
        var fromChanges = RenderTreeDiffer()
        var fromTrees = RenderTreeDiffer()
        for step in 0..<40 {
            // Far enough a step that cells are reused with new text and colours, then a few small steps back.
            let y = step < 30 ? CGFloat(step) * 70 : CGFloat(60 - step) * 30
            controller.collectionView.contentOffset = CGPoint(x: 0, y: y)
            if step == 20 { session.scene.makeCurrent { session.scene.userInterfaceStyleSetting = .dark } }
            let tree = session.renderFrame()
            capture.capture(session.window)
            let expected = try json(fromTrees.message(for: tree))
            let actual = try json(fromChanges.message(for: capture))
            #expect((actual as NSDictionary?) == (expected as NSDictionary?), "step \(step)")
        }
        session.close()
    }
}
