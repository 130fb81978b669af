import Foundation

/// Tells a connection's tab that the server is stopping gracefully. A tab's socket handler runs outside the
/// service group's graceful-shutdown context (swift-websocket would otherwise close it with 1000 on its own), and
/// closes through its own writer with 1001 (going away) when this fires, so the browser client reconnects.
///
/// There is one notice per connection (`WebServerChannel`): it ends with the connection, and with it the action
/// it holds, so an action never outlives its tab.
final class ShutdownNotice: @unchecked Sendable {
    private let lock = NSLock()
    private var fired = false
    private var action: (@Sendable () -> Void)?

    /// Runs `action` when the notice fires (at once when it already has).
    func onShutdown(_ action: @escaping @Sendable () -> Void) {
        let now = lock.withLock { () -> Bool in
            if !fired { self.action = action }
            return fired
        }
        if now { action() }
    }

    /// Fires the notice once.
    func fire() {
        let pending = lock.withLock { () -> (@Sendable () -> Void)? in
            guard !fired else { return nil }
            fired = true
            defer { action = nil }
            return action
        }
        pending?()
    }
}
