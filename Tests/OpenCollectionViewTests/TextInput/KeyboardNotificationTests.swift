// Host-driven: focuses text inputs through the headless host and reads its software keyboard, so it does not
// compile against UIKit (see docs/Testing.md).
import Foundation
import Testing

@testable import OpenCollectionView

/// The software keyboard as UIKit apps observe it through `NotificationCenter`: which notifications a text input
/// becoming and resigning first responder posts, in which order, and what their user info holds.
///
/// Expected values: UIKit's documentation of the notifications and keys (`UIResponder.keyboardWillShowNotification`
/// … "The notification object is nil"), and what iOS 15–17 post on an iPhone 12–15 (390 × 844 points, a 34-point
/// home-indicator inset): a keyboard 336 points tall with the English layout and QuickType bar, animated over 0.25 s
/// with curve 7, will-change-frame before will-show and did-change-frame before did-show.
@MainActor
struct KeyboardNotificationTests {
    /// One posted keyboard notification, read as UIKit apps read it.
    struct Posted: Equatable, Sendable {
        var name: String
        var begin: CGRect?
        var end: CGRect?
        var duration: Double?
        var curve: Int?
        var isLocal: Bool?
        var hasObject: Bool
    }

    static let names: [Notification.Name] = [
        UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
        UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
    ]

    /// Observes the six keyboard notifications until `stop()`.
    @MainActor
    final class Observer {
        let posted = LockedValue<[Posted]>([])
        private var tokens: [any NSObjectProtocol] = []

        init() {
            for name in KeyboardNotificationTests.names {
                tokens.append(
                    NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
                        [posted] note in
                        let info = note.userInfo ?? [:]
                        let record = Posted(
                            name: note.name.rawValue
                                .replacingOccurrences(of: "UIKeyboard", with: "")
                                .replacingOccurrences(of: "Notification", with: ""),
                            begin: info[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect,
                            end: info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
                            duration: info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
                            curve: info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int,
                            isLocal: info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool,
                            hasObject: note.object != nil)
                        posted.withLock { $0.append(record) }
                    })
            }
        }

        /// The names posted so far ("WillShow", "DidChangeFrame" …), and forgets them.
        func takeNames() -> [String] { take().map(\.name) }

        /// What was posted so far, and forgets it.
        func take() -> [Posted] {
            posted.withLock { list in
                defer { list = [] }
                return list
            }
        }

        func stop() {
            for token in tokens { NotificationCenter.default.removeObserver(token) }
            tokens = []
        }
    }

    /// An iPhone-sized host (390 × 844 with the iPhone's safe-area insets) showing two text fields.
    private func hostedFields(
        size: CGSize = CGSize(width: 390, height: 844),
        insets: UIEdgeInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    ) -> (HeadlessHost, UITextField, UITextField) {
        let controller = UIViewController()
        let first = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        let second = UITextField(frame: CGRect(x: 20, y: 160, width: 300, height: 34))
        for field in [first, second] {
            field.borderStyle = .roundedRect
            controller.view.addSubview(field)
        }
        let host = HeadlessHost(rootViewController: controller, size: size, safeAreaInsets: insets)
        host.layout()
        return (host, first, second)
    }

    @Test func focusingATextFieldShowsTheKeyboardWithUIKitsNotificationsInOrder() {
        let (host, field, _) = hostedFields()
        let observer = Observer()
        defer { observer.stop() }

        host.tap(at: CGPoint(x: 100, y: 117))
        #expect(field.isFirstResponder)
        // The will-notifications come at once; the did-notifications once the 0.25-second animation ends.
        #expect(observer.takeNames() == ["WillChangeFrame", "WillShow"])
        host.advance(by: 0.3)
        #expect(observer.takeNames() == ["DidChangeFrame", "DidShow"])

        field.resignFirstResponder()
        #expect(observer.takeNames() == ["WillChangeFrame", "WillHide"])
        host.advance(by: 0.3)
        #expect(observer.takeNames() == ["DidChangeFrame", "DidHide"])
        #expect(host.softwareKeyboardFrame == nil)
    }

    @Test func theUserInfoHoldsUIKitsFramesDurationAndCurve() {
        let (host, field, _) = hostedFields()
        let observer = Observer()
        defer { observer.stop() }

        field.becomeFirstResponder()
        host.advance(by: 0.3)
        // iPhone 12–15 portrait: the keyboard rises from below the screen to its bottom 336 points.
        let offscreen = CGRect(x: 0, y: 844, width: 390, height: 336)
        let shown = CGRect(x: 0, y: 508, width: 390, height: 336)
        let showing = observer.take()
        #expect(showing.count == 4)
        for posted in showing {
            #expect(posted.begin == offscreen)
            #expect(posted.end == shown)
            #expect(posted.duration == 0.25)
            #expect(posted.curve == 7)
            #expect(posted.isLocal == true)
            #expect(!posted.hasObject)
        }
        #expect(host.softwareKeyboardFrame == shown)

        field.resignFirstResponder()
        host.advance(by: 0.3)
        let hiding = observer.take()
        #expect(hiding.map(\.name) == ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
        #expect(hiding.allSatisfy { $0.begin == shown && $0.end == offscreen && $0.duration == 0.25 })
    }

    @Test func anotherTextInputTakingOverShowsTheKeyboardAgainWithoutHidingIt() {
        let (host, first, second) = hostedFields()
        first.becomeFirstResponder()
        host.advance(by: 0.3)
        let observer = Observer()
        defer { observer.stop() }

        host.tap(at: CGPoint(x: 100, y: 177))
        #expect(second.isFirstResponder)
        #expect(!first.isFirstResponder)
        // iOS posts the show notifications again for the new input, the keyboard staying where it is.
        host.advance(by: 0.3)
        let posted = observer.take()
        #expect(posted.map(\.name) == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        #expect(posted.allSatisfy { $0.begin == $0.end && $0.end == CGRect(x: 0, y: 508, width: 390, height: 336) })
    }

