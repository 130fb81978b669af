import Foundation

/// CPU time and resident memory of processes, from `/proc`.
enum ProcessStatistics {
    /// A process's CPU time (user + system) in seconds, from `/proc/PID/stat`, or this process's own.
    static func cpuSeconds(of pid: Int32?) -> Double {
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

    /// The CPU time of all of `pids` together.
    static func cpuSeconds(of pids: [Int32]) -> Double { pids.map { cpuSeconds(of: $0) }.reduce(0, +) }

    /// A process's resident memory in bytes (`VmRSS` of `/proc/PID/status`).
    static func residentBytes(of pid: Int32) -> Double {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
        else { return .nan }
        return kilobytes * 1024
    }

    /// The resident memory of all of `pids` together.
    static func residentBytes(of pids: [Int32]) -> Double { pids.map { residentBytes(of: $0) }.reduce(0, +) }

    /// The whole machine's busy and total CPU time in clock ticks (the first line of `/proc/stat`), to tell how
    /// much of the machine other work took during a measurement.
    static func machineTicks() -> (busy: Double, total: Double) {
        guard let stat = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
            let line = stat.split(separator: "\n").first
        else { return (.nan, .nan) }
        let values = line.split(separator: " ").dropFirst().compactMap { Double($0) }
        guard values.count >= 5 else { return (.nan, .nan) }
        let total = values.reduce(0, +)
        // idle and iowait are the fourth and fifth.
        return (total - values[3] - values[4], total)
    }
}
