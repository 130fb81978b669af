// Host-driven: drives time and touches through OpenCollectionView's own API, so it does not compile against UIKit
// (see docs/Testing.md).
import OpenCollectionView
import Testing

@MainActor
struct NavigationBarTests {
    static let size = CGSize(width: 390, height: 844)

    func host(_ navigation: UINavigationController) -> HeadlessHost {
        let host = HeadlessHost(
            rootViewController: navigation, size: Self.size,
            safeAreaInsets: NavigationControllerStackTests.phoneInsets)
        host.layout()
        return host
    }

    func find(_ identifier: String, in view: UIView) -> UIView? {
        if view.accessibilityIdentifier == identifier, !view.isHidden, view.alpha > 0 { return view }
        for subview in view.subviews.reversed() { if let found = find(identifier, in: subview) { return found } }
        return nil
    }

    func windowFrame(_ view: UIView?) -> CGRect {
        guard let view else { return .null }
        return view.convert(view.bounds, to: nil)
    }

    /// The text the back button shows, or `nil` for the chevron alone.
    func backTitle(in navigation: UINavigationController) -> String? {
        guard let button = find("navigation-back-button", in: navigation.navigationBar) else { return nil }
        return button.subviews.compactMap { $0 as? UILabel }.first { !$0.isHidden }?.text
    }

    @Test func theBarIs44PointsTallBelowTheStatusBar() {
        let root = UIViewController()
        root.title = "Inbox"
        let navigation = UINavigationController(rootViewController: root)
        _ = host(navigation)
        // UIKit: a standard navigation bar is 44 points tall and starts where the status bar's safe area ends.
        #expect(windowFrame(navigation.navigationBar) == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(root.navigationItem.title == "Inbox")
        let title = find("navigation-title", in: navigation.navigationBar) as? UILabel
        #expect(title?.text == "Inbox")
        // UIKit's bar title: 17-point semibold, centred in the bar.
        #expect(title?.font.pointSize == 17)
        #expect(abs(windowFrame(title).midX - 195) <= 1)
        #expect(abs(windowFrame(title).midY - (47 + 22)) <= 1)
    }

    @Test func largeTitlesMakeTheBar96PointsTall() {
        let root = UIViewController()
        root.title = "Mail"
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        _ = host(navigation)
        // UIKit: with large titles the bar is 96 points: the 44-point row and a 34-point bold title below it.
        #expect(windowFrame(navigation.navigationBar) == CGRect(x: 0, y: 47, width: 390, height: 96))
        let large = find("navigation-large-title", in: navigation.navigationBar) as? UILabel
        #expect(large?.text == "Mail")
        #expect(large?.font.pointSize == 34)
        #expect(windowFrame(large).minX == 16)
        #expect(windowFrame(large).maxY <= 47 + 96)
    }

