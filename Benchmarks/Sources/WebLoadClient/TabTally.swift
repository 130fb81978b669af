import Foundation

/// What one virtual tab saw, read by the measuring task while the tab's event loop writes it.
final class TabTally: @unchecked Sendable {
    private let lock = NSLock()
    private var frames = 0
    private var bytes = 0
    private var opened = false
    private var closeReason: String?

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
