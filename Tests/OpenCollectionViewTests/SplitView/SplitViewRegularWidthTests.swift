import Testing
import UIKit

/// A split view controller shown full screen on an iPad-sized window (issue 34 item 7). Sources: Apple's
/// `isCollapsed` reference ("Collapsing happens when the split view controller transitions from a horizontally
/// regular to a horizontally compact environment"; so in a regular one it stays expanded), and the iPad size classes
/// of Apple's Human Interface Guidelines ("Adaptivity and Layout": a full-screen iPad app has regular width and
/// height in both orientations — the 11-inch iPad Air is 1180 × 820 points in landscape).
@MainActor
struct SplitViewRegularWidthTests {
    /// Keeps the windows alive for the whole test.
    final class Windows { var all: [UIWindow] = [] }
    let windows = Windows()

    static let padLandscape = CGSize(width: 1180, height: 820)

    func makeSplitView() -> (UISplitViewController, UIViewController, UIViewController) {
        let split = UISplitViewController(style: .doubleColumn)
        let primary = UIViewController()
        let secondary = UIViewController()
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        return (split, primary, secondary)
    }

    /// The window a host makes for an iPad-sized screen.
    @Test func aSplitViewShownByAHostOfRegularWidthIsExpandedAfterTheFirstLayout() throws {
        let (split, primary, secondary) = makeSplitView()
        let host = HeadlessHost(rootViewController: split, size: Self.padLandscape)
        host.layout()

        #expect(split.traitCollection.horizontalSizeClass == .regular)
        #expect(!split.isCollapsed)
        #expect(split.viewControllers.count == 2)
        let primaryColumn = try #require(primary.navigationController)
        let secondaryColumn = try #require(secondary.navigationController)
        #expect(primaryColumn.view.window === host.window)
        #expect(secondaryColumn.view.window === host.window)
        #expect(primaryColumn.view.frame.minX == 0)
        #expect(secondaryColumn.view.frame.minX == primaryColumn.view.frame.maxX)
        #expect(secondaryColumn.view.frame.maxX == Self.padLandscape.width)
    }

    /// A window of an iPad-sized scene without a host: a window takes its scene's traits (as on iOS, where a
    /// full-screen window's size classes are its scene's), so the scene is made at the iPad's size.
    @Test func aSplitViewInARegularWidthSceneIsExpandedAfterTheWindowsFirstLayout() throws {
        let (split, primary, secondary) = makeSplitView()
        let scene = UIWindowScene(size: Self.padLandscape)
        let window = UIWindow(windowScene: scene)
        windows.all.append(window)
        window.rootViewController = split
        window.makeKeyAndVisible()
        window.layoutIfNeeded()

        #expect(split.traitCollection.horizontalSizeClass == .regular)
        #expect(!split.isCollapsed)
        #expect(split.viewControllers.count == 2)
        let primaryColumn = try #require(primary.navigationController)
        let secondaryColumn = try #require(secondary.navigationController)
        // Both columns show, side by side across the window.
        #expect(primaryColumn.view.window === window)
        #expect(secondaryColumn.view.window === window)
        #expect(primaryColumn.view.frame.minX == 0)
        #expect(secondaryColumn.view.frame.minX == primaryColumn.view.frame.maxX)
        #expect(secondaryColumn.view.frame.maxX == Self.padLandscape.width)
    }
}
