// Host-driven: drives time and touches through OpenCollectionView's own API, so it does not compile against UIKit
// (see docs/Testing.md).
import OpenCollectionView
import Testing

/// A tab bar controller delegate that refuses one tab and records selections.
@MainActor
final class TabDelegate: UITabBarControllerDelegate {
    var refused: UIViewController?
    var selected: [UIViewController] = []

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    { viewController !== refused }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selected.append(viewController)
    }
}

@MainActor
struct TabBarControllerTests {
    func setUp() -> (UITabBarController, [AppearanceLogger], HeadlessHost, EventSink) {
        let sink = EventSink()
        let tabs = ["first", "second", "third"].map { name in
            let controller = AppearanceLogger(name)
            controller.sink = sink
            controller.title = name.capitalized
            controller.tabBarItem.accessibilityIdentifier = "tab-\(name)"
            return controller
        }
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = tabs
        let host = HeadlessHost(
            rootViewController: tabBarController, size: CGSize(width: 390, height: 844),
            safeAreaInsets: NavigationControllerStackTests.phoneInsets)
        host.layout()
        sink.entries.removeAll()
        return (tabBarController, tabs, host, sink)
    }

    func centre(of identifier: String, in host: HeadlessHost) -> CGPoint? {
        func find(_ view: UIView) -> UIView? {
            if view.accessibilityIdentifier == identifier { return view }
            for subview in view.subviews { if let found = find(subview) { return found } }
            return nil
        }
        guard let view = find(host.window) else { return nil }
        let frame = view.convert(view.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test func theTabBarIs49PointsAboveTheHomeIndicator() {
        let (tabBarController, tabs, host, _) = setUp()
        // UIKit: the tab bar is 49 points tall plus the bottom safe area (83 on a 34-point home indicator).
        let frame = tabBarController.tabBar.convert(tabBarController.tabBar.bounds, to: nil)
        #expect(frame == CGRect(x: 0, y: 844 - 83, width: 390, height: 83))
        #expect(tabBarController.selectedIndex == 0)
        #expect(tabBarController.selectedViewController === tabs[0])
        #expect(tabs[0].view.window === host.window)
        #expect(tabs[1].viewIfLoaded?.window == nil)
        // The selected controller's safe area ends at the bar.
        #expect(tabs[0].view.safeAreaInsets.bottom == 83)
        #expect(tabs[0].tabBarController === tabBarController)
        #expect(tabBarController.tabBar.items?.map(\.title) == ["First", "Second", "Third"])
    }

    @Test func tappingATabSwitchesToIt() throws {
        let (tabBarController, tabs, host, sink) = setUp()
        let delegate = TabDelegate()
        tabBarController.delegate = delegate
        host.tap(at: try #require(centre(of: "tab-second", in: host)))
        #expect(tabBarController.selectedIndex == 1)
        #expect(sink.entries == ["first willDisappear", "second willAppear", "first didDisappear", "second didAppear"])
        #expect(delegate.selected == [tabs[1]])
        #expect(tabs[1].view.window === host.window)
        #expect(tabs[0].viewIfLoaded?.window == nil)
        #expect(tabBarController.tabBar.selectedItem === tabs[1].tabBarItem)
        delegate.refused = tabs[2]
        host.tap(at: try #require(centre(of: "tab-third", in: host)))
        #expect(tabBarController.selectedIndex == 1)
    }

    @Test func aNavigationControllerInATabKeepsItsContentBetweenTheBars() {
        let list = UIViewController()
        let scrollView = UIScrollView(frame: list.view.bounds)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        list.view.addSubview(scrollView)
        let navigation = UINavigationController(rootViewController: list)
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = [navigation]
        let host = HeadlessHost(
            rootViewController: tabBarController, size: CGSize(width: 390, height: 844),
            safeAreaInsets: NavigationControllerStackTests.phoneInsets)
        host.layout()
        // UIKit: 47 + 44 above, 34 + 49 below.
        #expect(scrollView.adjustedContentInset.top == 91)
        #expect(scrollView.adjustedContentInset.bottom == 83)
        #expect(list.tabBarController === tabBarController)
        #expect(list.navigationController === navigation)
    }

    @Test func aControllerThatHidesBottomBarsHidesTheTabBarWhilePushed() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = [navigation]
        let host = HeadlessHost(
            rootViewController: tabBarController, size: CGSize(width: 390, height: 844),
            safeAreaInsets: NavigationControllerStackTests.phoneInsets)
        host.layout()
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: true)
        host.advance(by: 1)
        // UIKit: the tab bar hides while the controller is on top; its safe area reaches the home indicator.
        #expect(tabBarController.tabBar.isHidden)
        #expect(detail.view.safeAreaInsets.bottom == 34)
        navigation.popViewController(animated: true)
        host.advance(by: 1)
        #expect(!tabBarController.tabBar.isHidden)
        #expect(navigation.viewControllers[0].view.safeAreaInsets.bottom == 83)
    }

    @Test func aBadgeShowsOverTheItem() throws {
        let (_, tabs, host, _) = setUp()
        tabs[2].tabBarItem.badgeValue = "3"
        host.layout()
        func find(_ view: UIView) -> UILabel? {
            if let label = view as? UILabel, label.text == "3", !label.isHidden { return label }
            for subview in view.subviews { if let found = find(subview) { return found } }
            return nil
        }
        let badge = try #require(find(host.window))
        let frame = badge.convert(badge.bounds, to: nil)
        #expect(frame.height == 18)
        #expect(frame.minY > 844 - 83)
    }
}
