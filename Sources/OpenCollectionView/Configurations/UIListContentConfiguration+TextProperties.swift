extension UIListContentConfiguration {
    /// How the configuration's text or secondary text is drawn: font, colour, alignment, wrapping, transform.
    public nonisolated struct TextProperties: Hashable {
        /// How text is aligned in its frame.
        public enum TextAlignment: Int, Hashable, Sendable {
            /// Leading in the layout direction.
            case natural
            /// Centred.
            case center
            /// Justified (drawn as natural here).
            case justified
        }

        /// A case change applied to the text before it is drawn.
        public enum TextTransform: Int, Hashable, Sendable {
            /// The text as given.
            case none
            /// Each word capitalized.
            case capitalized
            /// All lowercase.
            case lowercase
            /// All uppercase.
            case uppercase
        }

        var baseColor: UIColor
        var stateColor: UIColor?
        private var customColor: UIColor?

        /// The font.
        public var font: UIFont
        /// The colour; until set, the system style's colour for the state.
        public var color: UIColor {
            get { customColor ?? stateColor ?? baseColor }
            set { customColor = newValue }
        }
        /// A transformer applied to `color`.
        public var colorTransformer: UIConfigurationColorTransformer?
        /// The alignment (default `.natural`).
        public var alignment = TextAlignment.natural
        /// How lines break and truncate (default `.byTruncatingTail`).
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        /// The maximum number of lines, 0 for no limit (default 0).
        public var numberOfLines = 0
        /// Whether the font shrinks for the text to fit the width (default `false`).
        public var adjustsFontSizeToFitWidth = false
        /// The smallest scale the font shrinks to.
        public var minimumScaleFactor: CGFloat = 0
        /// Whether characters may be drawn tighter before truncating (default `false`).
        public var allowsDefaultTighteningForTruncation = false
        /// Whether the font follows the content size category (default `true`).
        public var adjustsFontForContentSizeCategory = true
        /// Whether truncated text shows in full on hover (no hover here; kept for source compatibility).
        public var showsExpansionTextWhenTruncated = false
        /// A case change applied to the text.
        public var transform = TextTransform.none

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.baseColor = color
        }

        /// The colour after the transformer.
        public func resolvedColor() -> UIColor { colorTransformer?(color) ?? color }

        /// `text` with the transform applied.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .capitalized: text.capitalized
            case .lowercase: text.lowercased()
            case .uppercase: text.uppercased()
            }
        }

        var textAlignment: NSTextAlignment { alignment == .center ? .center : .natural }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.font == rhs.font && lhs.color == rhs.color && lhs.alignment == rhs.alignment
                && lhs.lineBreakMode == rhs.lineBreakMode && lhs.numberOfLines == rhs.numberOfLines
                && lhs.adjustsFontSizeToFitWidth == rhs.adjustsFontSizeToFitWidth
                && lhs.minimumScaleFactor == rhs.minimumScaleFactor && lhs.transform == rhs.transform
                && (lhs.colorTransformer == nil) == (rhs.colorTransformer == nil)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(font)
            hasher.combine(color)
            hasher.combine(numberOfLines)
            hasher.combine(transform)
        }
    }

    /// How the configuration's image is drawn: tint, corner radius, maximum and reserved sizes.
    public nonisolated struct ImageProperties: Hashable {
        /// Stands for "the system's size" in `maximumSize` and `reservedLayoutSize`.
        public static let standardDimension = -CGFloat.greatestFiniteMagnitude

        var stateTintColor: UIColor?
        private var customTintColor: UIColor??

        /// The symbol configuration a symbol image is drawn with, its values winning over the image's own (default
        /// nil); other images ignore it.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

        /// The image's tint colour; `nil` means the view's tint colour.
        public var tintColor: UIColor? {
            get { customTintColor ?? stateTintColor }
            set { customTintColor = .some(newValue) }
        }
        /// A transformer applied to the tint colour.
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// The radius of the image's corners (default 0).
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is drawn at; zero in a dimension for no limit (default zero).
        public var maximumSize = CGSize.zero
        /// The space kept for the image whatever its size, so texts line up across rows; `standardDimension` for
        /// the system's, zero for the image's own size.
        public var reservedLayoutSize = CGSize.zero
        /// Whether the image ignores smart invert (no effect here).
        public var accessibilityIgnoresInvertColors = false

        init() {}

        /// The tint colour with `tintColor` standing in for `nil`, after the transformer.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let color = self.tintColor ?? tintColor
            return tintColorTransformer?(color) ?? color
        }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.tintColor == rhs.tintColor && lhs.cornerRadius == rhs.cornerRadius
                && lhs.preferredSymbolConfiguration == rhs.preferredSymbolConfiguration
                && lhs.maximumSize == rhs.maximumSize && lhs.reservedLayoutSize == rhs.reservedLayoutSize
                && (lhs.tintColorTransformer == nil) == (rhs.tintColorTransformer == nil)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(cornerRadius)
            hasher.combine(maximumSize.width)
            hasher.combine(reservedLayoutSize.width)
            hasher.combine(reservedLayoutSize.height)
        }
    }
}
