import OpenCollectionView

/// Settings-style icons for the list screens: a white glyph on a rounded square of a system colour, drawn as
/// vector images (the Gallery has no symbol images).
enum ListsIcons {
    /// A 29-point rounded square in `color` with a white circle, bar or dot pattern picked by `glyph`.
    @MainActor static func icon(_ color: UIColor, glyph: Int = 0) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 29, height: 29)).image { _ in
            color.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 29, height: 29), cornerRadius: 7).fill()
            UIColor.white.setFill()
            switch glyph % 3 {
            case 0: UIBezierPath(ovalIn: CGRect(x: 8.5, y: 8.5, width: 12, height: 12)).fill()
            case 1:
                for row in 0..<3 {
                    UIBezierPath(rect: CGRect(x: 7, y: 8 + CGFloat(row) * 5.5, width: 15, height: 2.5)).fill()
                }
            default: UIBezierPath(roundedRect: CGRect(x: 7, y: 7, width: 15, height: 15), cornerRadius: 3).fill()
            }
        }
    }

    /// A small tinted dot for sidebar rows.
    @MainActor static func dot(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 22, height: 22)).image { _ in
            color.setFill()
            UIBezierPath(ovalIn: CGRect(x: 4, y: 4, width: 14, height: 14)).fill()
        }
    }
}
