// A load client for the web host: N virtual browser tabs, each a real WebSocket speaking the documented protocol
// (docs/WebHost.md), no browser. Each tab opens /socket/<screen> with an `Origin` header, sends its viewport and
// colour scheme, then flicks the grid (a touch moved 80 points a display frame, about 4,800 points a second, then
// lifted) once a second and counts the frames that arrive while it coasts. At the end it prints per-tab frames per
// second, bytes per frame, its own CPU time and, given the server's pid, the server's CPU time per frame and its
// resident memory per open tab.
//
//     swift run -c release WebLoadClient --tabs 8 --seconds 10 --server-pid $(pgrep -n Gallery)
import Foundation
import HummingbirdWSClient
import Logging
import NIOCore

/// The command line: `--url`, `--screen`, `--tabs`, `--seconds`, `--server-pid`.
struct Options {
    /// The host's address. WSClient writes the `Origin` header itself as scheme and host, without the port, and
    /// the web host accepts only its own origin: so the host must listen on the scheme's default port (80).
    var base = "http://127.0.0.1"
    var screen = "million-item-grid"
    var tabs = 4
    var seconds = 10.0
    var serverPID: Int32?

    init(_ arguments: [String]) {
        var iterator = arguments.dropFirst().makeIterator()
        while let flag = iterator.next() {
            guard let value = iterator.next() else { Options.fail("\(flag) needs a value") }
            switch flag {
            case "--url": base = value
            case "--screen": screen = value
            case "--tabs":
                guard let number = Int(value), number > 0 else { Options.fail("--tabs \(value) is not a number") }
                tabs = number
            case "--seconds":
                guard let number = Double(value), number > 0 else { Options.fail("--seconds \(value) is not a number") }
                seconds = number
            case "--server-pid":
                guard let number = Int32(value) else { Options.fail("--server-pid \(value) is not a pid") }
                serverPID = number
            default: Options.fail("unknown option \(flag)")
            }
        }
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("WebLoadClient: \(message)\n".utf8))
        exit(2)
    }
}

/// What one tab saw.
final class TabTally: @unchecked Sendable {
    private let lock = NSLock()
    private var frames = 0
    private var bytes = 0
    private(set) var firstFrame = false
    private var closeReason: String?

    func frame(bytes count: Int) {
        lock.lock()
        defer { lock.unlock() }
        if firstFrame {
            frames += 1
            bytes += count
        }
        firstFrame = true
    }

    func closed(_ reason: String) {
        lock.lock()
        defer { lock.unlock() }
        closeReason = reason
    }

    /// Frames and bytes counted so far (the first frame, which creates the whole window, left out).
    var counts: (frames: Int, bytes: Int, closed: String?) {
        lock.lock()
        defer { lock.unlock() }
        return (frames, bytes, closeReason)
    }
}

/// A process's CPU time (user + system) in seconds, from `/proc/PID/stat`, or this process's own.
func cpuSeconds(of pid: Int32?) -> Double {
    guard let pid else {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
    else { return .nan }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    // Fields 14 and 15 of proc(5), counted after the command name: utime and stime in clock ticks.
    guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return .nan }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
}

/// A process's resident memory in bytes (`VmRSS` of `/proc/PID/status`).
func residentBytes(of pid: Int32) -> Double {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
        let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
    else { return .nan }
    return kilobytes * 1024
}

/// Milliseconds on the page's clock, as the client stamps pointer messages.
func pageTime() -> Double { ProcessInfo.processInfo.systemUptime * 1000 }

