import Testing

@_spi(Host) @testable import OpenCollectionView
@testable import OpenCollectionViewWeb

/// The web host's side of text in every script: the page's Dynamic Type size message, the fallback faces declared
/// to the browser, and the measured widths on the wire.
@MainActor
struct TextInEveryScriptWebTests {
    @Test func textSizeMessagesDecodeStrictly() throws {
        #expect(try ClientMessage.decode(#"{"t":"text","c":"extraLarge"}"#) == .contentSizeCategory(.extraLarge))
        #expect(
            try ClientMessage.decode(#"{"t":"text","c":"accessibilityExtraExtraExtraLarge"}"#)
                == .contentSizeCategory(.accessibilityExtraExtraExtraLarge))
        #expect(
            try ClientMessage.decode(#"{"t":"text","c":"UICTContentSizeCategoryXS"}"#)
                == .contentSizeCategory(.extraSmall))
        for bad in [#"{"t":"text"}"#, #"{"t":"text","c":"huge"}"#, #"{"t":"text","c":"unspecified"}"#] {
            #expect(throws: ClientMessageError.self) { try ClientMessage.decode(bad) }
        }
    }

    @Test func aTextSizeMessageSetsTheTabsSceneCategory() {
        let session = HostSession(
            rootViewController: UIViewController(), size: CGSize(width: 390, height: 844),
            clock: AnimationClock(mode: .virtual))
        session.scene.preferredContentSizeCategorySetting = .extraExtraLarge
        #expect(session.scene.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
        #expect(
            UIFont.preferredFont(forTextStyle: .body, compatibleWith: session.scene.traitCollection).pointSize == 21)
        // The app's override wins over the system's setting.
        session.scene.traitOverrides.preferredContentSizeCategory = .small
        #expect(session.scene.traitCollection.preferredContentSizeCategory == .small)
        session.close()
    }

    @Test func clientDeclaresTheFallbackFaces() {
        let script = WebRouter.clientScript()
        #expect(script.contains("window.OCV_FONT_FALLBACKS"))
        #expect(script.contains(#"\"Noto Sans CJK SC\""#))
        // Characters no served face has fall back to the browser's own fonts, not to empty boxes (issue 35 item 4).
        #expect(script.contains(#"\"Noto Color Emoji\", sans-serif";"#))
        if FontFace.cjk.isAvailable {
            // The collection's face is served as its own OpenType file; text faces leave emoji to the emoji face.
            #expect(script.contains("/fonts/NotoSansCJKsc-Regular.otf"))
            #expect(script.contains("unicode-range:U+0-"))
        }
        #expect(!script.contains(".ttc"))
    }

    @Test func wireLinesCarryTheServersWidth() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.text = "集合视图"
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        root.addSubview(label)
        var differ = RenderTreeDiffer()
        let frame = differ.message(for: RenderTree(capturing: root))
        let message = try #require(frame)
        let width = label.font.width(of: "集合视图")
        #expect(message.contains(#""集合视图","#))
        #expect(message.contains(",\(JSONText.number(Double(width)))]"))
    }
}
