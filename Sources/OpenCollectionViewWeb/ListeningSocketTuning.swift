#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns off Nagle's algorithm on the server's listening socket, which the sockets it accepts inherit: frame
/// messages are small writes, and holding each one until the browser acknowledges the last (which it delays by up
/// to 40 ms) would add tens of milliseconds to every frame. FlyingFox does not expose its sockets, so the
/// listening socket is found by its port among the process's descriptors.
enum ListeningSocketTuning {
    static func disableNagle(onListeningPort port: UInt16) {
        for descriptor in Int32(3)..<Int32(4096) {
            var address = sockaddr_in()
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let named = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
            }
            guard named == 0, address.sin_family == sa_family_t(AF_INET), UInt16(bigEndian: address.sin_port) == port
            else { continue }
            var listening: Int32 = 0
            var size = socklen_t(MemoryLayout<Int32>.size)
            guard getsockopt(descriptor, SOL_SOCKET, SO_ACCEPTCONN, &listening, &size) == 0, listening != 0 else {
                continue
            }
            var on: Int32 = 1
            _ = setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        }
    }
}
