/// The pan that swipes a collection view's rows: it begins only on a mostly horizontal drag (a vertical one is left
/// to the scroll view), and only where its delegate finds swipe actions for the direction of the drag.
@MainActor
final class SwipeActionsPanGestureRecognizer: UIPanGestureRecognizer {
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible {
            let translation = self.translation(in: nil)
            if hypot(translation.x, translation.y) >= Self.hysteresis, abs(translation.y) >= abs(translation.x) {
                state = .failed
                return
            }
        }
        super.touchesMoved(touches, with: event)
    }

    /// Where the drag started, in `view`'s coordinates.
    func startLocation(in view: UIView?) -> CGPoint {
        let location = self.location(in: view)
        let translation = self.translation(in: view)
        return CGPoint(x: location.x - translation.x, y: location.y - translation.y)
    }
}
