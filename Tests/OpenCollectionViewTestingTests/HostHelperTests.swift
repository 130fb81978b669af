import Foundation
import OpenCollectionViewTesting
import Testing

@MainActor
@Suite struct HostHelperTests {
    @Test func showsAViewControllerInANavigationController() {
        let screen = UIViewController()
        screen.title = "Inbox"
        let host = HeadlessHost.showing(screen, size: CGSize(width: 320, height: 480), inNavigationController: true)
        #expect(host.window.rootViewController is UINavigationController)
        #expect(screen.navigationController === host.window.rootViewController)
        #expect(host.window.bounds.size == CGSize(width: 320, height: 480))
        #expect((try? host.label(withText: "Inbox")) != nil)
    }

    /// An iPhone-sized window is compact wide and regular tall (UIKit's size classes for a phone in portrait); the
    /// traits given win, as a container's `setOverrideTraitCollection(_:forChild:)` does.
    @Test func traitsReachTheScreen() {
        // A view's traits are its window scene's, which lives as long as its host.
        let plain = UIViewController()
        let plainHost = HeadlessHost.showing(plain)
        defer { withExtendedLifetime(plainHost) {} }
        #expect(plain.traitCollection.horizontalSizeClass == .compact)
        #expect(plain.traitCollection.userInterfaceStyle == .light)

        let screen = UIViewController()
        let traits = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(userInterfaceStyle: .dark),
            UITraitCollection(preferredContentSizeCategory: .accessibilityLarge),
            UITraitCollection(layoutDirection: .rightToLeft),
        ])
        let host = HeadlessHost.showing(screen, traits: traits)
        defer { withExtendedLifetime(host) {} }
        #expect(screen.traitCollection.horizontalSizeClass == .regular)
        #expect(screen.traitCollection.verticalSizeClass == .regular)
        #expect(screen.traitCollection.userInterfaceStyle == .dark)
        #expect(screen.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        #expect(screen.traitCollection.layoutDirection == .rightToLeft)
    }

    @Test func tapsAViewByItsAccessibilityIdentifier() throws {
        let screen = UIViewController()
        var taps = 0
        let button = UIButton(primaryAction: UIAction(title: "Add") { _ in taps += 1 })
        button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        button.accessibilityIdentifier = "add"
        screen.view.addSubview(button)
        let host = HeadlessHost.showing(screen)
        try host.tap(accessibilityIdentifier: "add")
        try host.tap(button)
        #expect(taps == 2)
        let error = #expect(throws: HostQueryError.self) { try host.tap(accessibilityIdentifier: "remove") }
        #expect(error?.description == "no view with accessibility identifier 'remove' in the window; it has 'add'")
    }

    @Test func offScreenViewIsNotTapped() {
        let screen = UIViewController()
        let below = UIView(frame: CGRect(x: 0, y: 900, width: 50, height: 50))
        screen.view.addSubview(below)
        let host = HeadlessHost.showing(screen)
        #expect(throws: HostQueryError.self) { try host.tap(below) }
    }

    @Test func typesIntoATextField() throws {
        let screen = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        screen.view.addSubview(field)
        let host = HeadlessHost.showing(screen)
        try host.type("héllo 你好", into: field)
        #expect(field.text == "héllo 你好")
        #expect(field.isFirstResponder)
    }

    @Test func scrollsAndTapsItems() throws {
        let grid = GridViewController(count: 60)
        let host = HeadlessHost.showing(grid)
        try host.scroll(grid.collectionView, by: CGPoint(x: 0, y: 300))
        #expect(grid.collectionView.contentOffset.y == 300)

        let selection = SelectionRecorder()
        grid.collectionView.delegate = selection
        try host.tapItem(at: IndexPath(item: 50, section: 0), in: grid.collectionView)
        #expect(selection.selected == [IndexPath(item: 50, section: 0)])
    }

    @Test func dragsAScrollView() throws {
        let grid = GridViewController(count: 60)
        let host = HeadlessHost.showing(grid)
        try host.drag(grid.collectionView, by: CGPoint(x: 0, y: -200), hold: 0.1)
        host.advance(by: 1)
        #expect(grid.collectionView.contentOffset.y > 100)
    }

    @Test func advancesUntilAnAnimationEnds() {
        let screen = UIViewController()
        let host = HeadlessHost.showing(screen)
        var finished = false
        host.scene.makeCurrent {
            UIView.animate(
                withDuration: 0.3, animations: { screen.view.alpha = 0 }, completion: { _ in finished = true })
        }
        #expect(host.advance(until: { finished }))
        #expect(!host.advance(until: { false }, timeout: 0.5))
    }
}

/// Records the items a collection view selects.
final class SelectionRecorder: NSObject, UICollectionViewDelegate {
    var selected: [IndexPath] = []

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}
