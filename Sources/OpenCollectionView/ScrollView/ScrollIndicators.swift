/// The two thin bars that show where the visible part is in the content while scrolling. As in UIKit they are
/// subviews of the scroll view, added the first time it scrolls, 3 points thick, 3 points from the edges.
@MainActor
final class ScrollIndicators {
    private unowned let scrollView: UIScrollView
    private var vertical: UIView?
    private var horizontal: UIView?
    private var hideTimer: ClockTimer?
    private var visible = false

    static let thickness: CGFloat = 3
    static let edgeInset: CGFloat = 3
    static let minimumLength: CGFloat = 7
    static let hideDelay: TimeInterval = 0.5

    init(scrollView: UIScrollView) { self.scrollView = scrollView }

    func show() {
        hideTimer?.invalidate()
        visible = true
        update()
    }

    func flash() {
        show()
        hideSoon()
    }

    func hideSoon() {
        hideTimer?.invalidate()
        hideTimer = (scrollView.window?.clock ?? .shared).schedule(after: Self.hideDelay) { [weak self] in
            guard let self else { return }
            self.visible = false
            UIView.animate(withDuration: 0.2) {
                self.vertical?.alpha = 0
                self.horizontal?.alpha = 0
            }
        }
    }

    func update() {
        guard visible else { return }
        let showVertical =
            scrollView.showsVerticalScrollIndicator && scrollView.contentSize.height > scrollView.bounds.height
        let showHorizontal =
            scrollView.showsHorizontalScrollIndicator && scrollView.contentSize.width > scrollView.bounds.width
        if showVertical { place(bar(&vertical), vertical: true) } else { vertical?.alpha = 0 }
        if showHorizontal { place(bar(&horizontal), vertical: false) } else { horizontal?.alpha = 0 }
    }

    private func bar(_ storage: inout UIView?) -> UIView {
        if let existing = storage {
            if existing.superview !== scrollView { scrollView.addSubview(existing) }
            return existing
        }
        let view = UIView(frame: .zero)
        view.isUserInteractionEnabled = false
        view.backgroundColor = UIColor(white: 0, alpha: 0.35)
        view.layer.cornerRadius = Self.thickness / 2
        view.layer.zPosition = 1000
        UIView.performWithoutAnimation { scrollView.addSubview(view) }
        storage = view
        return view
    }

    private func place(_ bar: UIView, vertical: Bool) {
        let bounds = scrollView.bounds
        let inset = scrollView.adjustedContentInset
        // The track: inset as the content is (with `automaticallyAdjustsScrollIndicatorInsets`), then by the bar's
        // own indicator insets.
        let own = vertical ? scrollView.verticalScrollIndicatorInsets : scrollView.horizontalScrollIndicatorInsets
        let adjusted = scrollView.automaticallyAdjustsScrollIndicatorInsets ? inset : .zero
        let trackInset = UIEdgeInsets(
            top: adjusted.top + own.top, left: adjusted.left + own.left, bottom: adjusted.bottom + own.bottom,
            right: adjusted.right + own.right)
        let track =
            vertical
            ? bounds.height - trackInset.top - trackInset.bottom - 2 * Self.edgeInset
            : bounds.width - trackInset.left - trackInset.right - 2 * Self.edgeInset
        let content = vertical ? scrollView.contentSize.height : scrollView.contentSize.width
        let visibleLength = vertical ? bounds.height : bounds.width
        guard content > 0, track > 0 else { return }
        let length = max(Self.minimumLength, track * min(1, visibleLength / content))
        let scrollable = max(1, content - visibleLength)
        let offset = vertical ? scrollView.contentOffset.y + inset.top : scrollView.contentOffset.x + inset.left
        let fraction = min(max(offset / scrollable, 0), 1)
        UIView.performWithoutAnimation {
            bar.alpha = 1
            if vertical {
                bar.frame = CGRect(
                    x: bounds.maxX - Self.edgeInset - Self.thickness - own.right,
                    y: bounds.minY + trackInset.top + Self.edgeInset + (track - length) * fraction,
                    width: Self.thickness, height: length)
            } else {
                bar.frame = CGRect(
                    x: bounds.minX + trackInset.left + Self.edgeInset + (track - length) * fraction,
                    y: bounds.maxY - Self.edgeInset - Self.thickness - own.bottom, width: length,
                    height: Self.thickness)
            }
        }
    }
}
