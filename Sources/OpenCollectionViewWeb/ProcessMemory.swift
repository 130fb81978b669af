import CAllocatorStatistics
import Foundation

/// The memory of this process as a leak check reads it (`GET /status`): what the C allocator has handed out and not
/// had back (glibc's `mallinfo2`), and the resident set (`/proc/self/statm`). The allocator's figure is the one to
/// compare across rounds of tabs: resident memory also counts freed pages the allocator keeps for reuse.
enum ProcessMemory {
    /// Bytes in use in the C allocator (every Swift object and buffer lives there), or `nil` where it cannot say.
    static var allocatorBytesInUse: Int? {
        let bytes = ocv_allocator_bytes_in_use()
        return bytes < 0 ? nil : Int(bytes)
    }

    /// Resident bytes of this process, or `nil` where `/proc` is not there.
    static var residentBytes: Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Hands free memory the allocator keeps back to the system, so resident memory follows what is in use.
    static func trim() {
        _ = ocv_allocator_trim()
    }
}
