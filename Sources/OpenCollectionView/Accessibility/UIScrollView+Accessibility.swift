/// VoiceOver's three-finger scroll on a scroll view: a page at a time, then the position announced as UIKit does
/// ("Page 2 of 15").
extension UIScrollView {
    /// The size of one accessibility page: the visible size inside the adjusted insets.
    private var accessibilityPageSize: CGSize {
        let insets = adjustedContentInset
        return CGSize(
            width: max(1, bounds.width - insets.left - insets.right),
            height: max(1, bounds.height - insets.top - insets.bottom))
    }

    /// Scrolls a page in `direction` (a swipe up shows the page below, as the content follows the fingers) and
    /// posts `.pageScrolled` with the new position; `false` when the content cannot move that way.
    func scrollForAccessibility(_ direction: UIAccessibilityScrollDirection) -> Bool {
        guard isScrollEnabled else { return false }
        let page = accessibilityPageSize
        var offset = contentOffset
        let vertical = canScrollVertically || !canScrollHorizontally
        switch direction {
        case .up: offset.y += page.height
        case .down: offset.y -= page.height
        case .left: offset.x += page.width
        case .right: offset.x -= page.width
        case .next: if vertical { offset.y += page.height } else { offset.x += page.width }
        case .previous: if vertical { offset.y -= page.height } else { offset.x -= page.width }
        }
        let target = clampedOffset(offset)
        guard target != contentOffset else { return false }
        setContentOffset(target, animated: false)
        UIAccessibility.post(notification: .pageScrolled, argument: accessibilityScrollStatus)
        return true
    }

    /// Where the scroll view is, in pages: "Page 2 of 15".
    var accessibilityScrollStatus: String {
        let page = accessibilityPageSize
        let vertical = canScrollVertically || !canScrollHorizontally
        let length = vertical ? page.height : page.width
        let content = vertical ? contentSize.height : contentSize.width
        let position = vertical ? contentOffset.y - minimumContentOffset.y : contentOffset.x - minimumContentOffset.x
        let count = max(1, Int((content / length).rounded(.up)))
        let current = min(count, Int((position / length).rounded()) + 1)
        return "Page \(current) of \(count)"
    }
}
