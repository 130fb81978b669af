import Testing

@_spi(Host) @testable import OpenCollectionView
@testable import OpenCollectionViewWeb

/// The page's colour-scheme message (`prefers-color-scheme`, docs/WebHost.md): decoded strictly, anything else
/// refused as malformed.
@MainActor
struct ColorSchemeWebTests {
    @Test func colourSchemeMessagesDecodeStrictly() throws {
        #expect(try ClientMessage.decode(#"{"t":"scheme","c":"dark"}"#) == .userInterfaceStyle(.dark))
        #expect(try ClientMessage.decode(#"{"t":"scheme","c":"light"}"#) == .userInterfaceStyle(.light))
        for bad in [#"{"t":"scheme"}"#, #"{"t":"scheme","c":"Dark"}"#, #"{"t":"scheme","c":"unspecified"}"#] {
            #expect(throws: ClientMessageError.self) { try ClientMessage.decode(bad) }
        }
    }
}
