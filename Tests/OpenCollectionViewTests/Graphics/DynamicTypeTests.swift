import Testing

#if OPENCOLLECTIONVIEW_COMPATIBILITY_TEST
    import UIKit
#else
    import OpenCollectionView
#endif

/// Dynamic Type: text styles sized per content size category by UIKit's table (Apple's Human Interface Guidelines,
/// "Typography › Specifications › iOS, iPadOS Dynamic Type sizes"), `UIFontMetrics` scaling along a style's curve,
/// and the category as a trait.
@MainActor
struct DynamicTypeTests {
    static let categories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The HIG's table, xSmall … xxxLarge then AX1 … AX5.
    static let table: [(UIFont.TextStyle, [CGFloat])] = [
        (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
        (.title1, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
        (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
        (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
        (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 50]),
        (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 48]),
        (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
        (.caption1, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
        (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]),
    ]

    @Test func preferredFontsFollowUIKitsSizeTable() {
        for (style, sizes) in Self.table {
            for (category, size) in zip(Self.categories, sizes) {
                let traits = UITraitCollection(preferredContentSizeCategory: category)
                let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
                #expect(font.pointSize == size, "\(style.rawValue) at \(category.rawValue)")
            }
        }
        // The default category is Large.
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(
            UIFont.preferredFont(
                forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .unspecified)
            ).pointSize == 17)
    }

    @Test func fontMetricsScaleAlongAStylesCurve() {
        let large = UITraitCollection(preferredContentSizeCategory: .large)
        let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        // Body grows 17 → 23 at xxxLarge, 17 → 53 at AX5: a value scales by the same ratio.
        #expect(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: xxxl) == 23)
        #expect(abs(UIFontMetrics.default.scaledValue(for: 34, compatibleWith: ax5) - 106) < 1e-9)
        #expect(UIFontMetrics.default.scaledValue(for: 10, compatibleWith: large) == 10)
        // A custom size follows the style's curve; the maximum caps it.
        let custom = UIFont.systemFont(ofSize: 20)
        let title = UIFontMetrics(forTextStyle: .title1)
        #expect(abs(title.scaledFont(for: custom, compatibleWith: ax5).pointSize - 20 * 58 / 28) < 1e-9)
        #expect(title.scaledFont(for: custom, maximumPointSize: 30, compatibleWith: ax5).pointSize == 30)
        #expect(UIFontMetrics(forTextStyle: .caption2).scaledFont(for: custom, compatibleWith: large).pointSize == 20)
    }

    @Test func categoriesOrderBySize() {
        #expect(UIContentSizeCategory.extraSmall < .large)
        #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge > .accessibilityExtraExtraLarge)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.unspecified.isAccessibilityCategory)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    }

    @Test func categoryIsATrait() {
        let xl = UITraitCollection(preferredContentSizeCategory: .extraLarge)
        #expect(xl.preferredContentSizeCategory == .extraLarge)
        #expect(UITraitCollection().preferredContentSizeCategory == .unspecified)
        let combined = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 2), xl])
        #expect(combined.displayScale == 2)
        #expect(combined.preferredContentSizeCategory == .extraLarge)
        #expect(combined.containsTraits(in: xl))
        #expect(!combined.containsTraits(in: UITraitCollection(preferredContentSizeCategory: .small)))
        #expect(xl != UITraitCollection(preferredContentSizeCategory: .small))
    }
}
