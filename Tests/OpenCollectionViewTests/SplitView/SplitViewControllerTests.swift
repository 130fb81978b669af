// Host-driven: resizes windows and reads diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// A split view controller delegate that records what it is asked and told, in order.
@MainActor
final class SplitDelegateLog: UISplitViewControllerDelegate {
    var entries: [String] = []
    /// The column returned when collapsing (`nil`: the proposed one).
    var topColumn: UISplitViewController.Column?

    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        entries.append("topColumnForCollapsing(proposed: \(proposedTopColumn))")
        return topColumn ?? proposedTopColumn
    }

    func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
        entries.append("displayModeForExpanding(proposed: \(proposedDisplayMode))")
        return proposedDisplayMode
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { entries.append("didCollapse") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { entries.append("didExpand") }
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
        entries.append("willShow(\(column))")
    }
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
        entries.append("willHide(\(column))")
    }
    func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {
        entries.append("willChangeTo(\(displayMode))")
    }
}

/// `UISplitViewController` with UIKit's column layout, collapsing and routing. Sources for the expected values:
/// Apple's UISplitViewController reference (`setViewController(_:for:)`: "If you set a child view controller that's
/// not a navigation controller, the split view controller creates a navigation controller for it";
/// `viewControllers`: collapsed, the compact column's controller or else the primary's; the display modes each
/// `SplitBehavior` allows), the primary column's default maximum of 320 points (useyourloaf.com, "Change the width of
/// the master view in a split view controller"), Apple's reply to FB8640357 (setting the secondary column to a
/// non-navigation controller while it has one pushes it) and the iOS 14 default of collapsing with the secondary
/// column on top (biteinteractive.com, "Split view controllers done right in iOS 14").
@MainActor
struct SplitViewControllerTests {
    /// Keeps the hosts (and so their windows) alive for the whole test.
    final class Hosts { var all: [HeadlessHost] = [] }
    let hosts = Hosts()

    static let laptop = CGSize(width: 1280, height: 800)
    static let phone = CGSize(width: 390, height: 844)

    /// A double-column split view with a plain primary and secondary controller, shown in a window of `size`.
    func makeSplitView(
        size: CGSize, style: UISplitViewController.Style = .doubleColumn, delegate: SplitDelegateLog? = nil,
        configure: (UISplitViewController) -> Void = { _ in }
    ) -> (UISplitViewController, UIViewController, UIViewController, HeadlessHost) {
        let split = UISplitViewController(style: style)
        split.delegate = delegate
        let primary = UIViewController()
        primary.title = "Primary"
        let secondary = UIViewController()
        secondary.title = "Secondary"
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        configure(split)
        let host = HeadlessHost(rootViewController: split, size: size)
        host.layout()
        hosts.all.append(host)
        return (split, primary, secondary, host)
    }

    func frame(of controller: UIViewController) -> CGRect? {
        guard let view = controller.viewIfLoaded, view.window != nil else { return nil }
        return view.convert(view.bounds, to: nil)
    }

    @Test func columnStyleWrapsChildrenInNavigationControllers() throws {
        let (split, primary, secondary, _) = makeSplitView(size: Self.laptop)
        #expect(split.style == .doubleColumn)
        #expect(split.viewController(for: .primary) === primary)
        #expect(split.viewController(for: .secondary) === secondary)
        #expect(split.viewController(for: .supplementary) == nil)
        let primaryNavigation = try #require(primary.navigationController)
        let secondaryNavigation = try #require(secondary.navigationController)
        #expect(primaryNavigation !== secondaryNavigation)
        #expect(split.viewControllers.count == 2)
        #expect(split.viewControllers[0] === primaryNavigation)
        #expect(split.viewControllers[1] === secondaryNavigation)
        #expect(primary.splitViewController === split)
        #expect(secondary.splitViewController === split)
        // A navigation controller is used as it is.
        let navigation = UINavigationController(rootViewController: UIViewController())
        split.setViewController(navigation, for: .primary)
        #expect(split.viewController(for: .primary) === navigation)
        #expect(split.viewControllers[0] === navigation)
    }

