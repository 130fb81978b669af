// Host-driven: lays windows out through `HeadlessHost` and reads internal frames, so it does not compile against
// UIKit (see docs/Testing.md).
import Testing

@testable import OpenCollectionView

/// A view controller's content-unavailable view as UIKit documents it (developer.apple.com/documentation/uikit/
/// uiviewcontroller/contentunavailableconfiguration-4b95e, setneedsupdatecontentunavailableconfiguration(),
/// updatecontentunavailableconfiguration(using:)): shown over the controller's content, updated at the next
/// layout pass after a request, removed when the configuration is `nil`.
@MainActor
struct ContentUnavailableViewControllerTests {
    /// Counts the updates UIKit asks for and answers with a configuration chosen by the test.
    final class EmptyStateController: UIViewController {
        var updates = 0
        var lastState: UIContentUnavailableConfigurationState?
        var configurationToShow: UIContentUnavailableConfiguration? = .search()
        let content = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            content.frame = view.bounds
            view.addSubview(content)
        }

        override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
            updates += 1
            lastState = state
            contentUnavailableConfiguration = configurationToShow
        }
    }

    @Test func theFirstLayoutAsksForAConfigurationAndShowsItAboveTheContent() throws {
        let controller = EmptyStateController()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 390, height: 844))
        host.layout()
        #expect(controller.updates == 1)
        let shown = try #require(controller.contentUnavailableView as? UIContentUnavailableView)
        #expect(controller.view.subviews.last === shown)
        #expect(shown.frame == controller.view.bounds)
        #expect(!shown.textFrame.isEmpty)
    }

    /// "Call `setNeedsUpdateContentUnavailableConfiguration()` to tell the system to request an update": requests
    /// made before the next layout pass make one update, at that pass and not before.
    @Test func requestsCoalesceIntoOneUpdateAtTheNextLayoutPass() {
        let controller = EmptyStateController()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 390, height: 844))
        host.layout()
        controller.setNeedsUpdateContentUnavailableConfiguration()
        controller.setNeedsUpdateContentUnavailableConfiguration()
        controller.setNeedsUpdateContentUnavailableConfiguration()
        #expect(controller.updates == 1)
        host.layout()
        #expect(controller.updates == 2)
        host.layout()
        #expect(controller.updates == 2)
    }

    @Test func settingNilRemovesTheView() {
        let controller = EmptyStateController()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 390, height: 844))
        host.layout()
        #expect(controller.contentUnavailableView?.superview === controller.view)
        controller.configurationToShow = nil
        controller.setNeedsUpdateContentUnavailableConfiguration()
        host.layout()
        #expect(controller.contentUnavailableView == nil)
        #expect(controller.view.subviews.allSatisfy { !($0 is UIContentUnavailableView) })
    }

    /// Setting the property directly shows the view at once, updated for the controller's state.
    @Test func settingTheConfigurationShowsItNow() throws {
        let controller = UIViewController()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 390, height: 844))
        host.layout()
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.text = "No Photos"
        controller.contentUnavailableConfiguration = configuration
        let shown = try #require(controller.contentUnavailableView as? UIContentUnavailableView)
        #expect((shown.configuration as? UIContentUnavailableConfiguration)?.text == "No Photos")
    }

    /// The state carries the search bar text of the navigation item's search controller, and the search
    /// configuration names it.
    @Test func theStateCarriesTheSearchControllersText() throws {
        let controller = EmptyStateController()
        let searchController = UISearchController(searchResultsController: nil)
        controller.navigationItem.searchController = searchController
        let navigation = UINavigationController(rootViewController: controller)
        let host = HeadlessHost(rootViewController: navigation, size: CGSize(width: 390, height: 844))
        host.layout()
        searchController.searchBar.text = "zz"
        controller.setNeedsUpdateContentUnavailableConfiguration()
        host.layout()
        #expect(controller.lastState?.searchText == "zz")
        let shown = try #require(controller.contentUnavailableView as? UIContentUnavailableView)
        #expect((shown.configuration as? UIContentUnavailableConfiguration)?.secondaryText == "No results for “zz”")
        // Over the content, below the navigation bar: its text starts under the bar.
        let text = shown.convert(shown.textFrame, to: host.window)
        let bar = navigation.navigationBar.convert(navigation.navigationBar.bounds, to: host.window)
        #expect(text.minY >= bar.maxY)
    }

    /// `loading()` shows an activity indicator where the image goes.
    @Test func loadingShowsAnActivityIndicator() throws {
        let controller = EmptyStateController()
        controller.configurationToShow = .loading()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 390, height: 844))
        host.layout()
        let shown = try #require(controller.contentUnavailableView as? UIContentUnavailableView)
        #expect(shown.isShowingActivityIndicator)
        #expect(shown.textFrame.minY > 0)
    }

    /// Touches on the empty area reach the content beneath; a configured button takes its own.
    @Test func buttonsWorkAndTheEmptyAreaPassesTouchesThrough() throws {
        var tapped = 0
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.text = "No Mail"
        configuration.button = .filled()
        configuration.button.title = "Refresh"
        configuration.buttonProperties.primaryAction = UIAction { _ in tapped += 1 }
        let controller = EmptyStateController()
        controller.configurationToShow = configuration
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 390, height: 844))
        host.layout()
        let shown = try #require(controller.contentUnavailableView)
        let button = try #require(shown.subviews.first { $0.accessibilityIdentifier == "content-unavailable-button" })
        let centre = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: host.window)
        host.tap(at: centre)
        host.advance(by: 0.1)
        #expect(tapped == 1)
        #expect(host.window.hitTest(CGPoint(x: 20, y: 20), with: nil) === controller.content)
    }
}
