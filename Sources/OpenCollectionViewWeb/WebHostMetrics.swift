import Metrics
import Prometheus

/// What a web host counts, in its own Prometheus registry (so several hosts in one process — tests — never share
/// one), through swift-metrics; `GET /metrics` answers the registry in Prometheus' text format.
final class WebHostMetrics: Sendable {
    let registry: PrometheusCollectorRegistry
    private let factory: PrometheusMetricsFactory
    /// Tabs with a socket open now.
    let tabsOpen: Metrics.Meter
    /// Frame messages handed to sockets.
    let framesSent: Metrics.Counter
    /// Bytes of frame messages handed to sockets (before compression).
    let bytesSent: Metrics.Counter
    /// How long the main actor took to build each frame message sent (layout, capture, diff, encoding).
    let frameBuildTime: Metrics.Timer
    /// Input messages the limits refused (a flood closing a tab counts the message that broke the limit).
    let inputDropped: Metrics.Counter

    init() {
        let registry = PrometheusCollectorRegistry()
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.defaultDurationHistogramBuckets = [
            .microseconds(100), .microseconds(250), .microseconds(500), .milliseconds(1), .milliseconds(2),
            .milliseconds(4), .milliseconds(8), .milliseconds(16), .milliseconds(33), .milliseconds(100),
        ]
        self.registry = registry
        self.factory = factory
        tabsOpen = Metrics.Meter(label: "ocv_tabs_open", factory: factory)
        framesSent = Metrics.Counter(label: "ocv_frames_sent_total", factory: factory)
        bytesSent = Metrics.Counter(label: "ocv_frame_bytes_sent_total", factory: factory)
        frameBuildTime = Metrics.Timer(label: "ocv_frame_build_seconds", factory: factory)
        inputDropped = Metrics.Counter(label: "ocv_input_messages_dropped_total", factory: factory)
    }

    /// Records one frame message built: `nanoseconds` of the main actor's time from the start of the tab's layout
    /// to the encoded message (`ocv_frame_build_seconds`).
    func frameBuilt(nanoseconds: UInt64) {
        frameBuildTime.recordNanoseconds(Int64(clamping: nanoseconds))
    }

    /// Counts a socket closed by the server or the browser with `code`.
    func closed(code: UInt16) {
        Metrics.Counter(label: "ocv_socket_closes_total", dimensions: [("code", String(code))], factory: factory)
            .increment()
    }

    /// The registry in Prometheus' text exposition format.
    var exposition: String { registry.emitToString() }
}
