import Testing

#if OPENCOLLECTIONVIEW_COMPATIBILITY_TEST
    import UIKit
#else
    import OpenCollectionView
#endif

/// Scroll views and Auto Layout. Apple's Auto Layout Guide, "Working with Scroll Views": constraints between the
/// edges of a scroll view and its content attach to the content area (they define `contentSize`); width, height and
/// centres attach to the frame. `contentLayoutGuide` is the content area, `frameLayoutGuide` the frame (UIScrollView
/// reference), so a view pinned to the frame guide stays put while the content scrolls.
@MainActor
struct ScrollViewLayoutGuideTests {
    private func scrollView(in root: UIView) -> UIScrollView {
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scrollView)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: root.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        return scrollView
    }

    private func constrainedView(in superview: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(view)
        return view
    }

    @Test func contentGuideConstraintsSetTheContentSize() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scrollView = scrollView(in: root)
        let content = constrainedView(in: scrollView)
        // A subview inset 20 points inside the content guide, 1,000 tall, as wide as the frame less 40.
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 20),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -20),
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
            content.heightAnchor.constraint(equalToConstant: 1_000),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
        ])
        root.layoutIfNeeded()
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(content.frame == CGRect(x: 20, y: 20, width: 280, height: 1_000))
        #expect(scrollView.contentSize == CGSize(width: 320, height: 1_040))
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 1_040))
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test func edgeConstraintsToTheScrollViewItselfAttachToTheContentArea() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scrollView = scrollView(in: root)
        let content = constrainedView(in: scrollView)
        // The pre-iOS 11 pattern: edges pinned to the scroll view define the content; the width equals the scroll
        // view's (a dimension, so the frame's).
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.topAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 900),
        ])
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 900))
        #expect(scrollView.contentSize == CGSize(width: 320, height: 900))

        // A taller content grows the content size on the next layout.
        content.constraints.first { $0.firstAttribute == .height }?.constant = 1_200
        root.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 320, height: 1_200))
    }

    @Test func viewsPinnedToTheFrameGuideStayInPlaceWhileScrolling() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scrollView = scrollView(in: root)
        let content = constrainedView(in: scrollView)
        let badge = constrainedView(in: scrollView)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 2_000),
            badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 270, y: 10, width: 40, height: 40))
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        root.layoutIfNeeded()
        // Frames are in the scroll view's bounds (content) coordinates: 10 points below the visible top.
        #expect(badge.frame == CGRect(x: 270, y: 310, width: 40, height: 40))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 2_000))
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 300, width: 320, height: 480))
    }
}
