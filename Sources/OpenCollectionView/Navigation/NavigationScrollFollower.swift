/// Keeps a navigation bar in step with a scroll view's offset (a large title collapses as the content scrolls
/// up): when a finger starts dragging the scroll view, a display link on the window's clock runs the update every
/// frame until the scroll view comes to rest (dragging, deceleration and bounce done).
@MainActor
final class NavigationScrollFollower {
    private struct Followed {
        weak var scrollView: UIScrollView?
    }

    private var followed: [Followed] = []
    private var link: CADisplayLink?

    /// Whether `scrollView` is already followed.
    func isFollowing(_ scrollView: UIScrollView) -> Bool { followed.contains { $0.scrollView === scrollView } }

    /// Follows `scrollView`, running `update` while it moves.
    func follow(_ scrollView: UIScrollView, update: @escaping @MainActor () -> Void) {
        followed.removeAll { $0.scrollView == nil }
        followed.append(Followed(scrollView: scrollView))
        scrollView.panGestureRecognizer.addTarget { [weak self, weak scrollView] _ in
            guard let self, let scrollView else { return }
            update()
            startLink(for: scrollView, update: update)
        }
    }

    private func startLink(for scrollView: UIScrollView, update: @escaping @MainActor () -> Void) {
        guard link == nil else { return }
        let link = CADisplayLink { [weak self, weak scrollView] link in
            update()
            guard let scrollView,
                scrollView.isTracking || scrollView.isDragging || scrollView.isDecelerating || scrollView.motion != nil
            else {
                link.invalidate()
                self?.link = nil
                return
            }
        }
        link.add(to: scrollView.window?.clock)
        self.link = link
    }
}
