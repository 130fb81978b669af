/// Colour components in sRGB, 0 … 1, as the renderer hands them to hosts.
struct RGBA: Hashable, Sendable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    /// The colour as CSS: `#rrggbb` when opaque, `rgba(r,g,b,a)` otherwise.
    var cssString: String {
        func byte(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        if alpha >= 1 {
            // Two lowercase hex digits a channel, written directly (`String(format:)` costs more than the rest of
            // a render node's capture).
            let digits = Array("0123456789abcdef".utf8)
            var utf8: [UInt8] = [UInt8(ascii: "#")]
            utf8.reserveCapacity(7)
            for channel in [red, green, blue] {
                let value = byte(channel)
                utf8.append(digits[value >> 4])
                utf8.append(digits[value & 15])
            }
            return String(decoding: utf8, as: UTF8.self)
        }
        let a = (min(max(alpha, 0), 1) * 1000).rounded() / 1000
        return "rgba(\(byte(red)),\(byte(green)),\(byte(blue)),\(a))"
    }
}

/// A Core Graphics colour: an immutable set of sRGB components (a stand-in for `CGColor`).
public final class CGColor: Equatable, Hashable, @unchecked Sendable {
    private let fixedRGBA: RGBA
    /// The dynamic colour this one was made from (`UIColor.cgColor` of a system or provider colour), resolved
    /// against the drawing view's traits; `nil` for a fixed colour.
    let dynamicSource: UIColor?

    /// The components (a dynamic colour's in `UITraitCollection.current`).
    var rgba: RGBA { dynamicSource?.rgba ?? fixedRGBA }

    init(rgba: RGBA) {
        fixedRGBA = rgba
        dynamicSource = nil
    }

    init(dynamicSource: UIColor) {
        fixedRGBA = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
        self.dynamicSource = dynamicSource
    }

    /// Creates a colour from sRGB components.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(rgba: RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    /// The red, green, blue and alpha components.
    public var components: [CGFloat]? { [rgba.red, rgba.green, rgba.blue, rgba.alpha].map { CGFloat($0) } }
    /// The number of components (4).
    public var numberOfComponents: Int { 4 }
    /// The alpha component.
    public var alpha: CGFloat { CGFloat(rgba.alpha) }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        if lhs.dynamicSource == nil, rhs.dynamicSource == nil { return lhs.fixedRGBA == rhs.fixedRGBA }
        return lhs.dynamicSource == rhs.dynamicSource
    }

    public func hash(into hasher: inout Hasher) {
        if let dynamicSource { hasher.combine(dynamicSource) } else { hasher.combine(fixedRGBA) }
    }
}
