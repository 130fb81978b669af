// Host-driven: reads `AccessibilityTree` and drives time through the headless host, so it does not compile
// against UIKit (see docs/Testing.md).
@_spi(Host) import OpenCollectionView
import Testing

/// Navigation bars, tab bars and alerts as VoiceOver reads them:
/// - Apple's `UIAccessibilityTraits.header` documentation: "a header that divides content into sections, like the
///   title of a navigation bar"; the back button is a button labelled by the back title ("Back" for a chevron alone).
/// - A tab bar has the `.tabBar` trait and its tabs are buttons, the selected one selected ("Selected, Home, tab,
///   1 of 2", as VoiceOver reads UIKit's tab bars).
/// - Alerts are modal for VoiceOver: nothing behind them is reached (UIKit shows them in their own window).
/// - UIKit posts `UIAccessibilityScreenChangedNotification` itself when a new screen appears (Apple, "UIAccessibility
///   notifications": "posted by UIKit when a new view appears that encompasses a major portion of the screen").
@MainActor
struct BarsAndAlertsAccessibilityTests {
    @Test func aNavigationBarsTitleIsAHeadingAndItsBackButtonAButton() throws {
        let first = UIViewController()
        first.title = "Mailboxes"
        let second = UIViewController()
        second.title = "Inbox"
        let navigation = UINavigationController(rootViewController: first)
        let host = HeadlessHost(rootViewController: navigation, size: CGSize(width: 390, height: 844))
        navigation.pushViewController(second, animated: false)
        host.layout()
        host.advance(by: 1)
        let elements = AccessibilityTree.build(from: host.window).elements
        let title = try #require(elements.first { $0.label == "Inbox" })
        #expect(title.traits.contains(.header))
        let back = try #require(elements.first { $0.identifier == "navigation-back-button" })
        #expect(back.traits.contains(.button))
        #expect(back.label == "Mailboxes")
        #expect(AccessibilityTree.text(of: host.window).contains("Heading \"Inbox\""))
    }

    /// VoiceOver reads a screen from the top: the navigation bar before the content under it (after a push, the
    /// first element is the back button), and a bar button item's `accessibilityLabel` names its button (UIKit's
    /// informal protocol on `NSObject`, which `UIBarItem` inherits) in place of its symbol's name.
    @Test func theNavigationBarIsReadBeforeTheContentAndBarItemsTakeTheirLabels() throws {
        let content = UIViewController()
        content.title = "Notes"
        let note = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 20))
        note.text = "First note"
        content.view.addSubview(note)
        let compose = UIBarButtonItem(
            image: UIImage(systemName: "square.and.pencil"), style: .plain, primaryAction: UIAction { _ in })
        content.navigationItem.rightBarButtonItem = compose
        let navigation = UINavigationController(rootViewController: content)
        let host = HeadlessHost(rootViewController: navigation, size: CGSize(width: 390, height: 844))
        host.layout()
        var labels = AccessibilityTree.build(from: host.window).elements.compactMap(\.label)
        #expect(labels.firstIndex(of: "Notes")! < labels.firstIndex(of: "First note")!)
        #expect(labels.contains("square and pencil"), "without a label, the symbol's name (\(labels))")
        compose.accessibilityLabel = "New note"
        host.layout()
        labels = AccessibilityTree.build(from: host.window).elements.compactMap(\.label)
        #expect(labels.contains("New note"))
        #expect(!labels.contains("square and pencil"))
    }

    @Test func aTabBarIsATabBarOfTabButtons() throws {
        let tabs = ["home", "search"].map { name -> UIViewController in
            let controller = UIViewController()
            controller.title = name.capitalized
            return controller
        }
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = tabs
        let host = HeadlessHost(rootViewController: tabBarController, size: CGSize(width: 390, height: 844))
        host.layout()
        let tree = AccessibilityTree.build(from: host.window)
        let bar = try #require(tree.allNodes.first { $0.traits.contains(.tabBar) })
        #expect(!bar.isElement)
        #expect(bar.children.map(\.label) == ["Home", "Search"])
        #expect(bar.children.map(\.isSelected) == [true, false])
        #expect(bar.children.allSatisfy { $0.traits.contains(.button) })
        let text = AccessibilityTree.text(of: tree)
        #expect(text.contains("Tab bar\n  Tab 1 of 2: \"Home\", selected\n  Tab 2 of 2: \"Search\""))
    }

    @Test func pushesAndPresentationsPostScreenChanged() {
        let first = UIViewController()
        let navigation = UINavigationController(rootViewController: first)
        let host = HeadlessHost(rootViewController: navigation, size: CGSize(width: 390, height: 844))
        host.layout()
        host.scene.mirrorsAccessibility = true
        navigation.pushViewController(UIViewController(), animated: true)
        host.advance(by: 1)
        #expect(host.scene.takeAccessibilityNotifications() == [.init(notification: .screenChanged)])
        let alert = UIAlertController(title: "Done", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        navigation.present(alert, animated: true)
        host.advance(by: 1)
        #expect(host.scene.takeAccessibilityNotifications() == [.init(notification: .screenChanged)])
        alert.dismiss(animated: true)
        host.advance(by: 1)
        #expect(host.scene.takeAccessibilityNotifications() == [.init(notification: .screenChanged)])
    }

    @Test func anAlertHidesWhatIsBehindIt() throws {
        let root = UIViewController()
        let behind = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 20))
        behind.text = "Behind"
        root.view.addSubview(behind)
        let host = HeadlessHost(rootViewController: root, size: CGSize(width: 390, height: 844))
        host.layout()
        #expect(AccessibilityTree.build(from: host.window).elements.contains { $0.label == "Behind" })
        let alert = UIAlertController(title: "Delete item?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        root.present(alert, animated: true)
        host.advance(by: 1)
        let labels = AccessibilityTree.build(from: host.window).elements.compactMap(\.label)
        #expect(!labels.contains("Behind"))
        #expect(labels.contains("Delete item?"))
        #expect(labels.contains("This cannot be undone."))
        #expect(labels.contains("Cancel"))
        #expect(labels.contains("Delete"))
    }
}
