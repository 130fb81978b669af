// Temporary stand-ins until Graphics/ lands; deleted then.
struct RGBA: Hashable, Sendable {
    var red: Double, green: Double, blue: Double, alpha: Double
    var cssString: String { "rgba(\(Int(red*255)),\(Int(green*255)),\(Int(blue*255)),\(alpha))" }
}
public final class CGColor: @unchecked Sendable {
    let rgba: RGBA
    init(rgba: RGBA) { self.rgba = rgba }
}
open class UIColor: NSObject, @unchecked Sendable {
    let rgba: RGBA
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    public var cgColor: CGColor { CGColor(rgba: rgba) }
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    public static var systemBlue: UIColor { UIColor(red: 0, green: 122/255, blue: 1, alpha: 1) }
}
