extension UIImage {
    /// How a symbol image is drawn: its size (a point size, a font or a text style), weight, scale and colours
    /// (UIKit's `UIImage.SymbolConfiguration`). Every value may be left unspecified; `applying(_:)` merges two
    /// configurations, the other one's specified values winning.
    public final class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        /// Where the point size comes from: one of a point size, a font and a text style, the last given winning.
        enum SizeSource: Equatable {
            case unspecified
            case pointSize(CGFloat)
            case font(UIFont)
            case textStyle(UIFont.TextStyle)
        }

        /// How the symbol's layers are coloured.
        enum Colors: Equatable {
            /// One colour (the tint colour) for every layer.
            case monochrome
            /// One colour, fainter on the secondary and tertiary layers.
            case hierarchical(UIColor)
            /// A colour for each layer, the last repeating.
            case palette([UIColor])
        }

        let sizeSource: SizeSource
        let weight: SymbolWeight
        let scale: SymbolScale
        let colors: Colors?

        init(sizeSource: SizeSource, weight: SymbolWeight, scale: SymbolScale, colors: Colors?) {
            self.sizeSource = sizeSource
            self.weight = weight
            self.scale = scale
            self.colors = colors
            super.init()
        }

        /// A configuration that specifies nothing.
        public static let unspecified = SymbolConfiguration(
            sizeSource: .unspecified, weight: .unspecified, scale: .unspecified, colors: nil)

        /// A configuration with a point size (the size of the text the symbol sits beside).
        public convenience init(pointSize: CGFloat) {
            self.init(sizeSource: .pointSize(pointSize), weight: .unspecified, scale: .unspecified, colors: nil)
        }

        /// A configuration with a point size and a weight.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(sizeSource: .pointSize(pointSize), weight: weight, scale: .unspecified, colors: nil)
        }

        /// A configuration with a point size, a weight and a scale.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(sizeSource: .pointSize(pointSize), weight: weight, scale: scale, colors: nil)
        }

        /// A configuration with a weight.
        public convenience init(weight: SymbolWeight) {
            self.init(sizeSource: .unspecified, weight: weight, scale: .unspecified, colors: nil)
        }

        /// A configuration with a scale.
        public convenience init(scale: SymbolScale) {
            self.init(sizeSource: .unspecified, weight: .unspecified, scale: scale, colors: nil)
        }

        /// A configuration matching a Dynamic Type text style (its size at the current content size category and
        /// its weight).
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(sizeSource: .textStyle(textStyle), weight: .unspecified, scale: .unspecified, colors: nil)
        }

        /// A configuration matching a text style, at a scale.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(sizeSource: .textStyle(textStyle), weight: .unspecified, scale: scale, colors: nil)
        }

        /// A configuration matching a font's size and weight.
        public convenience init(font: UIFont) {
            self.init(sizeSource: .font(font), weight: .unspecified, scale: .unspecified, colors: nil)
        }

        /// A configuration matching a font, at a scale.
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(sizeSource: .font(font), weight: .unspecified, scale: scale, colors: nil)
        }

        /// A hierarchical configuration: every layer in `hierarchicalColor`, secondary and tertiary layers fainter.
        public convenience init(hierarchicalColor: UIColor) {
            self.init(
                sizeSource: .unspecified, weight: .unspecified, scale: .unspecified,
                colors: .hierarchical(hierarchicalColor))
        }

        /// A palette configuration: the primary layer in the first colour, the secondary in the second, the
        /// tertiary in the third (the last colour given fills the layers beyond it).
        public convenience init(paletteColors: [UIColor]) {
            self.init(
                sizeSource: .unspecified, weight: .unspecified, scale: .unspecified, colors: .palette(paletteColors))
        }

        /// A configuration with this one's values, overridden by those `otherConfiguration` specifies.
        public func applying(_ otherConfiguration: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other = otherConfiguration else { return self }
            return SymbolConfiguration(
                sizeSource: other.sizeSource == .unspecified ? sizeSource : other.sizeSource,
                weight: other.weight == .unspecified ? weight : other.weight,
                scale: other.scale == .unspecified ? scale : other.scale,
                colors: other.colors ?? colors)
        }

        public override func applying(_ otherConfiguration: UIImage.Configuration?) -> UIImage.Configuration {
            guard let other = otherConfiguration as? SymbolConfiguration else {
                return super.applying(otherConfiguration)
            }
            return applying(other)
        }

        /// The same configuration without its point size, font, text style and weight.
        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            SymbolConfiguration(sizeSource: .unspecified, weight: .unspecified, scale: scale, colors: colors)
        }

        /// The same configuration without its scale.
        public func configurationWithoutScale() -> SymbolConfiguration {
            SymbolConfiguration(sizeSource: sizeSource, weight: weight, scale: .unspecified, colors: colors)
        }

        /// Whether `configuration` specifies the same values.
        public func isEqual(to configuration: SymbolConfiguration?) -> Bool { isEqual(configuration) }

        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? SymbolConfiguration else { return false }
            return sizeSource == other.sizeSource && weight == other.weight && scale == other.scale
                && colors == other.colors
        }

        public override var hash: Int {
            var hasher = Hasher()
            hasher.combine(weight)
            hasher.combine(scale)
            return hasher.finalize()
        }

        /// The point size drawn: the one given, the font's, or the text style's at the current content size
        /// category; 17 (body text at the default size) when none is given.
        var resolvedPointSize: CGFloat {
            switch sizeSource {
            case .unspecified: 17
            case .pointSize(let size): size > 0 ? size : 17
            case .font(let font): font.pointSize
            case .textStyle(let style): UIFont.preferredFont(forTextStyle: style).pointSize
            }
        }

        /// The weight drawn: the one given, else the font's or text style's, else regular.
        var resolvedWeight: SymbolWeight {
            if weight != .unspecified { return weight }
            switch sizeSource {
            case .font(let font): return SymbolWeight(fontWeight: font.weight)
            case .textStyle(let style): return SymbolWeight(fontWeight: style.defaults.weight)
            case .unspecified, .pointSize: return .regular
            }
        }

        /// The scale drawn (medium unless small or large is given).
        var resolvedScale: SymbolScale { scale == .small || scale == .large ? scale : .medium }
    }
}
