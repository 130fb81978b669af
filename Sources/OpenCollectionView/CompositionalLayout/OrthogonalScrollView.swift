/// The scroll view an orthogonal compositional section scrolls in (UIKit's
/// `_UICollectionViewOrthogonalScrollerEmbeddedScrollView`): it spans the section's band across the collection
/// view, hosts the section's cells, decelerates with UIKit's physics and snaps as the section's behaviour says —
/// after a drag through `dragTarget`, after a wheel burst through a snap once the wheel is still.
@MainActor
final class OrthogonalScrollView: UIScrollView {
    /// The section this scroll view scrolls.
    let section: Int
    weak var layout: UICollectionViewCompositionalLayout?
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .continuous {
        didSet { isPagingEnabled = behavior == .paging }
    }
    private var wheelSnapTimer: ClockTimer?

    /// How long the wheel must stay still before a wheel-scrolled section snaps.
    static let wheelSnapDelay: TimeInterval = 0.12

    init(section: Int, layout: UICollectionViewCompositionalLayout) {
        self.section = section
        self.layout = layout
        super.init(frame: .zero)
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        scrollsToTop = false
    }

    required init?(coder: NSCoder) {
        section = 0
        super.init(coder: coder)
    }

    override func didChangeContentOffset() {
        super.didChangeContentOffset()
        layout?.orthogonalOffsetDidChange(in: self)
        if !isTracking, !isDragging, motion == nil { scheduleWheelSnap() }
    }

    override func dragTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        layout?.orthogonalRestingOffset(for: self, proposed: proposed, velocity: velocity, from: dragStartOffset)
            ?? proposed
    }

    /// After content moved without a finger or an animation (a wheel), snaps once it has been still a moment.
    private func scheduleWheelSnap() {
        wheelSnapTimer?.invalidate()
        guard behavior != .continuous, behavior != .none, behavior != .paging else { return }
        let clock = window?.clock ?? .shared
        wheelSnapTimer = clock.schedule(after: Self.wheelSnapDelay) { [weak self] in self?.snapAfterWheel() }
    }

    private func snapAfterWheel() {
        wheelSnapTimer = nil
        guard !isTracking, motion == nil, let layout else { return }
        let target = clampedOffset(
            layout.orthogonalRestingOffset(for: self, proposed: contentOffset, velocity: .zero, from: contentOffset))
        if target != contentOffset { setContentOffset(target, animated: true) }
    }
}