    @Test func defaultsAreUIKits() {
        let split = UISplitViewController(style: .doubleColumn)
        #expect(split.preferredDisplayMode == .automatic)
        #expect(split.preferredSplitBehavior == .automatic)
        #expect(split.preferredPrimaryColumnWidth == UISplitViewController.automaticDimension)
        #expect(split.preferredPrimaryColumnWidthFraction == UISplitViewController.automaticDimension)
        #expect(split.minimumPrimaryColumnWidth == UISplitViewController.automaticDimension)
        #expect(split.maximumPrimaryColumnWidth == UISplitViewController.automaticDimension)
        #expect(split.presentsWithGesture)
        #expect(!split.showsSecondaryOnlyButton)
        #expect(split.primaryEdge == .leading)
        #expect(!split.isCollapsed)
        #expect(UISplitViewController().style == .unspecified)
    }

    @Test func tiledColumnsAt1280By800() throws {
        let (split, primary, secondary, _) = makeSplitView(size: Self.laptop)
        #expect(!split.isCollapsed)
        #expect(split.splitBehavior == .tile)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.primaryColumnWidth == 320)
        let primaryNavigation = try #require(primary.navigationController)
        let secondaryNavigation = try #require(secondary.navigationController)
        #expect(frame(of: primaryNavigation) == CGRect(x: 0, y: 0, width: 320, height: 800))
        #expect(frame(of: secondaryNavigation) == CGRect(x: 320, y: 0, width: 960, height: 800))
        #expect(frame(of: primary) == CGRect(x: 0, y: 0, width: 320, height: 800))
        #expect(frame(of: secondary) == CGRect(x: 320, y: 0, width: 960, height: 800))
        // The sidebar is a compact-width environment; the secondary column keeps the window's regular width.
        #expect(primary.traitCollection.horizontalSizeClass == .compact)
        #expect(secondary.traitCollection.horizontalSizeClass == .regular)
    }

    @Test func collapsedAt390By844PushesTheSecondaryOnThePrimaryStack() throws {
        let log = SplitDelegateLog()
        let (split, primary, secondary, _) = makeSplitView(size: Self.phone, delegate: log)
        #expect(split.isCollapsed)
        #expect(log.entries == ["topColumnForCollapsing(proposed: secondary)", "didCollapse"])
        let navigation = try #require(primary.navigationController)
        #expect(split.viewControllers.count == 1)
        #expect(split.viewControllers[0] === navigation)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.viewControllers[0] === primary)
        #expect(navigation.viewControllers[1] === secondary)
        #expect(frame(of: navigation) == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(frame(of: secondary) == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(primary.viewIfLoaded?.window == nil)
    }

    @Test func collapsingWithThePrimaryOnTopKeepsTheSecondaryAside() throws {
        let log = SplitDelegateLog()
        log.topColumn = .primary
        let (split, primary, secondary, _) = makeSplitView(size: Self.phone, delegate: log)
        let navigation = try #require(primary.navigationController)
        #expect(split.isCollapsed)
        #expect(navigation.viewControllers.count == 1)
        #expect(frame(of: primary) == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(secondary.viewIfLoaded?.window == nil)
    }

    @Test func theCompactColumnShowsWhenCollapsed() throws {
        let compact = UIViewController()
        let (split, primary, _, host) = makeSplitView(size: Self.phone) { split in
            split.setViewController(compact, for: .compact)
        }
        #expect(split.isCollapsed)
        let compactNavigation = try #require(compact.navigationController)
        #expect(split.viewControllers.count == 1)
        #expect(split.viewControllers[0] === compactNavigation)
        #expect(frame(of: compact) == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(primary.viewIfLoaded?.window == nil)
        host.resize(to: Self.laptop)
        host.layout()
        #expect(!split.isCollapsed)
        #expect(compact.viewIfLoaded?.window == nil)
        #expect(frame(of: primary) == CGRect(x: 0, y: 0, width: 320, height: 800))
    }

