import FlyingSocks
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A connected socket as a `ByteSource`, reading no more than it is asked for.
struct SocketByteSource: ByteSource {
    let socket: AsyncSocket

    mutating func read(atMost count: Int) async throws -> [UInt8] {
        do {
            let bytes = try await socket.read(atMost: count)
            guard !bytes.isEmpty else { throw ByteReaderError.endOfStream }
            return bytes
        } catch SocketError.disconnected {
            throw ByteReaderError.endOfStream
        }
    }
}

extension AsyncSocket {
    /// Ends both directions of the connection without releasing the descriptor: a task waiting to read wakes with
    /// the end of the stream. (`close()` releases it once nothing uses it any more.)
    func shutDown() {
        _ = shutdown(socket.file.rawValue, Int32(SHUT_RDWR))
    }

    /// Sets the options a host connection needs: no Nagle delay (frames are small writes that must leave at
    /// once) and a modest send buffer, so a browser that reads slowly holds up its own tab's frames instead of
    /// letting megabytes queue in the kernel.
    func tuneForFrames(sendBufferSize: Int32 = 256 * 1024) {
        try? socket.setValue(true, for: BoolSocketOption(level: Int32(IPPROTO_TCP), name: Int32(TCP_NODELAY)))
        try? socket.setValue(sendBufferSize, for: .sendBufferSize)
    }

    /// The remote address without its port ("127.0.0.1", "::1"), the key of the per-client tab limit.
    var clientAddress: String {
        switch try? socket.remotePeer() {
        case .ip4(let address, _): address
        case .ip6(let address, _): address
        case .unix(let path): path
        case nil: "unknown"
        }
    }
}
