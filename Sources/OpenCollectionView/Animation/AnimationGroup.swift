/// The animations one `UIView.animate` call started: shared timing, one completion.
@MainActor
final class AnimationGroup {
    private(set) var clock: AnimationClock
    private(set) var startTime: TimeInterval
    let duration: TimeInterval
    let curve: TimingCurve
    /// Whether the animation runs forward then backward (`.autoreverse`).
    let autoreverses: Bool
    /// Whether the animation repeats until removed (`.repeat`).
    let repeats: Bool
    private var completion: (@MainActor (Bool) -> Void)?
    /// Tells the `CATransaction`s open when the group started that it has ended.
    private var transactionEnded: (@MainActor () -> Void)?
    private var removedEarly = false
    private var finished = false
    private var layers: [ObjectIdentifier: (layer: CALayer, properties: [LayerProperty])] = [:]
    private var endTimer: ClockTimer?
    /// What drives a property animator's group: its progress comes from the animator (paused, scrubbed, reversed),
    /// which also ends it; `nil` for `UIView.animate`'s groups, which follow the clock.
    weak var driver: (any AnimationDriver)?

    init(
        clock: AnimationClock, startTime: TimeInterval, duration: TimeInterval, curve: TimingCurve,
        autoreverses: Bool = false, repeats: Bool = false, completion: (@MainActor (Bool) -> Void)?
    ) {
        self.autoreverses = autoreverses
        self.repeats = repeats
        self.clock = clock
        self.startTime = startTime
        self.duration = duration
        self.curve = curve
        self.completion = completion
    }

    /// When the group ends: after one pass, or two with `.autoreverse`; never while it repeats.
    var endTime: TimeInterval { startTime + duration * (autoreverses ? 2 : 1) }

    /// The progress of the group's curve at `time`: forward passes, backward ones with `.autoreverse`, and the
    /// pattern again and again with `.repeat`.
    func progress(at time: TimeInterval) -> Double {
        if let driver { return driver.progress(of: self, at: time) }
        guard duration > 0 else { return time >= startTime ? 1 : 0 }
        var fraction = max(0, (time - startTime) / duration)
        let period = autoreverses ? 2.0 : 1.0
        if repeats {
            fraction = fraction.truncatingRemainder(dividingBy: period)
        } else {
            fraction = min(fraction, period)
        }
        if autoreverses && fraction > 1 { fraction = 2 - fraction }
        return curve.progress(fraction)
    }

    func add(_ animation: PropertyAnimation, to layer: CALayer) {
        layer.animations[animation.property] = animation
        layers[ObjectIdentifier(layer), default: (layer, [])].properties.append(animation.property)
    }

    /// Starts the clock timer that ends the group (a driven group is ended by its driver).
    func start() {
        transactionEnded = CATransaction.animationStarted()
        clock.addFrameObserver(self) { [weak self] _ in self?.frameTick() }
        guard !repeats, driver == nil else { return }
        endTimer = clock.schedule(after: endTime - clock.now) { self.finish() }
    }

    /// Whether the group redraws its layers on every frame: a paused property animator's groups do not, so a
    /// paused animation keeps no clock ticking, and redraw when scrubbed (`redraw()`).
    func setTicking(_ ticking: Bool) {
        guard !finished else { return }
        if ticking {
            clock.addFrameObserver(self) { [weak self] _ in self?.frameTick() }
        } else {
            clock.removeFrameObserver(self)
        }
    }

    /// Draws the group's layers again (its driver moved its progress).
    func redraw() { frameTick() }

    /// Each layer and property the group animates, with the animation (for a driver that ends it at a position).
    var animations: [(layer: CALayer, animation: PropertyAnimation)] {
        var result: [(CALayer, PropertyAnimation)] = []
        for (layer, properties) in layers.values {
            for property in properties {
                if let animation = layer.animations[property], animation.group === self {
                    result.append((layer, animation))
                }
            }
        }
        return result
    }

    /// Moves the group to `newClock`, keeping how far it has run: its views joined a window animated by another
    /// clock (a view animated outside any window, then shown in a host's window, finishes on the host's clock).
    func move(to newClock: AnimationClock) {
        guard !finished, newClock !== clock else { return }
        let elapsed = clock.now - startTime
        clock.removeFrameObserver(self)
        endTimer?.invalidate()
        clock = newClock
        startTime = newClock.now - elapsed
        start()
    }

    private func frameTick() {
        for (layer, _) in layers.values { layer.delegate?.setNeedsRender() }
    }

    /// The end time passed: remove this group's animations from its layers and call the completion.
    func finish() {
        guard !finished else { return }
        finished = true
        clock.removeFrameObserver(self)
        endTimer?.invalidate()
        endTimer = nil
        for (layer, properties) in layers.values {
            for property in properties where layer.animations[property]?.group === self {
                layer.animations[property] = nil
            }
            layer.delegate?.setNeedsRender()
        }
        layers.removeAll()
        let completion = self.completion
        self.completion = nil
        completion?(!removedEarly)
        let transactionEnded = self.transactionEnded
        self.transactionEnded = nil
        transactionEnded?()
    }

    /// One of the group's animations was removed before its end (`removeAllAnimations`).
    func animationRemoved(finished: Bool) {
        removedEarly = !finished
        finish()
    }
}

extension CALayer {
    /// Moves the layer's running animations to `clock` (the clock of the window it joined), keeping their progress.
    func moveAnimations(to clock: AnimationClock) {
        for animation in animations.values { animation.group.move(to: clock) }
    }
}

/// What drives a group's progress in place of the clock: a property animator.
@MainActor
protocol AnimationDriver: AnyObject {
    /// The progress (0 at the start, 1 at the end) of `group` at `time`.
    func progress(of group: AnimationGroup, at time: TimeInterval) -> Double
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
