// Host-driven: drives time and touches through OpenCollectionView's own API, so it does not compile against UIKit
// (see docs/Testing.md).
import OpenCollectionView
import Testing

@MainActor
struct AlertControllerTests {
    func setUp() -> (UIViewController, HeadlessHost) {
        let root = UIViewController()
        let host = HeadlessHost(rootViewController: root, size: CGSize(width: 390, height: 844))
        host.layout()
        return (root, host)
    }

    func find(_ identifier: String, in view: UIView) -> UIView? {
        if view.accessibilityIdentifier == identifier, !view.isHidden { return view }
        for subview in view.subviews { if let found = find(identifier, in: subview) { return found } }
        return nil
    }

    func windowFrame(_ view: UIView?) -> CGRect {
        guard let view else { return .null }
        return view.convert(view.bounds, to: nil)
    }

    @Test func anAlertIs270PointsWideAndCentred() {
        let (root, host) = setUp()
        let alert = UIAlertController(title: "Delete item?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        #expect(alert.modalPresentationStyle == .custom)
        root.present(alert, animated: true)
        host.advance(by: 1)
        let frame = windowFrame(alert.view)
        // UIKit: alerts are 270 points wide, centred in the window.
        #expect(frame.width == 270)
        #expect(frame.midX == 195)
        #expect(abs(frame.midY - 422) <= 1)
        // Two short actions sit side by side in one 44-point row, the cancel action on the leading side.
        let cancel = windowFrame(find("alert-action-Cancel", in: alert.view))
        let delete = windowFrame(find("alert-action-Delete", in: alert.view))
        #expect(cancel.minY == delete.minY)
        #expect(cancel.maxX <= delete.minX)
        #expect(cancel.height == 44 && delete.height == 44)
        #expect(delete.maxY == frame.maxY)
    }

    @Test func threeActionsStackWithTheCancelActionLast() {
        let (root, host) = setUp()
        let alert = UIAlertController(title: "Sort", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "By name", style: .default))
        alert.addAction(UIAlertAction(title: "By date", style: .default))
        root.present(alert, animated: false)
        host.layout()
        let name = windowFrame(find("alert-action-By name", in: alert.view))
        let date = windowFrame(find("alert-action-By date", in: alert.view))
        let cancel = windowFrame(find("alert-action-Cancel", in: alert.view))
        #expect(name.width == 270)
        #expect(name.maxY == date.minY)
        #expect(date.maxY == cancel.minY)
    }

    @Test func tappingAButtonDismissesThenRunsItsHandler() {
        let (root, host) = setUp()
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        var log: [String] = []
        alert.addAction(
            UIAlertAction(title: "OK", style: .default) { action in
                // UIKit runs the handler after the dismissal: nothing is presented any more.
                log.append("\(action.title ?? "") presented=\(root.presentedViewController != nil)")
            })
        root.present(alert, animated: true)
        host.advance(by: 1)
        let ok = windowFrame(find("alert-action-OK", in: alert.view))
        host.tap(at: CGPoint(x: ok.midX, y: ok.midY))
        #expect(log.isEmpty)
        host.advance(by: 1)
        #expect(log == ["OK presented=false"])
        #expect(alert.view.window == nil)
    }

    @Test func aSecondCancelActionIsRefused() {
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let (_, diagnostics) = OpenCollectionViewDiagnostics.collect {
            alert.addAction(UIAlertAction(title: "Close", style: .cancel))
        }
        #expect(alert.actions.map(\.title) == ["Cancel"])
        #expect(
            diagnostics.map(\.message) == [
                "UIAlertController can only have one action with a style of UIAlertActionStyleCancel"
            ])
    }

    @Test func anActionSheetSitsAtTheBottomWithItsCancelButtonApart() {
        let (root, host) = setUp()
        host.resize(
            to: CGSize(width: 390, height: 844), safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        host.layout()
        let sheet = UIAlertController(title: "Delete “Milk”?", message: nil, preferredStyle: .actionSheet)
        var log: [String] = []
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in log.append("delete") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") })
        root.present(sheet, animated: true)
        host.advance(by: 1)
        let delete = windowFrame(find("alert-action-Delete", in: sheet.view))
        let cancel = windowFrame(find("alert-action-Cancel", in: sheet.view))
        // UIKit on iPhone: 8-point margins, 57-point buttons, the cancel button 8 points below the group and the
        // sheet resting on the bottom safe area.
        #expect(cancel.minX == 8 && cancel.width == 374)
        #expect(cancel.height == 57 && delete.height == 57)
        #expect(cancel.minY - delete.maxY == 8)
        #expect(abs(cancel.maxY - (844 - 34)) < 0.001)
        // A tap on the dimmed area above cancels.
        host.tap(at: CGPoint(x: 195, y: 200))
        host.advance(by: 1)
        #expect(log == ["cancel"])
        #expect(root.presentedViewController == nil)
    }

    @Test func thePreferredActionMustBeOneOfTheActions() {
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default)
        alert.addAction(ok)
        alert.preferredAction = ok
        #expect(alert.preferredAction === ok)
        let (_, diagnostics) = OpenCollectionViewDiagnostics.collect {
            alert.preferredAction = UIAlertAction(title: "Other", style: .default)
        }
        #expect(alert.preferredAction == nil)
        #expect(diagnostics.count == 1)
    }
}
