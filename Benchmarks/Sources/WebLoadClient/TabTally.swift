import Foundation

/// What one virtual tab saw, read by the measuring task while the tab's event loop writes it.
final class TabTally: @unchecked Sendable {
    private let lock = NSLock()
    private var frames = 0
    private var bytes = 0
    private var opened = false
    private var closeReason: String?
    /// Seconds from each input step sent to the next message that arrived (`--mode readers`).
    private var stepLatencies: [Double] = []

    /// Counts a message of `count` bytes on the wire (the first, which creates the whole window, is not counted).
    func frame(bytes count: Int) {
        lock.withLock {
            if opened {
                frames += 1
                bytes += count
            }
            opened = true
        }
    }

    /// Records the time from an input step to the message that answered it.
    func step(latency: Double) {
        lock.withLock { stepLatencies.append(latency) }
    }

    /// The step latencies recorded so far (seconds).
    var latencies: [Double] { lock.withLock { stepLatencies } }

    func closed(_ reason: String) {
        lock.withLock { if closeReason == nil { closeReason = reason } }
    }

    /// Whether the tab's window exists on the server (its first frame arrived).
    var isOpen: Bool { lock.withLock { opened } }

    /// Frames and bytes counted so far, and why the socket closed if it did.
    var counts: (frames: Int, bytes: Int, closed: String?) {
        lock.withLock { (frames, bytes, closeReason) }
    }
}
