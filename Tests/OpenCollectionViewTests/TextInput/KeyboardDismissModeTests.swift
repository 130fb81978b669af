// Host-driven: drags a scroll view through the headless host while its software keyboard is up, so it does not
// compile against UIKit (see docs/Testing.md).
import Foundation
import OpenCollectionView
import Testing

/// `UIScrollView.keyboardDismissMode`: what a drag does to the keyboard. Expected values: UIKit's documentation of
/// `UIScrollView.KeyboardDismissMode` (`.none` by default; `.onDrag` "dismisses the keyboard when a drag begins";
/// `.interactive` lets the drag reach into the keyboard and dismiss it), with UIKit's raw values (0 … 4).
@MainActor
struct KeyboardDismissModeTests {
    /// An iPhone-sized host with a tall scroll view holding a text field near its top.
    private func hostedScrollingForm(mode: UIScrollView.KeyboardDismissMode) -> (
        HeadlessHost, UIScrollView, UITextField
    ) {
        let controller = UIViewController()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        scrollView.keyboardDismissMode = mode
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        field.borderStyle = .roundedRect
        scrollView.addSubview(field)
        controller.view.addSubview(scrollView)
        let host = HeadlessHost(rootViewController: controller)
        host.layout()
        field.becomeFirstResponder()
        host.advance(by: 0.3)
        return (host, scrollView, field)
    }

    @Test func theModesHaveUIKitsRawValuesAndNoneIsTheDefault() {
        #expect(UIScrollView().keyboardDismissMode == .none)
        #expect(
            [.none, .onDrag, .interactive, .onDragWithAccessory, .interactiveWithAccessory].map(
                \UIScrollView.KeyboardDismissMode.rawValue) == [0, 1, 2, 3, 4])
    }

    @Test func onDragDismissesTheKeyboardAsADragBegins() {
        let (host, scrollView, field) = hostedScrollingForm(mode: .onDrag)
        #expect(host.softwareKeyboardFrame != nil)
        host.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 300), duration: 0.2, hold: 0.1)
        #expect(scrollView.contentOffset.y > 0)
        #expect(!field.isFirstResponder)
        host.advance(by: 0.3)
        #expect(host.softwareKeyboardFrame == nil)
    }

    @Test func noneLeavesTheKeyboardUp() {
        let (host, scrollView, field) = hostedScrollingForm(mode: .none)
        host.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 300), duration: 0.2, hold: 0.1)
        #expect(scrollView.contentOffset.y > 0)
        #expect(field.isFirstResponder)
        #expect(host.softwareKeyboardFrame != nil)
    }

    @Test func interactiveDismissesTheKeyboardOnlyWhenTheDragReachesIt() {
        // The keyboard of a 390 × 844 window without insets covers y ≥ 542.
        let (host, _, field) = hostedScrollingForm(mode: .interactive)
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 450), duration: 0.2, hold: 0.1)
        #expect(field.isFirstResponder)
        host.advance(by: 1)
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 600), duration: 0.3, hold: 0.1)
        #expect(!field.isFirstResponder)
    }

    @Test func withAHardwareKeyboardADragLeavesTheInputEditing() {
        let (host, _, field) = hostedScrollingForm(mode: .onDrag)
        host.setHardwareKeyboard(attached: true)
        host.advance(by: 0.3)
        host.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 300), duration: 0.2, hold: 0.1)
        #expect(field.isFirstResponder)
    }
}
