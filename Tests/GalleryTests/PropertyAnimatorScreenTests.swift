import OpenCollectionView
import Testing

@testable import Gallery

/// The Gallery's interruptible-animation screen, used as a person would: dragging the card scrubs the animation
/// under the finger (UIKit's interactive-animation pattern: pause, set `fractionComplete`, then
/// `continueAnimation(withTimingParameters:durationFactor:)`), letting go finishes it, and the buttons play and
/// reverse it.
@MainActor
struct PropertyAnimatorScreenTests {
    private func card(_ host: HeadlessHost) -> UIView { host.view("animator-card")! }
    private func status(_ host: HeadlessHost) -> String { (host.view("animator-status") as? UILabel)?.text ?? "" }
    /// The card's centre on screen (its presentation), in window coordinates.
    private func shownCentre(_ host: HeadlessHost) -> CGPoint {
        let card = card(host)
        return card.superview!.convert(card.layer.presentation()!.position, to: nil)
    }

    @Test func draggingTheCardScrubsTheAnimationAndLettingGoFinishesIt() throws {
        let host = HeadlessHost.gallery("animator", size: phone)
        let start = try #require(host.centre(of: "animator-card"))
        let finger = host.touchDown(at: start)
        // Half the 210-point travel: the animation is paused halfway, the card under the finger.
        host.slide(finger, from: start, to: CGPoint(x: start.x + 105, y: start.y))
        #expect(status(host).hasPrefix("paused · 4") || status(host).hasPrefix("paused · 5"))
        #expect(abs(shownCentre(host).x - (start.x + 105)) < 15)
        host.advance(by: 0.5)
        #expect(abs(shownCentre(host).x - (start.x + 105)) < 15, "paused: it stays under the finger")
        host.touchUp(finger, at: CGPoint(x: start.x + 105, y: start.y))
        host.advance(by: 1.5)
        #expect(abs(shownCentre(host).x - (start.x + 210)) < 1)
        #expect(card(host).layer.animationKeys() == nil)
        #expect(status(host) == "inactive · 0 %")
        #expect(host.scene.feedbackEvents == [.impact(.light, intensity: 1)], "the card lands with a light tap")
    }

    @Test func playThenReverseBringsTheCardBack() throws {
        let host = HeadlessHost.gallery("animator", size: laptop)
        let start = try #require(host.centre(of: "animator-card"))
        host.tap(at: try #require(host.centre(of: "animator-play")))
        host.advance(by: 0.3)
        #expect(status(host).hasPrefix("running"))
        #expect(shownCentre(host).x > start.x + 20)
        host.tap(at: try #require(host.centre(of: "animator-reverse")))
        host.advance(by: 1.5)
        #expect(abs(shownCentre(host).x - start.x) < 1)
        #expect(abs(card(host).center.x - card(host).superview!.convert(start, from: nil).x) < 1)
    }

    @Test func theSliderScrubsTheAnimation() throws {
        let host = HeadlessHost.gallery("animator", size: phone)
        let start = try #require(host.centre(of: "animator-card"))
        let slider = try #require(host.view("animator-slider") as? UISlider)
        slider.value = 0.5
        slider.sendActions(for: .valueChanged)
        host.advance(by: 0.1)
        #expect(status(host) == "paused · 50 %")
        // Scrubbing is linear (`scrubsLinearly`): half the travel.
        #expect(abs(shownCentre(host).x - (start.x + 105)) < 1)
    }
}
