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
            return "#" + [red, green, blue].map { String(format: "%02x", byte($0)) }.joined()
        }
        let a = (min(max(alpha, 0), 1) * 1000).rounded() / 1000
        return "rgba(\(byte(red)),\(byte(green)),\(byte(blue)),\(a))"
    }
}

/// A Core Graphics colour: an immutable set of sRGB components (a stand-in for `CGColor`).
public final class CGColor: Equatable, Hashable, @unchecked Sendable {
    let rgba: RGBA

    init(rgba: RGBA) { self.rgba = rgba }

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

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.rgba == rhs.rgba }
    public func hash(into hasher: inout Hasher) { hasher.combine(rgba) }
}
