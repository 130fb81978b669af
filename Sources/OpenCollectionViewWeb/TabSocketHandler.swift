import FlyingFox
import OpenCollectionView

/// Bridges one WebSocket to a `BrowserTab` on the main actor, counting open tabs against the host's limit.
struct TabSocketHandler: WSMessageHandler {
    let screen: WebScreen
    let tabs: TabCounter

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let (output, continuation) = AsyncStream<WSMessage>.makeStream()
        let screen = screen
        let tabs = tabs
        Task { @MainActor in
            let tab = BrowserTab(screen: screen) { continuation.yield($0) }
            for await message in client {
                tab.receive(message)
                if tab.isClosed { break }
            }
            tab.close()
            continuation.finish()
            await tabs.release()
        }
        return output
    }
}

/// Counts the open tabs so a host serves a bounded number at once.
actor TabCounter {
    private(set) var open = 0
    let limit: Int

    init(limit: Int) { self.limit = limit }

    /// Takes a slot; `false` when the host is full.
    func acquire() -> Bool {
        guard open < limit else { return false }
        open += 1
        return true
    }

    func release() { open = max(0, open - 1) }
}
