/// A colour, as in UIKit: sRGB components with alpha, the standard and system colours, and conversions.
///
/// A colour is either fixed or dynamic (`init(dynamicProvider:)`, and every system colour): a dynamic colour
/// answers `resolvedColor(with:)` with the fixed colour for a trait collection, and reads its components in
/// `UITraitCollection.current`.
open class UIColor: NSObject, @unchecked Sendable {
    /// What the colour is made of.
    enum Kind {
        /// One fixed colour.
        case fixed(RGBA)
        /// A light and a dark variant (the system colours), named for `description`.
        case system(name: String, light: RGBA, dark: RGBA)
        /// A colour chosen by a closure for each trait collection.
        case provider((UITraitCollection) -> UIColor)
    }

    let kind: Kind

    init(kind: Kind) {
        self.kind = kind
        super.init()
    }

    convenience init(rgba: RGBA) { self.init(kind: .fixed(rgba)) }

    /// The components: the colour itself when fixed, resolved in `UITraitCollection.current` when dynamic.
    var rgba: RGBA { resolvedRGBA(with: UITraitCollection.current) }

    /// Whether the colour changes with the traits.
    var isDynamic: Bool {
        if case .fixed = kind { false } else { true }
    }

    /// The components for `traitCollection` (light when it leaves the style unspecified, as UIKit resolves).
    func resolvedRGBA(with traitCollection: UITraitCollection) -> RGBA {
        switch kind {
        case .fixed(let rgba): rgba
        case .system(_, let light, let dark): traitCollection.userInterfaceStyle == .dark ? dark : light
        case .provider(let provider): provider(traitCollection).resolvedRGBA(with: traitCollection)
        }
    }

    /// Creates a colour from sRGB components (0 … 1).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(rgba: RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    /// Creates a colour from Display P3 components (0 … 1), converted to sRGB for drawing (components outside
    /// sRGB's gamut are clamped to it).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(
            rgba: DisplayP3.toSRGB(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    /// Creates a grey.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a dynamic colour: `dynamicProvider` picks the colour for each trait collection it is resolved in.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(kind: .provider(dynamicProvider))
    }

    /// Creates a colour from hue, saturation and brightness (all 0 … 1).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = Double(hue - hue.rounded(.down)) * 6
        let s = Double(min(max(saturation, 0), 1))
        let v = Double(min(max(brightness, 0), 1))
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(rgba: RGBA(red: r, green: g, blue: b, alpha: Double(alpha)))
    }

    /// Creates a colour from a Core Graphics colour.
    public convenience init(cgColor: CGColor) {
        if let source = cgColor.dynamicSource {
            self.init(kind: source.kind)
        } else {
            self.init(rgba: cgColor.rgba)
        }
    }

    /// The fixed colour this colour is in `traitCollection` (the colour itself when it is not dynamic).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch kind {
        case .fixed: self
        case .system(_, let light, let dark): UIColor(rgba: traitCollection.userInterfaceStyle == .dark ? dark : light)
        case .provider(let provider): provider(traitCollection).resolvedColor(with: traitCollection)
        }
    }

    /// The Core Graphics colour. A dynamic colour's stays dynamic: layers resolve it against their view's traits
    /// when drawn (UIKit resolves it once, in `UITraitCollection.current`; see docs/Deviations.md).
    open var cgColor: CGColor { sharedCGColor ?? (isDynamic ? CGColor(dynamicSource: self) : CGColor(rgba: rgba)) }

    /// The Core Graphics colour of a standard colour, made once when the colour is (`shared(_:)`); other colours
    /// make a new one when asked. Written only before the colour is published, so reading it is safe anywhere.
    private nonisolated(unsafe) var sharedCGColor: CGColor?

    /// `color` with its Core Graphics colour made once, for the standard colours, which live as long as the
    /// program: a cell that sets `backgroundColor = .systemBlue` each time it is configured allocates nothing.
    static func shared(_ color: UIColor) -> UIColor {
        if case .fixed(let rgba) = color.kind {
            color.sharedCGColor = CGColor(rgba: rgba)
        } else {
            color.sharedCGColor = CGColor(dynamicSource: color)
        }
        return color
    }

    /// The same colour with another alpha (a dynamic colour stays dynamic).
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        func replacingAlpha(_ rgba: RGBA) -> RGBA {
            var copy = rgba
            copy.alpha = Double(alpha)
            return copy
        }
        switch kind {
        case .fixed(let rgba):
            return UIColor(rgba: replacingAlpha(rgba))
        case .system(let name, let light, let dark):
            // Named after the system colour and the alpha, so equal requests give equal colours.
            return UIColor(
                kind: .system(
                    name: "\(name).withAlphaComponent(\(alpha))", light: replacingAlpha(light),
                    dark: replacingAlpha(dark)))
        case .provider:
            return UIColor { [self] traits in resolvedColor(with: traits).withAlphaComponent(alpha) }
        }
    }

    /// Reads the sRGB components; always succeeds.
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let rgba = rgba
        red?.pointee = CGFloat(rgba.red)
        green?.pointee = CGFloat(rgba.green)
        blue?.pointee = CGFloat(rgba.blue)
        alpha?.pointee = CGFloat(rgba.alpha)
        return true
    }

    /// Reads the grey level; succeeds only for greys, as UIKit's does for colours in a grey colour space.
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let rgba = rgba
        guard rgba.red == rgba.green, rgba.green == rgba.blue else { return false }
        white?.pointee = CGFloat(rgba.red)
        alpha?.pointee = CGFloat(rgba.alpha)
        return true
    }

    /// Reads hue, saturation and brightness.
    open func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let rgba = rgba
        let maximum = max(rgba.red, rgba.green, rgba.blue)
        let minimum = min(rgba.red, rgba.green, rgba.blue)
        let delta = maximum - minimum
        var h = 0.0
        if delta > 0 {
            if maximum == rgba.red {
                h = (rgba.green - rgba.blue) / delta
            } else if maximum == rgba.green {
                h = 2 + (rgba.blue - rgba.red) / delta
            } else {
                h = 4 + (rgba.red - rgba.green) / delta
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = CGFloat(h)
        saturation?.pointee = CGFloat(maximum > 0 ? delta / maximum : 0)
        brightness?.pointee = CGFloat(maximum)
        alpha?.pointee = CGFloat(rgba.alpha)
        return true
    }

    /// Fixed colours are equal when their components are; system colours when they are the same system colour;
    /// colours from a provider only to themselves.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        switch (kind, other.kind) {
        case (.fixed(let a), .fixed(let b)): return a == b
        case (.system(let a, _, _), .system(let b, _, _)): return a == b
        default: return self === other
        }
    }

    open override var hash: Int {
        switch kind {
        case .fixed(let rgba): rgba.hashValue
        case .system(let name, _, _): name.hashValue
        case .provider: ObjectIdentifier(self).hashValue
        }
    }

    open override var description: String {
        if case .system(let name, _, _) = kind { return "UIColor.\(name)" }
        let rgba = rgba
        return "UIColor(red: \(rgba.red), green: \(rgba.green), blue: \(rgba.blue), alpha: \(rgba.alpha))"
    }
}
