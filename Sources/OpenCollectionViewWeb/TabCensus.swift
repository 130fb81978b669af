import Foundation
import OpenCollectionView

/// Counts the tabs a host serves and watches the windows of closed tabs, weakly: a closed tab's window that is
/// still alive a moment later is leaked. `GET /status` reports both, with the process's memory (the soak test and
/// the load client's churn mode read it).
@MainActor
final class TabCensus {
    /// The census of this process.
    static let shared = TabCensus()

    /// Tabs with a window now.
    private(set) var openTabs = 0
    private var closedWindows: [WeakWindow] = []
    /// Whether a trim of the allocator is due (see `tabClosed`).
    private var trimScheduled = false

    private struct WeakWindow {
        weak var window: UIWindow?
    }

    /// How long after a tab closes the allocator gives its free memory back to the system.
    static let trimDelay: TimeInterval = 1

    /// A tab made its window.
    func tabOpened() { openTabs += 1 }

    /// A tab closed; its window should go away with it. A second later (once for a burst of closes) the allocator
    /// gives back the pages the tab's memory occupied, so the resident size falls with the tabs: glibc trims only
    /// its main heap by itself, and NIO's threads allocate in heaps of their own.
    func tabClosed(window: UIWindow) {
        openTabs -= 1
        // The list keeps only windows still alive, so it does not grow with every tab that came and went.
        closedWindows.removeAll { $0.window == nil }
        closedWindows.append(WeakWindow(window: window))
        guard !trimScheduled else { return }
        trimScheduled = true
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.trimDelay) {
            MainActor.assumeIsolated {
                TabCensus.shared.trimScheduled = false
                ProcessMemory.trim()
            }
        }
    }

    /// The windows of closed tabs still alive.
    var closedWindowsAlive: Int {
        closedWindows.removeAll { $0.window == nil }
        return closedWindows.count
    }

    /// The census as the JSON `GET /status` answers: open tabs, closed tabs' windows still alive, the allocator's
    /// bytes in use and the resident bytes (`null` where the platform cannot say).
    var json: String {
        let inUse = ProcessMemory.allocatorBytesInUse.map(String.init) ?? "null"
        let resident = ProcessMemory.residentBytes.map(String.init) ?? "null"
        return "{\"tabs\":\(openTabs),\"closedWindowsAlive\":\(closedWindowsAlive),"
            + "\"allocatorBytesInUse\":\(inUse),\"residentBytes\":\(resident)}"
    }
}
