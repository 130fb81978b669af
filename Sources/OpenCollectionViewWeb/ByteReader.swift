/// Where a connection's bytes come from: a socket, or memory in tests.
protocol ByteSource {
    /// Reads between one and `count` bytes; throws `ByteReaderError.endOfStream` when the peer has closed.
    mutating func read(atMost count: Int) async throws -> [UInt8]
}

/// Why reading stopped.
enum ByteReaderError: Error, Equatable {
    /// The peer closed the connection.
    case endOfStream
    /// A line or head grew past its limit before it ended.
    case tooLong(limit: Int)
}

/// Reads a `ByteSource` through a small buffer. It never asks the source for more than the caller said it needs
/// (or one chunk when the caller reads a line), so a length the peer announces is checked before anything of that
/// length is read.
struct ByteReader<Source: ByteSource> {
    private var source: Source
    private var buffer: [UInt8] = []
    private var position = 0
    /// The most bytes read from the source at once.
    let chunkSize: Int

    init(_ source: Source, chunkSize: Int = 4096) {
        self.source = source
        self.chunkSize = chunkSize
    }

    /// The bytes already read from the source and not yet consumed.
    var buffered: Int { buffer.count - position }

    private mutating func refill(atMost count: Int) async throws {
        if position == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            position = 0
        }
        let chunk = try await source.read(atMost: max(1, min(count, chunkSize)))
        guard !chunk.isEmpty else { throw ByteReaderError.endOfStream }
        buffer.append(contentsOf: chunk)
    }

    /// The next byte.
    mutating func byte() async throws -> UInt8 {
        if buffered == 0 { try await refill(atMost: 1) }
        defer { position += 1 }
        return buffer[position]
    }

    /// The next `count` bytes; the caller has checked `count` against its limits.
    mutating func bytes(_ count: Int) async throws -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(count)
        while result.count < count {
            if buffered == 0 { try await refill(atMost: count - result.count) }
            let take = min(buffered, count - result.count)
            result.append(contentsOf: buffer[position..<position + take])
            position += take
        }
        return result
    }

    /// The bytes up to the first `\r\n\r\n` (which is consumed and not returned): an HTTP request head. Throws
    /// `tooLong` once `limit` bytes have come without one.
    mutating func head(limit: Int) async throws -> [UInt8] {
        var scanned = 0
        while true {
            let available = buffer[position...]
            if let end = Self.endOfHead(in: available, from: scanned) {
                let head = Array(buffer[position..<end])
                position = end + 4
                return head
            }
            scanned = max(0, available.count - 3)
            guard available.count < limit else { throw ByteReaderError.tooLong(limit: limit) }
            try await refill(atMost: chunkSize)
        }
    }

    private static func endOfHead(in bytes: ArraySlice<UInt8>, from offset: Int) -> Int? {
        var index = bytes.startIndex + offset
        while index + 3 < bytes.endIndex {
            if bytes[index] == 13, bytes[index + 1] == 10, bytes[index + 2] == 13, bytes[index + 3] == 10 {
                return index
            }
            index += 1
        }
        return nil
    }
}

/// Bytes held in memory, handed out in chunks of at most `chunk` bytes (tests use it to split input anywhere).
struct MemoryByteSource: ByteSource {
    private var bytes: [UInt8]
    private var position = 0
    private let chunk: Int
    /// The most bytes any single read asked for.
    private(set) var largestRequest = 0

    init(_ bytes: [UInt8], chunk: Int = .max) {
        self.bytes = bytes
        self.chunk = chunk
    }

    mutating func read(atMost count: Int) async throws -> [UInt8] {
        largestRequest = max(largestRequest, count)
        guard position < bytes.count else { throw ByteReaderError.endOfStream }
        let end = min(bytes.count, position + min(count, chunk))
        defer { position = end }
        return Array(bytes[position..<end])
    }
}
