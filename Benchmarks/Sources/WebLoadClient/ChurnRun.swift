import Foundation
import NIOCore

/// `--mode churn`: rounds of visits that come and go. Each round opens `--tabs` tabs of the screen
/// (`--open-interval` ms apart), waits until every one has its window, closes them all with 1000, waits until the
/// host reports no tab open (`/status`) and a little longer (the host gives free pages back a second after tabs
/// close), then reads the host's memory as the host measures it. The first rounds warm what a process keeps once and
/// reuses (fonts and glyph tables, recycled layout attributes, the runtime's metadata, the dispatch queues' caches),
/// so the last round is held to the round that ends the first half, both read `--settle` seconds after the tabs
/// closed (default 35: see `settledStatus`): it must end with the allocator holding at most `--max-growth` per cent more, or the run fails
/// (exit 1); with `--max-kb-per-visit` the limit is instead what each visit since that round may have added (small
/// rounds, as CI's, are still warming caches by a few per cent). A host that keeps something of every visit grows by it with every round; one that has warmed up stays
/// flat. Resident memory is reported beside the first round's.
enum ChurnRun {
    static func run(options: LoadOptions, group: any EventLoopGroup) async -> Int32 {
        guard let fresh = await ServerStatus.read(base: options.base) else {
            print("churn: no answer from \(options.base)/status")
            return 2
        }
        print("churn: \(options.rounds) rounds of \(options.tabs) tabs of \(options.screen)")
        print(line("fresh process", fresh))
        let reference = (options.rounds + 1) / 2
        var statuses: [ServerStatus] = []
        var failed = false
        for round in 1...options.rounds {
            let opened = await openAndClose(options: options, group: group)
            // The rounds that are compared wait until the host has given back what closed sockets still held.
            let compared = round == reference || round == options.rounds
            guard let status = await settledStatus(base: options.base, settle: compared ? options.settleSeconds : 0)
            else {
                print("churn: the host still reports tabs open after round \(round)")
                return 1
            }
            statuses.append(status)
            var notes: [String] = []
            if let rss = status.residentBytes, let firstRSS = statuses[0].residentBytes {
                notes.append(String(format: "resident %+.1f%% on round 1", percent(rss, over: firstRSS)))
            }
            if round > reference, let now = status.allocatorBytesInUse,
                let held = statuses[reference - 1].allocatorBytesInUse
            {
                let growth = percent(now, over: held)
                let visits = options.tabs * (round - reference)
                let perVisit = Double(now - held) / 1024 / Double(max(visits, 1))
                notes.append(
                    String(format: "allocator %+.1f%% on round %d (%+.2f KB a visit)", growth, reference, perVisit))
                if round == options.rounds {
                    if let limit = options.maximumKilobytesPerVisit {
                        if perVisit > limit {
                            notes.append("over \(limit) KB a visit")
                            failed = true
                        }
                    } else if growth > options.maximumGrowth {
                        notes.append("over \(options.maximumGrowth)%")
                        failed = true
                    }
                }
            }
            print(
                line("round \(round): \(opened) of \(options.tabs) opened", status) + "; "
                    + notes.joined(separator: ", "))
            if opened < options.tabs { failed = true }
            if status.closedWindowsAlive > 0 {
                print("churn: \(status.closedWindowsAlive) windows of closed tabs are still alive")
                failed = true
            }
        }
        if statuses.last?.allocatorBytesInUse == nil { print("churn: the host cannot read its allocator here") }
        print("RESULT churn \(failed ? "failed" : "passed")")
        return failed ? 1 : 0
    }

    private static func percent(_ value: Int, over base: Int) -> Double {
        Double(value - base) / Double(max(base, 1)) * 100
    }

    /// Opens the round's tabs, waits for their windows, closes them; how many got a window.
    private static func openAndClose(options: LoadOptions, group: any EventLoopGroup) async -> Int {
        let stop = StopSignal()
        let tallies = (0..<options.tabs).map { _ in TabTally() }
        let opening = Task {
            await withTaskGroup(of: Void.self) { tabs in
                for tally in tallies {
                    tabs.addTask {
                        _ = await TabConnection.open(
                            options: options, tally: tally, stop: stop, group: group, behaviour: .idles)
                    }
                    try? await Task.sleep(for: .milliseconds(options.openInterval))
                }
            }
        }
        await waitForWindows(of: tallies)
        let opened = tallies.filter(\.isOpen).count
        for case (let index, (_, _, let reason?)) in tallies.map(\.counts).enumerated() {
            print("tab \(index) closed: \(reason)")
        }
        stop.stop()
        await opening.value
        return opened
    }

    /// The host's status once it reports no tab open and has had time to give pages back (it trims its allocator a
    /// second after the last close, `TabCensus.trimDelay`), or `nil` after 60 s. `settle` seconds more are waited for
    /// the rounds that are compared: a socket's tasks in the WebSocket library (swift-websocket) let go of what they
    /// hold only when its 30 s ping period since the socket opened has passed, so what a closed tab's connection held
    /// is given back then (measured: the allocator falls 25–38 s after the close), not kept.
    private static func settledStatus(base: String, settle: Double) async -> ServerStatus? {
        let deadline = ProcessInfo.processInfo.systemUptime + 60
        while ProcessInfo.processInfo.systemUptime < deadline {
            if let status = await ServerStatus.read(base: base), status.tabs == 0 {
                try? await Task.sleep(for: .seconds(2 + settle))
                return await ServerStatus.read(base: base)
            }
            try? await Task.sleep(for: .milliseconds(250))
        }
        return nil
    }

    private static func line(_ title: String, _ status: ServerStatus) -> String {
        func megabytes(_ bytes: Int?) -> String { bytes.map { String(format: "%.1f MB", Double($0) / 1e6) } ?? "?" }
        return "\(title): allocator \(megabytes(status.allocatorBytesInUse)) in use, "
            + "resident \(megabytes(status.residentBytes))"
    }
}