    @Test func resizingCollapsesAndExpandsWithTheDelegateInOrder() throws {
        let log = SplitDelegateLog()
        let (split, primary, secondary, host) = makeSplitView(size: Self.laptop, delegate: log)
        #expect(log.entries.isEmpty)
        host.resize(to: Self.phone)
        host.layout()
        #expect(split.isCollapsed)
        #expect(log.entries == ["topColumnForCollapsing(proposed: secondary)", "didCollapse"])
        let primaryNavigation = try #require(primary.navigationController)
        #expect(primaryNavigation.viewControllers.count == 2)
        #expect(primaryNavigation.topViewController === secondary)
        #expect(frame(of: secondary) == CGRect(x: 0, y: 0, width: 390, height: 844))

        log.entries.removeAll()
        host.resize(to: Self.laptop)
        host.layout()
        #expect(!split.isCollapsed)
        #expect(log.entries == ["displayModeForExpanding(proposed: oneBesideSecondary)", "didExpand"])
        #expect(primaryNavigation.viewControllers.count == 1)
        let secondaryNavigation = try #require(secondary.navigationController)
        #expect(secondaryNavigation !== primaryNavigation)
        #expect(secondaryNavigation.viewControllers.count == 1)
        #expect(frame(of: primary) == CGRect(x: 0, y: 0, width: 320, height: 800))
        #expect(frame(of: secondary) == CGRect(x: 320, y: 0, width: 960, height: 800))
    }

    @Test func controllersPushedWhileCollapsedMoveToTheSecondaryColumnOnExpanding() throws {
        let log = SplitDelegateLog()
        log.topColumn = .primary
        let (split, primary, _, host) = makeSplitView(size: Self.phone, delegate: log)
        let detail = UIViewController()
        primary.showDetailViewController(detail, sender: nil)
        host.advance(by: 1)
        let primaryNavigation = try #require(primary.navigationController)
        #expect(primaryNavigation.viewControllers.count == 2)
        #expect(primaryNavigation.topViewController === detail)
        host.resize(to: Self.laptop)
        host.layout()
        #expect(!split.isCollapsed)
        #expect(primaryNavigation.viewControllers.count == 1)
        #expect(detail.navigationController === split.viewControllers.last)
        #expect(frame(of: detail) == CGRect(x: 320, y: 0, width: 960, height: 800))
    }

    @Test func showDetailViewControllerReplacesTheSecondaryWhenExpandedAndPushesWhenCollapsed() throws {
        let (split, primary, secondary, host) = makeSplitView(size: Self.laptop)
        let detail = UIViewController()
        primary.showDetailViewController(detail, sender: nil)
        host.layout()
        let secondaryNavigation = try #require(detail.navigationController)
        #expect(secondaryNavigation.viewControllers.count == 1)
        #expect(secondary.parent == nil)
        #expect(split.viewController(for: .secondary) === detail)
        #expect(frame(of: detail) == CGRect(x: 320, y: 0, width: 960, height: 800))

        host.resize(to: Self.phone)
        host.layout()
        let other = UIViewController()
        primary.showDetailViewController(other, sender: nil)
        host.advance(by: 1)
        let primaryNavigation = try #require(primary.navigationController)
        #expect(primaryNavigation.topViewController === other)
        #expect(frame(of: other) == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func showFromThePrimaryColumnGoesToTheNextColumn() throws {
        let (split, primary, secondary, host) = makeSplitView(size: Self.laptop)
        let shown = UIViewController()
        primary.show(shown, sender: nil)
        host.layout()
        // Expanded: to the secondary column, pushed on its navigation controller (Apple, FB8640357).
        let secondaryNavigation = try #require(secondary.navigationController)
        #expect(secondaryNavigation.viewControllers.count == 2)
        #expect(secondaryNavigation.topViewController === shown)
        #expect(primary.navigationController?.viewControllers.count == 1)
        // From the secondary column, show pushes on its own stack.
        let deeper = UIViewController()
        shown.show(deeper, sender: nil)
        host.advance(by: 1)
        #expect(secondaryNavigation.topViewController === deeper)

        host.resize(to: Self.phone)
        host.layout()
        #expect(split.isCollapsed)
        let pushed = UIViewController()
        primary.show(pushed, sender: nil)
        host.advance(by: 1)
        #expect(primary.navigationController?.topViewController === pushed)
    }

    @Test func showWithNoContainerPresentsModally() {
        let root = UIViewController()
        let host = HeadlessHost(rootViewController: root, size: Self.phone)
        host.layout()
        let shown = UIViewController()
        root.show(shown, sender: nil)
        host.advance(by: 1)
        #expect(root.presentedViewController === shown)
    }

