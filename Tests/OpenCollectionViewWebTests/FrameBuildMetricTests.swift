import Foundation
import OpenCollectionView
import Testing

@testable import OpenCollectionViewWeb

/// Issue 25: `ocv_frame_build_seconds` times every frame a tab sends — layout, capture, diff and encoding on the
/// main actor — and nothing else.
@MainActor
struct FrameBuildMetricTests {
    private final class Counter: UIViewController {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(label)
        }
    }

    @Test func everyFrameATabSendsIsTimed() throws {
        let metrics = WebHostMetrics()
        let transport = RecordingTransport()
        let controller = Counter()
        let tab = BrowserTab(
            screen: WebScreen(slug: "c", title: "C") { controller }, transport: transport, metrics: metrics)
        #expect(Self.histogram(in: metrics.exposition).count == 0)
        tab.receive(.resize(CGSize(width: 200, height: 100)))
        tab.sendFrame()
        for text in ["1", "2", "3"] {
            tab.frameWasSent()
            controller.label.text = text
            tab.sendFrame()
        }
        // A frame still in flight builds nothing, so it times nothing.
        tab.sendFrame()
        #expect(transport.frames.count == 4)
        let histogram = Self.histogram(in: metrics.exposition)
        #expect(histogram.count == 4)
        #expect(histogram.sum > 0)
        #expect(histogram.sum < 10, "seconds, not nanoseconds")
        tab.close()
    }

    @Test func theLiveHostCountsOneBuildPerFrameSent() async throws {
        let host = try await LiveHost.start()
        defer { Task { await host.stop() } }
        let local = "Host: 127.0.0.1:\(host.port)"
        let socket = try RawConnection(port: host.port)
        #expect(await socket.request(RawConnection.upgradeLines(port: host.port))?.status == 101)
        socket.send(RawConnection.frame(opcode: 0x1, Array(#"{"t":"resize","w":200,"h":300}"#.utf8)))
        socket.send(RawConnection.frame(opcode: 0x1, Array(#"{"t":"resize","w":220,"h":300}"#.utf8)))
        var sent = 0.0
        var histogram = (count: 0.0, sum: 0.0)
        for _ in 0..<50 {
            let metrics =
                await (try RawConnection(port: host.port)).request(["GET /metrics HTTP/1.1", local])?.body ?? ""
            sent = Self.value(of: "ocv_frames_sent_total", in: metrics) ?? 0
            histogram = Self.histogram(in: metrics)
            // The build is timed before the frame is handed to the socket and counted sent after it is written.
            if sent >= 1, histogram.count == sent { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(sent >= 1)
        #expect(histogram.count == sent)
        #expect(histogram.sum > 0)
    }

    /// The count and sum of `ocv_frame_build_seconds` in Prometheus' text format.
    private static func histogram(in exposition: String) -> (count: Double, sum: Double) {
        (
            value(of: "ocv_frame_build_seconds_count", in: exposition) ?? 0,
            value(of: "ocv_frame_build_seconds_sum", in: exposition) ?? 0
        )
    }

    /// The value of the sample named `name` (without labels).
    private static func value(of name: String, in exposition: String) -> Double? {
        for line in exposition.split(separator: "\n") where line.hasPrefix(name + " ") {
            return Double(line.dropFirst(name.count + 1))
        }
        return nil
    }
}