    @Test func aTextViewAndASearchBarsFieldShowTheKeyboardToo() {
        let controller = UIViewController()
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 120))
        let searchBar = UISearchBar(frame: CGRect(x: 0, y: 300, width: 390, height: 56))
        controller.view.addSubview(textView)
        controller.view.addSubview(searchBar)
        let host = HeadlessHost(rootViewController: controller)
        host.layout()
        let observer = Observer()
        defer { observer.stop() }

        textView.becomeFirstResponder()
        #expect(observer.takeNames() == ["WillChangeFrame", "WillShow"])
        host.advance(by: 0.3)
        _ = observer.take()
        // With no home-indicator inset the keyboard is the 302 points above it.
        #expect(host.softwareKeyboardFrame == CGRect(x: 0, y: 542, width: 390, height: 302))

        searchBar.becomeFirstResponder()
        #expect(searchBar.searchTextField.isFirstResponder)
        #expect(observer.takeNames() == ["WillChangeFrame", "WillShow"])

        // A non-editable text view takes no text and cannot become first responder: the keyboard stays with the bar.
        textView.isEditable = false
        #expect(!textView.becomeFirstResponder())
        #expect(observer.takeNames() == [])
    }

    @Test func aHardwareKeyboardShowsNoSoftwareKeyboardAndPostsNothing() {
        // A desktop-sized window types on a hardware keyboard, as Mac Catalyst does: no keyboard notifications.
        let (desktop, desktopField, _) = hostedFields(size: CGSize(width: 1280, height: 800), insets: .zero)
        let observer = Observer()
        defer { observer.stop() }
        desktop.tap(at: CGPoint(x: 100, y: 117))
        #expect(desktopField.isFirstResponder)
        desktop.advance(by: 0.3)
        desktopField.resignFirstResponder()
        desktop.advance(by: 0.3)
        #expect(observer.takeNames() == [])
        #expect(desktop.softwareKeyboardFrame == nil)

        // A phone-sized window whose host says a hardware keyboard is attached posts nothing either.
        let (phone, phoneField, _) = hostedFields()
        phone.setHardwareKeyboard(attached: true)
        phoneField.becomeFirstResponder()
        phone.advance(by: 0.3)
        #expect(observer.takeNames() == [])

        // Detaching it brings the software keyboard up for the input being edited.
        phone.setHardwareKeyboard(attached: false)
        phone.advance(by: 0.3)
        #expect(observer.takeNames() == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        #expect(phone.softwareKeyboardFrame == CGRect(x: 0, y: 508, width: 390, height: 336))
    }

    @Test func turningTheWindowMovesTheKeyboardToItsLandscapeFrame() {
        let (host, field, _) = hostedFields()
        field.becomeFirstResponder()
        host.advance(by: 0.3)
        let observer = Observer()
        defer { observer.stop() }

        // Landscape iPhone: a 21-point home-indicator inset, the keyboard 209 points tall.
        host.resize(
            to: CGSize(width: 844, height: 390), safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        host.advance(by: 0.3)
        let posted = observer.take()
        #expect(posted.map(\.name) == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        #expect(posted.first?.begin == CGRect(x: 0, y: 508, width: 390, height: 336))
        #expect(posted.first?.end == CGRect(x: 0, y: 181, width: 844, height: 209))
        #expect(field.isFirstResponder)
    }

    @Test func changesObserversMakeInWillShowAnimateWithTheKeyboard() {
        let (host, field, _) = hostedFields()
        let bar = UIView(frame: CGRect(x: 0, y: 766, width: 390, height: 44))
        field.superview?.addSubview(bar)
        host.layout()
        // UIKit posts the will-notifications inside the keyboard's animation block, so a frame set in the handler
        // animates over the keyboard's 0.25 s without a `UIView.animate` of its own.
        let token = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
        ) { [bar] note in
            guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            MainActor.assumeIsolated { bar.frame.origin.y = end.minY - bar.frame.height }
        }
        defer { NotificationCenter.default.removeObserver(token) }

        field.becomeFirstResponder()
        #expect(bar.frame.minY == 464)
        host.advance(by: 0.1)
        let midway = bar.layer.presentation()!.frame.minY
        #expect(midway < 766 && midway > 464)
        host.advance(by: 0.2)
        #expect(bar.layer.presentation()!.frame.minY == 464)
    }

    @Test func theKeyboardsCurveAnimatesThroughAnimationOptions() {
        // Apps animate with `UIView.AnimationOptions(rawValue: curve << 16)`; curve 7 is the keyboard's own curve,
        // which moves faster early on than the default ease-in-out.
        let (host, _, _) = hostedFields()
        let keyboardCurved = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let easedInOut = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(keyboardCurved)
        host.window.addSubview(easedInOut)
        host.layout()
        UIView.animate(withDuration: 0.25, delay: 0, options: UIView.AnimationOptions(rawValue: 7 << 16)) {
            keyboardCurved.frame.origin.x = 100
        }
        UIView.animate(withDuration: 0.25, delay: 0, options: []) { easedInOut.frame.origin.x = 100 }
        host.advance(by: 0.05)
        #expect(keyboardCurved.layer.presentation()!.frame.minX > easedInOut.layer.presentation()!.frame.minX + 10)
        host.advance(by: 0.25)
        #expect(keyboardCurved.layer.presentation()!.frame.minX == 100)
    }
}
