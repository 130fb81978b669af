extension UIColor {
    // Each standard colour is one shared instance, as UIKit's class properties return: a property read (a bar's
    // appearance made transparent in every layout pass, say) allocates nothing.
    private static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> RGBA {
        RGBA(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    private static func system(_ name: String, light: RGBA, dark: RGBA) -> UIColor {
        shared(UIColor(kind: .system(name: name, light: light, dark: dark)))
    }

    /// Black (white 0).
    public static var black: UIColor { blackStorage }
    private static let blackStorage = shared(UIColor(white: 0, alpha: 1))
    /// Dark grey (white 1/3).
    public static var darkGray: UIColor { darkGrayStorage }
    private static let darkGrayStorage = shared(UIColor(white: 1.0 / 3.0, alpha: 1))
    /// Light grey (white 2/3).
    public static var lightGray: UIColor { lightGrayStorage }
    private static let lightGrayStorage = shared(UIColor(white: 2.0 / 3.0, alpha: 1))
    /// White.
    public static var white: UIColor { whiteStorage }
    private static let whiteStorage = shared(UIColor(white: 1, alpha: 1))
    /// Grey (white 0.5).
    public static var gray: UIColor { grayStorage }
    private static let grayStorage = shared(UIColor(white: 0.5, alpha: 1))
    /// Pure red.
    public static var red: UIColor { redStorage }
    private static let redStorage = shared(UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    /// Pure green.
    public static var green: UIColor { greenStorage }
    private static let greenStorage = shared(UIColor(red: 0, green: 1, blue: 0, alpha: 1))
    /// Pure blue.
    public static var blue: UIColor { blueStorage }
    private static let blueStorage = shared(UIColor(red: 0, green: 0, blue: 1, alpha: 1))
    /// Cyan.
    public static var cyan: UIColor { cyanStorage }
    private static let cyanStorage = shared(UIColor(red: 0, green: 1, blue: 1, alpha: 1))
    /// Yellow.
    public static var yellow: UIColor { yellowStorage }
    private static let yellowStorage = shared(UIColor(red: 1, green: 1, blue: 0, alpha: 1))
    /// Magenta.
    public static var magenta: UIColor { magentaStorage }
    private static let magentaStorage = shared(UIColor(red: 1, green: 0, blue: 1, alpha: 1))
    /// Orange (1, 0.5, 0).
    public static var orange: UIColor { orangeStorage }
    private static let orangeStorage = shared(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
    /// Purple (0.5, 0, 0.5).
    public static var purple: UIColor { purpleStorage }
    private static let purpleStorage = shared(UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1))
    /// Brown (0.6, 0.4, 0.2).
    public static var brown: UIColor { brownStorage }
    private static let brownStorage = shared(UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1))
    /// Fully transparent.
    public static var clear: UIColor { clearStorage }
    private static let clearStorage = shared(UIColor(white: 0, alpha: 0))
    /// Text on dark backgrounds (white at 60 %), the same in both appearances.
    public static var lightText: UIColor { lightTextStorage }
    private static let lightTextStorage = shared(UIColor(white: 1, alpha: 0.6))
    /// Text on light backgrounds (black), the same in both appearances.
    public static var darkText: UIColor { darkTextStorage }
    private static let darkTextStorage = shared(UIColor(white: 0, alpha: 1))

    // System colours: each has a light and a dark variant, resolved against the traits they are drawn in. The
    // values are iOS's default (not increased-contrast) ones as Apple's Human Interface Guidelines publish them
    // (developer.apple.com/design/human-interface-guidelines/color, "Specifications": system colours, iOS system
    // grays, and the dynamic background, label, fill and separator colours), as UIKit answers them on iOS 15–17.
    /// System red.
    public static var systemRed: UIColor { systemRedStorage }
    private static let systemRedStorage = system("systemRed", light: rgb(255, 59, 48), dark: rgb(255, 69, 58))
    /// System green.
    public static var systemGreen: UIColor { systemGreenStorage }
    private static let systemGreenStorage = system("systemGreen", light: rgb(52, 199, 89), dark: rgb(48, 209, 88))
    /// System blue (the default tint).
    public static var systemBlue: UIColor { systemBlueStorage }
    private static let systemBlueStorage = system("systemBlue", light: rgb(0, 122, 255), dark: rgb(10, 132, 255))
    /// System orange.
    public static var systemOrange: UIColor { systemOrangeStorage }
    private static let systemOrangeStorage = system("systemOrange", light: rgb(255, 149, 0), dark: rgb(255, 159, 10))
    /// System yellow.
    public static var systemYellow: UIColor { systemYellowStorage }
    private static let systemYellowStorage = system("systemYellow", light: rgb(255, 204, 0), dark: rgb(255, 214, 10))
    /// System pink.
    public static var systemPink: UIColor { systemPinkStorage }
    private static let systemPinkStorage = system("systemPink", light: rgb(255, 45, 85), dark: rgb(255, 55, 95))
    /// System purple.
    public static var systemPurple: UIColor { systemPurpleStorage }
    private static let systemPurpleStorage = system("systemPurple", light: rgb(175, 82, 222), dark: rgb(191, 90, 242))
    /// System teal.
    public static var systemTeal: UIColor { systemTealStorage }
    private static let systemTealStorage = system("systemTeal", light: rgb(48, 176, 199), dark: rgb(64, 200, 224))
    /// System indigo.
    public static var systemIndigo: UIColor { systemIndigoStorage }
    private static let systemIndigoStorage = system("systemIndigo", light: rgb(88, 86, 214), dark: rgb(94, 92, 230))
    /// System mint.
    public static var systemMint: UIColor { systemMintStorage }
    private static let systemMintStorage = system("systemMint", light: rgb(0, 199, 190), dark: rgb(99, 230, 226))
    /// System cyan.
    public static var systemCyan: UIColor { systemCyanStorage }
    private static let systemCyanStorage = system("systemCyan", light: rgb(50, 173, 230), dark: rgb(100, 210, 255))
    /// System brown.
    public static var systemBrown: UIColor { systemBrownStorage }
    private static let systemBrownStorage = system("systemBrown", light: rgb(162, 132, 94), dark: rgb(172, 142, 104))
    /// System grey.
    public static var systemGray: UIColor { systemGrayStorage }
    private static let systemGrayStorage = system("systemGray", light: rgb(142, 142, 147), dark: rgb(142, 142, 147))
    /// System grey 2.
    public static var systemGray2: UIColor { systemGray2Storage }
    private static let systemGray2Storage = system("systemGray2", light: rgb(174, 174, 178), dark: rgb(99, 99, 102))
    /// System grey 3.
    public static var systemGray3: UIColor { systemGray3Storage }
    private static let systemGray3Storage = system("systemGray3", light: rgb(199, 199, 204), dark: rgb(72, 72, 74))
    /// System grey 4.
    public static var systemGray4: UIColor { systemGray4Storage }
    private static let systemGray4Storage = system("systemGray4", light: rgb(209, 209, 214), dark: rgb(58, 58, 60))
    /// System grey 5.
    public static var systemGray5: UIColor { systemGray5Storage }
    private static let systemGray5Storage = system("systemGray5", light: rgb(229, 229, 234), dark: rgb(44, 44, 46))
    /// System grey 6.
    public static var systemGray6: UIColor { systemGray6Storage }
    private static let systemGray6Storage = system("systemGray6", light: rgb(242, 242, 247), dark: rgb(28, 28, 30))
    /// Primary text.
    public static var label: UIColor { labelStorage }
    private static let labelStorage = system("label", light: rgb(0, 0, 0), dark: rgb(255, 255, 255))
    /// Secondary text.
    public static var secondaryLabel: UIColor { secondaryLabelStorage }
    private static let secondaryLabelStorage = system(
        "secondaryLabel", light: rgb(60, 60, 67, 0.6), dark: rgb(235, 235, 245, 0.6))
    /// Tertiary text.
    public static var tertiaryLabel: UIColor { tertiaryLabelStorage }
    private static let tertiaryLabelStorage = system(
        "tertiaryLabel", light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
    /// Quaternary text.
    public static var quaternaryLabel: UIColor { quaternaryLabelStorage }
    private static let quaternaryLabelStorage = system(
        "quaternaryLabel", light: rgb(60, 60, 67, 0.18), dark: rgb(235, 235, 245, 0.16))
    /// Link text.
    public static var link: UIColor { linkStorage }
    private static let linkStorage = system("link", light: rgb(0, 122, 255), dark: rgb(9, 132, 255))
    /// Placeholder text.
    public static var placeholderText: UIColor { placeholderTextStorage }
    private static let placeholderTextStorage = system(
        "placeholderText", light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
    /// The main background.
    public static var systemBackground: UIColor { systemBackgroundStorage }
    private static let systemBackgroundStorage = system(
        "systemBackground", light: rgb(255, 255, 255), dark: rgb(0, 0, 0))
    /// Background of content layered on the main background.
    public static var secondarySystemBackground: UIColor { secondarySystemBackgroundStorage }
    private static let secondarySystemBackgroundStorage = system(
        "secondarySystemBackground", light: rgb(242, 242, 247), dark: rgb(28, 28, 30))
    /// Background of content layered on secondary backgrounds.
    public static var tertiarySystemBackground: UIColor { tertiarySystemBackgroundStorage }
    private static let tertiarySystemBackgroundStorage = system(
        "tertiarySystemBackground", light: rgb(255, 255, 255), dark: rgb(44, 44, 46))
    /// Background of a grouped table or list.
    public static var systemGroupedBackground: UIColor { systemGroupedBackgroundStorage }
    private static let systemGroupedBackgroundStorage = system(
        "systemGroupedBackground", light: rgb(242, 242, 247), dark: rgb(0, 0, 0))
    /// Background of cells in a grouped list.
    public static var secondarySystemGroupedBackground: UIColor { secondarySystemGroupedBackgroundStorage }
    private static let secondarySystemGroupedBackgroundStorage = system(
        "secondarySystemGroupedBackground", light: rgb(255, 255, 255), dark: rgb(28, 28, 30))
    /// Background of content inside grouped cells.
    public static var tertiarySystemGroupedBackground: UIColor { tertiarySystemGroupedBackgroundStorage }
    private static let tertiarySystemGroupedBackgroundStorage = system(
        "tertiarySystemGroupedBackground", light: rgb(242, 242, 247), dark: rgb(44, 44, 46))
    /// Fill for thin and small shapes.
    public static var systemFill: UIColor { systemFillStorage }
    private static let systemFillStorage = system(
        "systemFill", light: rgb(120, 120, 128, 0.2), dark: rgb(120, 120, 128, 0.36))
    /// Fill for medium shapes.
    public static var secondarySystemFill: UIColor { secondarySystemFillStorage }
    private static let secondarySystemFillStorage = system(
        "secondarySystemFill", light: rgb(120, 120, 128, 0.16), dark: rgb(120, 120, 128, 0.32))
    /// Fill for large shapes.
    public static var tertiarySystemFill: UIColor { tertiarySystemFillStorage }
    private static let tertiarySystemFillStorage = system(
        "tertiarySystemFill", light: rgb(118, 118, 128, 0.12), dark: rgb(118, 118, 128, 0.24))
    /// Fill for large areas with complex content.
    public static var quaternarySystemFill: UIColor { quaternarySystemFillStorage }
    private static let quaternarySystemFillStorage = system(
        "quaternarySystemFill", light: rgb(116, 116, 128, 0.08), dark: rgb(118, 118, 128, 0.18))
    /// Separator lines (translucent, so the content behind shows).
    public static var separator: UIColor { separatorStorage }
    private static let separatorStorage = system("separator", light: rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6))
    /// Separator lines (opaque).
    public static var opaqueSeparator: UIColor { opaqueSeparatorStorage }
    private static let opaqueSeparatorStorage = system(
        "opaqueSeparator", light: rgb(198, 198, 200), dark: rgb(56, 56, 58))
    /// The default tint colour.
    public static var tintColor: UIColor { systemBlue }
}
