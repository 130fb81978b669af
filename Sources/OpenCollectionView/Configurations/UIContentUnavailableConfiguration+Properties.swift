extension UIContentUnavailableConfiguration {
    /// How the image, texts and buttons line up.
    public enum Alignment: Int, Sendable {
        /// Centred in the view.
        case center = 0
        /// At the leading margin, for the layout direction.
        case natural = 1
    }

    /// How the configuration's image is drawn: tint, symbol configuration, corners, maximum size.
    public nonisolated struct ImageProperties: Hashable {
        /// The symbol configuration for a symbol image (default: `largeTitle` text style at the large scale).
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration? = UIImage.SymbolConfiguration(
            textStyle: .largeTitle, scale: .large)
        /// The image's tint colour (default `secondaryLabel`); `nil` means the view's tint colour.
        public var tintColor: UIColor? = .secondaryLabel
        /// The radius of the image's corners (default 0).
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is drawn at; zero in a dimension for no limit (default zero).
        public var maximumSize = CGSize.zero
        /// Whether the image ignores smart invert (no effect here).
        public var accessibilityIgnoresInvertColors = false

        init() {}

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.preferredSymbolConfiguration == rhs.preferredSymbolConfiguration && lhs.tintColor == rhs.tintColor
                && lhs.cornerRadius == rhs.cornerRadius && lhs.maximumSize == rhs.maximumSize
                && lhs.accessibilityIgnoresInvertColors == rhs.accessibilityIgnoresInvertColors
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(tintColor)
            hasher.combine(cornerRadius)
        }
    }

    /// How the configuration's text or secondary text is drawn: font, colour, wrapping, shrinking.
    public nonisolated struct TextProperties: Hashable {
        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// A transformer applied to `color`.
        public var colorTransformer: UIConfigurationColorTransformer?
        /// How lines break and truncate (default `.byTruncatingTail`).
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        /// The maximum number of lines, 0 for no limit (default 0).
        public var numberOfLines = 0
        /// Whether the font shrinks for the text to fit the width (default `false`).
        public var adjustsFontSizeToFitWidth = false
        /// The smallest scale the font shrinks to (default 0).
        public var minimumScaleFactor: CGFloat = 0
        /// Whether characters may be drawn tighter before truncating (default `false`).
        public var allowsDefaultTighteningForTruncation = false
        /// Whether the font follows the content size category (default `true`).
        public var adjustsFontForContentSizeCategory = true

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// The colour after the transformer.
        public func resolvedColor() -> UIColor { colorTransformer?(color) ?? color }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.font == rhs.font && lhs.color == rhs.color && lhs.lineBreakMode == rhs.lineBreakMode
                && lhs.numberOfLines == rhs.numberOfLines
                && lhs.adjustsFontSizeToFitWidth == rhs.adjustsFontSizeToFitWidth
                && lhs.minimumScaleFactor == rhs.minimumScaleFactor
                && lhs.allowsDefaultTighteningForTruncation == rhs.allowsDefaultTighteningForTruncation
                && lhs.adjustsFontForContentSizeCategory == rhs.adjustsFontForContentSizeCategory
                && (lhs.colorTransformer == nil) == (rhs.colorTransformer == nil)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(font)
            hasher.combine(color)
            hasher.combine(numberOfLines)
        }
    }

    /// What a button of the configuration does: its action, its menu, its role and whether it is enabled.
    public nonisolated struct ButtonProperties {
        /// The action performed when the button is tapped.
        public var primaryAction: UIAction?
        /// A menu the button shows when tapped.
        public var menu: UIMenu?
        /// Whether the button is enabled (default `true`).
        public var isEnabled = true
        /// The part the button plays (default `.normal`).
        public var role = UIButton.Role.normal

        init() {}
    }
}
