/// One window's touch dispatch: delivers touches to gesture recognizers first and views second, and settles which
/// recognizers may recognize (failure requirements, simultaneous recognition, prevention), as UIKit does.
@MainActor
final class GestureArbiter {
    private weak var window: UIWindow?
    /// Recognizers taking part in the current gesture, in delivery order (deepest view first).
    private(set) var participants: [UIGestureRecognizer] = []
    /// Touches currently down, by the host's pointer id.
    private var touchesByID: [Int: UITouch] = [:]
    /// Touches whose view delivery was cancelled by a recognizer.
    private var cancelledForView: Set<ObjectIdentifier> = []

    init(window: UIWindow) { self.window = window }

    // MARK: Touch delivery

    func dispatchTouch(id: Int, phase: UITouch.Phase, location: CGPoint, timestamp: TimeInterval) {
        guard let window else { return }
        let touch: UITouch
        if phase == .began {
            if let stale = touchesByID[id] {
                dispatchTouch(id: id, phase: .cancelled, location: stale.locationInWindow, timestamp: timestamp)
            }
            touch = UITouch()
            touch.window = window
            touch.locationInWindow = location
            touch.previousLocationInWindow = location
            touch.view = window.hitTest(location, with: nil)
            touch.gestureRecognizers = recognizers(for: touch)
            touchesByID[id] = touch
            for recognizer in touch.gestureRecognizers ?? [] where !participants.contains(where: { $0 === recognizer })
            {
                participants.append(recognizer)
                recognizer.arbiter = self
            }
        } else {
            guard let existing = touchesByID[id] else { return }
            touch = existing
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = location
        }
        touch.phase = phase
        touch.timestamp = timestamp

        let event = UIEvent()
        event.timestamp = timestamp
        event.touches = Set(touchesByID.values)
        let touches: Set<UITouch> = [touch]

        for recognizer in touch.gestureRecognizers ?? [] where recognizer.isEnabled && recognizer.view != nil {
            guard [.possible, .began, .changed].contains(recognizer.state), recognizer.pendingState == nil else {
                continue
            }
            recognizer.lastLocation = location
            switch phase {
            case .began:
                recognizer.trackedTouches.append(touch)
                recognizer.touchesBegan(touches, with: event)
            case .moved, .stationary:
                recognizer.touchesMoved(touches, with: event)
            case .ended:
                recognizer.touchesEnded(touches, with: event)
                recognizer.trackedTouches.removeAll { $0 === touch }
            case .cancelled:
                recognizer.touchesCancelled(touches, with: event)
                recognizer.trackedTouches.removeAll { $0 === touch }
            }
        }

        if let view = touch.view, !cancelledForView.contains(ObjectIdentifier(touch)) {
            switch phase {
            case .began: view.touchesBegan(touches, with: event)
            case .moved, .stationary: view.touchesMoved(touches, with: event)
            case .ended: view.touchesEnded(touches, with: event)
            case .cancelled: view.touchesCancelled(touches, with: event)
            }
        }

        if phase == .ended || phase == .cancelled {
            touchesByID[id] = nil
            cancelledForView.remove(ObjectIdentifier(touch))
        }
        resetIfFinished()
    }

    /// The enabled recognizers of the touched view and its ancestors that accept the touch, deepest first.
    private func recognizers(for touch: UITouch) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var current = touch.view
        while let view = current {
            for recognizer in view.gestureRecognizerStorage where recognizer.isEnabled {
                if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true {
                    result.append(recognizer)
                }
            }
            current = view.superview
        }
        return result
    }

    // MARK: State arbitration

    /// A recognizer asks for a new state; this decides whether it gets it now, later, or fails.
    func recognizer(_ recognizer: UIGestureRecognizer, requests newState: UIGestureRecognizer.State) {
        let recognizing = recognizer.state == .possible && (newState == .began || newState == .ended)
        guard recognizing else {
            recognizer.applyState(newState)
            if newState == .failed { resolvePending() }
            resetIfFinished()
            return
        }
        if !(recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true) {
            recognizer.applyState(.failed)
            resolvePending()
            return
        }
        let requirements = failureRequirements(of: recognizer)
        if requirements.contains(where: { $0.state.isRecognizing }) {
            recognizer.applyState(.failed)
            resolvePending()
            return
        }
        if requirements.contains(where: { $0.state == .possible }) {
            recognizer.pendingState = newState
            return
        }
        recognize(recognizer, newState)
    }

    private func recognize(_ recognizer: UIGestureRecognizer, _ newState: UIGestureRecognizer.State) {
        for other in participants where other !== recognizer && other.state == .possible {
            if !canRecognizeTogether(recognizer, other), recognizer.canPrevent(other),
                other.canBePrevented(by: recognizer)
            {
                other.pendingState = nil
                other.applyState(.failed)
            }
        }
        if recognizer.cancelsTouchesInView { cancelViewTouches(of: recognizer) }
        recognizer.applyState(newState)
        resolvePending()
        resetIfFinished()
    }

    private func canRecognizeTogether(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    private func failureRequirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result = recognizer.failureRequirements.compactMap(\.recognizer)
        for other in participants where other !== recognizer && !result.contains(where: { $0 === other }) {
            let required =
                recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
                || (recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) ?? false)
                || (other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) ?? false)
            if required { result.append(other) }
        }
        return result.filter { requirement in participants.contains { $0 === requirement } }
    }

    /// Lets waiting recognizers go ahead (all their requirements failed) or fail (one recognized).
    private func resolvePending() {
        for waiting in participants {
            guard let pending = waiting.pendingState else { continue }
            let requirements = failureRequirements(of: waiting)
            if requirements.contains(where: { $0.state.isRecognizing }) {
                waiting.pendingState = nil
                waiting.applyState(.failed)
            } else if !requirements.contains(where: { $0.state == .possible }) {
                waiting.pendingState = nil
                recognize(waiting, pending)
                return
            }
        }
    }

    private func cancelViewTouches(of recognizer: UIGestureRecognizer) {
        for touch in recognizer.trackedTouches where !cancelledForView.contains(ObjectIdentifier(touch)) {
            cancelledForView.insert(ObjectIdentifier(touch))
            let event = UIEvent()
            event.timestamp = touch.timestamp
            event.touches = Set(touchesByID.values)
            let previousPhase = touch.phase
            touch.phase = .cancelled
            touch.view?.touchesCancelled([touch], with: event)
            touch.phase = previousPhase
        }
    }

    /// When no touch is down and every participant has finished, resets them all for the next gesture.
    private func resetIfFinished() {
        guard touchesByID.isEmpty else { return }
        let finished = participants.allSatisfy {
            [.ended, .cancelled, .failed].contains($0.state) && $0.pendingState == nil
        }
        guard finished else { return }
        let done = participants
        participants.removeAll()
        for recognizer in done {
            recognizer.arbiter = nil
            recognizer.resetAfterGesture()
        }
    }

    /// A recognizer finished on its own (for example a timer fired); tidy up.
    func recognizerFinishedOutsideTouches() {
        resolvePending()
        resetIfFinished()
    }
}

extension UIGestureRecognizer.State {
    /// Whether the recognizer has recognized (or is recognizing) its gesture.
    var isRecognizing: Bool { self == .began || self == .changed || self == .ended }
}
