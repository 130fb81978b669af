import UIKit

// The overridable members of UIControl and the controls and text views built on it, with UIKit's exact Swift
// signatures. Source of the list: Apple's UIKit documentation pages for UIControl, UIButton, UILabel, UIImageView,
// UISwitch, UISlider, UITextField, UITextView and UIStackView, and the iOS SDK's UIKit Swift interface (every member
// of these Objective-C classes is `open`).
//
// Missing here (not provided by the package, so not overridden):
// - UIControl: `sendAction(_:to:for:)`, `sendAction(_:)` (UIAction form), `contentVerticalAlignment`,
//   `contentHorizontalAlignment`, `isContextMenuInteractionEnabled`, `menuAttachmentPoint(for:)`.
// - UIButton: `backgroundRect(forBounds:)`, `setBackgroundImage(_:for:)`, `setAttributedTitle(_:for:)`.
// - UILabel: `drawText(in:)`, `textRect(forBounds:limitedToNumberOfLines:)`, `attributedText`, `isHighlighted`,
//   `highlightedTextColor`, `shadowColor`, `shadowOffset`.
// - UIButton: `configuration`, `configurationUpdateHandler`, `setNeedsUpdateConfiguration()` and
//   `automaticallyUpdatesConfiguration` are declared in an extension (`public`, not overridable).
// - UIImageView: `init(image:)` is a convenience initializer here (designated in UIKit); `highlightedImage`, `isHighlighted`, `animationImages`, `startAnimating()`, `stopAnimating()`.
// - UISlider: `setThumbImage(_:for:)` and the track images, `minimumValueImageRect(forBounds:)`,
//   `maximumValueImageRect(forBounds:)`.
// - UITextField: `drawText(in:)`, `drawPlaceholder(in:)`, `attributedPlaceholder`, `adjustsFontSizeToFitWidth`.
// - UITextView: `selectedRange` is declared in an extension (`public`, not overridable); `attributedText`, `isSelectable`, `scrollRangeToVisible(_:)`.

final class OverridingControl: UIControl {
    var trackingCalls: [String] = []

    override var isEnabled: Bool { didSet {} }
    override var isSelected: Bool { didSet {} }
    override var isHighlighted: Bool { didSet {} }
    override var state: UIControl.State { super.state }
    override var isTracking: Bool { super.isTracking }
    override var isTouchInside: Bool { super.isTouchInside }
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackingCalls.append("begin")
        return super.beginTracking(touch, with: event)
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackingCalls.append("continue")
        return super.continueTracking(touch, with: event)
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        trackingCalls.append("end")
        super.endTracking(touch, with: event)
    }
    override func cancelTracking(with event: UIEvent?) {
        trackingCalls.append("cancel")
        super.cancelTracking(with: event)
    }
    override func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        super.addAction(action, for: controlEvents)
    }
    override func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        super.removeAction(action, for: controlEvents)
    }
    override func sendActions(for controlEvents: UIControl.Event) { super.sendActions(for: controlEvents) }
}

final class OverridingButton: UIButton {
    override var titleLabel: UILabel? { super.titleLabel }
    override var imageView: UIImageView? { super.imageView }
    override var buttonType: UIButton.ButtonType { super.buttonType }
    override func setTitle(_ title: String?, for state: UIControl.State) { super.setTitle(title, for: state) }
    override func title(for state: UIControl.State) -> String? { super.title(for: state) }
    override func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        super.setTitleColor(color, for: state)
    }
    override func titleColor(for state: UIControl.State) -> UIColor? { super.titleColor(for: state) }
    override func setImage(_ image: UIImage?, for state: UIControl.State) { super.setImage(image, for: state) }
    override func image(for state: UIControl.State) -> UIImage? { super.image(for: state) }
    override var currentTitle: String? { super.currentTitle }
    override var currentImage: UIImage? { super.currentImage }
    override var contentEdgeInsets: UIEdgeInsets { didSet {} }
    override var titleEdgeInsets: UIEdgeInsets { didSet {} }
    override var imageEdgeInsets: UIEdgeInsets { didSet {} }
    override func contentRect(forBounds bounds: CGRect) -> CGRect { super.contentRect(forBounds: bounds) }
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        super.titleRect(forContentRect: contentRect)
    }
    override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        super.imageRect(forContentRect: contentRect)
    }
    override func updateConfiguration() { super.updateConfiguration() }
    override var intrinsicContentSize: CGSize { super.intrinsicContentSize }
    override func sizeThatFits(_ size: CGSize) -> CGSize { super.sizeThatFits(size) }
    override func layoutSubviews() { super.layoutSubviews() }
}

