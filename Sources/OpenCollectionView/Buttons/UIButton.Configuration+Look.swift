/// The colours a configuration resolves to for a button's state, as UIKit's styles derive them: plain content
/// dims when highlighted, a background darkens; a disabled button grays out.
extension UIButton.Configuration {
    /// The foreground (title, subtitle and symbol) colour for a button in `state` whose tint colour is `tint`.
    func resolvedForegroundColor(tint: UIColor, state: UIControl.State) -> UIColor {
        let base = baseForegroundColor ?? (style == .filled ? .white : tint)
        guard automaticallyUpdateForSelection else { return base }
        if state.contains(.disabled) { return .tertiaryLabel }
        if state.contains(.highlighted), style == .plain { return base.withAlphaComponent(Self.dimmedAlpha) }
        return base
    }

    /// The background colour for a button in `state` whose tint colour is `tint`.
    func resolvedBackgroundColor(tint: UIColor, state: UIControl.State) -> UIColor {
        let base: UIColor
        switch style {
        case .plain: base = baseBackgroundColor ?? background.backgroundColor ?? .clear
        case .tinted: base = (baseBackgroundColor ?? tint).withAlphaComponent(Self.tintedBackgroundAlpha)
        case .gray: base = baseBackgroundColor ?? .tertiarySystemFill
        case .filled: base = baseBackgroundColor ?? tint
        }
        guard automaticallyUpdateForSelection, style != .plain else { return base }
        if state.contains(.disabled) { return .tertiarySystemFill }
        if state.contains(.highlighted) { return Self.darkened(base) }
        return base
    }

    /// The alpha of plain content while highlighted.
    static let dimmedAlpha: CGFloat = 0.3
    /// The alpha of a tinted button's background colour.
    static let tintedBackgroundAlpha: CGFloat = 0.15

    /// `color` with a 20% black overlay, as a highlighted button's background is darkened.
    static func darkened(_ color: UIColor) -> UIColor {
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return UIColor(red: red * 0.8, green: green * 0.8, blue: blue * 0.8, alpha: alpha)
    }
}
