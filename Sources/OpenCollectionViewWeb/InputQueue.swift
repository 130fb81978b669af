import OpenCollectionView

/// The browser messages of one tab waiting for the main actor, bounded. Pointer moves of the same pointer, wheel
/// deltas at one place and resizes that follow one another are merged into one (the latest position, the summed delta, the
/// latest size), so a browser that sends faster than the window can take its input costs one entry, not a backlog.
/// What still does not fit, or more messages in one second than `maximumRate`, is a flood: the tab is closed.
struct InputQueue {
    /// The most entries waiting at once.
    let capacity: Int
    /// The most messages accepted within one second.
    let maximumRate: Int
    private(set) var messages: [ClientMessage] = []
    private var windowStart: Double?
    private var windowCount = 0

    init(capacity: Int = 256, maximumRate: Int = 2000) {
        self.capacity = capacity
        self.maximumRate = maximumRate
    }

    /// Why a message was not queued.
    enum Overflow: Error, Equatable, CustomStringConvertible {
        case full(capacity: Int)
        case tooFast(rate: Int)

        var description: String {
            switch self {
            case .full(let capacity): "input flood: more than \(capacity) messages waiting"
            case .tooFast(let rate): "input flood: more than \(rate) messages in a second"
            }
        }
    }

    /// Queues `message`, received at `time` (seconds on any steady clock), merging it into the last entry when it
    /// continues that entry.
    mutating func append(_ message: ClientMessage, at time: Double) throws(Overflow) {
        if let start = windowStart, time - start < 1 {
            windowCount += 1
        } else {
            windowStart = time
            windowCount = 1
        }
        guard windowCount <= maximumRate else { throw .tooFast(rate: maximumRate) }
        if let last = messages.last, let merged = Self.merge(last, message) {
            messages[messages.count - 1] = merged
            return
        }
        guard messages.count < capacity else { throw .full(capacity: capacity) }
        messages.append(message)
    }

    /// Takes every waiting message, oldest first.
    mutating func drain() -> [ClientMessage] {
        defer { messages.removeAll(keepingCapacity: true) }
        return messages
    }

    /// `next` folded into `last` when it only continues it, else `nil`.
    static func merge(_ last: ClientMessage, _ next: ClientMessage) -> ClientMessage? {
        switch (last, next) {
        case (.event(.pointer(let lastID, .move, _, _)), .event(.pointer(let id, .move, _, _))) where lastID == id:
            return next
        case (.event(.wheel(let lastLocation, let lastDelta)), .event(.wheel(let location, let delta)))
        where lastLocation == location:
            return .event(
                .wheel(location: location, delta: CGPoint(x: lastDelta.x + delta.x, y: lastDelta.y + delta.y)))
        case (.resize, .resize):
            return next
        default:
            return nil
        }
    }
}
