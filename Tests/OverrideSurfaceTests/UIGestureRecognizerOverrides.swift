import UIKit

// The overridable members of UIGestureRecognizer (including the UIGestureRecognizerSubclass members a custom
// recognizer overrides) and its concrete subclasses, with UIKit's exact Swift signatures. Source of the list:
// Apple's UIKit documentation pages for UIGestureRecognizer ("Subclassing notes"), UITapGestureRecognizer,
// UIPanGestureRecognizer, UILongPressGestureRecognizer, UISwipeGestureRecognizer and
// UIScreenEdgePanGestureRecognizer, and the iOS SDK's UIKit Swift interface (`UIGestureRecognizerSubclass.h`).
//
// Missing here (not provided by the package, so not overridden):
// - `init(target:action:)`, `addTarget(_:action:)`, `removeTarget(_:action:)`: selectors (docs/Deviations.md).
// - `pressesBegan(_:with:)` and the other press phases, `shouldReceive(_:)` (UIEvent), `ignore(_:for:)` with
//   presses, `modifierFlags`, `buttonMask`, `allowedTouchTypes`, `requiresExclusiveTouchType`.
// - `require(toFail:)`, `view`: `public` here; UIKit declares them `open` but apps do not override them.

final class OverridingGestureRecognizer: UIGestureRecognizer {
    override var state: UIGestureRecognizer.State { didSet {} }
    override var isEnabled: Bool { didSet {} }
    override var cancelsTouchesInView: Bool { didSet {} }
    override var delaysTouchesBegan: Bool { didSet {} }
    override var delaysTouchesEnded: Bool { didSet {} }
    override var delegate: (any UIGestureRecognizerDelegate)? { didSet {} }
    override var name: String? { didSet {} }
    override var numberOfTouches: Int { super.numberOfTouches }
    override func location(in view: UIView?) -> CGPoint { super.location(in: view) }
    override func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        super.location(ofTouch: touchIndex, in: view)
    }
    override func ignore(_ touch: UITouch, for event: UIEvent) { super.ignore(touch, for: event) }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
    }
    override func reset() { super.reset() }
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        super.canPrevent(preventedGestureRecognizer)
    }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        super.canBePrevented(by: preventingGestureRecognizer)
    }
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        super.shouldRequireFailure(of: otherGestureRecognizer)
    }
    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        super.shouldBeRequiredToFail(by: otherGestureRecognizer)
    }
}

final class OverridingTapGestureRecognizer: UITapGestureRecognizer {
    override var numberOfTapsRequired: Int { didSet {} }
    override var numberOfTouchesRequired: Int { didSet {} }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
    }
    override func reset() { super.reset() }
}

final class OverridingPanGestureRecognizer: UIPanGestureRecognizer {
    override var minimumNumberOfTouches: Int { didSet {} }
    override var maximumNumberOfTouches: Int { didSet {} }
    override func translation(in view: UIView?) -> CGPoint { super.translation(in: view) }
    override func setTranslation(_ translation: CGPoint, in view: UIView?) {
        super.setTranslation(translation, in: view)
    }
    override func velocity(in view: UIView?) -> CGPoint { super.velocity(in: view) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
    }
    override func reset() { super.reset() }
}

final class OverridingLongPressGestureRecognizer: UILongPressGestureRecognizer {
    override var minimumPressDuration: TimeInterval { didSet {} }
    override var allowableMovement: CGFloat { didSet {} }
    override var numberOfTouchesRequired: Int { didSet {} }
    override var numberOfTapsRequired: Int { didSet {} }
    override func reset() { super.reset() }
}

final class OverridingSwipeGestureRecognizer: UISwipeGestureRecognizer {
    override var direction: UISwipeGestureRecognizer.Direction { didSet {} }
    override var numberOfTouchesRequired: Int { didSet {} }
    override func reset() { super.reset() }
}

final class OverridingScreenEdgePanGestureRecognizer: UIScreenEdgePanGestureRecognizer {
    override var edges: UIRectEdge { didSet {} }
    override func reset() { super.reset() }
}
