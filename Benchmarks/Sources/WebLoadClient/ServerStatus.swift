import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The host's `GET /status`: open tabs, closed tabs' windows still alive, and the process's memory as the
/// process itself reads it (the allocator's bytes in use, `mallinfo2`; resident bytes).
struct ServerStatus: Decodable {
    let tabs: Int
    let closedWindowsAlive: Int
    let allocatorBytesInUse: Int?
    let residentBytes: Int?

    /// Reads the status of the host at `base`, or `nil` when it does not answer.
    static func read(base: String) async -> ServerStatus? {
        guard let url = URL(string: base + "/status"),
            let (data, _) = try? await URLSession.shared.data(from: url)
        else { return nil }
        return try? JSONDecoder().decode(ServerStatus.self, from: data)
    }
}