    @Test func aControllerWithLargeTitleModeNeverGetsTheStandardBar() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.navigationBar.prefersLargeTitles = true
        let host = host(navigation)
        let detail = UIViewController()
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: true)
        host.advance(by: 1)
        #expect(windowFrame(navigation.navigationBar).height == 44)
        navigation.popViewController(animated: true)
        host.advance(by: 1)
        #expect(windowFrame(navigation.navigationBar).height == 96)
    }

    @Test func theBarAddsItsHeightToTheScrollViewsContentInset() {
        let list = UIViewController()
        let scrollView = UIScrollView(frame: list.view.bounds)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        list.view.addSubview(scrollView)
        let navigation = UINavigationController(rootViewController: list)
        let host = host(navigation)
        // UIKit on a 47-point status bar: the view controller's safe area starts below the bar (47 + 44), and a
        // scroll view with automatic adjustment insets its content by as much.
        #expect(list.view.safeAreaInsets.top == 91)
        #expect(scrollView.adjustedContentInset.top == 91)
        #expect(scrollView.adjustedContentInset.bottom == 34)
        navigation.setNavigationBarHidden(true, animated: false)
        host.layout()
        #expect(scrollView.adjustedContentInset.top == 47)
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(scrollView.adjustedContentInset.top == 0)
    }

    @Test func theLargeTitleCollapsesAsTheContentScrollsUp() {
        let list = UIViewController()
        let scrollView = UIScrollView(frame: list.view.bounds)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        list.view.addSubview(scrollView)
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        let host = host(navigation)
        // UIKit: the safe area (and the content inset) keep the expanded bar's height, 47 + 96.
        #expect(scrollView.adjustedContentInset.top == 143)
        #expect(scrollView.contentOffset.y == -143)
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 570), duration: 0.3, hold: 0.2)
        host.advance(by: 1)
        let partly = windowFrame(navigation.navigationBar).height
        // Scrolled up 30 - 10 of drag slop = 20 points: the bar shrinks by as much.
        #expect(partly < 96 && partly > 44)
        #expect(abs(partly - (96 - (scrollView.contentOffset.y + 143))) < 0.5)
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.3, hold: 0.2)
        host.advance(by: 1)
        #expect(windowFrame(navigation.navigationBar).height == 44)
        #expect(scrollView.adjustedContentInset.top == 143)
    }

    /// UIKit's large title follows the content offset however it changes: a wheel or trackpad, or code.
    @Test func theLargeTitleFollowsWheelScrollingAndOffsetsSetInCode() {
        let list = UIViewController()
        let scrollView = UIScrollView(frame: list.view.bounds)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        list.view.addSubview(scrollView)
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        let host = host(navigation)
        host.wheel(at: CGPoint(x: 200, y: 500), delta: CGPoint(x: 0, y: 20))
        host.advance(by: 0.5)
        let height = windowFrame(navigation.navigationBar).height
        #expect(scrollView.contentOffset.y > -143)
        #expect(abs(height - (96 - (scrollView.contentOffset.y + 143))) < 0.5)
        scrollView.setContentOffset(CGPoint(x: 0, y: 400), animated: false)
        #expect(windowFrame(navigation.navigationBar).height == 44)
        scrollView.setContentOffset(CGPoint(x: 0, y: -143), animated: false)
        #expect(windowFrame(navigation.navigationBar).height == 96)
    }

    @Test func theBarIsTransparentAtTheScrollEdgeAndTranslucentOnceScrolled() {
        let list = UIViewController()
        let scrollView = UIScrollView(frame: list.view.bounds)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        list.view.addSubview(scrollView)
        let navigation = UINavigationController(rootViewController: list)
        let host = host(navigation)
        let background = navigation.navigationBar.subviews.first
        // iOS 15 and later: with no scrollEdgeAppearance, the bar shows no background while the content is at its
        // top edge, and the standard (material) background once the content scrolls under it.
        #expect(background?.backgroundColor == .clear)
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 500), duration: 0.3, hold: 0.2)
        host.advance(by: 1)
        #expect(scrollView.contentOffset.y > -91)
        var alpha: CGFloat = 0
        _ = background?.backgroundColor?.getWhite(nil, alpha: &alpha)
        #expect(alpha > 0.5)
    }

    @Test func theBackButtonShowsThePreviousTitleThenBackThenTheChevronAlone() {
        let root = UIViewController()
        root.title = "Inbox"
        let navigation = UINavigationController(rootViewController: root)
        let host = host(navigation)
        #expect(find("navigation-back-button", in: navigation.navigationBar) == nil)
        let detail = UIViewController()
        detail.title = "Message"
        navigation.pushViewController(detail, animated: false)
        host.layout()
        // UIKit: the back button shows the previous controller's title …
        #expect(backTitle(in: navigation) == "Inbox")
        // … or its navigation item's backButtonTitle …
        root.navigationItem.backButtonTitle = "Mail"
        host.layout()
        #expect(backTitle(in: navigation) == "Mail")
        // … "Back" when that would run into the title …
        root.navigationItem.backButtonTitle = "A mailbox with a very long name indeed"
        host.layout()
        #expect(backTitle(in: navigation) == "Back")
        // … and the chevron alone in the minimal display mode.
        detail.navigationItem.backButtonDisplayMode = .minimal
        host.layout()
        #expect(backTitle(in: navigation) == nil)
        #expect(find("navigation-back-button", in: navigation.navigationBar) != nil)
        detail.navigationItem.hidesBackButton = true
        host.layout()
        #expect(find("navigation-back-button", in: navigation.navigationBar) == nil)
    }

    @Test func tappingTheBackButtonPops() throws {
        let root = UIViewController()
        root.title = "Inbox"
        let navigation = UINavigationController(rootViewController: root)
        let host = host(navigation)
        let detail = UIViewController()
        navigation.pushViewController(detail, animated: false)
        host.layout()
        let back = windowFrame(find("navigation-back-button", in: navigation.navigationBar))
        // UIKit: the back chevron sits 8 points from the leading edge, in the 44-point row.
        #expect(back.minX == 8)
        #expect(back.minY == 47 && back.height == 44)
        host.tap(at: CGPoint(x: back.midX, y: back.midY))
        host.advance(by: 1)
        #expect(navigation.viewControllers == [root])
    }

    @Test func tappingABarButtonItemPerformsItsAction() throws {
        let root = UIViewController()
        var added = 0
        let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in added += 1 })
        add.accessibilityIdentifier = "add"
        root.navigationItem.rightBarButtonItem = add
        let cancel = UIBarButtonItem(title: "Cancel", style: .plain, primaryAction: UIAction { _ in added -= 10 })
        cancel.accessibilityIdentifier = "cancel"
        root.navigationItem.leftBarButtonItem = cancel
        let navigation = UINavigationController(rootViewController: root)
        let host = host(navigation)
        let addFrame = windowFrame(find("add", in: navigation.navigationBar))
        // UIKit: trailing items end at the 16-point margin; leading ones start there.
        #expect(addFrame.maxX == 374)
        #expect(windowFrame(find("cancel", in: navigation.navigationBar)).minX == 16)
        host.tap(at: CGPoint(x: addFrame.midX, y: addFrame.midY))
        #expect(added == 1)
        add.isEnabled = false
        host.tap(at: CGPoint(x: addFrame.midX, y: addFrame.midY))
        #expect(added == 1)
    }

    @Test func theEditButtonTogglesEditing() throws {
        let root = UIViewController()
        root.navigationItem.rightBarButtonItem = root.editButtonItem
        let navigation = UINavigationController(rootViewController: root)
        let host = host(navigation)
        // UIKit: editButtonItem reads "Edit", and "Done" in the done style while editing.
        #expect(root.editButtonItem.title == "Edit")
        root.editButtonItem.accessibilityIdentifier = "edit"
        let edit: UIView = try #require(find("edit", in: navigation.navigationBar))
        let frame = windowFrame(edit)
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(root.isEditing)
        #expect(root.editButtonItem.title == "Done")
        #expect(root.editButtonItem.style == .done)
        root.setEditing(false, animated: false)
        #expect(root.editButtonItem.title == "Edit")
    }

    @Test func appearancesColourTheBarAndItsTitle() {
        let root = UIViewController()
        root.title = "Styled"
        let navigation = UINavigationController(rootViewController: root)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        _ = host(navigation)
        let title = find("navigation-title", in: navigation.navigationBar) as? UILabel
        #expect(title?.textColor == .white)
        let tree = navigation.navigationBar.subviews.first
        #expect(tree?.backgroundColor == .systemIndigo)
    }
}

