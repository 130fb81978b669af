/// The section index of a table view: its titles in a narrow strip at the trailing edge, centred in the visible
/// height. Touching a title, or dragging over the titles, scrolls that title's section to the top.
///
/// Metrics as observed on iOS: a strip about 15 points wide, 11-point semibold titles about 16 points apart, in the
/// table's `sectionIndexColor` (or tint colour).
@MainActor
final class TableSectionIndexView: UIView {
    /// The strip's width.
    static let width: CGFloat = 15
    /// The height each title takes.
    static let titleHeight: CGFloat = 16

    /// The table whose sections the index scrolls to.
    weak var tableView: UITableView?

    /// The titles shown, top to bottom.
    var titles: [String] = [] {
        didSet {
            guard titles != oldValue else { return }
            accessibilityIndex = 0
            for label in labels { label.removeFromSuperview() }
            labels = titles.map { title in
                let label = UILabel(frame: .zero)
                label.text = title
                label.font = .systemFont(ofSize: 11, weight: .semibold)
                label.textAlignment = .center
                addSubview(label)
                return label
            }
            isHidden = titles.isEmpty
            updateColors()
            setNeedsLayout()
        }
    }

    private var labels: [UILabel] = []
    /// The index of the title last scrolled to during the current touch.
    private var trackedIndex: Int?
    /// Whether a touch is on the index.
    private(set) var isTracking = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        configureAccessibility()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
        configureAccessibility()
    }

    // MARK: Accessibility

    /// The title VoiceOver last moved to (the first until then).
    private var accessibilityIndex = 0

    /// As UIKit's index reads to VoiceOver: one adjustable element named "Table index" whose value is a title;
    /// swiping up or down moves to the next or previous title and scrolls to its section (observed on iOS: "Table
    /// index, A, adjustable, swipe up or down to adjust the value").
    private func configureAccessibility() {
        isAccessibilityElement = true
        accessibilityLabel = "Table index"
        accessibilityTraits = .adjustable
    }

    override var accessibilityValue: String? {
        get {
            accessibilityStorage?.value
                ?? (titles.indices.contains(accessibilityIndex) ? titles[accessibilityIndex] : nil)
        }
        set { super.accessibilityValue = newValue }
    }

    override func accessibilityIncrement() { moveForAccessibility(by: 1) }

    override func accessibilityDecrement() { moveForAccessibility(by: -1) }

    private func moveForAccessibility(by delta: Int) {
        let index = accessibilityIndex + delta
        guard titles.indices.contains(index) else { return }
        accessibilityIndex = index
        tableView?.scrollToSectionIndexTitle(at: index)
    }

    /// The frames of the titles, in the strip's coordinates.
    var titleFrames: [CGRect] {
        let total = Self.titleHeight * CGFloat(titles.count)
        let top = ((bounds.height - total) / 2).rounded(.down)
        return titles.indices.map { index in
            CGRect(x: 0, y: top + Self.titleHeight * CGFloat(index), width: bounds.width, height: Self.titleHeight)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for (label, frame) in zip(labels, titleFrames) { label.frame = frame }
    }

    /// Applies the table's index colours.
    func updateColors() {
        let color = tableView?.sectionIndexColor ?? tintColor
        for label in labels { label.textColor = color }
        backgroundColor =
            (isTracking ? tableView?.sectionIndexTrackingBackgroundColor : tableView?.sectionIndexBackgroundColor)
            ?? .clear
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    /// The title under `y` (in the strip's coordinates), clamped to the first and last title.
    func titleIndex(atY y: CGFloat) -> Int? {
        guard !titles.isEmpty else { return nil }
        let top = titleFrames.first?.minY ?? 0
        let index = Int(((y - top) / Self.titleHeight).rounded(.down))
        return min(max(index, 0), titles.count - 1)
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        isTracking = true
        trackedIndex = nil
        updateColors()
        track(touches)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { track(touches) }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { endTracking() }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { endTracking() }

    private func track(_ touches: Set<UITouch>) {
        guard let touch = touches.first, let index = titleIndex(atY: touch.location(in: self).y),
            index != trackedIndex
        else { return }
        trackedIndex = index
        tableView?.scrollToSectionIndexTitle(at: index)
    }

    private func endTracking() {
        isTracking = false
        trackedIndex = nil
        updateColors()
    }
}
