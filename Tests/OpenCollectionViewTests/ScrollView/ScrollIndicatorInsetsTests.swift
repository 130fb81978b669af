// Host-driven: gives the headless host's window a safe area and reads the indicator views, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// `UIScrollView.automaticallyAdjustsScrollIndicatorInsets`. Apple's documentation: it defaults to `true`, and
/// while it is `true` the indicators are inset for the safe area as `contentInsetAdjustmentBehavior` insets the
/// content; `verticalScrollIndicatorInsets` insets the vertical indicator further. (The indicator's own 3-point
/// distance from the track's ends is UIKit's, as observed on iOS 17.)
@MainActor
struct ScrollIndicatorInsetsTests {
    /// The vertical indicator's distance below the top of the visible area, after a flash, in a window with a
    /// 47-point top safe area.
    private func indicatorTop(configure: (UIScrollView) -> Void) throws -> CGFloat {
        let controller = UIViewController()
        let host = HeadlessHost(
            rootViewController: controller, size: CGSize(width: 390, height: 844),
            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scrollView.contentSize = CGSize(width: 390, height: 4000)
        controller.view.addSubview(scrollView)
        configure(scrollView)
        host.layout()
        scrollView.flashScrollIndicators()
        let bar = try #require(scrollView.subviews.first { $0.layer.zPosition == 1000 && $0.frame.width == 3 })
        return bar.frame.minY - scrollView.bounds.minY
    }

    @Test func itIsOnByDefault() {
        #expect(UIScrollView().automaticallyAdjustsScrollIndicatorInsets)
    }

    @Test func onTheIndicatorClearsTheSafeArea() throws {
        #expect(abs(try indicatorTop { _ in } - (47 + 3)) < 1e-9)
    }

    @Test func offTheIndicatorIgnoresTheSafeArea() throws {
        #expect(abs(try indicatorTop { $0.automaticallyAdjustsScrollIndicatorInsets = false } - 3) < 1e-9)
    }

    @Test func theIndicatorInsetsApplyEitherWay() throws {
        let off = try indicatorTop {
            $0.automaticallyAdjustsScrollIndicatorInsets = false
            $0.verticalScrollIndicatorInsets.top = 10
        }
        #expect(abs(off - (10 + 3)) < 1e-9)
        let on = try indicatorTop { $0.verticalScrollIndicatorInsets.top = 10 }
        #expect(abs(on - (47 + 10 + 3)) < 1e-9)
    }
}
