// Host-driven: drives time and touches through OpenCollectionView's own API, so it does not compile against UIKit
// (see docs/Testing.md).
import OpenCollectionView
import Testing

/// Bars in a right-to-left layout, as UIKit mirrors them (Human Interface Guidelines, "Right to left"): the
/// navigation bar's back button and leading items on the right with the back chevron pointing right, trailing items
/// on the left, the pop swipe from the right edge, and the tab bar's first item on the right.
@MainActor
struct BarsRightToLeftTests {
    static let size = CGSize(width: 390, height: 844)

    func find(_ identifier: String, in view: UIView) -> UIView? {
        if view.accessibilityIdentifier == identifier, !view.isHidden, view.alpha > 0 { return view }
        for subview in view.subviews.reversed() { if let found = find(identifier, in: subview) { return found } }
        return nil
    }

    func windowFrame(_ view: UIView?) -> CGRect {
        guard let view else { return .null }
        return view.convert(view.bounds, to: nil)
    }

    func pushedDetail() -> (UINavigationController, UIViewController, UIViewController, HeadlessHost) {
        let root = UIViewController()
        root.title = "Inbox"
        let detail = UIViewController()
        detail.title = "Note"
        let add = UIBarButtonItem(title: "Add", style: .plain)
        add.accessibilityIdentifier = "add-item"
        detail.navigationItem.rightBarButtonItem = add
        let navigation = UINavigationController(rootViewController: root)
        let host = HeadlessHost(
            rootViewController: navigation, size: Self.size, safeAreaInsets: NavigationControllerStackTests.phoneInsets)
        navigation.pushViewController(detail, animated: false)
        host.setLayoutDirection(.rightToLeft)
        host.layout()
        return (navigation, root, detail, host)
    }

    @Test func theNavigationBarMirrors() throws {
        let (navigation, _, _, _) = pushedDetail()
        let bar = navigation.navigationBar
        let back = try #require(find("navigation-back-button", in: bar))
        let backFrame = windowFrame(back)
        // UIKit right to left: the back button leads from the right edge, 8 points in, and the trailing item sits
        // against the left margin (16 points); the title stays centred.
        #expect(backFrame.maxX == 382)
        #expect(windowFrame(find("add-item", in: bar)).minX == 16)
        let title = try #require(find("navigation-title", in: bar))
        #expect(abs(windowFrame(title).midX - 195) <= 1)
        // The chevron leads on the right, the back title ("Inbox") follows to its left.
        let chevron = try #require(back.subviews.first { $0 is UIImageView && !$0.isHidden })
        let label = try #require(back.subviews.compactMap { $0 as? UILabel }.first { !$0.isHidden })
        #expect(label.text == "Inbox")
        #expect(windowFrame(chevron).minX > windowFrame(label).maxX)
        #expect(windowFrame(chevron).maxX == 382)
    }

    @Test func theLargeTitleAndTheSearchBarMirror() throws {
        let list = UIViewController()
        list.title = "People"
        let search = UISearchController(searchResultsController: nil)
        list.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        let host = HeadlessHost(
            rootViewController: navigation, size: Self.size, safeAreaInsets: NavigationControllerStackTests.phoneInsets)
        host.setLayoutDirection(.rightToLeft)
        host.layout()
        // UIKit right to left: the large title sits against the right margin (16 points in).
        let large = try #require(find("navigation-large-title", in: navigation.navigationBar) as? UILabel)
        #expect(windowFrame(large).maxX == 374)
        #expect(large.textAlignment == .natural)
        // The Cancel button shows on the left of the field while searching.
        search.searchBar.becomeFirstResponder()
        host.layout()
        let cancel = try #require(search.searchBar.subviews.compactMap { $0 as? UIButton }.first)
        #expect(windowFrame(cancel).minX == 16)
        #expect(windowFrame(search.searchBar.searchTextField).minX > windowFrame(cancel).maxX)
        #expect(windowFrame(search.searchBar.searchTextField).maxX == 374)
    }

    @Test func theBackChevronPointsRight() throws {
        let (navigation, _, _, host) = pushedDetail()
        let back = try #require(find("navigation-back-button", in: navigation.navigationBar))
        let rightToLeft = try #require((back.subviews.first { $0 is UIImageView } as? UIImageView)?.image)
        host.setLayoutDirection(.leftToRight)
        host.layout()
        let leftToRight = try #require((back.subviews.first { $0 is UIImageView } as? UIImageView)?.image)
        // UIKit flips the chevron: the two directions draw different (mirrored) glyphs of the same size.
        #expect(rightToLeft !== leftToRight)
        #expect(rightToLeft.size == leftToRight.size)
    }

    @Test func aSwipeFromTheRightEdgePops() {
        let (navigation, root, detail, host) = pushedDetail()
        #expect(
            navigation.interactivePopGestureRecognizer.map { ($0 as? UIScreenEdgePanGestureRecognizer)?.edges }
                == .right)
        let finger = host.touchDown(at: CGPoint(x: 385, y: 400))
        for x in stride(from: 365, through: 125, by: -20) {
            host.advance(by: 1.0 / 60)
            host.touchMove(finger, to: CGPoint(x: CGFloat(x), y: 400))
        }
        // The top view follows the finger leftwards; the one beneath waits on the right, a third as far behind.
        let followed = detail.view.frame.minX
        #expect(followed < -200 && followed > -265)
        #expect(root.view.frame.minX > 0)
        host.advance(by: 0.3)
        host.touchUp(finger, at: CGPoint(x: 125, y: 400))
        host.advance(by: 1)
        #expect(navigation.viewControllers == [root])
        #expect(root.view.frame.minX == 0)
    }

    @Test func aPushSlidesInFromTheLeft() throws {
        let (navigation, _, detail, host) = pushedDetail()
        let next = UIViewController()
        navigation.pushViewController(next, animated: true)
        host.advance(by: 0.1)
        // UIKit right to left: the pushed view comes in from the left edge, the one beneath moves off to the right.
        let incoming = try #require(next.view.layer.presentation()).frame.minX
        let outgoing = try #require(detail.view.layer.presentation()).frame.minX
        #expect(incoming < 0 && incoming > -390)
        #expect(outgoing > 0)
        host.advance(by: 1)
        #expect(next.view.frame.minX == 0)
    }

    @Test func aSwipeFromTheLeftEdgeDoesNotPop() {
        let (navigation, root, detail, host) = pushedDetail()
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3, hold: 0.3)
        host.advance(by: 1)
        #expect(navigation.viewControllers == [root, detail])
        #expect(detail.view.frame.minX == 0)
    }

    @Test func theTabBarOrdersItsItemsRightToLeft() {
        let tabs = ["first", "second", "third"].map { name in
            let controller = UIViewController()
            controller.title = name
            controller.tabBarItem.accessibilityIdentifier = "tab-\(name)"
            return controller
        }
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = tabs
        let host = HeadlessHost(
            rootViewController: tabBarController, size: Self.size,
            safeAreaInsets: NavigationControllerStackTests.phoneInsets)
        host.setLayoutDirection(.rightToLeft)
        host.layout()
        // UIKit right to left: the first tab is on the right; on a phone the three share the 390-point width.
        let bar = tabBarController.tabBar
        #expect(windowFrame(find("tab-first", in: bar)).minX == 260)
        #expect(windowFrame(find("tab-second", in: bar)).minX == 130)
        #expect(windowFrame(find("tab-third", in: bar)).minX == 0)
    }
}