@MainActor
struct NavigationToolbarTests {
    @Test func theToolbarShowsTheTopControllersItemsAboveTheHomeIndicator() throws {
        let list = UIViewController()
        let scrollView = UIScrollView(frame: list.view.bounds)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        list.view.addSubview(scrollView)
        var refreshed = 0
        let refresh = UIBarButtonItem(systemItem: .refresh, primaryAction: UIAction { _ in refreshed += 1 })
        refresh.accessibilityIdentifier = "refresh"
        let compose = UIBarButtonItem(systemItem: .compose)
        compose.accessibilityIdentifier = "compose"
        list.toolbarItems = [refresh, .flexibleSpace(), compose]
        let navigation = UINavigationController(rootViewController: list)
        let host = HeadlessHost(
            rootViewController: navigation, size: CGSize(width: 390, height: 844),
            safeAreaInsets: NavigationControllerStackTests.phoneInsets)
        host.layout()
        // UIKit: the toolbar is hidden by default.
        #expect(navigation.isToolbarHidden)
        #expect(navigation.toolbar.isHidden)
        #expect(scrollView.adjustedContentInset.bottom == 34)
        navigation.setToolbarHidden(false, animated: false)
        host.layout()
        // A 44-point row above the 34-point home indicator; the content inset grows by the row.
        let frame = navigation.toolbar.convert(navigation.toolbar.bounds, to: nil)
        #expect(frame == CGRect(x: 0, y: 844 - 78, width: 390, height: 78))
        #expect(scrollView.adjustedContentInset.bottom == 78)
        func find(_ identifier: String, in view: UIView) -> UIView? {
            if view.accessibilityIdentifier == identifier { return view }
            for subview in view.subviews { if let found = find(identifier, in: subview) { return found } }
            return nil
        }
        let refreshView = try #require(find("refresh", in: navigation.toolbar))
        let composeView = try #require(find("compose", in: navigation.toolbar))
        let refreshFrame = refreshView.convert(refreshView.bounds, to: nil)
        let composeFrame = composeView.convert(composeView.bounds, to: nil)
        // The flexible space pushes the last item to the trailing margin.
        #expect(refreshFrame.minX == 16)
        #expect(composeFrame.maxX == 374)
        host.tap(at: CGPoint(x: refreshFrame.midX, y: refreshFrame.midY))
        #expect(refreshed == 1)
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: false)
        host.layout()
        #expect(navigation.toolbar.isHidden)
        #expect(detail.view.safeAreaInsets.bottom == 34)
    }
}

