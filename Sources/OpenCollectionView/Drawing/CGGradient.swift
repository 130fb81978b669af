/// A colour space. Every colour here is sRGB, so a colour space only carries its name (see docs/Deviations.md).
public final class CGColorSpace: @unchecked Sendable {
    /// The space's name (`CGColorSpace.sRGB` …).
    public let name: String?

    /// The colour space named `name` (`CGColorSpace.sRGB`, `displayP3`, `genericGrayGamma2_2` …).
    public init?(name: String) { self.name = name }

    init(named name: String) { self.name = name }

    /// The standard RGB space.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// Display P3.
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// Extended-range sRGB.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// Grey with a 2.2 gamma.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
}

/// The device RGB colour space (here sRGB).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(named: CGColorSpace.sRGB) }

/// The device grey colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(named: CGColorSpace.genericGrayGamma2_2) }

/// A gradient: colours at locations from 0 to 1, which a context draws along a line or between two circles.
public final class CGGradient: @unchecked Sendable {
    /// The colour stops, by location.
    let stops: [(location: Double, color: RGBA)]

    /// Where the stop at `index` of `count` stops sits when no locations are given: spread evenly from 0 to 1 (one
    /// stop at 0), as Core Graphics and `CAGradientLayer` place them.
    static func evenLocation(_ index: Int, of count: Int) -> Double {
        count == 1 ? 0 : Double(index) / Double(count - 1)
    }

    /// A gradient of `colors`, spread evenly or at `locations` (each 0 … 1). Core Graphics takes the colours as a
    /// `CFArray`; here they are a Swift array (see docs/Deviations.md).
    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
        guard !colors.isEmpty, locations == nil || locations!.count == colors.count else { return nil }
        let count = colors.count
        stops = colors.enumerated().map { index, color in
            let evenly = CGGradient.evenLocation(index, of: count)
            return (Double(locations?[index] ?? CGFloat(evenly)), color.rgba)
        }
    }

    /// A gradient of colours given as components (red, green, blue, alpha for each of `count` stops).
    public init?(
        colorSpace space: CGColorSpace, colorComponents components: [CGFloat], locations: [CGFloat]?, count: Int
    ) {
        guard count > 0, components.count >= count * 4 else { return nil }
        stops = (0..<count).map { index in
            let evenly = CGGradient.evenLocation(index, of: count)
            let c = components[(index * 4)..<(index * 4 + 4)].map(Double.init)
            return (Double(locations?[index] ?? CGFloat(evenly)), RGBA(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
        }
    }
}

/// Whether a gradient's end colours extend past its start and end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The start colour fills the area before the start point (or inside the start circle).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    /// The end colour fills the area past the end point (or outside the end circle).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

/// How the ends of stroked lines are drawn.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

/// How the joints of stroked lines are drawn.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}

/// What `CGContext.drawPath(using:)` paints.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// How drawing combines with what is below. Recorded; the vector output composites with normal blending (see
/// docs/Deviations.md).
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference
    case exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop
    case destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}
