import Foundation
import NIOCore

/// `--mode readers`: connected readers, as a public server carries them. `--tabs` tabs open the screen
/// (`--open-interval` ms apart) and stay; each scrolls one wheel step at a random moment about every
/// `--step-period` seconds and times it until the next message arrives. Once every tab has its window the run
/// measures for `--seconds` and prints the steps' p50, p95 and maximum, the tabs kept to the end, and, given the
/// server's pid, its resident memory per open tab and its CPU.
enum ReadersRun {
    static func run(options: LoadOptions, group: any EventLoopGroup) async -> Int32 {
        let stop = StopSignal()
        let tallies = (0..<options.tabs).map { _ in TabTally() }
        let rssBefore = ProcessStatistics.residentBytes(of: options.serverPIDs)
        let statusBefore = await ServerStatus.read(base: options.base)
        let opening = Task {
            await withTaskGroup(of: Void.self) { tabs in
                for tally in tallies {
                    tabs.addTask {
                        _ = await TabConnection.open(
                            options: options, tally: tally, stop: stop, group: group,
                            behaviour: .reads(period: options.stepPeriod))
                    }
                    try? await Task.sleep(for: .milliseconds(options.openInterval))
                }
            }
        }
        await waitForWindows(of: tallies)
        let opened = tallies.filter(\.isOpen).count
        let rssOpen = ProcessStatistics.residentBytes(of: options.serverPIDs)
        let statusOpen = await ServerStatus.read(base: options.base)
        let before = tallies.map(\.latencies.count)
        let serverCPU0 = ProcessStatistics.cpuSeconds(of: options.serverPIDs)
        let clientCPU0 = ProcessStatistics.cpuSeconds(of: nil)
        let time0 = ProcessInfo.processInfo.systemUptime
        try? await Task.sleep(for: .seconds(options.seconds))
        let elapsed = ProcessInfo.processInfo.systemUptime - time0
        let serverCPU = ProcessStatistics.cpuSeconds(of: options.serverPIDs) - serverCPU0
        let clientCPU = ProcessStatistics.cpuSeconds(of: nil) - clientCPU0
        let latencies = zip(tallies, before).flatMap { tally, count in tally.latencies.dropFirst(count) }.sorted()
        let kept = tallies.filter { $0.isOpen && $0.counts.closed == nil }.count
        stop.stop()

        func percentile(_ fraction: Double) -> Double {
            latencies.isEmpty ? .nan : latencies[min(latencies.count - 1, Int(Double(latencies.count) * fraction))]
        }
        func ms(_ seconds: Double) -> String { String(format: "%.1f", seconds * 1000) }
        let perTabKB = (rssOpen - rssBefore) / 1024 / Double(max(opened, 1))
        // The host's own figure: what its allocator holds for the open tabs (`/status`), beside the resident size.
        var heapPerTabKB: Double?
        if let before = statusBefore?.allocatorBytesInUse, let open = statusOpen?.allocatorBytesInUse {
            heapPerTabKB = Double(open - before) / 1024 / Double(max(opened, 1))
        }
        print("readers: \(options.tabs) tabs (\(opened) opened, \(kept) kept) on \(options.screen), one step each ")
        print("  every ~\(options.stepPeriod) s, measured for \(String(format: "%.0f", elapsed)) s")
        print(
            "step to next frame: p50 \(ms(percentile(0.5))) ms, p95 \(ms(percentile(0.95))) ms, "
                + "max \(ms(latencies.last ?? .nan)) ms over \(latencies.count) steps")
        print("load client CPU: \(String(format: "%.1f", clientCPU / elapsed * 100))% of one core")
        if !options.serverPIDs.isEmpty {
            print(
                "server: \(String(format: "%.1f", serverCPU / elapsed * 100))% of one core; resident "
                    + "\(String(format: "%.1f", rssBefore / 1e6)) MB before, "
                    + "\(String(format: "%.1f", rssOpen / 1e6)) MB open (\(String(format: "%.0f", perTabKB)) KB per tab)"
            )
        }
        for case (let index, (_, _, let reason?)) in tallies.map(\.counts).enumerated().prefix(20) {
            print("tab \(index) closed: \(reason)")
        }
        print(
            "RESULT readers tabs=\(options.tabs) opened=\(opened) kept=\(kept) steps=\(latencies.count) "
                + "p50=\(ms(percentile(0.5))) p95=\(ms(percentile(0.95))) max=\(ms(latencies.last ?? .nan)) "
                + "kbpertab=\(String(format: "%.0f", perTabKB)) heapkbpertab=\(String(format: "%.0f", heapPerTabKB ?? .nan)) servercpu=\(String(format: "%.1f", serverCPU / elapsed * 100))"
        )
        // Every tab closes within a quarter of a second; give the close handshakes a moment.
        try? await Task.sleep(for: .seconds(1.5))
        opening.cancel()
        return kept == options.tabs ? 0 : 1
    }
}
