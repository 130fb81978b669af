/// A screen's coordinate spaces. As in UIKit, the screen is its own current coordinate space (its bounds are the
/// screen's); the fixed space is the device's portrait-up frame of reference. Screens here do not rotate, so both
/// convert alike, and the fixed space's bounds are the screen's (see `docs/Deviations.md`).
extension UIScreen: UICoordinateSpace {
    /// The screen's current coordinate space: the screen itself, whose bounds follow the interface orientation.
    public var coordinateSpace: any UICoordinateSpace { self }

    /// The screen's fixed coordinate space, whose bounds are the screen's in the portrait-up orientation.
    public var fixedCoordinateSpace: any UICoordinateSpace { fixedSpace }

    /// Converts a point from screen coordinates to `coordinateSpace`.
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        CoordinateSpaceConversion.convert(point, from: self, to: coordinateSpace)
    }

    /// Converts a point from `coordinateSpace` to screen coordinates.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        CoordinateSpaceConversion.convert(point, from: coordinateSpace, to: self)
    }

    /// Converts a rectangle from screen coordinates to `coordinateSpace`.
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        CoordinateSpaceConversion.convert(rect, from: self, to: coordinateSpace)
    }

    /// Converts a rectangle from `coordinateSpace` to screen coordinates.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        CoordinateSpaceConversion.convert(rect, from: coordinateSpace, to: self)
    }
}

/// A screen's fixed coordinate space (`UIScreen.fixedCoordinateSpace`).
@MainActor
final class FixedScreenCoordinateSpace: NSObject, UICoordinateSpace {
    private unowned let screen: UIScreen

    init(screen: UIScreen) { self.screen = screen }

    /// The screen's bounds (screens here keep one orientation).
    var bounds: CGRect { screen.bounds }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        CoordinateSpaceConversion.convert(point, from: self, to: coordinateSpace)
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        CoordinateSpaceConversion.convert(point, from: coordinateSpace, to: self)
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        CoordinateSpaceConversion.convert(rect, from: self, to: coordinateSpace)
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        CoordinateSpaceConversion.convert(rect, from: coordinateSpace, to: self)
    }
}
