/// Reads Interface Builder's value elements: `<rect>`, `<color>`, `<fontDescription>`.
@MainActor
struct NibValueReader {
    /// The document's `<resources><systemColor>` fallbacks.
    let systemColorResources: [String: NibElement]

    /// `<rect key="frame" x="…" y="…" width="…" height="…"/>`.
    func rect(_ element: NibElement) -> CGRect {
        CGRect(
            x: element.number("x") ?? 0, y: element.number("y") ?? 0, width: element.number("width") ?? 0,
            height: element.number("height") ?? 0)
    }

    /// `<color>` in any of IB's forms: `red`/`green`/`blue` (sRGB, or Display P3 with `colorSpace="custom"
    /// customColorSpace="displayP3"`), `white`, `systemColor="systemBackgroundColor"`, `cocoaTouchSystemColor=…`.
    /// `nil` for a name this package does not know and the document does not describe.
    func color(_ element: NibElement) -> UIColor? {
        if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            if let color = Self.namedColor(name) { return color }
            if let fallback = systemColorResources[name], fallback["systemColor"] == nil { return color(fallback) }
            return nil
        }
        let alpha = element.number("alpha") ?? 1
        if let white = element.number("white") { return UIColor(white: white, alpha: alpha) }
        if let red = element.number("red"), let green = element.number("green"), let blue = element.number("blue") {
            if element["customColorSpace"] == "displayP3" {
                return UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
            }
            return UIColor(red: red, green: green, blue: blue, alpha: alpha)
        }
        return nil
    }

    /// `<fontDescription type="system" pointSize="17"/>`, `type="boldSystem"`, `type="italicSystem"`,
    /// `type="system" weight="semibold"`, `style="UICTFontTextStyleBody"` (a text style).
    func font(_ element: NibElement) -> UIFont? {
        if let style = element["style"] {
            return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
        }
        let size = element.number("pointSize") ?? 17
        switch element["type"] {
        case "boldSystem": return .boldSystemFont(ofSize: size)
        case "italicSystem": return .italicSystemFont(ofSize: size)
        case "system":
            return .systemFont(ofSize: size, weight: element["weight"].flatMap(Self.weight) ?? .regular)
        default:
            return element["name"] != nil || element["family"] != nil ? .systemFont(ofSize: size) : nil
        }
    }

    private static func weight(_ name: String) -> UIFont.Weight? {
        switch name {
        case "ultraLight": .ultraLight
        case "thin": .thin
        case "light": .light
        case "regular": .regular
        case "medium": .medium
        case "semibold": .semibold
        case "bold": .bold
        case "heavy": .heavy
        case "black": .black
        default: nil
        }
    }

    /// UIKit's named colours by the names IB writes (`systemBackgroundColor`, `labelColor`, `darkTextColor`).
    static func namedColor(_ name: String) -> UIColor? {
        let base = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
        switch base {
        case "black": return .black
        case "darkGray": return .darkGray
        case "lightGray": return .lightGray
        case "white": return .white
        case "gray": return .gray
        case "red": return .red
        case "green": return .green
        case "blue": return .blue
        case "cyan": return .cyan
        case "yellow": return .yellow
        case "magenta": return .magenta
        case "orange": return .orange
        case "purple": return .purple
        case "brown": return .brown
        case "clear": return .clear
        case "lightText": return .lightText
        case "darkText": return .darkText
        case "systemRed": return .systemRed
        case "systemGreen": return .systemGreen
        case "systemBlue": return .systemBlue
        case "systemOrange": return .systemOrange
        case "systemYellow": return .systemYellow
        case "systemPink": return .systemPink
        case "systemPurple": return .systemPurple
        case "systemTeal": return .systemTeal
        case "systemIndigo": return .systemIndigo
        case "systemMint": return .systemMint
        case "systemCyan": return .systemCyan
        case "systemBrown": return .systemBrown
        case "systemGray": return .systemGray
        case "systemGray2": return .systemGray2
        case "systemGray3": return .systemGray3
        case "systemGray4": return .systemGray4
        case "systemGray5": return .systemGray5
        case "systemGray6": return .systemGray6
        case "label": return .label
        case "secondaryLabel": return .secondaryLabel
        case "tertiaryLabel": return .tertiaryLabel
        case "quaternaryLabel": return .quaternaryLabel
        case "link": return .link
        case "placeholderText": return .placeholderText
        case "systemBackground": return .systemBackground
        case "secondarySystemBackground": return .secondarySystemBackground
        case "tertiarySystemBackground": return .tertiarySystemBackground
        case "systemGroupedBackground": return .systemGroupedBackground
        case "secondarySystemGroupedBackground": return .secondarySystemGroupedBackground
        case "tertiarySystemGroupedBackground": return .tertiarySystemGroupedBackground
        case "systemFill": return .systemFill
        case "secondarySystemFill": return .secondarySystemFill
        case "tertiarySystemFill": return .tertiarySystemFill
        case "quaternarySystemFill": return .quaternarySystemFill
        case "separator": return .separator
        case "opaqueSeparator": return .opaqueSeparator
        case "tint": return .tintColor
        default: return nil
        }
    }
}