    @Test func displayModesPlaceTheColumnsAndTellTheDelegate() throws {
        let log = SplitDelegateLog()
        let (split, primary, secondary, host) = makeSplitView(size: Self.laptop, delegate: log)
        split.preferredDisplayMode = .secondaryOnly
        host.layout()
        #expect(split.displayMode == .secondaryOnly)
        #expect(log.entries == ["willChangeTo(secondaryOnly)", "willHide(primary)"])
        #expect(primary.viewIfLoaded?.window == nil)
        #expect(frame(of: secondary) == CGRect(x: 0, y: 0, width: 1280, height: 800))

        log.entries.removeAll()
        split.preferredSplitBehavior = .overlay
        split.preferredDisplayMode = .oneOverSecondary
        host.layout()
        #expect(split.splitBehavior == .overlay)
        #expect(split.displayMode == .oneOverSecondary)
        #expect(log.entries.first == "willChangeTo(oneOverSecondary)")
        #expect(log.entries.contains("willShow(primary)"))
        #expect(frame(of: primary) == CGRect(x: 0, y: 0, width: 320, height: 800))
        #expect(frame(of: secondary) == CGRect(x: 0, y: 0, width: 1280, height: 800))
        // The primary lies over the dimmed secondary; a tap on the secondary hides it.
        let dimming = try #require(split.view.subviews.first { $0.accessibilityIdentifier == "split-view-dimming" })
        #expect(!dimming.isHidden)
        host.tap(at: CGPoint(x: 900, y: 400))
        host.layout()
        #expect(split.displayMode == .secondaryOnly)
        #expect(primary.viewIfLoaded?.window == nil)

        // A mode the behavior does not allow becomes the nearest one it does (tile: beside, not over).
        split.preferredSplitBehavior = .tile
        split.preferredDisplayMode = .oneOverSecondary
        host.layout()
        #expect(split.displayMode == .oneBesideSecondary)
    }

    @Test func tripleColumnsTileAndDisplace() throws {
        let supplementary = UIViewController()
        let (split, primary, secondary, host) = makeSplitView(size: Self.laptop, style: .tripleColumn) { split in
            split.setViewController(supplementary, for: .supplementary)
            split.preferredDisplayMode = .twoBesideSecondary
        }
        #expect(split.displayMode == .twoBesideSecondary)
        #expect(split.supplementaryColumnWidth == 320)
        #expect(frame(of: primary) == CGRect(x: 0, y: 0, width: 320, height: 800))
        #expect(frame(of: supplementary) == CGRect(x: 320, y: 0, width: 320, height: 800))
        #expect(frame(of: secondary) == CGRect(x: 640, y: 0, width: 640, height: 800))
        #expect(split.viewControllers.count == 3)

        split.preferredSplitBehavior = .displace
        host.layout()
        #expect(split.displayMode == .twoDisplaceSecondary)
        // The secondary keeps its one-sidebar width and is pushed partly off screen.
        #expect(frame(of: secondary) == CGRect(x: 640, y: 0, width: 960, height: 800))

        split.preferredSplitBehavior = .tile
        split.preferredDisplayMode = .oneBesideSecondary
        host.layout()
        #expect(primary.viewIfLoaded?.window == nil)
        #expect(frame(of: supplementary) == CGRect(x: 0, y: 0, width: 320, height: 800))
        #expect(frame(of: secondary) == CGRect(x: 320, y: 0, width: 960, height: 800))
    }

    @Test func showAndHideChangeTheDisplayMode() {
        let log = SplitDelegateLog()
        let (split, primary, _, host) = makeSplitView(size: Self.laptop, delegate: log)
        split.hide(.primary)
        #expect(split.displayMode == .secondaryOnly)
        #expect(log.entries == ["willChangeTo(secondaryOnly)", "willHide(primary)"])
        #expect(primary.viewIfLoaded?.window == nil)
        log.entries.removeAll()
        split.show(.primary)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(log.entries == ["willChangeTo(oneBesideSecondary)", "willShow(primary)", "willHide(secondary)"])
        #expect(frame(of: primary) == CGRect(x: 0, y: 0, width: 320, height: 800))
        // The display mode button toggles the sidebar too.
        split.hide(.primary)
        host.layout()
        #expect(split.displayMode == .secondaryOnly)
    }

    @Test func showAndHideWhileCollapsedMoveAlongTheStack() throws {
        let (split, primary, secondary, host) = makeSplitView(size: Self.phone)
        let navigation = try #require(primary.navigationController)
        #expect(navigation.topViewController === secondary)
        split.show(.primary)
        host.advance(by: 1)
        #expect(navigation.topViewController === primary)
    }

