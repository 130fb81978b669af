import UIKit

// Every member of UIView (and UIResponder) that UIKit declares `open` and apps commonly override, overridden with
// UIKit's exact Swift signature. Source of the list: Apple's UIKit documentation pages for UIView and UIResponder
// (developer.apple.com/documentation/uikit/uiview, …/uiresponder) and the iOS SDK's UIKit Swift interface
// (`UIKit.framework/Headers/UIView.h`, `UIResponder.h` as imported into Swift: every member of these Objective-C
// classes is `open`). If one of these overrides stops compiling, the package has a member that is not `open` or has
// another type than UIKit's.
//
// Missing here (not provided by the package, so not overridden):
// - `draw(_:)`, `setNeedsDisplay(_:)`, `contentScaleFactor`: views do not draw themselves through Core Graphics.
// - `motionBegan(_:with:)`, `motionEnded(_:with:)`, `motionCancelled(_:with:)`, `pressesChanged(_:with:)`,
//   `pressesCancelled(_:with:)`, `inputView`, `inputAccessoryView`, `undoManager`, `target(forAction:withSender:)`.
// - `gestureRecognizerShouldBegin(_:)`, `updateConstraintsIfNeeded()`, `contentHuggingPriority(for:)` and the other
//   priority accessors, `alignmentRect(forFrame:)`, `frame(forAlignmentRect:)`, `viewForBaseline…`.
// - Declared in extensions here (`public`, not overridable): `directionalLayoutMargins`, `safeAreaInsets`,
//   `autoresizesSubviews`, the hierarchy calls (`addSubview(_:)`, `insertSubview…`, `removeFromSuperview()`,
//   `bringSubviewToFront(_:)` …), `gestureRecognizers`, `addGestureRecognizer(_:)`, the constraint calls.

/// The layer class a view subclass asks for.
final class OverrideSurfaceLayer: CALayer {}

final class OverridingView: UIView {
    var layoutCount = 0

    override class var layerClass: AnyClass { OverrideSurfaceLayer.self }
    override class var requiresConstraintBasedLayout: Bool { super.requiresConstraintBasedLayout }

    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    // Geometry and appearance.
    override var frame: CGRect { didSet {} }
    override var bounds: CGRect { didSet {} }
    override var center: CGPoint { didSet {} }
    override var transform: CGAffineTransform { didSet {} }
    override var alpha: CGFloat { didSet {} }
    override var isHidden: Bool { didSet {} }
    override var isOpaque: Bool { didSet {} }
    override var backgroundColor: UIColor? { didSet {} }
    override var clipsToBounds: Bool { didSet {} }
    override var tintColor: UIColor! { didSet {} }
    override func tintColorDidChange() { super.tintColorDidChange() }
    override var tag: Int { didSet {} }
    override var semanticContentAttribute: UISemanticContentAttribute { didSet {} }
    override var contentMode: UIView.ContentMode { didSet {} }
    override var isUserInteractionEnabled: Bool { didSet {} }
    override var isMultipleTouchEnabled: Bool { didSet {} }
    override var isExclusiveTouch: Bool { didSet {} }

    // Hierarchy.
    override func willMove(toSuperview newSuperview: UIView?) { super.willMove(toSuperview: newSuperview) }
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    override func willMove(toWindow newWindow: UIWindow?) { super.willMove(toWindow: newWindow) }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func didAddSubview(_ subview: UIView) { super.didAddSubview(subview) }
    override func willRemoveSubview(_ subview: UIView) { super.willRemoveSubview(subview) }

    // Layout.
    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
    }
    override func setNeedsLayout() { super.setNeedsLayout() }
    override func layoutIfNeeded() { super.layoutIfNeeded() }
    override func sizeThatFits(_ size: CGSize) -> CGSize { super.sizeThatFits(size) }
    override func sizeToFit() { super.sizeToFit() }
    override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        super.systemLayoutSizeFitting(targetSize)
    }
    override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        super.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
            verticalFittingPriority: verticalFittingPriority)
    }
    override var alignmentRectInsets: UIEdgeInsets { super.alignmentRectInsets }
    override func updateConstraints() { super.updateConstraints() }
    override var forFirstBaselineLayout: UIView { super.forFirstBaselineLayout }
    override var forLastBaselineLayout: UIView { super.forLastBaselineLayout }
    override var intrinsicContentSize: CGSize { super.intrinsicContentSize }
    override func invalidateIntrinsicContentSize() { super.invalidateIntrinsicContentSize() }
    override var layoutMargins: UIEdgeInsets { didSet {} }
    override func layoutMarginsDidChange() { super.layoutMarginsDidChange() }
    override func safeAreaInsetsDidChange() { super.safeAreaInsetsDidChange() }
    override var autoresizingMask: UIView.AutoresizingMask { didSet {} }
    override var translatesAutoresizingMaskIntoConstraints: Bool { didSet {} }
    override func setNeedsDisplay() { super.setNeedsDisplay() }

    // Traits.
    override var traitCollection: UITraitCollection { super.traitCollection }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
    }

    // Hit testing and events.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { super.point(inside: point, with: event) }
    override var next: UIResponder? { super.next }
    override var canBecomeFirstResponder: Bool { super.canBecomeFirstResponder }
    override var isFirstResponder: Bool { super.isFirstResponder }
    override func becomeFirstResponder() -> Bool { super.becomeFirstResponder() }
    override var canResignFirstResponder: Bool { super.canResignFirstResponder }
    override func resignFirstResponder() -> Bool { super.resignFirstResponder() }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
    }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        super.pressesBegan(presses, with: event)
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        super.pressesEnded(presses, with: event)
    }
    override var keyCommands: [UIKeyCommand]? { super.keyCommands }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        super.canPerformAction(action, withSender: sender)
    }

    // Focus.
    override var canBecomeFocused: Bool { super.canBecomeFocused }
    override var preferredFocusEnvironments: [any UIFocusEnvironment] { super.preferredFocusEnvironments }
    override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { super.shouldUpdateFocus(in: context) }
    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        super.didUpdateFocus(in: context, with: coordinator)
    }
    override var focusGroupIdentifier: String? { didSet {} }

    // Accessibility.
    override var isAccessibilityElement: Bool { didSet {} }
    override var accessibilityLabel: String? { didSet {} }
    override var accessibilityIdentifier: String? { didSet {} }
    override var accessibilityValue: String? { didSet {} }
    override var accessibilityHint: String? { didSet {} }
    override var accessibilityTraits: UIAccessibilityTraits { didSet {} }
    override var accessibilityFrame: CGRect { didSet {} }
    override var accessibilityElements: [Any]? { didSet {} }
    override var accessibilityCustomActions: [UIAccessibilityCustomAction]? { didSet {} }
    override var accessibilityElementsHidden: Bool { didSet {} }
    override var accessibilityViewIsModal: Bool { didSet {} }
    override var shouldGroupAccessibilityChildren: Bool { didSet {} }
    override func accessibilityActivate() -> Bool { super.accessibilityActivate() }
    override func accessibilityIncrement() { super.accessibilityIncrement() }
    override func accessibilityDecrement() { super.accessibilityDecrement() }
    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        super.accessibilityScroll(direction)
    }
}
