import Foundation

/// Waits until every tab has its window or has closed, for as long as windows keep arriving: the run gives up only
/// when none arrived for `patience` seconds (a loaded host builds windows slowly, but it builds them).
func waitForWindows(of tallies: [TabTally], patience: Double = 15) async {
    var lastProgress = ProcessInfo.processInfo.systemUptime
    var settled = 0
    while true {
        let now = tallies.filter { $0.isOpen || $0.counts.closed != nil }.count
        if now == tallies.count { return }
        if now > settled {
            settled = now
            lastProgress = ProcessInfo.processInfo.systemUptime
        } else if ProcessInfo.processInfo.systemUptime - lastProgress > patience {
            return
        }
        try? await Task.sleep(for: .milliseconds(100))
    }
}