final class OverridingLabel: UILabel {
    override var text: String? { didSet {} }
    override var font: UIFont! { didSet {} }
    override var textColor: UIColor! { didSet {} }
    override var textAlignment: NSTextAlignment { didSet {} }
    override var numberOfLines: Int { didSet {} }
    override var lineBreakMode: NSLineBreakMode { didSet {} }
    override var adjustsFontSizeToFitWidth: Bool { didSet {} }
    override var minimumScaleFactor: CGFloat { didSet {} }
    override var isEnabled: Bool { didSet {} }
    override var adjustsFontForContentSizeCategory: Bool { didSet {} }
    override var preferredMaxLayoutWidth: CGFloat { didSet {} }
    override func sizeThatFits(_ size: CGSize) -> CGSize { super.sizeThatFits(size) }
    override var intrinsicContentSize: CGSize { super.intrinsicContentSize }
}

final class OverridingImageView: UIImageView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var image: UIImage? { didSet {} }
    override var preferredSymbolConfiguration: UIImage.SymbolConfiguration? { didSet {} }
    override var intrinsicContentSize: CGSize { super.intrinsicContentSize }
    override func sizeThatFits(_ size: CGSize) -> CGSize { super.sizeThatFits(size) }
}

final class OverridingSwitch: UISwitch {
    override var isOn: Bool { didSet {} }
    override func setOn(_ on: Bool, animated: Bool) { super.setOn(on, animated: animated) }
    override var onTintColor: UIColor? { didSet {} }
    override var thumbTintColor: UIColor? { didSet {} }
    override var preferredStyle: UISwitch.Style { didSet {} }
    override var style: UISwitch.Style { super.style }
    override var title: String? { didSet {} }
}

final class OverridingSlider: UISlider {
    override var value: Float { didSet {} }
    override func setValue(_ value: Float, animated: Bool) { super.setValue(value, animated: animated) }
    override var minimumValue: Float { didSet {} }
    override var maximumValue: Float { didSet {} }
    override var isContinuous: Bool { didSet {} }
    override var minimumTrackTintColor: UIColor? { didSet {} }
    override var maximumTrackTintColor: UIColor? { didSet {} }
    override var thumbTintColor: UIColor? { didSet {} }
    override func trackRect(forBounds bounds: CGRect) -> CGRect { super.trackRect(forBounds: bounds) }
    override func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        super.thumbRect(forBounds: bounds, trackRect: rect, value: value)
    }
}

