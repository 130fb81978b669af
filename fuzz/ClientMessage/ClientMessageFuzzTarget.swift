import OpenCollectionView

/// libFuzzer's entry point: every input, read as the text of a WebSocket message (the server hands the decoder
/// valid UTF-8 only), must decode to a message within the protocol's limits or be refused with a reason; it must
/// never crash, hang or allocate without bound.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzClientMessage(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: data, count: count)
    guard let text = String(bytes: bytes, encoding: .utf8) else { return 0 }
    do {
        check(try ClientMessage.decode(text))
    } catch {
        precondition(!error.description.isEmpty, "a refusal gives its reason")
        precondition([1003, 1008, 1009].contains(error.closeCode), "a refusal maps to a close code")
    }
    return 0
}

private func check(_ message: ClientMessage) {
    func finite(_ point: CGPoint) -> Bool { point.x.isFinite && point.y.isFinite }
    switch message {
    case .event(.pointer(_, _, let location, let timestamp)):
        precondition(finite(location) && (timestamp?.isFinite ?? true), "pointers are finite")
    case .event(.wheel(let location, let delta)):
        precondition(finite(location) && finite(delta), "wheel deltas are finite")
    case .event(.key(let name, let characters, _)):
        precondition(name.utf8.count <= 32 && characters.unicodeScalars.count <= 8, "keys are short")
    case .event(.resize):
        preconditionFailure("resizes decode as .resize, not as an event")
    case .resize(let size):
        precondition(
            size.width > 0 && size.height > 0 && size.width <= ClientMessage.maximumViewport
                && size.height <= ClientMessage.maximumViewport, "viewports are in range")
    case .ping:
        break
    }
}
