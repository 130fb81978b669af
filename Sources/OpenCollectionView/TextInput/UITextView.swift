/// Scrollable, multi-line editable text (UIKit's `UITextView`): lines wrap at the width, a tap places the caret,
/// the keyboard types, deletes, moves (up and down by line) and selects, return inserts a line break, an input
/// method composes marked text, and the view scrolls to keep the caret in sight. The delegate is asked for and told
/// of each change, in UIKit's order.
///
/// As for `UICollectionView`, `delegate` keeps the scroll view's type: assign any `UITextViewDelegate`.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput {
    // MARK: Accessibility (UIKit's defaults; see Accessibility/)

    /// An element by default, as UIKit's standard controls are.
    open override var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// The text, unless set.
    open override var accessibilityValue: String? {
        get { accessibilityStorage?.value ?? text }
        set { super.accessibilityValue = newValue }
    }
    /// Static text when not editable, unless set.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits ?? (isEditable ? [] : .staticText) }
        set { super.accessibilityTraits = newValue }
    }

    var editing = TextEditingState()
    private let textContent = TextViewContent()
    private let caretView = UIView()
    private let markedUnderline = UIView()
    private var selectionViews: [UIView] = []
    /// The x a run of up and down arrows keeps to.
    private var verticalMoveX: CGFloat?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .systemBackground
        alwaysBounceVertical = true
        textContent.owner = self
        textContent.isUserInteractionEnabled = false
        caretView.isUserInteractionEnabled = false
        addSubview(textContent)
        addSubview(markedUnderline)
        addSubview(caretView)
        addGestureRecognizer(UITapGestureRecognizer { [weak self] recognizer in self?.tapped(recognizer) })
    }

    /// The text; setting it sends nothing to the delegate.
    open var text: String! {
        get { editing.text }
        set {
            editing = TextEditingState(text: newValue ?? "")
            editing.setCaret(editing.length)
            textChanged()
        }
    }

    /// The font (default: the 12-pt system font, UIKit's default for text views).
    open var font: UIFont? = .systemFont(ofSize: 12) { didSet { textChanged() } }
    /// The text colour (default `.label`).
    open var textColor: UIColor? = .label { didSet { textChanged() } }
    /// The horizontal alignment of each line (default `.natural`, which is left here).
    open var textAlignment: NSTextAlignment = .natural { didSet { textChanged() } }
    /// Whether the text can be edited (default `true`).
    open var isEditable = true
    /// The inset of the text from the view's edges (UIKit's default: 8 points top and bottom).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { textChanged() } }
    /// The padding at each end of a line (UIKit's `lineFragmentPadding`, 5 points).
    static let lineFragmentPadding: CGFloat = 5

    var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    var drawingFont: UIFont { font ?? .systemFont(ofSize: 12) }

    private var lineWidth: CGFloat {
        max(1, bounds.width - textContainerInset.left - textContainerInset.right - 2 * Self.lineFragmentPadding)
    }

    /// The lines of the text at the current width, made again only when the text, font or width changed.
    var textLayout: EditableTextLayout {
        let key = LayoutKey(text: editing.text, width: lineWidth, font: ObjectIdentifier(drawingFont))
        if let cached = cachedLayout, cached.key == key { return cached.layout }
        let layout = EditableTextLayout(state: editing, font: drawingFont, width: lineWidth)
        cachedLayout = (key, layout)
        return layout
    }

    private struct LayoutKey: Equatable {
        var text: String
        var width: CGFloat
        var font: ObjectIdentifier
    }
    private var cachedLayout: (key: LayoutKey, layout: EditableTextLayout)?

    private var textOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + Self.lineFragmentPadding, y: textContainerInset.top)
    }

    func textChanged() {
        textContent.setNeedsDisplay()
        setNeedsLayout()
    }

    // MARK: - First responder

    /// An editable text view can become first responder.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// An editable text view takes keyboard focus (iPadOS 15), which makes it first responder.
    open override var canBecomeFocused: Bool { isEditable }

    /// Begins editing: asks `textViewShouldBeginEditing`, becomes first responder, then `textViewDidBeginEditing`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        guard textViewDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        textViewDelegate?.textViewDidBeginEditing(self)
        textChanged()
        return true
    }

    /// Ends editing: asks `textViewShouldEndEditing`, commits marked text, resigns, then `textViewDidEndEditing`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard textViewDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
        if editing.markedRange != nil { unmarkText() }
        _ = super.resignFirstResponder()
        textViewDelegate?.textViewDidEndEditing(self)
        textChanged()
        return true
    }

    private func tapped(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        let point = recognizer.location(in: self)
        let layout = textLayout
        let lineIndex = Int(((point.y - textOrigin.y) / drawingFont.lineHeight).rounded(.down))
        let offset = layout.offset(
            inLine: lineIndex, nearestX: point.x - textOrigin.x - alignmentShift(lineIndex, layout))
        if isFirstResponder || becomeFirstResponder() {
            editing.markedRange = nil
            editing.setCaret(offset)
            selectionChanged()
        }
    }

    // MARK: - Drawing

    func alignmentShift(_ lineIndex: Int, _ layout: EditableTextLayout) -> CGFloat {
        guard layout.lines.indices.contains(lineIndex) else { return 0 }
        let width = drawingFont.width(of: layout.lines[lineIndex].text)
        switch textAlignment {
        case .center: return ((lineWidth - width) / 2).rounded()
        case .right: return lineWidth - width
        default: return 0
        }
    }

    /// The caret rectangle at `offset` in the view's content coordinates.
    func caretFrame(at offset: Int, in layout: EditableTextLayout) -> CGRect {
        let line = layout.lineIndex(of: offset)
        let x = textOrigin.x + alignmentShift(line, layout) + layout.x(of: offset)
        let height = drawingFont.lineHeight
        return CGRect(x: x - 1, y: textOrigin.y + CGFloat(line) * height, width: 2, height: height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let layout = textLayout
        let height = drawingFont.lineHeight
        let textHeight = CGFloat(layout.lines.count) * height
        contentSize = CGSize(
            width: bounds.width, height: textHeight + textContainerInset.top + textContainerInset.bottom)
        textContent.frame = CGRect(x: 0, y: 0, width: bounds.width, height: contentSize.height)
        let editingNow = isFirstResponder
        let selection = editing.selection
        caretView.isHidden = !editingNow || selection.length > 0
        caretView.backgroundColor = tintColor
        caretView.frame = caretFrame(at: editing.caret, in: layout)

        let rects = editingNow && selection.length > 0 ? highlightRects(selection, layout) : []
        while selectionViews.count < rects.count {
            let view = UIView()
            view.isUserInteractionEnabled = false
            insertSubview(view, belowSubview: textContent)
            selectionViews.append(view)
        }
        for (index, view) in selectionViews.enumerated() {
            view.isHidden = index >= rects.count
            view.backgroundColor = tintColor.withAlphaComponent(0.2)
            if index < rects.count { view.frame = rects[index] }
        }
        if let marked = editing.markedRange, let first = highlightRects(marked, layout).first {
            markedUnderline.isHidden = false
            markedUnderline.backgroundColor = textColor ?? .label
            markedUnderline.frame = CGRect(
                x: first.minX, y: first.minY + drawingFont.ascender + 2, width: first.width, height: 1)
        } else {
            markedUnderline.isHidden = true
        }
    }

    /// The rectangles covering `range`, one per line it touches.
    private func highlightRects(_ range: NSRange, _ layout: EditableTextLayout) -> [CGRect] {
        let end = range.location + range.length
        let first = layout.lineIndex(of: range.location)
        let last = layout.lineIndex(of: end)
        return (first...last).map { index in
            let line = layout.lines[index]
            let start = caretFrame(at: max(range.location, line.start), in: layout).midX
            let stop = caretFrame(at: index == last ? end : line.start + line.text.utf16.count, in: layout).midX
            return CGRect(
                x: start, y: textOrigin.y + CGFloat(index) * drawingFont.lineHeight, width: max(0, stop - start),
                height: drawingFont.lineHeight)
        }
    }

    /// The lines to draw, for the text content view.
    func renderedText() -> RenderContent? {
        guard !editing.text.isEmpty else { return nil }
        let layout = textLayout
        let font = drawingFont
        let lines = layout.lines.enumerated().map { index, line in
            RenderText.Line(
                text: String(line.text), x: Double(textOrigin.x + alignmentShift(index, layout)),
                baseline: Double(textOrigin.y + CGFloat(index) * font.lineHeight + font.ascender),
                width: Double(font.width(of: line.text)))
        }
        return .text(
            RenderText(
                lines: lines, fontFamily: font.face.family, fontSize: Double(font.pointSize),
                fontWeight: font.face.weight, italic: font.face.italic,
                color: (textColor ?? .label).rgba.cssString))
    }

    /// Scrolls so the caret is in sight.
    private func scrollCaretIntoView() {
        layoutIfNeeded()
        scrollRectToVisible(caretView.frame.insetBy(dx: 0, dy: -textContainerInset.top), animated: false)
    }

    func selectionChanged() {
        textChanged()
        scrollCaretIntoView()
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    // MARK: - Edit actions

    /// Selects all the text.
    open func selectAll(_ sender: Any?) {
        editing.markedRange = nil
        editing.select(NSRange(location: 0, length: editing.length))
        selectionChanged()
    }

    /// Copies the selection to the general pasteboard.
    open func copy(_ sender: Any?) {
        guard editing.selection.length > 0 else { return }
        UIPasteboard.general.string = editing.substring(editing.selection)
    }

    /// Copies the selection to the general pasteboard and deletes it.
    open func cut(_ sender: Any?) {
        copy(sender)
        if editing.selection.length > 0 { replaceByUser(editing.selection, with: "") }
    }

    /// Replaces the selection with the general pasteboard's string.
    open func paste(_ sender: Any?) {
        guard let string = UIPasteboard.general.string, !string.isEmpty else { return }
        replaceByUser(editing.markedRange ?? editing.selection, with: string)
    }

    // MARK: - Changes

    /// Replaces `range` with `string` as the person's edit: the delegate may refuse it; when it goes through,
    /// `textViewDidChange` follows.
    @discardableResult
    func replaceByUser(_ range: NSRange, with string: String) -> Bool {
        let range = editing.clamp(range)
        if range.length == 0, string.isEmpty { return false }
        guard textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else {
            return false
        }
        editing.replace(range, with: string)
        editing.markedRange = nil
        verticalMoveX = nil
        textChanged()
        scrollCaretIntoView()
        textViewDelegate?.textViewDidChange(self)
        return true
    }

    /// Moves the caret to `offset`, or extends the selection to it.
    func moveCaret(to offset: Int, extending: Bool, keepingColumn: Bool = false) {
        if editing.markedRange != nil { unmarkText() }
        if !keepingColumn { verticalMoveX = nil }
        if extending { editing.extendSelection(to: offset) } else { editing.setCaret(offset) }
        selectionChanged()
    }

    /// Moves the caret a line up or down, keeping to the column of the run's first move.
    func moveVertically(by lines: Int, extending: Bool) {
        let layout = textLayout
        let x = verticalMoveX ?? layout.x(of: editing.caret)
        verticalMoveX = x
        let target = layout.lineIndex(of: editing.caret) + lines
        let offset =
            target < 0 ? 0 : target >= layout.lines.count ? editing.length : layout.offset(inLine: target, nearestX: x)
        moveCaret(to: offset, extending: extending, keepingColumn: true)
    }
}

/// The view drawing a text view's lines: it asks its text view for them.
@MainActor
final class TextViewContent: UIView {
    weak var owner: UITextView?
    override func renderContent() -> RenderContent? { owner?.renderedText() }
}
