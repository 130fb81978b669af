import Foundation

/// The hand-over of one tab's input from its socket's reading task to the main actor: messages are decoded where
/// they are read, queued (merged, bounded: `InputQueue`) and taken by the main actor in one batch per turn, so the
/// main actor never falls behind by more than one batch whatever the browser sends.
final class TabInbox: @unchecked Sendable {
    private let lock = NSLock()
    private var queue: InputQueue
    private var drainPending = false
    /// The data of the coming drop, sent ahead of it; only the socket's reading task touches it.
    private var dropParts = ExternalDropParts()

    init(queue: InputQueue = InputQueue()) { self.queue = queue }

    /// Decodes and queues one text message received at `time` (seconds, steady clock). Returns `true` when the
    /// main actor must be asked to drain (the first message since the last drain); throws the reason to close the
    /// socket for a bad message or a flood. Called by the socket's one reading task, in order. Parts of a drop's
    /// data are kept for the drop message, not queued.
    func accept(text: String, at time: Double) throws(TabInputError) -> Bool {
        let message: ClientMessage
        do {
            message = try ClientMessage.decode(text, dropParts: &dropParts)
        } catch {
            throw .refused(error)
        }
        if case .dropPart(let data) = message {
            dropParts.append(data)
            return false
        }
        lock.lock()
        defer { lock.unlock() }
        do {
            try queue.append(message, at: time)
        } catch {
            throw .flood(error)
        }
        guard !drainPending else { return false }
        drainPending = true
        return true
    }

    /// Takes every queued message, oldest first.
    func drain() -> [ClientMessage] {
        lock.lock()
        defer { lock.unlock() }
        drainPending = false
        return queue.drain()
    }
}

/// Why a tab's input closed its socket.
enum TabInputError: Error, Equatable, CustomStringConvertible {
    case refused(ClientMessageError)
    case flood(InputQueue.Overflow)

    var description: String {
        switch self {
        case .refused(let error): error.description
        case .flood(let overflow): overflow.description
        }
    }

    /// The close code: the decoder's for a bad message, 1008 (policy violation) for a flood.
    var closeCode: UInt16 {
        switch self {
        case .refused(let error): error.closeCode
        case .flood: 1008
        }
    }
}
