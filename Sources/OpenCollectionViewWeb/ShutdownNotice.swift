import Foundation

/// Tells a connection's tab that the server is stopping gracefully. A tab's socket handler runs outside the
/// service group's graceful-shutdown context (swift-websocket would otherwise close it with 1000 on its own), and
/// closes through its own writer with 1001 (going away) when this fires, so the browser client reconnects.
final class ShutdownNotice: @unchecked Sendable {
    private let lock = NSLock()
    private var fired = false
    private var actions: [Int: @Sendable () -> Void] = [:]
    private var nextToken = 0

    /// Runs `action` when the notice fires (at once when it already has). The token takes the action back
    /// (`cancel`): a tab that ends before the server stops must not leave its action, and what it holds, behind.
    @discardableResult
    func onShutdown(_ action: @escaping @Sendable () -> Void) -> Int {
        let (now, token) = lock.withLock { () -> (Bool, Int) in
            nextToken += 1
            if !fired { actions[nextToken] = action }
            return (fired, nextToken)
        }
        if now { action() }
        return token
    }

    /// Takes back the action `onShutdown` returned `token` for, if it has not run.
    func cancel(_ token: Int) {
        _ = lock.withLock { actions.removeValue(forKey: token) }
    }

    /// Fires the notice once.
    func fire() {
        let pending = lock.withLock { () -> [@Sendable () -> Void] in
            guard !fired else { return [] }
            fired = true
            defer { actions = [:] }
            return actions.sorted { $0.key < $1.key }.map(\.value)
        }
        for action in pending { action() }
    }
}
