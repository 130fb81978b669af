/// The scrolling physics of a compositional layout section that scrolls orthogonally: its deceleration rate and
/// whether it bounces.
@preconcurrency @MainActor
open class UICollectionLayoutSectionOrthogonalScrollingProperties: NSObject {
    /// How quickly an orthogonal section slows down after a flick.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        /// Creates a rate: the velocity kept per millisecond (`automatic` is 0: the collection view's rate).
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The deceleration rate of the collection view the section scrolls in.
        public static let automatic = DecelerationRate(rawValue: 0)
        /// UIKit's normal deceleration (0.998 per millisecond).
        public static let normal = DecelerationRate(rawValue: UIScrollView.DecelerationRate.normal.rawValue)
        /// UIKit's fast deceleration (0.99 per millisecond).
        public static let fast = DecelerationRate(rawValue: UIScrollView.DecelerationRate.fast.rawValue)
    }

    /// Whether an orthogonal section bounces at its ends.
    public enum Bounce: Int, Sendable {
        /// Bounces at the content's edges.
        case automatic
        /// Always bounces, even when the content fits.
        case always
        /// Never bounces.
        case never
    }

    /// The deceleration rate (default `.automatic`).
    open var decelerationRate: DecelerationRate = .automatic
    /// The bounce behaviour (default `.automatic`).
    open var bounce: Bounce = .automatic

    /// The rate the section's scroll view decelerates at, inside a collection view decelerating at `parentRate`.
    func effectiveRate(parentRate: CGFloat) -> CGFloat {
        decelerationRate == .automatic ? parentRate : decelerationRate.rawValue
    }
}
