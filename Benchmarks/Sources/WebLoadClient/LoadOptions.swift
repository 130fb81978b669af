import Foundation

/// The command line: `--mode`, `--url`, `--screen`, `--tabs`, `--seconds`, `--open-interval` (ms), `--step-period`,
/// `--rounds`, `--max-growth`, `--max-kb-per-visit`,
/// `--settle`, `--server-pid`, `--proxy-pid`, `--no-compression`.
struct LoadOptions {
    /// What the tabs do: `coast` (flick the grid and count the frames of coasting), `churn` (rounds of tabs
    /// opened and closed, the server's memory read from `/status` after each) or `readers` (tabs that stay open,
    /// each scrolling one wheel step every few seconds, timed to the frame that answers it).
    enum Mode: String {
        case coast, churn, readers
    }

    var mode = Mode.coast
    /// The host's address, any port: the handshake names it in `Host` and `Origin` as a browser on that page would.
    var base = "http://127.0.0.1:8080"
    var screen = "million-item-grid"
    var tabs = 4
    var seconds = 10.0
    /// The Gallery processes (one, or every worker behind nginx): their CPU per frame and resident memory.
    var serverPIDs: [Int32] = []
    /// nginx's processes in front of the workers: their CPU is reported apart.
    var proxyPIDs: [Int32] = []
    /// Whether to offer permessage-deflate as a browser does (the frames are counted, never inflated).
    var compression = true
    /// Readers: the mean seconds between one tab's wheel steps.
    var stepPeriod = 5.0
    /// Milliseconds between two tabs opening.
    var openInterval = 50
    /// Churn: when set, the most kilobytes each visit after the first half may add to the allocator, instead of
    /// `maximumGrowth`.
    var maximumKilobytesPerVisit: Double?
    /// Churn: seconds waited after the rounds that are compared, for closed sockets' tasks to let go.
    var settleSeconds = 35.0
    /// Churn: how many rounds of `tabs` tabs open and close.
    var rounds = 3
    /// Churn: how much (in per cent) the server's allocator may hold after a round beyond what it held after the
    /// first, before the run fails.
    var maximumGrowth = 5.0

    init(_ arguments: [String]) {
        var iterator = arguments.dropFirst().makeIterator()
        while let flag = iterator.next() {
            if flag == "--no-compression" {
                compression = false
                continue
            }
            guard let value = iterator.next() else { Self.fail("\(flag) needs a value") }
            switch flag {
            case "--mode":
                guard let chosen = Mode(rawValue: value) else {
                    Self.fail("--mode \(value) is not coast, churn or readers")
                }
                mode = chosen
            case "--step-period":
                guard let number = Double(value), number > 0 else { Self.fail("--step-period \(value) is not > 0") }
                stepPeriod = number
            case "--open-interval":
                guard let number = Int(value), number >= 0 else { Self.fail("--open-interval \(value) is not ≥ 0") }
                openInterval = number
            case "--max-kb-per-visit":
                guard let number = Double(value), number >= 0 else {
                    Self.fail("--max-kb-per-visit \(value) is not ≥ 0")
                }
                maximumKilobytesPerVisit = number
            case "--settle":
                guard let number = Double(value), number >= 0 else { Self.fail("--settle \(value) is not ≥ 0") }
                settleSeconds = number
            case "--rounds":
                guard let number = Int(value), number > 1 else { Self.fail("--rounds \(value) is not 2 or more") }
                rounds = number
            case "--max-growth":
                guard let number = Double(value), number >= 0 else { Self.fail("--max-growth \(value) is not ≥ 0") }
                maximumGrowth = number
            case "--url": base = value.hasSuffix("/") ? String(value.dropLast()) : value
            case "--screen": screen = value
            case "--tabs":
                guard let number = Int(value), number > 0 else { Self.fail("--tabs \(value) is not a number") }
                tabs = number
            case "--seconds":
                guard let number = Double(value), number > 0 else { Self.fail("--seconds \(value) is not a number") }
                seconds = number
            case "--server-pid": serverPIDs += Self.pids(value, flag: flag)
            case "--proxy-pid": proxyPIDs += Self.pids(value, flag: flag)
            default: Self.fail("unknown option \(flag)")
            }
        }
    }

    /// The host and port of `base` (80 or 443 when it names none).
    var endpoint: (host: String, port: Int, hostHeader: String, origin: String) {
        guard let url = URL(string: base), let scheme = url.scheme, let host = url.host else {
            Self.fail("--url \(base) is not an http URL")
        }
        let port = url.port ?? (scheme == "https" ? 443 : 80)
        let hostHeader = url.port.map { "\(host):\($0)" } ?? host
        return (host, port, hostHeader, "\(scheme)://\(hostHeader)")
    }

    /// Process ids separated by commas (`pgrep -d, Gallery`).
    private static func pids(_ value: String, flag: String) -> [Int32] {
        value.split(separator: ",").map { item in
            guard let pid = Int32(item) else { fail("\(flag) \(value) is not a list of pids") }
            return pid
        }
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("WebLoadClient: \(message)\n".utf8))
        exit(2)
    }
}
