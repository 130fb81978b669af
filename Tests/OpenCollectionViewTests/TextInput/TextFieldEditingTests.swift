import OpenCollectionView
import Testing

/// `UITextField` driven as a person drives it: a tap focuses it, keys type, delete, move and select, edit
/// shortcuts copy, cut and paste, an input method composes, return ends editing. The order of delegate calls and
/// control events is UIKit's (UITextFieldDelegate documentation, "Managing the editing process").
@MainActor
struct TextFieldEditingTests {
    /// Records every delegate call and control event in order; may refuse changes.
    final class Recorder: UITextFieldDelegate {
        var log: [String] = []
        var refusedCharacters: Set<Character> = []
        var resignsOnReturn = true

        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
            log.append("shouldBegin")
            return true
        }
        func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
            log.append("shouldEnd")
            return true
        }
        func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            log.append("shouldChange \(range.location),\(range.length) \(string)")
            return !string.contains(where: refusedCharacters.contains)
        }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            log.append("shouldReturn")
            if resignsOnReturn { textField.resignFirstResponder() }
            return true
        }
        func textFieldShouldClear(_ textField: UITextField) -> Bool {
            log.append("shouldClear")
            return true
        }
    }

    private func hostedField(text: String = "") -> (UITextField, HeadlessHost, Recorder) {
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        field.borderStyle = .roundedRect
        field.text = text
        controller.view.addSubview(field)
        let host = HeadlessHost(rootViewController: controller)
        host.layout()
        let recorder = Recorder()
        field.delegate = recorder
        for (event, name) in [
            (UIControl.Event.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
            (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
        ] {
            field.addAction(UIAction { _ in recorder.log.append(name) }, for: event)
        }
        return (field, host, recorder)
    }

    @Test func aRoundedRectFieldIs34PointsTall() {
        // UIKit: a rounded-rect text field with the default 17-pt system font has an intrinsic height of 34.
        let field = UITextField()
        field.borderStyle = .roundedRect
        #expect(field.intrinsicContentSize.height == 34)
        #expect(field.intrinsicContentSize.width == UIView.noIntrinsicMetric)
        #expect(field.text == "")
        #expect(!field.isEditing)
    }

    @Test func aTapFocusesTheFieldAskingTheDelegateFirst() {
        let (field, host, recorder) = hostedField()
        #expect(!field.isFirstResponder)
        host.tap(at: CGPoint(x: 100, y: 117))
        #expect(field.isFirstResponder)
        #expect(field.isEditing)
        #expect(recorder.log == ["shouldBegin", "didBegin", "editingDidBegin"])
    }

    @Test func aDelegateCanRefuseToBeginEditing() {
        final class Refuser: UITextFieldDelegate {
            func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { false }
        }
        let (field, host, _) = hostedField()
        let refuser = Refuser()
        field.delegate = refuser
        host.tap(at: CGPoint(x: 100, y: 117))
        #expect(!field.isFirstResponder)
        #expect(!field.becomeFirstResponder())
    }

    @Test func typingAsksTheDelegateAndSendsEditingChangedPerChange() {
        let (field, host, recorder) = hostedField()
        field.becomeFirstResponder()
        recorder.log.removeAll()
        host.type("abc")
        #expect(field.text == "abc")
        #expect(
            recorder.log == [
                "shouldChange 0,0 a", "editingChanged", "shouldChange 1,0 b", "editingChanged",
                "shouldChange 2,0 c", "editingChanged",
            ])
    }

    @Test func theDelegateCanVetoACharacter() {
        let (field, host, recorder) = hostedField()
        recorder.refusedCharacters = ["x"]
        field.becomeFirstResponder()
        recorder.log.removeAll()
        host.type("axb")
        #expect(field.text == "ab")
        #expect(recorder.log.filter { $0 == "editingChanged" }.count == 2)
    }

    @Test func typingWithoutFocusDoesNothing() {
        let (field, host, recorder) = hostedField()
        host.type("abc")
        #expect(field.text == "")
        #expect(recorder.log.isEmpty)
    }

    @Test func deleteRemovesWholeGraphemeClusters() {
        let (field, host, _) = hostedField(text: "a👍🏽é")
        field.becomeFirstResponder()
        host.pressKey(.delete)
        #expect(field.text == "a👍🏽")
        host.pressKey(.delete)
        #expect(field.text == "a")
        host.pressKey(.delete)
        host.pressKey(.delete)
        #expect(field.text == "")
        #expect(!field.hasText)
    }

    @Test func arrowsMoveTheCaretAndShiftArrowsSelect() throws {
        let (field, host, _) = hostedField(text: "hello")
        field.becomeFirstResponder()
        // Becoming first responder puts the caret at the end of the text.
        #expect(field.offset(from: field.beginningOfDocument, to: try #require(field.selectedTextRange).start) == 5)
        host.pressKey(.leftArrow)
        host.pressKey(.leftArrow)
        host.type("X")
        #expect(field.text == "helXlo")
        host.pressKey(.leftArrow, modifiers: .shift)
        host.pressKey(.leftArrow, modifiers: .shift)
        let selection = try #require(field.selectedTextRange)
        #expect(field.text(in: selection) == "lX")
        host.type("Y")
        #expect(field.text == "heYlo")
        host.pressKey(.home)
        host.type("<")
        host.pressKey(.end)
        host.type(">")
        #expect(field.text == "<heYlo>")
    }

    @Test func selectAllCutAndPaste() throws {
        let (field, host, recorder) = hostedField(text: "copy me")
        field.becomeFirstResponder()
        host.pressKey(.character("a"), modifiers: .command)
        #expect(field.text(in: try #require(field.selectedTextRange)) == "copy me")
        host.pressKey(.character("x"), modifiers: .command)
        #expect(field.text == "")
        #expect(host.pasteboard.string == "copy me")
        recorder.log.removeAll()
        host.pressKey(.character("v"), modifiers: .control)
        host.pressKey(.character("v"), modifiers: .control)
        #expect(field.text == "copy mecopy me")
        // A paste is one change, asked of the delegate once.
        #expect(
            recorder.log == [
                "shouldChange 0,0 copy me", "editingChanged", "shouldChange 7,0 copy me", "editingChanged",
            ])
        host.paste("line\nbreak")
        #expect(field.text == "copy mecopy meline break")
    }

    @Test func copyKeepsTheTextAndSecureFieldsRefuseToCopy() {
        let (field, host, _) = hostedField(text: "secret")
        field.becomeFirstResponder()
        host.pressKey(.character("a"), modifiers: .command)
        host.pressKey(.character("c"), modifiers: .command)
        #expect(field.text == "secret")
        #expect(host.pasteboard.string == "secret")
        field.isSecureTextEntry = true
        host.pasteboard.string = nil
        host.pressKey(.character("a"), modifiers: .command)
        host.pressKey(.character("c"), modifiers: .command)
        #expect(host.pasteboard.string == nil)
    }

    @Test func returnAsksTheDelegateWhichResigns() {
        let (field, host, recorder) = hostedField()
        field.becomeFirstResponder()
        host.type("ok")
        recorder.log.removeAll()
        host.pressKey(.return)
        #expect(!field.isFirstResponder)
        #expect(!field.isEditing)
        #expect(
            recorder.log == ["shouldReturn", "shouldEnd", "didEnd", "editingDidEnd", "editingDidEndOnExit"])
    }

    @Test func returnWithAnEndOnExitActionResignsByItself() {
        let (field, host, recorder) = hostedField()
        recorder.resignsOnReturn = false
        field.becomeFirstResponder()
        host.pressKey(.return)
        // An action for .editingDidEndOnExit makes return resign the field (UIKit's behaviour for that event).
        #expect(!field.isFirstResponder)
        #expect(recorder.log.suffix(4) == ["editingDidEndOnExit", "shouldEnd", "didEnd", "editingDidEnd"])
    }

    @Test func composingChineseCommitsOnceWithTheFinalText() {
        let (field, host, recorder) = hostedField(text: "我说")
        field.becomeFirstResponder()
        recorder.log.removeAll()
        var committedChanges: [String] = []
        // The pattern UIKit apps use for input methods: ignore changes while text is marked.
        field.addAction(
            UIAction { _ in if field.markedTextRange == nil { committedChanges.append(field.text ?? "") } },
            for: .editingChanged)
        host.send(.setMarkedText("n", selectedRange: NSRange(location: 1, length: 0)))
        #expect(field.text == "我说n")
        #expect(field.markedTextRange.map { field.text(in: $0) } == "n")
        host.send(.setMarkedText("ni h", selectedRange: NSRange(location: 4, length: 0)))
        #expect(field.text == "我说ni h")
        host.send(.commitMarkedText("你好"))
        #expect(field.text == "我说你好")
        #expect(field.markedTextRange == nil)
        #expect(committedChanges == ["我说你好"])
        // Marked text is not asked of the delegate; the commit is, once, in place of the marked text.
        #expect(recorder.log.filter { $0.hasPrefix("shouldChange") } == ["shouldChange 2,0 你好"])
        host.compose(["k", "ka"], committing: "か")
        #expect(field.text == "我说你好か")
    }

    @Test func cancellingACompositionRemovesTheMarkedText() {
        let (field, host, _) = hostedField(text: "a")
        field.becomeFirstResponder()
        host.send(.setMarkedText("zh", selectedRange: NSRange(location: 2, length: 0)))
        host.send(.setMarkedText("", selectedRange: NSRange(location: 0, length: 0)))
        #expect(field.text == "a")
        #expect(field.markedTextRange == nil)
    }

    @Test func theClearButtonAsksTheDelegateAndEmptiesTheField() {
        let (field, host, recorder) = hostedField(text: "clear me")
        field.clearButtonMode = .always
        host.layout()
        let button = field.clearButtonRect(forBounds: field.bounds)
        host.tap(at: field.convert(CGPoint(x: button.midX, y: button.midY), to: nil))
        #expect(field.text == "")
        #expect(field.isFirstResponder)
        #expect(recorder.log.first == "shouldClear")
        #expect(recorder.log.last == "editingChanged")
    }

    @Test func theFieldDrawsTextPlaceholderCaretAndSelection() throws {
        let (field, host, _) = hostedField()
        field.placeholder = "Name"
        field.tintColor = .systemRed
        host.layout()
        let placeholder = try #require(textNode(in: host, "Name"))
        // The placeholder is drawn in UIKit's placeholder grey, `placeholderText` (60, 60, 67 at 30 %).
        #expect(placeholder.color == "rgba(60,60,67,0.3)")
        field.becomeFirstResponder()
        host.type("hi")
        host.layout()
        #expect(textNode(in: host, "Name") == nil)
        #expect(textNode(in: host, "hi") != nil)
        // The caret: 2 points wide in the tint colour (systemRed is 255, 59, 48).
        let caret = host.renderTree().nodes.first { $0.backgroundColor == "#ff3b30" && $0.size.width == 2 }
        #expect(caret != nil)
        field.isSecureTextEntry = true
        host.layout()
        #expect(textNode(in: host, "\u{2022}\u{2022}") != nil)
    }

    @Test func longTextScrollsToKeepTheCaretInside() throws {
        let (field, host, _) = hostedField()
        field.becomeFirstResponder()
        host.type(String(repeating: "wide text ", count: 8))
        host.layout()
        let end = field.caretRect(for: field.endOfDocument)
        #expect(end.maxX <= field.bounds.width && end.minX >= 0, "the caret at the end is inside the field")
        host.pressKey(.home)
        host.layout()
        let start = field.caretRect(for: field.beginningOfDocument)
        #expect(start.minX >= 0 && start.minX < 10, "moving home scrolls back to the start")
        #expect(end.height == start.height && end.width == 2)
    }

    private func textNode(in host: HeadlessHost, _ text: String) -> RenderText? {
        for node in host.renderTree().nodes {
            if case .text(let content) = node.content, content.lines.map(\.text).joined() == text { return content }
        }
        return nil
    }

    @Test func aTapAnotherFieldMovesFocusAndEndsTheFirstEditing() {
        let (field, host, recorder) = hostedField()
        let other = UITextField(frame: CGRect(x: 20, y: 200, width: 300, height: 34))
        field.superview?.addSubview(other)
        host.layout()
        field.becomeFirstResponder()
        recorder.log.removeAll()
        host.tap(at: CGPoint(x: 100, y: 217))
        #expect(other.isFirstResponder)
        #expect(!field.isFirstResponder)
        #expect(recorder.log == ["shouldEnd", "didEnd", "editingDidEnd"])
    }
}
