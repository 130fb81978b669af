import OpenCollectionView
import Testing

/// `UITextView` driven as a person drives it: a tap focuses it, text wraps into lines, return inserts a line break,
/// up and down move by line, long text scrolls to the caret, and the delegate is asked and told in UIKit's order
/// (UITextViewDelegate documentation).
@MainActor
struct TextViewEditingTests {
    final class Recorder: UITextViewDelegate {
        var log: [String] = []
        var refuseLineBreaks = false
        func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
            log.append("shouldBegin")
            return true
        }
        func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            log.append("shouldChange \(range.location),\(range.length) \(text)")
            return !(refuseLineBreaks && text == "\n")
        }
        func textViewDidChange(_ textView: UITextView) { log.append("didChange") }
        func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
            log.append("shouldEnd")
            return true
        }
        func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
    }

    private func hostedTextView(text: String = "") -> (UITextView, HeadlessHost, Recorder) {
        let controller = UIViewController()
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 200, height: 120))
        textView.font = .systemFont(ofSize: 17)
        textView.text = text
        controller.view.addSubview(textView)
        let host = HeadlessHost(rootViewController: controller)
        host.layout()
        let recorder = Recorder()
        textView.delegate = recorder
        return (textView, host, recorder)
    }

    private func caretLine(_ textView: UITextView) throws -> Int {
        let caret = textView.caretRect(for: try #require(textView.selectedTextRange).start)
        return Int((caret.minY - textView.textContainerInset.top) / caret.height)
    }

    @Test func aTapFocusesAndTypingAsksThenTellsTheDelegate() {
        let (textView, host, recorder) = hostedTextView()
        host.tap(at: CGPoint(x: 100, y: 150))
        #expect(textView.isFirstResponder)
        host.type("hi")
        #expect(textView.text == "hi")
        #expect(
            recorder.log == [
                "shouldBegin", "didBegin", "shouldChange 0,0 h", "didChange", "shouldChange 1,0 i", "didChange",
            ])
    }

    @Test func returnInsertsALineBreakUnlessTheDelegateRefuses() {
        let (textView, host, recorder) = hostedTextView(text: "one")
        textView.becomeFirstResponder()
        host.pressKey(.return)
        host.type("two")
        #expect(textView.text == "one\ntwo")
        recorder.refuseLineBreaks = true
        host.pressKey(.return)
        #expect(textView.text == "one\ntwo")
        #expect(textView.isFirstResponder, "return does not end editing in a text view")
    }

    @Test func upAndDownMoveByLineKeepingTheColumn() throws {
        let (textView, host, _) = hostedTextView(text: "first line\nsecond\nthird line")
        textView.becomeFirstResponder()
        #expect(try caretLine(textView) == 2)
        host.pressKey(.upArrow)
        #expect(try caretLine(textView) == 1)
        host.pressKey(.upArrow)
        #expect(try caretLine(textView) == 0)
        // Back down through the short line to the column the run started from: the end of "third line".
        host.pressKey(.downArrow)
        host.pressKey(.downArrow)
        #expect(textView.selectedRange == NSRange(location: textView.text.utf16.count, length: 0))
        host.pressKey(.upArrow, modifiers: .shift)
        let selected = try #require(textView.selectedTextRange)
        #expect(textView.text(in: selected)?.hasPrefix("\n") == true)
    }

    @Test func longTextWrapsAndScrollsToTheCaret() throws {
        let (textView, host, _) = hostedTextView()
        textView.becomeFirstResponder()
        host.type(String(repeating: "words wrap at the width ", count: 12))
        host.layout()
        let lineHeight = textView.caretRect(for: textView.endOfDocument).height
        #expect(textView.contentSize.height > 5 * lineHeight, "the text wraps into many lines")
        #expect(textView.contentOffset.y > 0, "the view scrolled to keep the caret in sight")
        let caret = textView.caretRect(for: textView.endOfDocument)
        #expect(caret.maxY <= textView.contentOffset.y + textView.bounds.height)
        // Every drawn line fits the width.
        let node = try #require(
            host.renderTree().nodes.first { node in
                if case .text(let text) = node.content { return text.lines.count > 5 }
                return false
            })
        guard case .text(let text) = node.content else { return }
        #expect(text.lines.allSatisfy { $0.x + $0.width <= 200 })
    }

    @Test func composingJapaneseCommitsOnce() {
        let (textView, host, recorder) = hostedTextView(text: "a")
        textView.becomeFirstResponder()
        recorder.log.removeAll()
        host.compose(["k", "か", "かな"], committing: "仮名")
        #expect(textView.text == "a仮名")
        #expect(textView.markedTextRange == nil)
        #expect(recorder.log.filter { $0.hasPrefix("shouldChange") } == ["shouldChange 1,0 仮名"])
    }

    @Test func resigningTellsTheDelegate() {
        let (textView, host, recorder) = hostedTextView()
        #expect(textView.becomeFirstResponder())
        #expect(textView.isFirstResponder)
        recorder.log.removeAll()
        #expect(textView.resignFirstResponder())
        #expect(recorder.log == ["shouldEnd", "didEnd"])
        #expect(!textView.isFirstResponder)
        #expect(host.window.subviews.count == 1)
    }
}
