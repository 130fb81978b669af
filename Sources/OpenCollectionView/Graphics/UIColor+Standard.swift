extension UIColor {
    private static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> UIColor {
        UIColor(rgba: RGBA(red: r / 255, green: g / 255, blue: b / 255, alpha: a))
    }

    /// Black (white 0).
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Dark grey (white 1/3).
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// Light grey (white 2/3).
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// White.
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Grey (white 0.5).
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Pure red.
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Pure green.
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Pure blue.
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Cyan.
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Yellow.
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Magenta.
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Orange (1, 0.5, 0).
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Purple (0.5, 0, 0.5).
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Brown (0.6, 0.4, 0.2).
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Fully transparent.
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // System colours: iOS light-appearance values.

    /// System red.
    public static var systemRed: UIColor { rgb(255, 59, 48) }
    /// System green.
    public static var systemGreen: UIColor { rgb(52, 199, 89) }
    /// System blue (the default tint).
    public static var systemBlue: UIColor { rgb(0, 122, 255) }
    /// System orange.
    public static var systemOrange: UIColor { rgb(255, 149, 0) }
    /// System yellow.
    public static var systemYellow: UIColor { rgb(255, 204, 0) }
    /// System pink.
    public static var systemPink: UIColor { rgb(255, 45, 85) }
    /// System purple.
    public static var systemPurple: UIColor { rgb(175, 82, 222) }
    /// System teal.
    public static var systemTeal: UIColor { rgb(48, 176, 199) }
    /// System indigo.
    public static var systemIndigo: UIColor { rgb(88, 86, 214) }
    /// System mint.
    public static var systemMint: UIColor { rgb(0, 199, 190) }
    /// System cyan.
    public static var systemCyan: UIColor { rgb(50, 173, 230) }
    /// System brown.
    public static var systemBrown: UIColor { rgb(162, 132, 94) }
    /// System grey.
    public static var systemGray: UIColor { rgb(142, 142, 147) }
    /// System grey 2.
    public static var systemGray2: UIColor { rgb(174, 174, 178) }
    /// System grey 3.
    public static var systemGray3: UIColor { rgb(199, 199, 204) }
    /// System grey 4.
    public static var systemGray4: UIColor { rgb(209, 209, 214) }
    /// System grey 5.
    public static var systemGray5: UIColor { rgb(229, 229, 234) }
    /// System grey 6.
    public static var systemGray6: UIColor { rgb(242, 242, 247) }
    /// Primary text.
    public static var label: UIColor { rgb(0, 0, 0) }
    /// Secondary text.
    public static var secondaryLabel: UIColor { rgb(60, 60, 67, 0.6) }
    /// Tertiary text.
    public static var tertiaryLabel: UIColor { rgb(60, 60, 67, 0.3) }
    /// Quaternary text.
    public static var quaternaryLabel: UIColor { rgb(60, 60, 67, 0.18) }
    /// Link text.
    public static var link: UIColor { rgb(0, 122, 255) }
    /// Placeholder text.
    public static var placeholderText: UIColor { rgb(60, 60, 67, 0.3) }
    /// The main background.
    public static var systemBackground: UIColor { rgb(255, 255, 255) }
    /// Background of grouped content.
    public static var secondarySystemBackground: UIColor { rgb(242, 242, 247) }
    /// Background of content grouped within grouped content.
    public static var tertiarySystemBackground: UIColor { rgb(255, 255, 255) }
    /// Background of a grouped table or list.
    public static var systemGroupedBackground: UIColor { rgb(242, 242, 247) }
    /// Background of cells in a grouped list.
    public static var secondarySystemGroupedBackground: UIColor { rgb(255, 255, 255) }
    /// Third-level grouped background.
    public static var tertiarySystemGroupedBackground: UIColor { rgb(242, 242, 247) }
    /// Fill for thin shapes.
    public static var systemFill: UIColor { rgb(120, 120, 128, 0.2) }
    /// Fill for medium shapes.
    public static var secondarySystemFill: UIColor { rgb(120, 120, 128, 0.16) }
    /// Fill for large shapes.
    public static var tertiarySystemFill: UIColor { rgb(118, 118, 128, 0.12) }
    /// Fill for large areas.
    public static var quaternarySystemFill: UIColor { rgb(116, 116, 128, 0.08) }
    /// Separator lines (translucent).
    public static var separator: UIColor { rgb(60, 60, 67, 0.29) }
    /// Separator lines (opaque).
    public static var opaqueSeparator: UIColor { rgb(198, 198, 200) }
    /// The default tint colour.
    public static var tintColor: UIColor { systemBlue }
}
