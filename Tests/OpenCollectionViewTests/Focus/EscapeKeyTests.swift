import OpenCollectionView
import Testing

/// Escape goes back one level, as the back button or a sheet's dismissal does: a navigation controller showing
/// more than its root pops, else a presented controller is dismissed unless `isModalInPresentation` holds it.
@MainActor
struct EscapeKeyTests {
    @Test func escapePopsTheNavigationController() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let host = HeadlessHost(rootViewController: navigation)
        navigation.pushViewController(UIViewController(), animated: false)
        host.layout()
        host.pressKey(.escape)
        host.advance(by: 1)
        #expect(navigation.viewControllers == [root])
        host.pressKey(.escape)
        host.advance(by: 1)
        #expect(navigation.viewControllers == [root])
    }

    @Test func escapePopsTheNavigationStackOfACollapsedSplitView() {
        // A split view collapsed in compact width shows everything in its primary column's navigation stack
        // (UISplitViewController, "Collapsing and expanding the interface"); Escape pops it as Back would.
        let split = UISplitViewController(style: .doubleColumn)
        let navigation = UINavigationController(rootViewController: UIViewController())
        split.setViewController(navigation, for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        let host = HeadlessHost(rootViewController: split, size: CGSize(width: 390, height: 844))
        host.layout()
        #expect(split.isCollapsed)
        navigation.pushViewController(UIViewController(), animated: false)
        host.layout()
        let depth = navigation.viewControllers.count
        host.pressKey(.escape)
        host.advance(by: 1)
        #expect(navigation.viewControllers.count == depth - 1)
    }

    @Test func escapeDismissesAPresentedController() {
        let root = UIViewController()
        let host = HeadlessHost(rootViewController: root)
        root.present(UIViewController(), animated: false)
        host.advance(by: 1)
        #expect(root.presentedViewController != nil)
        host.pressKey(.escape)
        host.advance(by: 1)
        #expect(root.presentedViewController == nil)
    }

    @Test func escapePopsInsideAPresentedNavigationControllerFirst() {
        let root = UIViewController()
        let host = HeadlessHost(rootViewController: root)
        let sheetRoot = UIViewController()
        let sheet = UINavigationController(rootViewController: sheetRoot)
        root.present(sheet, animated: false)
        sheet.pushViewController(UIViewController(), animated: false)
        host.advance(by: 1)
        host.pressKey(.escape)
        host.advance(by: 1)
        #expect(sheet.viewControllers == [sheetRoot])
        #expect(root.presentedViewController === sheet)
        host.pressKey(.escape)
        host.advance(by: 1)
        #expect(root.presentedViewController == nil)
    }

    @Test func aModalInPresentationControllerStays() {
        let root = UIViewController()
        let host = HeadlessHost(rootViewController: root)
        let presented = UIViewController()
        presented.isModalInPresentation = true
        root.present(presented, animated: false)
        host.advance(by: 1)
        host.pressKey(.escape)
        host.advance(by: 1)
        #expect(root.presentedViewController === presented)
    }

    @Test func anEscapeKeyCommandRunsBeforeGoingBackWhenItWantsPriority() {
        let root = EscapeCommandController()
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.pushViewController(root, animated: false)
        let host = HeadlessHost(rootViewController: navigation)
        host.layout()
        host.pressKey(.escape)
        host.advance(by: 1)
        #expect(root.escapes == 1)
        #expect(navigation.viewControllers.count == 2)
    }
}

/// A controller that handles Escape itself.
@MainActor
final class EscapeCommandController: UIViewController {
    var escapes = 0
    override var keyCommands: [UIKeyCommand]? {
        let command = UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: []) { [weak self] _ in
            self?.escapes += 1
        }
        command.wantsPriorityOverSystemBehavior = true
        return [command]
    }
}
