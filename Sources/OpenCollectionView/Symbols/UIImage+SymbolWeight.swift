extension UIImage {
    /// The weight of a symbol's strokes, matching the system font's weights (UIKit's `UIImage.SymbolWeight`).
    public enum SymbolWeight: Int, Sendable {
        /// No weight given: the weight comes from the configuration's font or text style, else regular.
        case unspecified = 0
        case ultraLight = 1
        case thin = 2
        case light = 3
        case regular = 4
        case medium = 5
        case semibold = 6
        case bold = 7
        case heavy = 8
        case black = 9

        /// The font weight of the same name (regular for `unspecified`).
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .unspecified, .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }

        /// The symbol weight nearest to a font weight.
        init(fontWeight: UIFont.Weight) {
            let weights: [SymbolWeight] = [
                .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
            ]
            self =
                weights.min { a, b in
                    abs(a.fontWeight().rawValue - fontWeight.rawValue)
                        < abs(b.fontWeight().rawValue - fontWeight.rawValue)
                } ?? .regular
        }

        /// The stroke width on the 24-unit design grid of `SymbolGlyph`: 1.75 units at regular, from 0.7 at
        /// ultralight to 3.2 at black, so a regular symbol's lines are about as thick as the stems of regular text
        /// beside it.
        var strokeWidth: CGFloat {
            switch self {
            case .ultraLight: 0.7
            case .thin: 1
            case .light: 1.35
            case .unspecified, .regular: 1.75
            case .medium: 2
            case .semibold: 2.2
            case .bold: 2.5
            case .heavy: 2.85
            case .black: 3.2
            }
        }
    }
}
