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
    /// The main thread's processor time for the same span (`ocv_frame_build_cpu_seconds`): the work without the
    /// time the thread waited for a core while other threads (the sockets, compression, other processes) had it.
    let frameBuildCPUTime: Metrics.Timer
    /// Input messages the limits refused (a flood closing a tab counts the message that broke the limit).
    let inputDropped: Metrics.Counter
    /// How long each batch of input waited for the main actor (`ocv_input_wait_seconds`), the lag admission reads.
    let inputWait: Metrics.Timer

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
        frameBuildCPUTime = Metrics.Timer(label: "ocv_frame_build_cpu_seconds", factory: factory)
        inputDropped = Metrics.Counter(label: "ocv_input_messages_dropped_total", factory: factory)
        inputWait = Metrics.Timer(label: "ocv_input_wait_seconds", factory: factory)
    }

    /// Records the time a batch of input waited for the main actor.
    func inputWaited(seconds: Double) {
        inputWait.recordNanoseconds(Int64(max(0, seconds) * 1e9))
    }

    /// Counts a tab refused at admission, by reason: `host_full`, `client_full` or `busy`
    /// (`ocv_tabs_refused_total`).
    func refused(reason: String) {
        Metrics.Counter(label: "ocv_tabs_refused_total", dimensions: [("reason", reason)], factory: factory).increment()
    }

    /// Records one frame message built: `nanoseconds` of the main actor's time from the start of the tab's layout
    /// to the encoded message (`ocv_frame_build_seconds`), of which the main thread ran `cpuNanoseconds`
    /// (`ocv_frame_build_cpu_seconds`).
    func frameBuilt(nanoseconds: UInt64, cpuNanoseconds: UInt64) {
        frameBuildTime.recordNanoseconds(Int64(clamping: nanoseconds))
        frameBuildCPUTime.recordNanoseconds(Int64(clamping: cpuNanoseconds))
    }

    /// Counts a socket closed by the server or the browser with `code`.
    func closed(code: UInt16) {
        Metrics.Counter(label: "ocv_socket_closes_total", dimensions: [("code", String(code))], factory: factory)
            .increment()
    }

    /// The registry in Prometheus' text exposition format.
    var exposition: String { registry.emitToString() }
}
