/// Keeps a navigation bar in step with a scroll view's offset (a large title collapses as the content scrolls
/// up): the scroll view calls the update after every change of its offset — drags, deceleration, bounce, wheel and
/// offsets set in code alike.
@MainActor
final class NavigationScrollFollower {
    private struct Followed {
        weak var scrollView: UIScrollView?
    }

    private var followed: [Followed] = []
    /// Set while an update runs, so an offset the update itself changes does not start another.
    private var isUpdating = false

    /// Whether `scrollView` is already followed.
    func isFollowing(_ scrollView: UIScrollView) -> Bool { followed.contains { $0.scrollView === scrollView } }

    /// Follows `scrollView`, running `update` whenever its content offset changes.
    func follow(_ scrollView: UIScrollView, update: @escaping @MainActor () -> Void) {
        followed.removeAll { $0.scrollView == nil }
        followed.append(Followed(scrollView: scrollView))
        scrollView.contentOffsetFollower = { [weak self] in
            guard let self, !isUpdating else { return }
            isUpdating = true
            defer { isUpdating = false }
            update()
        }
    }
}
