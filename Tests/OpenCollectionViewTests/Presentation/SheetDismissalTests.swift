// Host-driven: drives time and touches through OpenCollectionView's own API, so it does not compile against UIKit
// (see docs/Testing.md).
import OpenCollectionView
import Testing

/// Sheets as UIKit shows them since iOS 13: the presenting view recedes on phones, a drag down past half the
/// sheet's height or a quick flick dismisses it and tells the presentation controller's delegate, a shorter drag
/// springs back, and `isModalInPresentation` keeps the sheet (the delegate hears the attempt).
@MainActor
struct SheetDismissalTests {
    final class Listener: UIAdaptivePresentationControllerDelegate {
        var events: [String] = []
        var allowsDismissal = true
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            allowsDismissal
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            events.append("willDismiss")
        }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            events.append("didDismiss")
        }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            events.append("didAttemptToDismiss")
        }
    }

    private func presentSheet(
        _ configure: (UIViewController) -> Void = { _ in }
    ) -> (root: UIViewController, sheet: UIViewController, host: HeadlessHost, listener: Listener) {
        let root = UIViewController()
        let host = HeadlessHost(rootViewController: root, size: CGSize(width: 390, height: 844))
        host.resize(
            to: CGSize(width: 390, height: 844), safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        host.layout()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .pageSheet
        let listener = Listener()
        sheet.presentationController?.delegate = listener
        configure(sheet)
        root.present(sheet, animated: true)
        host.advance(by: 1)
        return (root, sheet, host, listener)
    }

    @Test func thePresentingViewRecedesBehindAPhoneSheet() {
        let (root, sheet, host, _) = presentSheet()
        // UIKit on iPhone: the presenting view scales back behind a page sheet, with rounded corners.
        let frame = root.view.convert(root.view.bounds, to: nil)
        #expect(frame.width < 390)
        #expect(frame.minY > 0)
        #expect(root.view.layer.cornerRadius > 0)
        sheet.dismiss(animated: true)
        host.advance(by: 1)
        #expect(root.view.convert(root.view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func aDragPastHalfTheHeightDismissesAndTellsTheDelegate() {
        let (root, sheet, host, listener) = presentSheet()
        host.drag(from: CGPoint(x: 195, y: 100), to: CGPoint(x: 195, y: 600), duration: 0.5, hold: 0.2)
        host.advance(by: 1)
        #expect(root.presentedViewController == nil)
        #expect(sheet.view.window == nil)
        // UIKit calls `presentationControllerWillDismiss` when the drag is released, `DidDismiss` once it is gone.
        #expect(listener.events == ["willDismiss", "didDismiss"])
    }

    @Test func aShortSlowDragSpringsBack() {
        let (root, sheet, host, listener) = presentSheet()
        let resting = sheet.view.frame
        host.drag(from: CGPoint(x: 195, y: 100), to: CGPoint(x: 195, y: 250), duration: 0.5, hold: 0.2)
        host.advance(by: 1)
        #expect(root.presentedViewController === sheet)
        #expect(sheet.view.frame == resting)
        #expect(listener.events.isEmpty)
    }

    @Test func aQuickFlickDismissesEvenWhenShort() {
        let (root, _, host, listener) = presentSheet()
        host.drag(from: CGPoint(x: 195, y: 100), to: CGPoint(x: 195, y: 260), duration: 0.05)
        host.advance(by: 1)
        #expect(root.presentedViewController == nil)
        #expect(listener.events == ["willDismiss", "didDismiss"])
    }

    @Test func aSheetThatIsModalInPresentationStays() {
        let (root, sheet, host, listener) = presentSheet { $0.isModalInPresentation = true }
        let resting = sheet.view.frame
        host.drag(from: CGPoint(x: 195, y: 100), to: CGPoint(x: 195, y: 700), duration: 0.5, hold: 0.2)
        host.advance(by: 1)
        // UIKit: the sheet resists, springs back and the delegate hears the attempt.
        #expect(root.presentedViewController === sheet)
        #expect(sheet.view.frame == resting)
        #expect(listener.events == ["didAttemptToDismiss"])
    }

    @Test func aDelegateThatRefusesKeepsTheSheet() {
        let (root, sheet, host, listener) = presentSheet()
        listener.allowsDismissal = false
        host.drag(from: CGPoint(x: 195, y: 100), to: CGPoint(x: 195, y: 700), duration: 0.5, hold: 0.2)
        host.advance(by: 1)
        #expect(root.presentedViewController === sheet)
        #expect(listener.events == ["didAttemptToDismiss"])
    }
}
