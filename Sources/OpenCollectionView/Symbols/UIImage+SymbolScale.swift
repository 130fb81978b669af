extension UIImage {
    /// The size of a symbol relative to the text it sits beside (UIKit's `UIImage.SymbolScale`).
    public enum SymbolScale: Int, Sendable {
        /// The default scale for the context (medium for images).
        case `default` = -1
        /// No scale given.
        case unspecified = 0
        case small = 1
        case medium = 2
        case large = 3

        /// How much larger than a medium symbol the symbol is drawn: the ratios of SF Symbols' small and large
        /// scales to medium (about 0.78 and 1.29, Apple's Human Interface Guidelines, "SF Symbols — Scales").
        var factor: CGFloat {
            switch self {
            case .small: 0.783
            case .large: 1.29
            case .default, .unspecified, .medium: 1
            }
        }
    }
}
