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
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight: UIColor(white: 0.97, alpha: 0.45)
        case .systemThinMaterial, .systemThinMaterialLight: UIColor(white: 0.97, alpha: 0.65)
        case .systemThickMaterial, .systemThickMaterialLight, .prominent: UIColor(white: 0.97, alpha: 0.9)
        case .systemChromeMaterial, .systemChromeMaterialLight: UIColor(white: 0.97, alpha: 0.85)
        default: UIColor(white: 0.97, alpha: 0.8)
        }
    }
}
