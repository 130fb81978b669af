import OpenCollectionView
import Testing

@testable import Gallery

/// Screens shown inside the app (pushed in its navigation stack) lay out as they do alone (issue 35 item 3): the
/// Controls screen's cards keep their heights, and no constraint conflict is reported.
@MainActor
struct GalleryInAppLayoutTests {
    /// The heights of the Controls screen's cards (the stack views in its scroll view), top to bottom.
    private func cardHeights(in controller: UIViewController) throws -> [CGFloat] {
        let scrollView = try #require(controller.view.subviews.first { $0 is UIScrollView })
        return scrollView.subviews.compactMap { $0 as? UIStackView }.sorted { $0.frame.minY < $1.frame.minY }
            .map(\.frame.height)
    }

    @Test func controlsCardsInANavigationStackAreAsTallAsAlone() throws {
        let alone = ControlsViewController()
        let aloneHost = HeadlessHost(rootViewController: alone, size: phone)
        aloneHost.advance(by: 0.5)
        let pushed = ControlsViewController()
        let navigation = UINavigationController(rootViewController: UIViewController())
        let (_, reports) = OpenCollectionViewDiagnostics.collect {
            let host = HeadlessHost(rootViewController: navigation, size: phone)
            host.advance(by: 0.5)
            navigation.pushViewController(pushed, animated: true)
            host.advance(by: 1)
        }
        // The download button alone on its line once fought the stretched line (a required width UIKit reports).
        #expect(!reports.contains { $0.message.contains("Unable to simultaneously satisfy constraints") })
        let expected = try cardHeights(in: alone)
        #expect(expected.count == 13)
        let got = try cardHeights(in: pushed)
        #expect(got == expected, "pushed \(got) alone \(expected)")
    }
}
