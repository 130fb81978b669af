import OpenCollectionView
import Testing

@testable import Gallery

/// Every screen opened inside the app lays itself out below the navigation bar, as it does alone at the top of the
/// window: UIKit gives a pushed controller's view the bar's height as its safe area's top inset
/// (`UIView.safeAreaInsets`, "the portion of the view covered by navigation bars"), and a screen that places its
/// labels and controls by frame starts them there. Scroll views may reach under the bar (their content is inset
/// by the same amount); nothing a screen draws of its own may start under it.
@MainActor
struct ScreensUnderTheBarTests: GalleryAppTesting {
    /// The labels, image views and controls of the pushed screen that show under the bar it is pushed under.
    private func underTheBar(_ slug: String, size: CGSize) throws -> [String] {
        let host = HeadlessHost.gallery("app", size: size)
        try tapRow(slug, in: host)
        let split = try app(host)
        let navigation = try #require(
            (split.viewControllers.last as? UINavigationController) ?? split.viewControllers.first
                as? UINavigationController)
        let screen = try #require(navigation.topViewController)
        let bar = navigation.navigationBar.convert(navigation.navigationBar.bounds, to: nil)
        #expect(screen.view.safeAreaInsets.top >= bar.height - 0.5, "\(slug) at \(size): under a bar of \(bar)")
        return screen.view.drawnDescendants().compactMap { view, frame in
            guard view is UILabel || view is UIImageView || view is UIControl else { return nil }
            guard frame.minY < bar.maxY - 0.5, frame.maxY > bar.minY + 0.5, frame.intersects(bar) else { return nil }
            return "\(type(of: view)) “\((view as? UILabel)?.text ?? view.accessibilityIdentifier ?? "")” at \(frame)"
        }
    }

    @Test func noScreenDrawsUnderTheNavigationBarOnAPhone() throws {
        for slug in GalleryScreen.all.map(\.slug) where slug != "app" {
            let found = try underTheBar(slug, size: phone)
            #expect(found == [], "\(slug): \(found)")
        }
    }

    @Test func noScreenDrawsUnderTheNavigationBarBesideTheSidebar() throws {
        for slug in GalleryScreen.all.map(\.slug) where slug != "app" {
            let found = try underTheBar(slug, size: laptop)
            #expect(found == [], "\(slug): \(found)")
        }
    }
}
