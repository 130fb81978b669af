/// UIKit's Dynamic Type size table: the point size of each text style in each content size category, from Apple's
/// Human Interface Guidelines ("Typography › Specifications › iOS, iPadOS Dynamic Type sizes"), xSmall through
/// xxxLarge and the accessibility sizes AX1–AX5. Weights do not change with the category.
enum DynamicTypeSizes {
    /// The sizes of one style, in the order of `UIContentSizeCategory.ordered`.
    private static func row(_ style: UIFont.TextStyle) -> [CGFloat] {
        switch style {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 48]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 50]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
        default: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]  // body, and styles UIKit does not know
        }
    }

    /// The point size of `style` in `category` (`.large` for an unspecified category).
    static func pointSize(of style: UIFont.TextStyle, in category: UIContentSizeCategory) -> CGFloat {
        row(style)[category.resolved.rank]
    }
}

/// Where a Dynamic Type font came from, so that it can be sized again for another content size category: the
/// text style whose curve it follows, its size at the default category (`.large`) and an optional maximum.
struct DynamicTypeSource: Hashable, Sendable {
    var style: UIFont.TextStyle
    var sizeAtLarge: CGFloat
    var maximumPointSize: CGFloat?

    /// The point size in `category`: the size at `.large` scaled by the style's curve, capped by the maximum.
    func pointSize(in category: UIContentSizeCategory) -> CGFloat {
        let base = DynamicTypeSizes.pointSize(of: style, in: .large)
        let size = sizeAtLarge * DynamicTypeSizes.pointSize(of: style, in: category) / base
        guard let maximumPointSize, maximumPointSize > 0 else { return size }
        return min(size, maximumPointSize)
    }
}