/// A navigation bar delegate that records pops.
@MainActor
final class BarDelegate: UINavigationBarDelegate {
    var popped: [String] = []
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
        popped.append(item.title ?? "")
    }
}

@MainActor
struct StandaloneNavigationBarTests {
    @Test func aBarOutsideANavigationControllerKeepsItsOwnItemStack() throws {
        let root = UIViewController()
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        root.view.addSubview(bar)
        let host = HeadlessHost(rootViewController: root, size: CGSize(width: 390, height: 844))
        let delegate = BarDelegate()
        bar.delegate = delegate
        bar.pushItem(UINavigationItem(title: "Folders"), animated: false)
        bar.pushItem(UINavigationItem(title: "Inbox"), animated: false)
        host.layout()
        #expect(bar.topItem?.title == "Inbox")
        #expect(bar.backItem?.title == "Folders")
        // UIKit: a bar's natural height is 44 points.
        #expect(bar.sizeThatFits(CGSize(width: 390, height: 100)).height == 44)
        func find(_ view: UIView) -> UIView? {
            if view.accessibilityIdentifier == "navigation-back-button", view.alpha > 0 { return view }
            for subview in view.subviews.reversed() { if let found = find(subview) { return found } }
            return nil
        }
        let back = try #require(find(bar))
        let frame = back.convert(back.bounds, to: nil)
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        host.advance(by: 1)
        #expect(bar.items?.map(\.title) == ["Folders"])
        #expect(delegate.popped == ["Inbox"])
        #expect(bar.popItem(animated: false)?.title == "Folders")
        #expect(bar.topItem == nil)
    }
}
