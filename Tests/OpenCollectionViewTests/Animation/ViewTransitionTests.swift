// Host-driven: steps the headless host's virtual clock, so it does not compile against UIKit (see
// docs/Testing.md).
import OpenCollectionView
import Testing

/// `UIView.transition(with:…)` and `UIView.transition(from:to:…)`. Expected behaviour from Apple's documentation of
/// the two methods and of `UIView.AnimationOptions`: the `animations` block's changes to the container (adding and
/// removing subviews) are made at once, the transition plays over `duration`, and `completion` then gets `true`;
/// `from:to:` removes `fromView` from its superview and adds `toView` to it in its place, or with
/// `.showHideTransitionViews` hides `fromView` and shows `toView` instead. The transition options' raw values are
/// `UIViewAnimationOptionTransition…` of `UIView.h` (bits 20–23).
@MainActor
struct ViewTransitionTests {
    @Test func transitionOptionsHaveUIKitsRawValues() {
        #expect(UIView.AnimationOptions.transitionFlipFromLeft.rawValue == 1 << 20)
        #expect(UIView.AnimationOptions.transitionFlipFromRight.rawValue == 2 << 20)
        #expect(UIView.AnimationOptions.transitionCurlUp.rawValue == 3 << 20)
        #expect(UIView.AnimationOptions.transitionCurlDown.rawValue == 4 << 20)
        #expect(UIView.AnimationOptions.transitionCrossDissolve.rawValue == 5 << 20)
        #expect(UIView.AnimationOptions.transitionFlipFromTop.rawValue == 6 << 20)
        #expect(UIView.AnimationOptions.transitionFlipFromBottom.rawValue == 7 << 20)
    }

    @Test func aCrossDissolveMakesTheChangesAtOnceAndCompletesAfterTheDuration() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let host = hostedInWindow(container)
        let label = UILabel()
        var finished: Bool?
        UIView.transition(
            with: container, duration: 0.3, options: .transitionCrossDissolve,
            animations: { container.addSubview(label) }, completion: { finished = $0 })
        #expect(label.superview === container)
        #expect(container.alpha == 1)
        // The container fades in: transparent on screen at first.
        #expect((container.layer.presentation()?.opacity ?? 1) < 0.01)
        host.advance(by: 0.15)
        #expect(finished == nil)
        host.advance(by: 0.2)
        #expect(finished == true)
        #expect(container.layer.animationKeys() == nil)
        #expect(container.layer.presentation()?.opacity == 1)
    }

    @Test func propertyChangesInTheBlockAnimate() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let host = hostedInWindow(container)
        UIView.transition(
            with: container, duration: 0.4, options: [.transitionFlipFromLeft, .curveLinear],
            animations: { container.frame.origin.x = 100 })
        #expect(container.frame.minX == 100)
        host.advance(by: 0.2)
        let x = container.layer.presentation()?.frame.minX ?? 100
        #expect(x > 10 && x < 90)
        host.advance(by: 0.3)
        #expect(container.layer.animationKeys() == nil)
    }

    @Test func fromToReplacesTheViewInItsSuperview() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let host = hostedInWindow(container)
        let below = UIView()
        let from = UIView()
        let above = UIView()
        for view in [below, from, above] { container.addSubview(view) }
        let to = UIView()
        var finished: Bool?
        UIView.transition(
            from: from, to: to, duration: 0.25, options: .transitionCrossDissolve, completion: { finished = $0 })
        #expect(from.superview == nil)
        #expect(container.subviews.map(ObjectIdentifier.init) == [below, to, above].map(ObjectIdentifier.init))
        host.advance(by: 0.5)
        #expect(finished == true)
        #expect(to.layer.presentation()?.opacity == 1)
    }

    @Test func showHideTransitionViewsTogglesHiddenInstead() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let host = hostedInWindow(container)
        let from = UIView()
        let to = UIView()
        to.isHidden = true
        container.addSubview(from)
        container.addSubview(to)
        var finished: Bool?
        UIView.transition(
            from: from, to: to, duration: 0.25, options: [.transitionCrossDissolve, .showHideTransitionViews],
            completion: { finished = $0 })
        #expect(from.superview === container && to.superview === container)
        #expect(from.isHidden && !to.isHidden)
        host.advance(by: 0.5)
        #expect(finished == true)
    }

    @Test func withoutATransitionOptionNothingFadesAndItStillCompletes() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let host = hostedInWindow(container)
        var finished: Bool?
        UIView.transition(with: container, duration: 0.2, animations: nil, completion: { finished = $0 })
        #expect(container.layer.animationKeys() == nil)
        host.advance(by: 0.3)
        #expect(finished == true)
    }
}
