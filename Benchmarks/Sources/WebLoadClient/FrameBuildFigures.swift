import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The host's own account of its frames from `GET /metrics`: how many it built and the main actor's time for them,
/// by the wall clock (`ocv_frame_build_seconds`) and by the main thread's processor time
/// (`ocv_frame_build_cpu_seconds`). Two readings around a run give the run's mean build time a frame, with and
/// without the time the thread waited for a core.
struct FrameBuildFigures {
    var frames = 0.0
    var wallSeconds = 0.0
    var cpuSeconds = 0.0

    /// Reads the figures of the host at `base`, or `nil` when it does not answer.
    static func read(base: String) async -> FrameBuildFigures? {
        guard let url = URL(string: base + "/metrics"),
            let (data, _) = try? await URLSession.shared.data(from: url),
            let text = String(data: data, encoding: .utf8)
        else { return nil }
        return FrameBuildFigures(metrics: text)
    }

    /// The figures in a Prometheus text exposition.
    init(metrics text: String) {
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: " ")
            guard parts.count >= 2, let value = Double(parts[1]) else { continue }
            // The series name without labels (`name{…} value`).
            let name = parts[0].split(separator: "{").first.map(String.init) ?? ""
            switch name {
            case "ocv_frame_build_seconds_count": frames = value
            case "ocv_frame_build_seconds_sum": wallSeconds = value
            case "ocv_frame_build_cpu_seconds_sum": cpuSeconds = value
            default: break
            }
        }
    }

    init() {}

    /// The mean wall and processor milliseconds a frame built between `earlier` and this reading.
    func meanMilliseconds(since earlier: FrameBuildFigures) -> (frames: Int, wall: Double, cpu: Double) {
        let frames = self.frames - earlier.frames
        guard frames > 0 else { return (0, 0, 0) }
        return (
            Int(frames), (wallSeconds - earlier.wallSeconds) / frames * 1000,
            (cpuSeconds - earlier.cpuSeconds) / frames * 1000
        )
    }
}
