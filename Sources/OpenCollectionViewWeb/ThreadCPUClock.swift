import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The processor time the calling thread has used (`CLOCK_THREAD_CPUTIME_ID`): unlike the wall clock it does not
/// run while the thread waits for a core, so a frame's build measured with both tells the work from the waiting
/// (`ocv_frame_build_cpu_seconds` beside `ocv_frame_build_seconds`).
enum ThreadCPUClock {
    /// The calling thread's processor time, in nanoseconds.
    static func nanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }
}
