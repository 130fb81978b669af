import Foundation
import OpenCollectionView
import Testing

@testable import OpenCollectionViewWeb

/// Inputs kept from fuzzing the browser-message decoder (`fuzz/ClientMessage/run.sh`) and from reviewing what it
/// found: each must decode to exactly this message, or be refused with a reason, never crash.
struct ClientMessageFuzzSeedTests {
    /// The seeds of `fuzz/ClientMessage/seeds/`: one message of each kind the client sends (docs/WebHost.md).
    @Test(arguments: [
        (
            #"{"t":"down","id":1,"x":10,"y":20,"ts":1234.5}"#,
            ClientMessage.event(.pointer(id: 1, phase: .down, location: CGPoint(x: 10, y: 20), timestamp: 1.2345))
        ),
        (
            #"{"t":"move","id":1,"x":11,"y":25}"#,
            .event(.pointer(id: 1, phase: .move, location: CGPoint(x: 11, y: 25), timestamp: nil))
        ),
        (
            #"{"t":"wheel","x":10,"y":20,"dx":0,"dy":120}"#,
            .event(.wheel(location: CGPoint(x: 10, y: 20), delta: CGPoint(x: 0, y: 120)))
        ),
        (
            #"{"t":"key","key":"ArrowDown","chars":"","down":true}"#,
            .event(.key(name: "ArrowDown", characters: "", isDown: true))
        ),
        (#"{"t":"resize","w":390,"h":844}"#, .resize(CGSize(width: 390, height: 844))),
        (#"{"t":"ping","seq":7}"#, .ping(7)),
    ])
    func seedsDecode(text: String, expected: ClientMessage) throws {
        #expect(try ClientMessage.decode(text) == expected)
    }

    @Test func aKeyOfOneCharacterWithThousandsOfCombiningMarksIsRefused() {
        // One grapheme, 6 001 scalars: a limit counted in characters let it through as a "short" key name.
        let zalgo = "a" + String(repeating: "\u{0301}", count: 6000)
        #expect(throws: ClientMessageError.malformed("key needs a short key name")) {
            try ClientMessage.decode(#"{"t":"key","key":"\#(zalgo)"}"#)
        }
    }

    @Test func typedCharactersAreCutToEightScalars() throws {
        let marks = "e" + String(repeating: "\u{0301}", count: 20)
        let message = try ClientMessage.decode(#"{"t":"key","key":"e","chars":"\#(marks)"}"#)
        guard case .event(.key(_, let characters, _)) = message else {
            Issue.record("a key message decodes as a key")
            return
        }
        #expect(characters.unicodeScalars.count == 8)
    }

    @Test(arguments: [
        String(repeating: "[", count: 30_000) + String(repeating: "]", count: 30_000),
        #"{"t":"ping","seq":1,"x":"# + String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000)
            + "}",
        String(repeating: #"{"a":"#, count: 10_000) + "1" + String(repeating: "}", count: 10_000),
        #"{"t":"down","id":1e30,"x":1,"y":1}"#,
        #"{"t":"down","id":1,"x":1e309,"y":1}"#,
        #"{"t":"wheel","x":1,"y":1,"dx":-1e999,"dy":0}"#,
        #"{"t":"resize","w":16384.0001,"h":10}"#,
        #"{"t":"resize","w":-0,"h":10}"#,
        #"{"t":"ping","seq":9223372036854775808}"#,
        #"{"t":null}"#,
        #"{"t":"ping","seq":1"#,
        "\u{0}",
        "",
    ])
    func hostileInputIsRefusedWithAReason(text: String) {
        do {
            let message = try ClientMessage.decode(text)
            Issue.record("decoded \(message) from hostile input")
        } catch {
            #expect(!error.description.isEmpty)
            #expect([1008, 1009].contains(error.closeCode))
        }
    }
}
