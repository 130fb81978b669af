import OpenCollectionView

/// Counts the tabs a host serves and watches the windows of closed tabs, weakly: a closed tab's window that is
/// still alive a moment later is leaked. `GET /status` reports both (the soak test reads it).
@MainActor
final class TabCensus {
    /// The census of this process.
    static let shared = TabCensus()

    /// Tabs with a window now.
    private(set) var openTabs = 0
    private var closedWindows: [WeakWindow] = []

    private struct WeakWindow {
        weak var window: UIWindow?
    }

    /// A tab made its window.
    func tabOpened() { openTabs += 1 }

    /// A tab closed; its window should go away with it.
    func tabClosed(window: UIWindow) {
        openTabs -= 1
        closedWindows.append(WeakWindow(window: window))
    }

    /// The windows of closed tabs still alive.
    var closedWindowsAlive: Int {
        closedWindows.removeAll { $0.window == nil }
        return closedWindows.count
    }

    /// The census as the JSON `GET /status` answers.
    var json: String { "{\"tabs\":\(openTabs),\"closedWindowsAlive\":\(closedWindowsAlive)}" }
}
