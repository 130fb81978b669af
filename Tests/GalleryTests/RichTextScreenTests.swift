import OpenCollectionView
import Testing

@testable import Gallery

/// The Rich text screen: attributed labels wrap at the width Auto Layout gives them, grow to their styled lines, and
/// the switch shows the same texts plain (setting `text` replaces `attributedText`, as UIKit documents).
@MainActor
struct RichTextScreenTests {
    @Test func styledLabelsSizeToTheirRunsAndTheSwitchShowsThemPlain() throws {
        let host = HeadlessHost.gallery("rich-text", size: phone)
        host.advance(by: 1)
        let message = try #require(host.view("message") as? UILabel)
        let truncated = try #require(host.view("truncated") as? UILabel)
        // The message is a bold 17-point name line and a wrapped body line: two lines at least, as tall as its
        // fonts' lines.
        let body = UIFont.preferredFont(forTextStyle: .body)
        #expect(
            message.frame.height
                >= (UIFont.boldSystemFont(ofSize: body.pointSize).lineHeight + body.lineHeight).rounded(.down))
        // Two lines at most, the last ending in an ellipsis.
        guard case .text(let drawn)? = RenderTree(capturing: truncated).nodes.first?.content else {
            Issue.record("the label draws text")
            return
        }
        #expect(drawn.lines.count == 2)
        #expect(drawn.lines.last?.text.hasSuffix("…") == true)
        #expect(drawn.styles.count == 2)

        let styled = try #require(host.view("styled") as? UISwitch)
        styled.isOn = false
        styled.sendActions(for: .valueChanged)
        host.advance(by: 1)
        #expect(message.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == message.font)
        guard case .text(let plain)? = RenderTree(capturing: message).nodes.first?.content else {
            Issue.record("the label draws text")
            return
        }
        #expect(plain.styles.isEmpty)
    }
}