    @Test func columnWidthsFollowPreferencesWithinTheirBounds() {
        let (split, primary, _, host) = makeSplitView(size: Self.laptop)
        split.preferredPrimaryColumnWidthFraction = 0.4
        host.layout()
        // 40 % of 1280 is 512, capped by the automatic maximum of 320.
        #expect(split.primaryColumnWidth == 320)
        split.maximumPrimaryColumnWidth = 600
        host.layout()
        #expect(split.primaryColumnWidth == 512)
        #expect(frame(of: primary)?.width == 512)
        split.preferredPrimaryColumnWidth = 400
        host.layout()
        #expect(split.primaryColumnWidth == 400)
        split.minimumPrimaryColumnWidth = 450
        host.layout()
        #expect(split.primaryColumnWidth == 450)
    }

    @Test func aTrailingPrimaryEdgeAndRightToLeftMirrorTheColumns() throws {
        let (split, primary, secondary, host) = makeSplitView(size: Self.laptop) { split in
            split.primaryEdge = .trailing
        }
        #expect(frame(of: primary) == CGRect(x: 960, y: 0, width: 320, height: 800))
        #expect(frame(of: secondary) == CGRect(x: 0, y: 0, width: 960, height: 800))
        split.primaryEdge = .leading
        split.view.semanticContentAttribute = .forceRightToLeft
        split.view.setNeedsLayout()
        host.layout()
        #expect(frame(of: primary) == CGRect(x: 960, y: 0, width: 320, height: 800))
    }

    @Test func portraitPadWindowsOverlayTheSidebar() {
        let (split, primary, secondary, _) = makeSplitView(size: CGSize(width: 800, height: 1200))
        #expect(!split.isCollapsed)
        #expect(split.splitBehavior == .overlay)
        #expect(split.displayMode == .secondaryOnly)
        #expect(primary.viewIfLoaded?.window == nil)
        #expect(frame(of: secondary) == CGRect(x: 0, y: 0, width: 800, height: 1200))
    }

    @Test func badColumnsAreReportedOrReplacedNeverFatal() throws {
        let (split, primary, secondary, _) = makeSplitView(size: Self.laptop)
        // A double-column split view has no supplementary column: ignored, with a diagnostic.
        let supplementary = UIViewController()
        let (_, noSupplementary) = OpenCollectionViewDiagnostics.collect {
            split.setViewController(supplementary, for: .supplementary)
        }
        #expect(noSupplementary.count == 1)
        #expect(split.viewController(for: .supplementary) == nil)
        #expect(supplementary.parent == nil)

        // One controller in two columns: refused, with a diagnostic.
        let (_, twice) = OpenCollectionViewDiagnostics.collect { split.setViewController(primary, for: .secondary) }
        #expect(twice.count == 1)
        #expect(split.viewController(for: .secondary) === secondary)
        #expect(split.viewController(for: .primary) === primary)

        // Setting the primary again replaces it.
        let newPrimary = UIViewController()
        let (_, replaced) = OpenCollectionViewDiagnostics.collect { split.setViewController(newPrimary, for: .primary) }
        #expect(replaced.isEmpty)
        #expect(split.viewController(for: .primary) === newPrimary)
        #expect(primary.navigationController?.parent == nil)

        // Setting the secondary again to a controller that is not a navigation controller pushes it (UIKit).
        let newSecondary = UIViewController()
        split.setViewController(newSecondary, for: .secondary)
        #expect(newSecondary.navigationController === secondary.navigationController)
        #expect(secondary.navigationController?.viewControllers.count == 2)

        // Setting nil empties a column.
        split.setViewController(nil, for: .secondary)
        #expect(split.viewController(for: .secondary) == nil)
        #expect(split.viewControllers.count == 1)

        // A classic split view takes its controllers through viewControllers, not setViewController(_:for:).
        let classic = UISplitViewController()
        let (_, classicDiagnostics) = OpenCollectionViewDiagnostics.collect {
            classic.setViewController(UIViewController(), for: .primary)
        }
        #expect(classicDiagnostics.count == 1)
        let master = UINavigationController(rootViewController: UIViewController())
        let detail = UIViewController()
        classic.viewControllers = [master, detail]
        #expect(classic.viewControllers.count == 2)
        #expect(classic.viewControllers[1] === detail)
    }
}
