/// Recognizes a quick stroke in one of the permitted directions (discrete).
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Swipe directions.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions (default `.right`).
    open var direction: Direction = .right
    /// The number of fingers (default 1).
    open var numberOfTouchesRequired = 1

    /// The distance a swipe must cover along its direction.
    static let minimumDistance: CGFloat = 50
    /// The longest a swipe may take.
    static let maximumDuration: TimeInterval = 0.5
    /// How far a swipe may stray across its direction, as a fraction of the distance along it.
    static let maximumDeviation: CGFloat = 0.5

    private var start: (time: TimeInterval, location: CGPoint)?

    /// Creates a swipe recognizer that calls `handler` when it recognizes.
    public convenience init(handler: @escaping @MainActor (UISwipeGestureRecognizer) -> Void) {
        self.init()
        addTarget { handler($0 as! UISwipeGestureRecognizer) }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > numberOfTouchesRequired { state = .failed }
        if start == nil { start = (event.timestamp, location(in: nil)) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { evaluate(event, final: false) }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { evaluate(event, final: true) }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }

    private func evaluate(_ event: UIEvent, final: Bool) {
        guard state == .possible, let start else { return }
        if event.timestamp - start.time > Self.maximumDuration {
            state = .failed
            return
        }
        let point = location(in: nil)
        let dx = point.x - start.location.x
        let dy = point.y - start.location.y
        let matched: Bool
        if abs(dx) >= abs(dy) {
            let along = dx > 0 ? Direction.right : .left
            matched =
                direction.contains(along) && abs(dx) >= Self.minimumDistance
                && abs(dy) <= abs(dx) * Self.maximumDeviation
        } else {
            let along = dy > 0 ? Direction.down : .up
            matched =
                direction.contains(along) && abs(dy) >= Self.minimumDistance
                && abs(dx) <= abs(dy) * Self.maximumDeviation
        }
        if matched {
            state = .recognized
        } else if final {
            state = .failed
        }
    }

    open override func reset() { start = nil }
}
