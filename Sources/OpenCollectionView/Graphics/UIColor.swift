/// A colour, as in UIKit: sRGB components with alpha, the standard and system colours, and conversions.
open class UIColor: NSObject, @unchecked Sendable {
    let rgba: RGBA

    init(rgba: RGBA) {
        self.rgba = rgba
        super.init()
    }

    /// Creates a colour from sRGB components (0 … 1).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(rgba: RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    /// Creates a grey.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
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
    public convenience init(cgColor: CGColor) { self.init(rgba: cgColor.rgba) }

    /// The Core Graphics colour.
    open var cgColor: CGColor { CGColor(rgba: rgba) }

    /// The same colour with another alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var copy = rgba
        copy.alpha = Double(alpha)
        return UIColor(rgba: copy)
    }

    /// Reads the sRGB components; always succeeds.
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = CGFloat(rgba.red)
        green?.pointee = CGFloat(rgba.green)
        blue?.pointee = CGFloat(rgba.blue)
        alpha?.pointee = CGFloat(rgba.alpha)
        return true
    }

    /// Reads the grey level; succeeds only for greys, as UIKit's does for colours in a grey colour space.
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
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

    open override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.rgba == rgba }
    open override var hash: Int { rgba.hashValue }
    open override var description: String {
        "UIColor(red: \(rgba.red), green: \(rgba.green), blue: \(rgba.blue), alpha: \(rgba.alpha))"
    }
}