final class OverridingTextField: UITextField {
    override var text: String? { didSet {} }
    override var attributedText: NSAttributedString? { didSet {} }
    override var placeholder: String? { didSet {} }
    override var font: UIFont? { didSet {} }
    override var textColor: UIColor? { didSet {} }
    override var textAlignment: NSTextAlignment { didSet {} }
    override var borderStyle: UITextField.BorderStyle { didSet {} }
    override var clearButtonMode: UITextField.ViewMode { didSet {} }
    override var leftView: UIView? { didSet {} }
    override var leftViewMode: UITextField.ViewMode { didSet {} }
    override var rightView: UIView? { didSet {} }
    override var rightViewMode: UITextField.ViewMode { didSet {} }
    override var isSecureTextEntry: Bool { didSet {} }
    override var clearsOnBeginEditing: Bool { didSet {} }
    override var isEditing: Bool { super.isEditing }
    override func borderRect(forBounds bounds: CGRect) -> CGRect { super.borderRect(forBounds: bounds) }
    override func textRect(forBounds bounds: CGRect) -> CGRect { super.textRect(forBounds: bounds) }
    override func editingRect(forBounds bounds: CGRect) -> CGRect { super.editingRect(forBounds: bounds) }
    override func placeholderRect(forBounds bounds: CGRect) -> CGRect { super.placeholderRect(forBounds: bounds) }
    override func clearButtonRect(forBounds bounds: CGRect) -> CGRect { super.clearButtonRect(forBounds: bounds) }
    override func leftViewRect(forBounds bounds: CGRect) -> CGRect { super.leftViewRect(forBounds: bounds) }
    override func rightViewRect(forBounds bounds: CGRect) -> CGRect { super.rightViewRect(forBounds: bounds) }
    override var canBecomeFirstResponder: Bool { super.canBecomeFirstResponder }
    override func becomeFirstResponder() -> Bool { super.becomeFirstResponder() }
    override func resignFirstResponder() -> Bool { super.resignFirstResponder() }
    override func selectAll(_ sender: Any?) { super.selectAll(sender) }
    override func copy(_ sender: Any?) { super.copy(sender) }
    override func cut(_ sender: Any?) { super.cut(sender) }
    override func paste(_ sender: Any?) { super.paste(sender) }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        super.canPerformAction(action, withSender: sender)
    }
}

final class OverridingTextView: UITextView {
    override var text: String! { didSet {} }
    override var font: UIFont? { didSet {} }
    override var textColor: UIColor? { didSet {} }
    override var textAlignment: NSTextAlignment { didSet {} }
    override var isEditable: Bool { didSet {} }
    override var textContainerInset: UIEdgeInsets { didSet {} }
    override var canBecomeFirstResponder: Bool { super.canBecomeFirstResponder }
    override func becomeFirstResponder() -> Bool { super.becomeFirstResponder() }
    override func resignFirstResponder() -> Bool { super.resignFirstResponder() }
    override func selectAll(_ sender: Any?) { super.selectAll(sender) }
    override func copy(_ sender: Any?) { super.copy(sender) }
    override func cut(_ sender: Any?) { super.cut(sender) }
    override func paste(_ sender: Any?) { super.paste(sender) }
}

final class OverridingStackView: UIStackView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init(coder: NSCoder) { super.init(coder: coder) }
    override var arrangedSubviews: [UIView] { super.arrangedSubviews }
    override var axis: NSLayoutConstraint.Axis { didSet {} }
    override var distribution: UIStackView.Distribution { didSet {} }
    override var alignment: UIStackView.Alignment { didSet {} }
    override var spacing: CGFloat { didSet {} }
    override var isBaselineRelativeArrangement: Bool { didSet {} }
    override var isLayoutMarginsRelativeArrangement: Bool { didSet {} }
    override func addArrangedSubview(_ view: UIView) { super.addArrangedSubview(view) }
    override func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        super.insertArrangedSubview(view, at: stackIndex)
    }
    override func removeArrangedSubview(_ view: UIView) { super.removeArrangedSubview(view) }
    override func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        super.setCustomSpacing(spacing, after: arrangedSubview)
    }
    override func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        super.customSpacing(after: arrangedSubview)
    }
}

/// A subclass's own designated initialiser calls `super.init(items:)`, designated in UIKit (Static's
/// `SegmentedControlAccessory` does this).
final class OverridingSegmentedControl: UISegmentedControl {
    let initialSelection: Int
    init(items: [Any], selectedIndex: Int) {
        initialSelection = selectedIndex
        super.init(items: items)
        selectedSegmentIndex = selectedIndex
    }
    override init(items: [Any]?) {
        initialSelection = 0
        super.init(items: items)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
}
