/// A range of frame rates, in frames per second, for a display link or an animation: the system picks a rate within
/// `minimum...maximum`, as close to `preferred` as it can.
public struct CAFrameRateRange: Equatable, Hashable, Sendable {
    /// The lowest acceptable rate.
    public var minimum: Float
    /// The highest acceptable rate.
    public var maximum: Float
    /// The rate wanted, or `nil` to leave it to the system.
    public var preferred: Float?

    /// A range with no constraints (`.default`).
    public init() { self.init(minimum: 0, maximum: 0, preferred: nil) }

    /// A range from `minimum` to `maximum`, preferring `preferred`.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// The range that lets the system choose the rate (Core Animation's `CAFrameRateRangeDefault`, all zeros).
    public static let `default` = CAFrameRateRange()

    /// Whether the two ranges are equal (`CAFrameRateRangeIsEqualToRange`).
    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }
}