/// Runs one tab until `deadline`: viewport, scheme, then a flick a second.
func runTab(url: String, tally: TabTally, openedTabs: OpenedTabs, deadline: Double) async {
    let configuration = WebSocketClientConfiguration(maxFrameSize: 1 << 22)
    var logger = Logger(label: "WebLoadClient")
    logger.logLevel = .warning
    do {
        let close = try await WebSocketClient.connect(url: url, configuration: configuration, logger: logger) {
            inbound, outbound, _ in
            try await outbound.write(.text(#"{"t":"resize","w":390,"h":844}"#))
            try await outbound.write(.text(#"{"t":"scheme","c":"light"}"#))
            let flicks = Task {
                while !tally.firstFrame { try await Task.sleep(for: .milliseconds(10)) }
                openedTabs.opened()
                while ProcessInfo.processInfo.systemUptime < deadline {
                    var y = 700.0
                    try await outbound.write(.text(#"{"t":"down","id":1,"x":195,"y":\#(y),"ts":\#(pageTime())}"#))
                    for _ in 0..<4 {
                        try await Task.sleep(for: .milliseconds(16))
                        y -= 80
                        try await outbound.write(
                            .text(#"{"t":"move","id":1,"x":195,"y":\#(y),"ts":\#(pageTime())}"#))
                    }
                    try await Task.sleep(for: .milliseconds(16))
                    try await outbound.write(.text(#"{"t":"up","id":1,"x":195,"y":\#(y),"ts":\#(pageTime())}"#))
                    try await Task.sleep(for: .milliseconds(920))
                }
                try await outbound.close(.normalClosure, reason: "done")
            }
            for try await message in inbound.messages(maxSize: 1 << 22) {
                if case .text(let text) = message { tally.frame(bytes: text.utf8.count) }
            }
            flicks.cancel()
        }
        if let close, close.closeCode != .normalClosure { tally.closed("\(close.closeCode) \(close.reason ?? "")") }
    } catch {
        tally.closed("\(error)")
    }
}

/// Counts tabs whose first frame arrived (their window exists on the server).
final class OpenedTabs: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var count = 0

    func opened() {
        lock.lock()
        count += 1
        lock.unlock()
    }
}

let options = Options(CommandLine.arguments)
// An http URL: WSClient upgrades it all the same and sends `Origin: http://host`, the page's own origin.
let url = "\(options.base)/socket/\(options.screen)"
let rssBefore = options.serverPID.map(residentBytes(of:)) ?? .nan
let tallies = (0..<options.tabs).map { _ in TabTally() }
let openedTabs = OpenedTabs()
let start = ProcessInfo.processInfo.systemUptime
// Tabs open one after another (a browser's tabs rarely open in the same millisecond); the measurement starts once
// every tab has its window and runs `seconds`.
let openDeadline = start + 2 + 0.1 * Double(options.tabs)
let deadline = openDeadline + options.seconds + 0.5
await withTaskGroup(of: Void.self) { group in
    for tally in tallies {
        group.addTask {
            await runTab(url: url, tally: tally, openedTabs: openedTabs, deadline: deadline)
        }
        try? await Task.sleep(for: .milliseconds(50))
    }
    group.addTask {
        while ProcessInfo.processInfo.systemUptime < openDeadline { try? await Task.sleep(for: .milliseconds(50)) }
        let rssOpen = options.serverPID.map(residentBytes(of:)) ?? .nan
        let counts0 = tallies.map(\.counts)
        let clientCPU0 = cpuSeconds(of: nil)
        let serverCPU0 = cpuSeconds(of: options.serverPID)
        let time0 = ProcessInfo.processInfo.systemUptime
        try? await Task.sleep(for: .seconds(options.seconds))
        let elapsed = ProcessInfo.processInfo.systemUptime - time0
        let counts1 = tallies.map(\.counts)
        let clientCPU = cpuSeconds(of: nil) - clientCPU0
        let serverCPU = cpuSeconds(of: options.serverPID) - serverCPU0
        let rates = zip(counts0, counts1).map { Double($1.frames - $0.frames) / elapsed }.sorted()
        let frames = zip(counts0, counts1).map { $1.frames - $0.frames }.reduce(0, +)
        let bytes = zip(counts0, counts1).map { $1.bytes - $0.bytes }.reduce(0, +)
        print("tabs: \(options.tabs) (\(openedTabs.count) opened) on \(url), \(String(format: "%.1f", elapsed)) s")
        print(
            String(
                format: "frames/s per tab: min %.1f, median %.1f, max %.1f; tabs at ≥ 50 fps: %d of %d",
                rates.first ?? 0, rates[rates.count / 2], rates.last ?? 0, rates.filter { $0 >= 50 }.count,
                rates.count))
        print(String(format: "bytes per frame: %.0f", Double(bytes) / Double(max(frames, 1))))
        print(String(format: "load client CPU: %.1f%% of one core", clientCPU / elapsed * 100))
        if options.serverPID != nil {
            print(
                String(
                    format: "server CPU: %.1f%% of one core, %.3f ms per frame sent", serverCPU / elapsed * 100,
                    serverCPU / Double(max(frames, 1)) * 1000))
            print(
                String(
                    format: "server RSS: %.1f MB before, %.1f MB with the tabs open: %.2f MB per tab",
                    rssBefore / 1e6, rssOpen / 1e6, (rssOpen - rssBefore) / 1e6 / Double(max(openedTabs.count, 1))))
        }
        for case (let index, (_, _, let reason?)) in counts1.enumerated() { print("tab \(index) closed: \(reason)") }
    }
}
