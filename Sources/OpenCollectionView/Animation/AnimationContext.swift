/// Collects the property changes made inside a `UIView.animate` block so they can become animations.
@MainActor
final class AnimationContext {
    /// The innermost open animation block, if any.
    private(set) static var current: AnimationContext?

    /// Whether changes may animate at all (`UIView.setAnimationsEnabled`).
    static var animationsEnabled = true

    let duration: TimeInterval
    let delay: TimeInterval
    let curve: TimingCurve
    let options: UIView.AnimationOptions
    private var changes: [(layer: CALayer, property: LayerProperty, from: AnimatableValue, to: AnimatableValue)] = []

    private init(duration: TimeInterval, delay: TimeInterval, curve: TimingCurve, options: UIView.AnimationOptions) {
        self.options = options
        self.duration = duration
        self.delay = delay
        self.curve = curve
    }

    func record(layer: CALayer, property: LayerProperty, from: AnimatableValue, to: AnimatableValue) {
        if let index = changes.firstIndex(where: { $0.layer === layer && $0.property == property }) {
            changes[index].to = to
        } else {
            changes.append((layer, property, from, to))
        }
    }

    /// Runs `changes` with property changes recorded, then starts their animations on their windows' clocks.
    static func run(
        duration: TimeInterval, delay: TimeInterval, curve: TimingCurve, options: UIView.AnimationOptions = [],
        changes body: () -> Void, completion: (@MainActor (Bool) -> Void)?
    ) {
        let context = AnimationContext(duration: duration, delay: delay, curve: curve, options: options)
        let outer = current
        current = duration > 0 && animationsEnabled ? context : nil
        body()
        current = outer
        context.commit(completion: completion)
    }

    /// Runs `changes` with property changes recorded and starts them as groups driven by `driver` (a property
    /// animator), one per window clock; returns the groups (none when nothing animatable changed).
    static func runDriven(
        by driver: any AnimationDriver, duration: TimeInterval, changes body: () -> Void
    ) -> [AnimationGroup] {
        let context = AnimationContext(duration: max(duration, 1e-9), delay: 0, curve: .linear, options: [])
        let outer = current
        current = animationsEnabled ? context : nil
        body()
        current = outer
        return context.commitDriven(by: driver)
    }

    /// Runs `body` with animations disabled.
    static func withoutAnimation(_ body: () -> Void) {
        let outer = current
        current = nil
        suppressionDepth += 1
        body()
        suppressionDepth -= 1
        current = outer
    }

    /// How many `withoutAnimation` blocks (and `CATransaction`s with actions disabled) are running.
    static var suppressionDepth = 0

    /// Whether a `UIView.animate` started now would animate (animations enabled and not suppressed).
    static var wouldAnimate: Bool { animationsEnabled && suppressionDepth == 0 }

    private func commitDriven(by driver: any AnimationDriver) -> [AnimationGroup] {
        var groups: [ObjectIdentifier: AnimationGroup] = [:]
        var order: [AnimationGroup] = []
        for change in changes {
            let clock = change.layer.delegate?.window?.clock ?? UIWindowScene.current.clock
            let group =
                groups[ObjectIdentifier(clock)]
                ?? {
                    let group = AnimationGroup(
                        clock: clock, startTime: clock.now, duration: duration, curve: curve, completion: nil)
                    group.driver = driver
                    groups[ObjectIdentifier(clock)] = group
                    order.append(group)
                    return group
                }()
            group.add(
                PropertyAnimation(property: change.property, from: change.from, to: change.to, group: group),
                to: change.layer)
        }
        for group in order { group.start() }
        return order
    }

    /// Starts the recorded changes as one group per window clock (each window scene has its own), so an animation
    /// block that touches views of several scenes animates each on its own clock; the completion runs once, when
    /// the last group ends (with `false` if any ended early). Changes of views in no window use the current
    /// scene's clock.
    private func commit(completion: (@MainActor (Bool) -> Void)?) {
        var clocks: [AnimationClock] = []
        var changesByClock: [ObjectIdentifier: [Int]] = [:]
        for (index, change) in changes.enumerated() {
            let clock = change.layer.delegate?.window?.clock ?? UIWindowScene.current.clock
            if changesByClock[ObjectIdentifier(clock)] == nil { clocks.append(clock) }
            changesByClock[ObjectIdentifier(clock), default: []].append(index)
        }
        if clocks.isEmpty { clocks.append(UIWindowScene.current.clock) }
        var pending = clocks.count
        var allFinished = true
        let join: @MainActor (Bool) -> Void = { finished in
            allFinished = allFinished && finished
            pending -= 1
            if pending == 0 { completion?(allFinished) }
        }
        for clock in clocks {
            let group = AnimationGroup(
                clock: clock, startTime: clock.now + delay, duration: duration, curve: curve,
                autoreverses: options.contains(.autoreverse), repeats: options.contains(.repeat),
                completion: completion == nil ? nil : join)
            for index in changesByClock[ObjectIdentifier(clock)] ?? [] {
                let change = changes[index]
                group.add(
                    PropertyAnimation(property: change.property, from: change.from, to: change.to, group: group),
                    to: change.layer)
            }
            group.start()
        }
    }
}
