// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

@MainActor
final class TouchLoggingView: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

@MainActor
struct GestureRecognizerTests {
    @Test func tapRecognizesAndViewStillGetsTouches() {
        let view = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var taps = 0
        view.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        let host = hostedInWindow(view, size: CGSize(width: 300, height: 300))
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(taps == 1)
        // A tap recognizes on touch-up; cancelsTouchesInView then cancels nothing already ended, as in UIKit the
        // view saw began and, because the recognizer recognized, a cancellation instead of ended.
        #expect(view.log == ["began", "cancelled"])
    }

    @Test func tapFailsWhenFingerMovesTooFar() {
        let view = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        var taps = 0
        view.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        let host = hostedInWindow(view, size: CGSize(width: 300, height: 300))
        host.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 120, y: 20), duration: 0.2)
        #expect(taps == 0)
        #expect(view.log.first == "began" && view.log.last == "ended")
    }

    @Test func singleTapWaitsForDoubleTapToFail() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var log: [String] = []
        let double = UITapGestureRecognizer { _ in log.append("double") }
        double.numberOfTapsRequired = 2
        let single = UITapGestureRecognizer { _ in log.append("single") }
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        let host = hostedInWindow(view, size: CGSize(width: 300, height: 300))
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.isEmpty)
        host.advance(by: 0.5)
        #expect(log == ["single"])
        host.tap(at: CGPoint(x: 50, y: 50))
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.5)
        #expect(log == ["single", "double"])
    }

    @Test func longPressBeginsAfterMinimumDurationAndCancelsViewTouches() {
        let view = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var states: [UIGestureRecognizer.State] = []
        view.addGestureRecognizer(UILongPressGestureRecognizer { states.append($0.state) })
        let host = hostedInWindow(view, size: CGSize(width: 300, height: 300))
        let finger = host.touchDown(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.45)
        #expect(states.isEmpty)
        host.advance(by: 0.1)
        #expect(states == [.began])
        #expect(view.log == ["began", "cancelled"])
        host.touchMove(finger, to: CGPoint(x: 60, y: 60))
        host.touchUp(finger, at: CGPoint(x: 60, y: 60))
        #expect(states == [.began, .changed, .ended])
    }

    @Test func panReportsTranslationAndVelocity() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var translations: [CGPoint] = []
        var endVelocity = CGPoint.zero
        let pan = UIPanGestureRecognizer { recognizer in
            translations.append(recognizer.translation(in: view))
            if recognizer.state == .ended { endVelocity = recognizer.velocity(in: view) }
        }
        view.addGestureRecognizer(pan)
        let host = hostedInWindow(view, size: CGSize(width: 300, height: 300))
        // 120 points in 0.2 s: 600 points per second.
        host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 170, y: 50), duration: 0.2)
        #expect(translations.last == CGPoint(x: 120, y: 0))
        #expect(abs(endVelocity.x - 600) < 1)
        #expect(endVelocity.y == 0)
    }

    @Test func delegateCanPreventRecognition() {
        final class Refusing: UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        let delegate = Refusing()
        tap.delegate = delegate
        view.addGestureRecognizer(tap)
        let host = hostedInWindow(view, size: CGSize(width: 300, height: 300))
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(taps == 0)
        #expect(tap.state == .possible)
    }

    @Test func controlSendsTouchUpInside() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        var pressed = 0
        button.addAction(UIAction { _ in pressed += 1 }, for: .touchUpInside)
        let host = hostedInWindow(button, size: CGSize(width: 300, height: 300))
        host.tap(at: CGPoint(x: 50, y: 22))
        #expect(pressed == 1)
        #expect(!button.isHighlighted)
    }
}
