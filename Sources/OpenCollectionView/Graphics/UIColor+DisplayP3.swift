/// Conversion from Display P3 (the P3 primaries with D65 white and the sRGB transfer curve) to sRGB.
enum DisplayP3 {
    /// sRGB components of a Display P3 colour, clamped to sRGB's gamut: decode the curve, take linear P3 to linear
    /// sRGB through CIE XYZ (the matrix below), and encode the curve again.
    static func toSRGB(red: Double, green: Double, blue: Double, alpha: Double) -> RGBA {
        let r = decode(red)
        let g = decode(green)
        let b = decode(blue)
        // Linear Display P3 → linear sRGB: sRGB's XYZ→RGB matrix times P3's RGB→XYZ matrix (both D65).
        let sr = 1.224_940_2 * r - 0.224_940_4 * g
        let sg = -0.042_056_95 * r + 1.042_057_1 * g
        let sb = -0.019_637_55 * r - 0.078_636_05 * g + 1.098_273_5 * b
        return RGBA(red: encode(sr), green: encode(sg), blue: encode(sb), alpha: alpha)
    }

    /// The sRGB curve, encoded value → linear light (IEC 61966-2-1).
    private static func decode(_ value: Double) -> Double {
        let v = min(max(value, 0), 1)
        return v <= 0.040_45 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    /// Linear light → encoded value, clamped to 0 … 1.
    private static func encode(_ value: Double) -> Double {
        let v = min(max(value, 0), 1)
        return v <= 0.003_130_8 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
    }
}
