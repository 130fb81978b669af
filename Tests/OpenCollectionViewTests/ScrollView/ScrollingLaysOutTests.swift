import OpenCollectionView
import Testing

/// Scrolling lays a scroll view out: UIKit marks a `UIScrollView` as needing layout whenever its bounds origin moves,
/// so `layoutSubviews()` runs once per scrolled frame — the measured rule "scrolling a UIScrollView causes
/// layoutSubviews to be called on the scrollView" (the widely cited answer to "When is layoutSubviews called?").
/// Custom tiling scroll views (CollectionKit's `CollectionView`) load their cells there.
@MainActor
struct ScrollingLaysOutTests {
    private final class LayoutCountingScrollView: UIScrollView {
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
    }

    @Test func settingTheContentOffsetLaysTheScrollViewOutOnce() {
        let scrollView = LayoutCountingScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 49))
        scrollView.contentSize = CGSize(width: 100, height: 100)
        scrollView.layoutIfNeeded()
        let before = scrollView.layouts
        scrollView.contentOffset = CGPoint(x: 0, y: 51)
        scrollView.layoutIfNeeded()
        #expect(scrollView.layouts - before == 1)
        // An unchanged offset is no change of the bounds: no layout.
        scrollView.contentOffset = CGPoint(x: 0, y: 51)
        scrollView.layoutIfNeeded()
        #expect(scrollView.layouts - before == 1)
    }

    @Test func aScrollViewInAWindowIsLaidOutInTheNextPassAfterScrolling() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let scrollView = LayoutCountingScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        scrollView.contentSize = CGSize(width: 390, height: 2_000)
        window.addSubview(scrollView)
        window.layoutIfNeeded()
        let before = scrollView.layouts
        scrollView.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
        window.layoutIfNeeded()
        #expect(scrollView.layouts - before == 1)
    }
}
