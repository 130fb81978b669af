import OpenCollectionView
import Testing

@testable import OpenCollectionViewWeb

/// What a frame carries when little changed: a scroll is one node's bounds origin, and input is answered at once.
@MainActor
struct FrameCostTests {
    private final class Scroller: UIViewController {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))

        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.contentSize = CGSize(width: 200, height: 1000)
            for row in 0..<20 {
                let tile = UIView(frame: CGRect(x: 10, y: CGFloat(row) * 50, width: 180, height: 40))
                tile.backgroundColor = .systemTeal
                scrollView.addSubview(tile)
            }
            view.addSubview(scrollView)
        }
    }

    private func json(_ message: String?) throws -> [String: Any] {
        let text = try #require(message)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func aScrollSendsTheScrollViewsBoundsOriginAlone() throws {
        let controller = Scroller()
        let session = HostSession(
            rootViewController: controller, size: CGSize(width: 200, height: 100),
            clock: AnimationClock(mode: .virtual))
        var encoder = WebFrameEncoder()
        _ = encoder.message(for: session.renderFrame())
        controller.scrollView.contentOffset = CGPoint(x: 0, y: 4)
        let frame = try json(encoder.message(for: session.renderFrame()))
        #expect(frame["c"] == nil && frame["r"] == nil && frame["o"] == nil)
        let updates = try #require(frame["u"] as? [[String: Any]])
        #expect(updates.count == 1)
        #expect(Set(updates[0].keys) == ["id", "b"])
        #expect(updates[0]["b"] as? [Double] == [0, 4])
        #expect(encoder.message(for: session.renderFrame()) == nil)
        session.close()
    }

    @Test func childMatricesAreInTheParentsBoundsSpaceAndTheRenderTreeKeepsItsOwn() throws {
        let controller = Scroller()
        let session = HostSession(
            rootViewController: controller, size: CGSize(width: 200, height: 100),
            clock: AnimationClock(mode: .virtual))
        controller.scrollView.contentOffset = CGPoint(x: 0, y: 120)
        let tree = session.renderFrame()
        let tile = try #require(controller.scrollView.subviews.first { $0.frame.minY == 150 })
        let node = try #require(tree.nodes.first { $0.size.height == 40 && $0.boundsTransform[13] == 150 })
        // UIKit: a view's frame is in its superview's bounds coordinates, so the tile at y = 150 sits 30 points
        // below the top of a scroll view whose bounds origin (content offset) is y = 120.
        #expect(node.transform[13] == 30)
        #expect(node.frameInWindow.minY == 30)
        #expect(tile.convert(tile.bounds, to: nil).minY == 30)
        var encoder = WebFrameEncoder()
        let first = try json(encoder.message(for: tree))
        let created = try #require(first["c"] as? [[String: Any]])
        let wire = try #require(created.first { $0["id"] as? Int == node.id })
        #expect((wire["m"] as? [Double])?[13] == 150)
        let scroller = try #require(created.first { ($0["b"] as? [Double]) != nil })
        #expect(scroller["b"] as? [Double] == [0, 120])
        session.close()
    }

    @Test func inputIsAnsweredWithAFrameAtOnceWithItsPong() throws {
        let transport = RecordingTransport()
        let controller = Scroller()
        let tab = BrowserTab(screen: WebScreen(slug: "s", title: "S") { controller }, transport: transport)
        tab.receive(.resize(CGSize(width: 200, height: 100)))
        tab.sendFrame()
        tab.frameWasSent()
        let sent = transport.frames.count
        tab.receive([
            .event(.wheel(location: CGPoint(x: 100, y: 50), delta: CGPoint(x: 0, y: 30))), .ping(9),
        ])
        #expect(transport.frames.count == sent + 1, "no display tick is waited for")
        let frame = try json(transport.frames.last)
        #expect(frame["pong"] as? [Int] == [9])
        let updates = try #require(frame["u"] as? [[String: Any]])
        #expect(updates.contains { ($0["b"] as? [Double])?[1] ?? 0 > 0 })
        tab.close()
    }
}
