/// The system accessories' glyphs, drawn as vector images: chevrons, checkmark, the delete, insert, multiselect
/// and detail circles, and the reorder grabber. Sizes follow UIKit's accessories at the default content size.
enum AccessoryGlyphs {
    static func image(size: CGSize, _ draw: () -> Void) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { _ in draw() }
    }

    /// A chevron pointing to the trailing edge (disclosure indicator), or down when `down`.
    static func chevron(color: UIColor, down: Bool = false, rightToLeft: Bool = false) -> UIImage {
        let size = down ? CGSize(width: 13, height: 8) : CGSize(width: 8, height: 13)
        return image(size: size) {
            let path = UIBezierPath()
            path.lineWidth = 2
            if down {
                path.move(to: CGPoint(x: 1.5, y: 1.5))
                path.addLine(to: CGPoint(x: 6.5, y: 6.5))
                path.addLine(to: CGPoint(x: 11.5, y: 1.5))
            } else if rightToLeft {
                path.move(to: CGPoint(x: 6.5, y: 1.5))
                path.addLine(to: CGPoint(x: 1.5, y: 6.5))
                path.addLine(to: CGPoint(x: 6.5, y: 11.5))
            } else {
                path.move(to: CGPoint(x: 1.5, y: 1.5))
                path.addLine(to: CGPoint(x: 6.5, y: 6.5))
                path.addLine(to: CGPoint(x: 1.5, y: 11.5))
            }
            color.setStroke()
            path.stroke()
        }
    }

    /// A checkmark.
    static func checkmark(color: UIColor) -> UIImage {
        image(size: CGSize(width: 16, height: 13)) {
            let path = UIBezierPath()
            path.lineWidth = 2.2
            path.move(to: CGPoint(x: 1.5, y: 7))
            path.addLine(to: CGPoint(x: 6, y: 11.5))
            path.addLine(to: CGPoint(x: 14.5, y: 1.5))
            color.setStroke()
            path.stroke()
        }
    }

    /// A filled circle with a white minus (delete) or plus (insert).
    static func circleSymbol(fill: UIColor, symbol: UIColor, plus: Bool) -> UIImage {
        image(size: CGSize(width: 22, height: 22)) {
            fill.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 22, height: 22)).fill()
            symbol.setFill()
            UIBezierPath(rect: CGRect(x: 5.5, y: 10, width: 11, height: 2)).fill()
            if plus { UIBezierPath(rect: CGRect(x: 10, y: 5.5, width: 2, height: 11)).fill() }
        }
    }

    /// An empty circle, or a filled one with a checkmark when selected (multiselect).
    static func multiselect(selected: Bool, fill: UIColor, check: UIColor) -> UIImage {
        image(size: CGSize(width: 22, height: 22)) {
            if selected {
                fill.setFill()
                UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 22, height: 22)).fill()
                let path = UIBezierPath()
                path.lineWidth = 2
                path.move(to: CGPoint(x: 6, y: 11.5))
                path.addLine(to: CGPoint(x: 9.5, y: 15))
                path.addLine(to: CGPoint(x: 16, y: 7.5))
                check.setStroke()
                path.stroke()
            } else {
                let path = UIBezierPath(ovalIn: CGRect(x: 0.75, y: 0.75, width: 20.5, height: 20.5))
                path.lineWidth = 1.5
                UIColor.systemGray3.setStroke()
                path.stroke()
            }
        }
    }

    /// Three horizontal lines (the reorder grabber).
    static func grabber(color: UIColor) -> UIImage {
        image(size: CGSize(width: 18, height: 12)) {
            color.setFill()
            for row in 0..<3 {
                UIBezierPath(rect: CGRect(x: 0, y: CGFloat(row) * 5, width: 18, height: 2)).fill()
            }
        }
    }

    /// A stroked circle with an "i" (detail).
    static func detail(color: UIColor) -> UIImage {
        image(size: CGSize(width: 22, height: 22)) {
            let circle = UIBezierPath(ovalIn: CGRect(x: 0.75, y: 0.75, width: 20.5, height: 20.5))
            circle.lineWidth = 1.5
            color.setStroke()
            circle.stroke()
            color.setFill()
            UIBezierPath(ovalIn: CGRect(x: 9.75, y: 5, width: 2.5, height: 2.5)).fill()
            UIBezierPath(rect: CGRect(x: 10, y: 9, width: 2, height: 8)).fill()
        }
    }

    /// Small chevrons pointing up and down (pop-up menu).
    static func upDownChevrons(color: UIColor) -> UIImage {
        image(size: CGSize(width: 9, height: 14)) {
            let path = UIBezierPath()
            path.lineWidth = 1.6
            path.move(to: CGPoint(x: 1, y: 5))
            path.addLine(to: CGPoint(x: 4.5, y: 1.5))
            path.addLine(to: CGPoint(x: 8, y: 5))
            path.move(to: CGPoint(x: 1, y: 9))
            path.addLine(to: CGPoint(x: 4.5, y: 12.5))
            path.addLine(to: CGPoint(x: 8, y: 9))
            color.setStroke()
            path.stroke()
        }
    }
}
