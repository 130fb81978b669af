// A load client for the web host: N virtual browser tabs, each a real WebSocket speaking the documented protocol
// (docs/WebHost.md) as `client.js` does, no browser (`VirtualTab`). The handshake is written here
// (`TabConnection`), so the host may listen on any port, alone or behind nginx (`deploy/run.sh`). Tabs open 50 ms
// apart; once every tab has its window it measures for `--seconds` and prints frames per second per tab, bytes per
// frame on the wire, its own CPU time and, given the pids, the servers' CPU time per frame and their resident
// memory per open tab, and nginx's CPU. `--mode churn` instead opens and closes rounds of tabs and checks that the
// server gives their memory back (`ChurnRun`), and `--mode readers` keeps tabs open that scroll now and then, timing each step
// (`ReadersRun`).
//
//     swift run -c release WebLoadClient --url http://127.0.0.1:8080 --tabs 8 --server-pid $(pgrep -n Gallery)
import Foundation
import NIOCore
import NIOPosix

let options = LoadOptions(CommandLine.arguments)
let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
if options.mode != .coast {
    let status =
        options.mode == .churn
        ? await ChurnRun.run(options: options, group: group) : await ReadersRun.run(options: options, group: group)
    try? await group.shutdownGracefully()
    exit(status)
}
let stop = StopSignal()
let tallies = (0..<options.tabs).map { _ in TabTally() }
let rssBefore = ProcessStatistics.residentBytes(of: options.serverPIDs)
let start = ProcessInfo.processInfo.systemUptime

// Tabs open one after another (a browser's tabs rarely open in the same millisecond).
let opening = Task {
    await withTaskGroup(of: Void.self) { tabs in
        for tally in tallies {
            tabs.addTask { _ = await TabConnection.open(options: options, tally: tally, stop: stop, group: group) }
            try? await Task.sleep(for: .milliseconds(options.openInterval))
        }
    }
}
// The measurement starts once every tab has its window (or, for tabs that never get one, after a while).
let openDeadline = start + 5 + 0.2 * Double(options.tabs)
while ProcessInfo.processInfo.systemUptime < openDeadline,
    !tallies.allSatisfy({ $0.isOpen || $0.counts.closed != nil })
{
    try? await Task.sleep(for: .milliseconds(50))
}
// One more second, so that every tab is flicking.
try? await Task.sleep(for: .seconds(1))
let opened = tallies.filter(\.isOpen).count
let rssOpen = ProcessStatistics.residentBytes(of: options.serverPIDs)
let counts0 = tallies.map(\.counts)
let clientCPU0 = ProcessStatistics.cpuSeconds(of: nil)
let serverCPU0 = ProcessStatistics.cpuSeconds(of: options.serverPIDs)
let proxyCPU0 = ProcessStatistics.cpuSeconds(of: options.proxyPIDs)
let machine0 = ProcessStatistics.machineTicks()
let builds0 = await FrameBuildFigures.read(base: options.base)
let time0 = ProcessInfo.processInfo.systemUptime
try? await Task.sleep(for: .seconds(options.seconds))
let elapsed = ProcessInfo.processInfo.systemUptime - time0
let builds1 = await FrameBuildFigures.read(base: options.base)
let counts1 = tallies.map(\.counts)
let clientCPU = ProcessStatistics.cpuSeconds(of: nil) - clientCPU0
let serverCPU = ProcessStatistics.cpuSeconds(of: options.serverPIDs) - serverCPU0
let proxyCPU = ProcessStatistics.cpuSeconds(of: options.proxyPIDs) - proxyCPU0
let machine1 = ProcessStatistics.machineTicks()
let rssEnd = ProcessStatistics.residentBytes(of: options.serverPIDs)
stop.stop()

let rates = zip(counts0, counts1).map { Double($1.frames - $0.frames) / elapsed }.sorted()
let frames = zip(counts0, counts1).map { $1.frames - $0.frames }.reduce(0, +)
let bytes = zip(counts0, counts1).map { $1.bytes - $0.bytes }.reduce(0, +)
let atGoal = rates.filter { $0 >= 50 }.count
let machineBusy = (machine1.busy - machine0.busy) / (machine1.total - machine0.total)
let cores = Double(ProcessInfo.processInfo.activeProcessorCount)
let perTabMB = (rssOpen - rssBefore) / 1e6 / Double(max(opened, 1))
let serverMsPerFrame = serverCPU / Double(max(frames, 1)) * 1000
func format(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }

print("tabs: \(options.tabs) (\(opened) opened) on \(options.base)/socket/\(options.screen), \(format(elapsed)) s")
print(
    "frames/s per tab: min \(format(rates.first ?? 0)), median \(format(rates[rates.count / 2])), "
        + "max \(format(rates.last ?? 0)); tabs at ≥ 50 fps: \(atGoal) of \(rates.count)")
print(
    "bytes per frame on the wire: \(format(Double(bytes) / Double(max(frames, 1)), 0))"
        + (options.compression ? " (permessage-deflate offered)" : " (no compression)"))
print("load client CPU: \(format(clientCPU / elapsed * 100))% of one core")
print("machine busy: \(format(machineBusy * 100))% of \(Int(cores)) cores (everything running, this client included)")
if !options.serverPIDs.isEmpty {
    print(
        "server CPU (\(options.serverPIDs.count) process(es)): \(format(serverCPU / elapsed * 100))% of one core, "
            + "\(format(serverMsPerFrame, 3)) ms per frame sent")
    print(
        "server RSS: \(format(rssBefore / 1e6)) MB before, \(format(rssOpen / 1e6)) MB with the tabs open "
            + "(\(format(perTabMB, 2)) MB per tab), \(format(rssEnd / 1e6)) MB after coasting")
}
// The host's mean frame build over the run (a host behind a proxy answers for one of its processes).
let builds: (frames: Int, wall: Double, cpu: Double) =
    builds1.map { $0.meanMilliseconds(since: builds0 ?? FrameBuildFigures()) } ?? (0, 0, 0)
let buildWall = format(builds.wall, 3)
let buildCPU = format(builds.cpu, 3)
if builds.frames > 0 {
    print(
        "frame build (the host's /metrics): \(buildWall) ms a frame by the wall clock, \(buildCPU) ms of the "
            + "main thread's CPU (\(builds.frames) frames)")
}
if !options.proxyPIDs.isEmpty { print("proxy CPU: \(format(proxyCPU / elapsed * 100))% of one core") }
for case (let index, (_, _, let reason?)) in counts1.enumerated() { print("tab \(index) closed: \(reason)") }
// One line for scripts.
print(
    "RESULT tabs=\(options.tabs) opened=\(opened) min=\(format(rates.first ?? 0)) "
        + "median=\(format(rates[rates.count / 2])) max=\(format(rates.last ?? 0)) at50=\(atGoal) "
        + "clientcpu=\(format(clientCPU / elapsed * 100)) machine=\(format(machineBusy * 100)) "
        + "servercpu=\(format(serverCPU / elapsed * 100)) msperframe=\(format(serverMsPerFrame, 3)) "
        + "proxycpu=\(format(proxyCPU / elapsed * 100)) mbpertab=\(format(perTabMB, 2)) "
        + "rss0=\(format(rssBefore / 1e6)) rssopen=\(format(rssOpen / 1e6)) rssend=\(format(rssEnd / 1e6))",
    "buildms=\(buildWall) buildcpums=\(buildCPU)")

// Every tab closes at its next flick; give the close handshakes a moment.
try? await Task.sleep(for: .seconds(1.5))
opening.cancel()
try? await group.shutdownGracefully()
