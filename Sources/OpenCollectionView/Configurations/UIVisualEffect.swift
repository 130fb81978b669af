/// A visual effect a view or background shows (a blur). Hosts here draw no blur: an effect is drawn as the flat
/// tint of its material (see `docs/Deviations.md`).
open class UIVisualEffect: NSObject, @unchecked Sendable {
    /// The flat colour the effect is drawn as.
    var flatTint: UIColor { UIColor(white: 0.97, alpha: 0.8) }
}

/// A blur of what is behind a view, in one of the system materials.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The material of a blur.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
        case systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
        case systemChromeMaterialDark
    }

    /// The blur's material.
    public let style: Style

    /// A blur in `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    override var flatTint: UIColor {
        switch style {
        case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
            .systemThickMaterialDark, .systemChromeMaterialDark:
            UIColor(white: 0.11, alpha: 0.82)
        case .extraLight: UIColor(white: 0.97, alpha: 0.9)
        case .systemUltraThinMaterialLight: UIColor(white: 0.97, alpha: 0.45)
        case .systemThinMaterialLight: UIColor(white: 0.97, alpha: 0.65)
        case .systemThickMaterialLight: UIColor(white: 0.97, alpha: 0.9)
        case .systemChromeMaterialLight: UIColor(white: 0.97, alpha: 0.85)
        case .light, .systemMaterialLight: UIColor(white: 0.97, alpha: 0.8)
        case .systemUltraThinMaterial: AdaptiveMaterialTint.ultraThin
        case .systemThinMaterial: AdaptiveMaterialTint.thin
        case .systemThickMaterial, .prominent: AdaptiveMaterialTint.thick
        case .systemChromeMaterial: AdaptiveMaterialTint.chrome
        case .regular, .systemMaterial: AdaptiveMaterialTint.regular
        }
    }
}

/// The flat tints of the materials that follow the appearance: a light grey in light mode, the dark materials'
/// near-black in dark mode, each at its material's opacity.
private enum AdaptiveMaterialTint {
    static let ultraThin = tint(alpha: 0.45)
    static let thin = tint(alpha: 0.65)
    static let thick = tint(alpha: 0.9)
    static let chrome = tint(alpha: 0.85)
    static let regular = tint(alpha: 0.8)

    static func tint(alpha: CGFloat) -> UIColor {
        UIColor { traits in UIColor(white: traits.userInterfaceStyle == .dark ? 0.11 : 0.97, alpha: alpha) }
    }
}
