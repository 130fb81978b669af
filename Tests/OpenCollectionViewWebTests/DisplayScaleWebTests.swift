import Testing

@_spi(Host) @testable import OpenCollectionView
@testable import OpenCollectionViewWeb

/// The page's display-scale message (`devicePixelRatio`, which the browser's zoom changes; docs/WebHost.md):
/// decoded strictly within the range a browser can report, anything else refused as malformed.
@MainActor
struct DisplayScaleWebTests {
    @Test func scaleMessagesDecodeWithinRange() throws {
        #expect(try ClientMessage.decode(#"{"t":"scale","px":2}"#) == .displayScale(2))
        #expect(try ClientMessage.decode(#"{"t":"scale","px":1.25}"#) == .displayScale(1.25))
        for bad in [
            #"{"t":"scale"}"#, #"{"t":"scale","px":0}"#, #"{"t":"scale","px":-2}"#, #"{"t":"scale","px":1e9}"#,
            #"{"t":"scale","px":"2"}"#,
        ] {
            #expect(throws: ClientMessageError.self) { try ClientMessage.decode(bad) }
        }
    }
}
