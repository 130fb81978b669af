import UIKit

// The overridable members of CALayer, UIWindow and NSLayoutConstraint, with the exact Swift signatures of Apple's
// frameworks. Source of the list: Apple's documentation pages for CALayer (Core Animation), UIWindow and
// NSLayoutConstraint, and the iOS SDK's QuartzCore and UIKit Swift interfaces (every member of these Objective-C
// classes is `open`).
//
// Missing here (not provided by the package, so not overridden):
// - CALayer: `init(layer:)`, `layoutSublayers()`, `display()`, `draw(in:)`, `action(forKey:)`,
//   `needsDisplay(forKey:)`, `defaultValue(forKey:)`, `preferredFrameSize()`, `hitTest(_:)`, `contains(_:)`;
//   `init()` is `required` here (a view builds its layer from `layerClass`), so a subclass writes
//   `required init()` where Core Animation code writes `override init()`.
// - UIWindow: `becomeKey()`, `resignKey()`, `sendEvent(_:)`, `windowLevel`, `canBecomeKey`, `windowScene` (public).
// - NSLayoutConstraint: `relation` and `multiplier` are `public` here (read-only in UIKit too, never overridden).

final class OverridingLayer: CALayer {
    override var bounds: CGRect { didSet {} }
    override var position: CGPoint { didSet {} }
    override var anchorPoint: CGPoint { didSet {} }
    override var transform: CATransform3D { didSet {} }
    override var zPosition: CGFloat { didSet {} }
    override var frame: CGRect { didSet {} }
    override var opacity: Float { didSet {} }
    override var isHidden: Bool { didSet {} }
    override var masksToBounds: Bool { didSet {} }
    override var backgroundColor: CGColor? { didSet {} }
    override var cornerRadius: CGFloat { didSet {} }
    override var maskedCorners: CACornerMask { didSet {} }
    override var borderWidth: CGFloat { didSet {} }
    override var borderColor: CGColor? { didSet {} }
    override var shadowColor: CGColor? { didSet {} }
    override var shadowOpacity: Float { didSet {} }
    override var shadowOffset: CGSize { didSet {} }
    override var shadowRadius: CGFloat { didSet {} }
    override func animationKeys() -> [String]? { super.animationKeys() }
    override func removeAllAnimations() { super.removeAllAnimations() }
    override func presentation() -> CALayer? { super.presentation() }
}

final class OverridingWindow: UIWindow {
    override init(frame: CGRect) { super.init(frame: frame) }
    override init(windowScene: UIWindowScene) { super.init(windowScene: windowScene) }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override var screen: UIScreen { super.screen }
    override var rootViewController: UIViewController? { didSet {} }
    override var isKeyWindow: Bool { super.isKeyWindow }
    override func makeKeyAndVisible() { super.makeKeyAndVisible() }
    override func makeKey() { super.makeKey() }
    override var next: UIResponder? { super.next }
}

final class OverridingConstraint: NSLayoutConstraint {
    override var firstItem: AnyObject? { super.firstItem }
    override var firstAttribute: NSLayoutConstraint.Attribute { super.firstAttribute }
    override var secondItem: AnyObject? { super.secondItem }
    override var secondAttribute: NSLayoutConstraint.Attribute { super.secondAttribute }
    override var firstAnchor: NSLayoutAnchor<AnyObject> { super.firstAnchor }
    override var secondAnchor: NSLayoutAnchor<AnyObject>? { super.secondAnchor }
    override var constant: CGFloat { didSet {} }
    override var priority: UILayoutPriority { didSet {} }
    override var identifier: String? { didSet {} }
    override var shouldBeArchived: Bool { didSet {} }
    override var isActive: Bool { didSet {} }
    override class func activate(_ constraints: [NSLayoutConstraint]) { super.activate(constraints) }
    override class func deactivate(_ constraints: [NSLayoutConstraint]) { super.deactivate(constraints) }
}
