/// A function from one colour to another that configurations apply to a colour they resolve (a background colour, a
/// text colour, an image tint).
public struct UIConfigurationColorTransformer: Sendable {
    /// The transformation.
    public let transform: @Sendable (UIColor) -> UIColor

    /// A transformer applying `transform`.
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) { self.transform = transform }

    /// Applies the transformation.
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// Turns a colour into the gray of the same luminance, alpha kept.
    public static let grayscale = UIConfigurationColorTransformer { color in
        let rgba = color.rgba
        let luminance = 0.2126 * rgba.red + 0.7152 * rgba.green + 0.0722 * rgba.blue
        return UIColor(white: CGFloat(luminance), alpha: CGFloat(rgba.alpha))
    }

    /// Replaces a colour with the tint colour (the system blue here, as no window tint reaches a value).
    public static let preferredTint = UIConfigurationColorTransformer { _ in UIColor.tintColor }

    /// Replaces a colour with the tint colour in the colour's alpha.
    public static let monochromeTint = UIConfigurationColorTransformer { color in
        UIColor.tintColor.withAlphaComponent(CGFloat(color.rgba.alpha))
    }
}
