extension UIImage {
    /// How an image is drawn (UIKit's `UIImage.RenderingMode`).
    public enum RenderingMode: Int, Sendable {
        /// The context decides: symbol images draw as templates, other images in their own colours.
        case automatic = 0
        /// Always in the image's own colours.
        case alwaysOriginal = 1
        /// Always as a template: the image's shape filled with the tint colour.
        case alwaysTemplate = 2
    }

    /// A copy of the image drawn with `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(
            data: data, mimeType: mimeType, size: size, scale: scale, renderingMode: renderingMode, symbol: symbol)
    }

    /// A copy of the image drawn in `color` (symbol images; other images keep their pixels, see
    /// docs/Deviations.md) with `renderingMode`, `.alwaysOriginal` by default as in UIKit, so a tint colour no
    /// longer changes it.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode = .alwaysOriginal) -> UIImage {
        guard var symbol else { return withRenderingMode(renderingMode) }
        symbol.tintColor = color
        return UIImage(symbol: symbol, renderingMode: renderingMode)
    }

    /// Whether the image is a template: `.alwaysTemplate`, or a symbol image left `.automatic`.
    var isTemplate: Bool {
        renderingMode == .alwaysTemplate || (renderingMode == .automatic && symbol != nil)
    }
}
