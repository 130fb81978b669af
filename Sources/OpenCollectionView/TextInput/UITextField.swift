/// A single line of editable text (UIKit's `UITextField`): a tap makes it first responder, the keyboard (a
/// browser's, through the host) types, deletes, moves and selects, an input method composes marked text, and the
/// delegate and the editing control events follow every step in UIKit's order.
///
/// The field draws its border, its text or grey placeholder, a 2-point caret and the selection in the tint colour,
/// an underline under marked text, the clear button and its left and right views.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput {
    // MARK: Accessibility (UIKit's defaults; see Accessibility/)

    /// An element by default, as UIKit's standard controls are.
    open override var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// The text, or the placeholder while empty, unless set.
    open override var accessibilityValue: String? {
        get { accessibilityStorage?.value ?? defaultAccessibilityValue }
        set { super.accessibilityValue = newValue }
    }
    /// A search field for search text fields, unless set.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get {
            accessibilityStorage?.traits
                ?? controlAccessibilityTraits(self is UISearchTextField ? .searchField : [], isEnabled: isEnabled)
        }
        set { super.accessibilityTraits = newValue }
    }

    /// How the field's border is drawn.
    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect
    }

    /// When an overlay view (the clear button, the left or right view) shows.
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    /// Why editing ended.
    public enum DidEndEditingReason: Int, Sendable {
        case committed, cancelled
    }

    var editing = TextEditingState()
    /// Whether an action is registered for `.editingDidEndOnExit`: return then also resigns, as in UIKit.
    private var endsOnExit = false

    /// The text (never `nil` when read, as in UIKit); setting it sends no control events.
    open var text: String? {
        get { editing.text }
        set {
            editing = TextEditingState(text: newValue ?? "")
            editing.setCaret(editing.length)
            textChanged()
        }
    }

    /// The text with the field's font and colour as attributes; setting it sets `text` to its string.
    open var attributedText: NSAttributedString? {
        get {
            NSAttributedString(
                string: editing.text,
                attributes: [.font: font ?? .systemFont(ofSize: 17), .foregroundColor: textColor ?? .label])
        }
        set { text = newValue?.string }
    }

    /// The grey text shown while the field is empty.
    open var placeholder: String? { didSet { textChanged() } }
    /// The font (default: the 17-pt system font).
    open var font: UIFont? = .systemFont(ofSize: 17) {
        didSet {
            invalidateIntrinsicContentSize()
            textChanged()
        }
    }
    /// The text colour (default `.label`).
    open var textColor: UIColor? = .label { didSet { textChanged() } }
    /// The horizontal alignment (default `.natural`, which is left here).
    open var textAlignment: NSTextAlignment = .natural { didSet { textChanged() } }
    /// The border (default `.none`); a rounded rect is 34 points tall by default.
    open var borderStyle: BorderStyle = .none {
        didSet {
            invalidateIntrinsicContentSize()
            textChanged()
        }
    }
    /// When the clear button shows (default `.never`); it shows only while there is text.
    open var clearButtonMode: ViewMode = .never { didSet { textChanged() } }
    /// A view at the leading edge, such as a magnifying glass.
    open var leftView: UIView? {
        didSet {
            if oldValue !== leftView { oldValue?.removeFromSuperview() }
            textChanged()
        }
    }
    /// When the left view shows (default `.never`).
    open var leftViewMode: ViewMode = .never { didSet { textChanged() } }
    /// A view at the trailing edge.
    open var rightView: UIView? {
        didSet {
            if oldValue !== rightView { oldValue?.removeFromSuperview() }
            textChanged()
        }
    }
    /// When the right view shows (default `.never`).
    open var rightViewMode: ViewMode = .never { didSet { textChanged() } }
    /// Whether the text is hidden behind bullets, as for a password; copying and cutting are refused.
    open var isSecureTextEntry = false { didSet { textChanged() } }
    /// Whether beginning to edit clears the text (default `false`).
    open var clearsOnBeginEditing = false
    /// The delegate.
    open weak var delegate: (any UITextFieldDelegate)?
    /// Whether the field is being edited (it is first responder).
    open private(set) var isEditing = false

    let textContainer = UIView()
    let textLabel = UILabel()
    let placeholderLabel = UILabel()
    let caretView = UIView()
    let selectionView = UIView()
    let markedUnderline = UIView()
    let borderView = UIView()
    lazy var clearButton = TextFieldClearButton { [weak self] in self?.clearButtonTapped() }
    /// How far the text is scrolled left to keep the caret visible when it is wider than the field.
    var horizontalScroll: CGFloat = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSubviews()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSubviews()
    }

    private func setUpSubviews() {
        borderView.isUserInteractionEnabled = false
        textContainer.isUserInteractionEnabled = false
        textContainer.clipsToBounds = true
        for label in [textLabel, placeholderLabel] {
            label.lineBreakMode = .byClipping
            textContainer.addSubview(label)
        }
        textContainer.insertSubview(selectionView, at: 0)
        textContainer.addSubview(markedUnderline)
        textContainer.addSubview(caretView)
        addSubview(borderView)
        addSubview(textContainer)
        textChanged()
    }

    func textChanged() {
        setNeedsLayout()
        setNeedsDisplay()
    }

    open override func tintColorDidChange() { textChanged() }

    // MARK: - Sizes and rectangles

    private var lineHeight: CGFloat { (font ?? .systemFont(ofSize: 17)).lineHeight }

    /// The height that fits the font and border: 34 points for a rounded rect with the 17-pt system font.
    open override var intrinsicContentSize: CGSize {
        let line = lineHeight.rounded(.up)
        let height: CGFloat =
            switch borderStyle {
            case .roundedRect: max(34, line + 13)
            case .line, .bezel: max(30, line + 9)
            case .none: line
            }
        return CGSize(width: UIView.noIntrinsicMetric, height: height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let font = font ?? .systemFont(ofSize: 17)
        let width = font.width(of: Substring(displayText.isEmpty ? (placeholder ?? "") : displayText))
        return CGSize(width: (width + 2 * horizontalPadding).rounded(.up), height: intrinsicContentSize.height)
    }

    /// The inset of the text from the border.
    private var horizontalPadding: CGFloat {
        switch borderStyle {
        case .roundedRect: 7
        case .line, .bezel: 4
        case .none: 0
        }
    }

    func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    var showsClearButton: Bool { !editing.text.isEmpty && shows(clearButtonMode) }

    /// The rectangle the border is drawn in.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rectangle the text is drawn in when not editing: inside the padding, left and right views and clear button.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.insetBy(dx: horizontalPadding, dy: 0)
        if leftView != nil, shows(leftViewMode) {
            let left = leftViewRect(forBounds: bounds).maxX
            rect.size.width -= max(0, left - rect.minX)
            rect.origin.x = max(rect.minX, left)
        }
        var right = bounds.maxX - horizontalPadding
        if rightView != nil, shows(rightViewMode) { right = min(right, rightViewRect(forBounds: bounds).minX) }
        if showsClearButton { right = min(right, clearButtonRect(forBounds: bounds).minX) }
        rect.size.width = max(0, right - rect.minX)
        return rect
    }

    /// The rectangle the text is drawn in while editing.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The rectangle the placeholder is drawn in.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The clear button's rectangle: a 19-point circle at the trailing edge, before the right view.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        var trailing = bounds.maxX - (borderStyle == .none ? 0 : 6)
        if rightView != nil, shows(rightViewMode) { trailing = rightViewRect(forBounds: bounds).minX }
        let side: CGFloat = 19
        return CGRect(x: trailing - side, y: (bounds.midY - side / 2).rounded(), width: side, height: side)
    }

    /// The left view's rectangle: its own size at the leading edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.frame.size ?? .zero
        return CGRect(
            x: bounds.minX, y: (bounds.midY - size.height / 2).rounded(), width: size.width, height: size.height)
    }

    /// The right view's rectangle: its own size at the trailing edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.frame.size ?? .zero
        return CGRect(
            x: bounds.maxX - size.width, y: (bounds.midY - size.height / 2).rounded(), width: size.width,
            height: size.height)
    }

    // MARK: - First responder

    /// A field can become first responder while enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// An enabled field takes keyboard focus (iPadOS 15), which makes it first responder.
    open override var canBecomeFocused: Bool { isEnabled }

    /// Begins editing: asks `textFieldShouldBeginEditing`, becomes first responder, then tells the delegate
    /// (`textFieldDidBeginEditing`) and sends `.editingDidBegin`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing, !editing.text.isEmpty {
            editing = TextEditingState()
        } else {
            editing.setCaret(editing.length)
        }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        textChanged()
        return true
    }

    /// Ends editing: asks `textFieldShouldEndEditing`, commits marked text, resigns, then tells the delegate
    /// (`textFieldDidEndEditing`) and sends `.editingDidEnd`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        endEditingSession()
        return true
    }

    private func endEditingSession() {
        if editing.markedRange != nil { unmarkText() }
        _ = super.resignFirstResponder()
        isEditing = false
        horizontalScroll = 0
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        textChanged()
    }

    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        // A field leaving its window stops editing whatever the delegate says, as in UIKit.
        if newWindow == nil, isEditing { endEditingSession() }
    }

    open override func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        super.addAction(action, for: controlEvents)
        if controlEvents.contains(.editingDidEndOnExit) { endsOnExit = true }
    }

    // MARK: - Touches

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        super.touchesEnded(touches, with: event)
        guard wasTracking, let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        if isFirstResponder {
            editing.markedRange = nil
            editing.setCaret(offset(nearest: touch.location(in: textContainer)))
            selectionChanged()
        } else {
            becomeFirstResponder()
        }
    }

    /// Return: asks `textFieldShouldReturn`; when it agrees, sends `.editingDidEndOnExit` and, if an action
    /// listens for it, resigns.
    func returnPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .editingDidEndOnExit)
        if endsOnExit { resignFirstResponder() }
    }

    func clearButtonTapped() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isEditing, !becomeFirstResponder() { return }
        editing = TextEditingState()
        textChanged()
        sendActions(for: .editingChanged)
    }

    // MARK: - Edit actions (UIResponderStandardEditActions)

    /// Selects all the text.
    open func selectAll(_ sender: Any?) {
        editing.markedRange = nil
        editing.select(NSRange(location: 0, length: editing.length))
        selectionChanged()
    }

    /// Copies the selection to the general pasteboard (refused for secure text, as in UIKit).
    open func copy(_ sender: Any?) {
        guard editing.selection.length > 0, !isSecureTextEntry else { return }
        UIPasteboard.general.string = editing.substring(editing.selection)
    }

    /// Copies the selection to the general pasteboard and deletes it.
    open func cut(_ sender: Any?) {
        guard editing.selection.length > 0, !isSecureTextEntry else { return }
        UIPasteboard.general.string = editing.substring(editing.selection)
        replaceByUser(editing.selection, with: "")
    }

    /// Replaces the selection with the general pasteboard's string (line breaks become spaces).
    open func paste(_ sender: Any?) {
        guard let string = UIPasteboard.general.string, !string.isEmpty else { return }
        replaceByUser(editing.markedRange ?? editing.selection, with: singleLine(string))
    }

    /// Whether the field can perform an edit action now.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        switch action.description {
        case "copy:", "cut:": editing.selection.length > 0 && !isSecureTextEntry
        case "paste:": isEditing && UIPasteboard.general.hasStrings
        case "selectAll:": isEditing && editing.length > 0
        default: super.canPerformAction(action, withSender: sender)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutContents()
    }
}
