// Host-driven: drives time, touches and keys through OpenCollectionView's own API, so it does not compile against
// UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// `UIAlertController.addTextField(configurationHandler:)` as UIKit documents and shows it: fields under the
/// message in the order added, the alert growing for them, the first field taking the keyboard, and the handler
/// reading what was typed after the alert is gone.
@MainActor
struct AlertTextFieldTests {
    private func setUp() -> (UIViewController, HeadlessHost) {
        let root = UIViewController()
        let host = HeadlessHost(rootViewController: root, size: CGSize(width: 390, height: 844))
        host.layout()
        return (root, host)
    }

    private func find(_ identifier: String, in view: UIView) -> UIView? {
        if view.accessibilityIdentifier == identifier, !view.isHidden { return view }
        for subview in view.subviews { if let found = find(identifier, in: subview) { return found } }
        return nil
    }

    private func windowFrame(_ view: UIView?) -> CGRect {
        guard let view else { return .null }
        return view.convert(view.bounds, to: nil)
    }

    private func alert(fields: Int) -> UIAlertController {
        let alert = UIAlertController(title: "Sign in", message: "Enter your account.", preferredStyle: .alert)
        for index in 0..<fields {
            alert.addTextField { field in field.placeholder = index == 0 ? "Name" : "Password" }
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        return alert
    }

    @Test func textFieldsAreListedInOrderAndConfiguredByTheHandler() {
        let plain = alert(fields: 0)
        // UIKit: `textFields` is nil until a field is added.
        #expect(plain.textFields == nil)
        let login = alert(fields: 2)
        #expect(login.textFields?.map(\.placeholder) == ["Name", "Password"])
    }

    @Test func theAlertGrowsForItsFieldsWhichSitBetweenMessageAndButtons() {
        let (root, host) = setUp()
        let plain = alert(fields: 0)
        root.present(plain, animated: false)
        host.layout()
        let plainHeight = windowFrame(plain.view).height
        plain.dismiss(animated: false)
        host.layout()

        let login = alert(fields: 2)
        root.present(login, animated: false)
        host.layout()
        let frame = windowFrame(login.view)
        #expect(frame.width == 270)
        #expect(frame.height > plainHeight)
        let name = windowFrame(login.textFields?[0])
        let password = windowFrame(login.textFields?[1])
        let ok = windowFrame(find("alert-action-OK", in: login.view))
        #expect(name.maxY <= password.minY)
        #expect(password.maxY < ok.minY)
        #expect(name.minX > frame.minX && name.maxX < frame.maxX)
    }

    @Test func theFirstFieldTakesTheKeyboardAndTheHandlerReadsWhatWasTyped() {
        let (root, host) = setUp()
        let login = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        login.addTextField { field in field.text = "" }
        var typed: String?
        login.addAction(UIAlertAction(title: "Save", style: .default) { _ in typed = login.textFields?.first?.text })
        root.present(login, animated: true)
        host.advance(by: 1)
        // UIKit makes the first text field the first responder when the alert appears.
        #expect(login.textFields?.first?.isFirstResponder == true)
        host.type("Holiday")
        #expect(login.textFields?.first?.text == "Holiday")
        let save = windowFrame(find("alert-action-Save", in: login.view))
        host.tap(at: CGPoint(x: save.midX, y: save.midY))
        host.advance(by: 1)
        #expect(typed == "Holiday")
        #expect(login.textFields?.first?.isFirstResponder == false)
    }

    @Test func actionSheetsTakeNoTextFields() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        #expect(sheet.textFields == nil)
    }
}
