// Core Graphics and Core Foundation functions UIKit code calls that Foundation on Linux does not provide.

#if !canImport(Darwin)
    extension CGPoint {
        /// Whether the two points are equal (Core Graphics' `CGPointEqualToPoint`).
        public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
    }

    extension CGSize {
        /// Whether the two sizes are equal (Core Graphics' `CGSizeEqualToSize`).
        public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
    }

    extension CGRect {
        /// Whether the two rectangles have equal origins and sizes after standardizing (`CGRectEqualToRect`).
        public func equalTo(_ rect2: CGRect) -> Bool { standardized == rect2.standardized }
    }

    /// Seconds, as Core Foundation counts absolute time.
    public typealias CFAbsoluteTime = TimeInterval

    /// The current absolute time: seconds since 1 January 2001, 00:00:00 GMT (Core Foundation's reference date).
    public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime { Date().timeIntervalSinceReferenceDate }
#endif
