/// A row of segments of which one is selected, drawn as UIKit draws it since iOS 13: a translucent gray capsule
/// with the selected segment raised in white.
///
/// Tapping an enabled segment selects it and sends `.valueChanged` when the selection changes (every tap when
/// `isMomentary`, which keeps no selection). Segments share the control's width equally unless given a width or
/// `apportionsSegmentWidthsByContent` is set.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    // MARK: Accessibility (UIKit's defaults; see Accessibility/)

    /// A button per segment, unless set.
    open override var accessibilityElements: [Any]? {
        get { accessibilityStorage?.elements ?? defaultAccessibilityElements }
        set { super.accessibilityElements = newValue }
    }

    /// The selected index when no segment is selected.
    public static let noSegment = -1
    /// The control's height since iOS 13.
    static let standardHeight: CGFloat = 32
    /// The space on each side of a segment's title when sizing to content.
    static let titlePadding: CGFloat = 12
    static let selectionInset: CGFloat = 2

    private struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        var width: CGFloat = 0
        var action: UIAction?
    }

    private var segments: [Segment] = []
    private var labels: [UILabel] = []
    private var imageViews: [UIImageView] = []
    private var dividers: [UIView] = []
    private let selectionIndicator = UIView()
    private var selectedIndexStorage = UISegmentedControl.noSegment
    private var pressedSegment: Int?

    /// The selected segment's index, or `noSegment`.
    open var selectedSegmentIndex: Int {
        get { selectedIndexStorage }
        set {
            selectedIndexStorage = (0..<segments.count).contains(newValue) ? newValue : Self.noSegment
            setNeedsLayout()
        }
    }
    /// Whether a tapped segment is selected only while pressed (`false` by default).
    open var isMomentary = false
    /// Whether segments are as wide as their content instead of equal (`false` by default).
    open var apportionsSegmentWidthsByContent = false {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }
    /// The raised selected segment's colour (the system background when nil).
    open var selectedSegmentTintColor: UIColor? { didSet { setNeedsLayout() } }

    /// The selected segment's colour when `selectedSegmentTintColor` is nil: white in light mode and, in dark mode,
    /// the grey iOS 13 and later draw (#636366, systemGray2's dark value).
    static let defaultSelectedSegmentColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1) : .white
    }
    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// Creates a control with a segment per item (a `String` title or a `UIImage`). Designated, as in UIKit, so a
    /// subclass's own initialiser may call `super.init(items:)`.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        setUp()
        for item in items ?? [] {
            if let title = item as? String {
                insertSegment(withTitle: title, at: segments.count, animated: false)
            } else if let image = item as? UIImage {
                insertSegment(with: image, at: segments.count, animated: false)
            } else {
                OpenCollectionViewDiagnostics.report(
                    .misuse, "UISegmentedControl(items:): an item must be a String or a UIImage, not \(type(of: item))")
            }
        }
        frame.size = intrinsicContentSize
    }

    /// Creates a control with a segment per action, titled by the action; selecting one runs it.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions { insertSegment(action: action, at: segments.count, animated: false) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 9
        selectionIndicator.isUserInteractionEnabled = false
        selectionIndicator.layer.cornerRadius = 7
        selectionIndicator.layer.shadowColor = UIColor.black.cgColor
        selectionIndicator.layer.shadowOpacity = 0.12
        selectionIndicator.layer.shadowRadius = 4
        selectionIndicator.layer.shadowOffset = CGSize(width: 0, height: 3)
        addSubview(selectionIndicator)
    }

    // MARK: Segments

    /// Inserts a titled segment at `segment` (clamped to the range).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts an image segment at `segment` (clamped to the range).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Inserts a segment titled by `action` that runs it when selected.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, action: action), at: segment)
    }

    private func insert(_ segment: Segment, at index: Int) {
        let index = min(max(0, index), segments.count)
        segments.insert(segment, at: index)
        let label = UILabel()
        label.textAlignment = .center
        label.isUserInteractionEnabled = false
        labels.insert(label, at: index)
        addSubview(label)
        let imageView = UIImageView()
        imageView.contentMode = .center
        imageView.isUserInteractionEnabled = false
        imageViews.insert(imageView, at: index)
        addSubview(imageView)
        if segments.count > 1 {
            let divider = UIView()
            divider.isUserInteractionEnabled = false
            dividers.append(divider)
            insertSubview(divider, at: 0)
        }
        if selectedIndexStorage >= index { selectedIndexStorage += 1 }
        if selectedIndexStorage >= segments.count { selectedIndexStorage = Self.noSegment }
        segmentsChanged()
    }

    /// Removes the segment at `segment`.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        labels.remove(at: segment).removeFromSuperview()
        imageViews.remove(at: segment).removeFromSuperview()
        if !dividers.isEmpty { dividers.removeLast().removeFromSuperview() }
        if selectedIndexStorage == segment {
            selectedIndexStorage = Self.noSegment
        } else if selectedIndexStorage > segment {
            selectedIndexStorage -= 1
        }
        segmentsChanged()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        while !segments.isEmpty { removeSegment(at: segments.count - 1, animated: false) }
    }

    /// Sets a segment's title.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segmentsChanged()
    }

    /// A segment's title.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets a segment's image.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segmentsChanged()
    }

    /// A segment's image.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Enables or disables a segment.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        setNeedsLayout()
    }

    /// Whether a segment is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Sets a segment's width (0, the default, lets the control size it).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = width.isFinite ? max(0, width) : 0
        segmentsChanged()
    }

    /// A segment's set width (0 when the control sizes it).
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    private func segmentsChanged() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Layout

    private static let normalFont = UIFont.systemFont(ofSize: 13)
    private static let selectedFont = UIFont.systemFont(ofSize: 13, weight: .semibold)

    /// The width a segment's content asks for: its title in the selected (widest) font, or its image, plus padding.
    private func contentWidth(_ index: Int) -> CGFloat {
        let segment = segments[index]
        if segment.width > 0 { return segment.width }
        let titleWidth = (segment.title ?? "").size(withAttributes: [.font: Self.selectedFont]).width.rounded(.up)
        let imageWidth = segment.image?.size.width ?? 0
        return max(titleWidth, imageWidth) + 2 * Self.titlePadding
    }

    open override var intrinsicContentSize: CGSize {
        guard !segments.isEmpty else { return CGSize(width: 0, height: Self.standardHeight) }
        let widths = segments.indices.map(contentWidth)
        let width = apportionsSegmentWidthsByContent ? widths.reduce(0, +) : widths.max()! * CGFloat(widths.count)
        return CGSize(width: width, height: Self.standardHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Each segment's frame in the control, in visual order (mirrored right to left).
    func segmentFrames() -> [CGRect] {
        guard !segments.isEmpty else { return [] }
        let fixed = segments.map(\.width)
        let flexibleCount = fixed.filter { $0 == 0 }.count
        let remaining = max(0, bounds.width - fixed.reduce(0, +))
        var widths: [CGFloat]
        if apportionsSegmentWidthsByContent {
            let content = segments.indices.map(contentWidth)
            let total = content.reduce(0, +)
            widths = content.map { total > 0 ? $0 / total * bounds.width : 0 }
        } else {
            let share = flexibleCount > 0 ? remaining / CGFloat(flexibleCount) : 0
            widths = fixed.map { $0 > 0 ? $0 : share }
        }
        var frames: [CGRect] = []
        var x: CGFloat = 0
        for width in widths {
            frames.append(CGRect(x: x, y: 0, width: width, height: bounds.height))
            x += width
        }
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            frames = frames.map { CGRect(x: bounds.width - $0.maxX, y: 0, width: $0.width, height: $0.height) }
        }
        return frames
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let frames = segmentFrames()
        for (index, frame) in frames.enumerated() {
            let selected = index == selectedIndexStorage
            let label = labels[index]
            label.text = segments[index].title
            label.font = selected ? Self.selectedFont : Self.normalFont
            label.textColor = segments[index].isEnabled && isEnabled ? .label : .tertiaryLabel
            label.frame = frame.insetBy(dx: 4, dy: 0)
            imageViews[index].image = segments[index].image
            imageViews[index].frame = frame
            imageViews[index].alpha = pressedSegment == index && !selected ? 0.5 : 1
            label.alpha = imageViews[index].alpha
        }
        // Dividers stand between two segments, hidden next to the selected one (as UIKit's).
        for (index, divider) in dividers.enumerated() where index + 1 < frames.count {
            let boundary =
                effectiveUserInterfaceLayoutDirection == .rightToLeft ? frames[index].minX : frames[index].maxX
            divider.frame = CGRect(x: boundary - 0.5, y: (bounds.height - 16) / 2, width: 1, height: 16)
            divider.backgroundColor = .separator
            divider.isHidden = index == selectedIndexStorage || index + 1 == selectedIndexStorage
        }
        if frames.indices.contains(selectedIndexStorage) {
            selectionIndicator.isHidden = false
            selectionIndicator.frame = frames[selectedIndexStorage].insetBy(
                dx: Self.selectionInset, dy: Self.selectionInset)
            selectionIndicator.backgroundColor = selectedSegmentTintColor ?? Self.defaultSelectedSegmentColor
        } else {
            selectionIndicator.isHidden = true
        }
    }

    private func segmentIndex(at point: CGPoint) -> Int? {
        segmentFrames().firstIndex { $0.contains(CGPoint(x: point.x, y: min(max(point.y, 0), bounds.height - 0.5))) }
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard isEnabled, let touch = touches.first else { return }
        pressedSegment = segmentIndex(at: touch.location(in: self))
        setNeedsLayout()
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        super.touchesEnded(touches, with: event)
        defer {
            pressedSegment = nil
            setNeedsLayout()
        }
        guard wasTracking, let touch = touches.first, let index = segmentIndex(at: touch.location(in: self)),
            segments[index].isEnabled
        else { return }
        choose(index)
    }

    /// Selects the enabled segment at `index` as a tap on it does: runs its action and sends `.valueChanged` when
    /// the selection changed (every time for a momentary control, which keeps none selected).
    private func choose(_ index: Int) {
        let changed = index != selectedIndexStorage
        if isMomentary {
            selectedIndexStorage = Self.noSegment
        } else {
            selectedIndexStorage = index
        }
        guard changed || isMomentary else { return }
        segments[index].action.map { $0.handler($0) }
        sendActions(for: .valueChanged)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        pressedSegment = nil
        setNeedsLayout()
    }
}

/// Under Full Keyboard Access the arrow keys choose the next or previous enabled segment, as a tap on it would.
extension UISegmentedControl: KeyboardAdjustable {
    func adjustFromKeyboard(by step: Int) -> Bool {
        var index = selectedIndexStorage == Self.noSegment ? (step > 0 ? -1 : segments.count) : selectedIndexStorage
        index += step
        while segments.indices.contains(index), !segments[index].isEnabled { index += step }
        guard segments.indices.contains(index) else { return false }
        choose(index)
        setNeedsLayout()
        return true
    }
}
