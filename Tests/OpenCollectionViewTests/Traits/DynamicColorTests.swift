import Testing

#if OPENCOLLECTIONVIEW_COMPATIBILITY_TEST
    import UIKit
#else
    import OpenCollectionView
#endif

/// The components of `color` resolved in `style`, in 0 … 255 (alpha 0 … 1).
@MainActor
func components(of color: UIColor, in style: UIUserInterfaceStyle) -> [Double] {
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    _ = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: style))
        .getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return [
        (Double(red) * 255).rounded(), (Double(green) * 255).rounded(), (Double(blue) * 255).rounded(),
        (Double(alpha) * 100).rounded() / 100,
    ]
}

@MainActor
struct DynamicColorTests {
    @Test func dynamicProviderResolvesPerStyle() {
        let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
        #expect(components(of: color, in: .dark) == [0, 0, 0, 1])
        #expect(components(of: color, in: .light) == [255, 255, 255, 1])
        // UIKit resolves a provider with whatever traits it is given; an unspecified style takes the light branch
        // of a provider written this way.
        #expect(components(of: color, in: .unspecified) == [255, 255, 255, 1])
    }

    @Test func resolvedColorIsFixed() {
        let resolved = UIColor.systemBackground.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        // A resolved colour no longer changes with the traits (UIKit: `resolvedColor(with:)` returns a static colour).
        #expect(components(of: resolved, in: .light) == [0, 0, 0, 1])
    }

    /// Dark-appearance values of the system colours as Apple's Human Interface Guidelines publish them (Color →
    /// Specifications, iOS defaults), which UIKit's `UIColor.system…` answer in a dark trait collection.
    @Test func systemColorsHaveTheirDarkValues() {
        let expected: [(UIColor, [Double], [Double])] = [
            (.systemBackground, [255, 255, 255, 1], [0, 0, 0, 1]),
            (.secondarySystemBackground, [242, 242, 247, 1], [28, 28, 30, 1]),
            (.tertiarySystemBackground, [255, 255, 255, 1], [44, 44, 46, 1]),
            (.systemGroupedBackground, [242, 242, 247, 1], [0, 0, 0, 1]),
            (.secondarySystemGroupedBackground, [255, 255, 255, 1], [28, 28, 30, 1]),
            (.tertiarySystemGroupedBackground, [242, 242, 247, 1], [44, 44, 46, 1]),
            (.label, [0, 0, 0, 1], [255, 255, 255, 1]),
            (.secondaryLabel, [60, 60, 67, 0.6], [235, 235, 245, 0.6]),
            (.tertiaryLabel, [60, 60, 67, 0.3], [235, 235, 245, 0.3]),
            (.quaternaryLabel, [60, 60, 67, 0.18], [235, 235, 245, 0.16]),
            (.placeholderText, [60, 60, 67, 0.3], [235, 235, 245, 0.3]),
            (.link, [0, 122, 255, 1], [9, 132, 255, 1]),
            (.separator, [60, 60, 67, 0.29], [84, 84, 88, 0.6]),
            (.opaqueSeparator, [198, 198, 200, 1], [56, 56, 58, 1]),
            (.systemFill, [120, 120, 128, 0.2], [120, 120, 128, 0.36]),
            (.secondarySystemFill, [120, 120, 128, 0.16], [120, 120, 128, 0.32]),
            (.tertiarySystemFill, [118, 118, 128, 0.12], [118, 118, 128, 0.24]),
            (.quaternarySystemFill, [116, 116, 128, 0.08], [118, 118, 128, 0.18]),
            (.systemGray, [142, 142, 147, 1], [142, 142, 147, 1]),
            (.systemGray2, [174, 174, 178, 1], [99, 99, 102, 1]),
            (.systemGray3, [199, 199, 204, 1], [72, 72, 74, 1]),
            (.systemGray4, [209, 209, 214, 1], [58, 58, 60, 1]),
            (.systemGray5, [229, 229, 234, 1], [44, 44, 46, 1]),
            (.systemGray6, [242, 242, 247, 1], [28, 28, 30, 1]),
            (.systemBlue, [0, 122, 255, 1], [10, 132, 255, 1]),
            (.systemRed, [255, 59, 48, 1], [255, 69, 58, 1]),
            (.systemGreen, [52, 199, 89, 1], [48, 209, 88, 1]),
            (.systemOrange, [255, 149, 0, 1], [255, 159, 10, 1]),
            (.systemYellow, [255, 204, 0, 1], [255, 214, 10, 1]),
            (.systemPink, [255, 45, 85, 1], [255, 55, 95, 1]),
            (.systemPurple, [175, 82, 222, 1], [191, 90, 242, 1]),
            (.systemTeal, [48, 176, 199, 1], [64, 200, 224, 1]),
            (.systemIndigo, [88, 86, 214, 1], [94, 92, 230, 1]),
            (.systemMint, [0, 199, 190, 1], [99, 230, 226, 1]),
            (.systemCyan, [50, 173, 230, 1], [100, 210, 255, 1]),
            (.systemBrown, [162, 132, 94, 1], [172, 142, 104, 1]),
        ]
        for (color, light, dark) in expected {
            #expect(components(of: color, in: .light) == light, "\(color) light")
            #expect(components(of: color, in: .dark) == dark, "\(color) dark")
        }
    }

    @Test func systemColorsAreEqualToThemselves() {
        // UIKit answers the same dynamic object for each system colour, so they compare equal.
        #expect(UIColor.systemBackground == UIColor.systemBackground)
        #expect(UIColor.label != UIColor.secondaryLabel)
    }

    @Test func alphaVariantsStayDynamic() {
        let faded = UIColor.label.withAlphaComponent(0.5)
        // UIKit: `withAlphaComponent(_:)` of a dynamic colour is dynamic too, with the new alpha in every appearance.
        #expect(components(of: faded, in: .light) == [0, 0, 0, 0.5])
        #expect(components(of: faded, in: .dark) == [255, 255, 255, 0.5])
        #expect(faded == UIColor.label.withAlphaComponent(0.5))
        let custom = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }.withAlphaComponent(0.25)
        #expect(components(of: custom, in: .dark) == [255, 255, 255, 0.25])
    }

    /// CSS Color 4's worked example: sRGB red is `color(display-p3 0.9175 0.2003 0.1386)`; a Display P3 grey is
    /// the same grey in sRGB (both have the D65 white point and the sRGB curve).
    @Test func displayP3ConvertsToSRGB() {
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        _ = UIColor(displayP3Red: 0.9175, green: 0.2003, blue: 0.1386, alpha: 0.5)
            .getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(abs(red - 1) < 0.002 && abs(green) < 0.002 && abs(blue) < 0.002)
        #expect(alpha == 0.5)
        _ = UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1).getRed(
            &red, green: &green, blue: &blue, alpha: nil)
        #expect(abs(red - 0.5) < 0.001 && abs(green - 0.5) < 0.001 && abs(blue - 0.5) < 0.001)
    }

    @Test func dynamicColorReadsInTheCurrentTraits() {
        var red: CGFloat = 0
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            _ = UIColor.label.getRed(&red, green: nil, blue: nil, alpha: nil)
        }
        // UIKit: reading a dynamic colour's components resolves it in `UITraitCollection.current`.
        #expect(red == 1)
    }
}
