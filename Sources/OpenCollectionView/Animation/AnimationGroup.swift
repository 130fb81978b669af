/// The animations one `UIView.animate` call started: shared timing, one completion.
@MainActor
final class AnimationGroup {
    let clock: AnimationClock
    let startTime: TimeInterval
    let duration: TimeInterval
    let curve: TimingCurve
    private var completion: (@MainActor (Bool) -> Void)?
    private var removedEarly = false
    private var finished = false
    private var layers: [ObjectIdentifier: (layer: CALayer, properties: [LayerProperty])] = [:]

    init(
        clock: AnimationClock, startTime: TimeInterval, duration: TimeInterval, curve: TimingCurve,
        completion: (@MainActor (Bool) -> Void)?
    ) {
        self.clock = clock
        self.startTime = startTime
        self.duration = duration
        self.curve = curve
        self.completion = completion
    }

    var endTime: TimeInterval { startTime + duration }

    /// The progress of the group's curve at `time`.
    func progress(at time: TimeInterval) -> Double {
        guard duration > 0 else { return time >= startTime ? 1 : 0 }
        return curve.progress((time - startTime) / duration)
    }

    func add(_ animation: PropertyAnimation, to layer: CALayer) {
        layer.animations[animation.property] = animation
        layers[ObjectIdentifier(layer), default: (layer, [])].properties.append(animation.property)
    }

    /// Starts the clock timer that ends the group.
    func start() {
        clock.addFrameObserver(self) { [weak self] _ in self?.frameTick() }
        clock.schedule(after: endTime - clock.now) { self.finish() }
    }

    private func frameTick() {
        for (layer, _) in layers.values { layer.delegate?.setNeedsDisplay() }
    }

    /// The end time passed: remove this group's animations from its layers and call the completion.
    func finish() {
        guard !finished else { return }
        finished = true
        clock.removeFrameObserver(self)
        for (layer, properties) in layers.values {
            for property in properties where layer.animations[property]?.group === self {
                layer.animations[property] = nil
            }
            layer.delegate?.setNeedsDisplay()
        }
        layers.removeAll()
        let completion = self.completion
        self.completion = nil
        completion?(!removedEarly)
    }

    /// One of the group's animations was removed before its end (`removeAllAnimations`).
    func animationRemoved(finished: Bool) {
        removedEarly = !finished
        finish()
    }
}

/// One property of one layer moving from a value to another under a group's timing.
@MainActor
struct PropertyAnimation {
    let property: LayerProperty
    let from: AnimatableValue
    let to: AnimatableValue
    let group: AnimationGroup

    func value(at time: TimeInterval) -> AnimatableValue {
        from.interpolated(to: to, CGFloat(group.progress(at: time)))
    }
}
