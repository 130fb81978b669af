import Foundation

/// Tells every virtual tab that the run is over: each closes with 1000 at its next flick.
final class StopSignal: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false

    var isStopped: Bool { lock.withLock { stopped } }

    func stop() { lock.withLock { stopped = true } }
}
