/// The glyphs of the system bar button items and the back chevron, drawn as vector images in the item's colour.
/// Their boxes follow the symbols UIKit draws in bars (about 22 points, the back chevron 12 × 21).
@MainActor
enum BarGlyphs {
    /// The box of a system item's glyph.
    static let size = CGSize(width: 24, height: 24)
    /// The back button's chevron box.
    static let chevronSize = CGSize(width: 13, height: 21)

    /// The back chevron, pointing to the leading edge: left, or right when `rightToLeft`.
    static func backChevron(color: UIColor, rightToLeft: Bool = false) -> UIImage {
        draw(chevronSize, color: color) {
            if rightToLeft {
                stroke(width: 3, [CGPoint(x: 2.5, y: 2), CGPoint(x: 11, y: 10.5), CGPoint(x: 2.5, y: 19)])
            } else {
                stroke(width: 3, [CGPoint(x: 10.5, y: 2), CGPoint(x: 2, y: 10.5), CGPoint(x: 10.5, y: 19)])
            }
        }
    }

    /// The glyph of `item`, or `nil` for items shown as a title or as space.
    static func image(for item: UIBarButtonItem.SystemItem, color: UIColor) -> UIImage? {
        switch item {
        case .done, .cancel, .edit, .save, .undo, .redo, .flexibleSpace, .fixedSpace: return nil
        case .add: return draw(size, color: color) { plus() }
        case .close, .stop: return draw(size, color: color) { cross() }
        case .search: return draw(size, color: color) { magnifier() }
        case .trash: return draw(size, color: color) { trash() }
        case .action, .pageCurl: return draw(size, color: color) { share() }
        case .compose: return draw(size, color: color) { compose() }
        case .refresh: return draw(size, color: color) { refresh() }
        case .reply: return draw(size, color: color) { reply() }
        case .organize: return draw(size, color: color) { folder() }
        case .bookmarks: return draw(size, color: color) { book() }
        case .camera: return draw(size, color: color) { camera() }
        case .play: return draw(size, color: color) { fill([(6, 3), (21, 12), (6, 21)]) }
        case .pause: return draw(size, color: color) { pause() }
        case .rewind:
            return draw(size, color: color) {
                fill([(12, 5), (2, 12), (12, 19)])
                fill([(22, 5), (12, 12), (22, 19)])
            }
        case .fastForward:
            return draw(size, color: color) {
                fill([(2, 5), (12, 12), (2, 19)])
                fill([(12, 5), (22, 12), (12, 19)])
            }
        }
    }

    private static func draw(_ size: CGSize, color: UIColor, _ body: () -> Void) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { _ in
            color.setStroke()
            color.setFill()
            body()
        }
    }

    private static func stroke(width: CGFloat = 2, _ points: [CGPoint], closed: Bool = false) {
        let path = UIBezierPath()
        path.lineWidth = width
        path.move(to: points[0])
        for point in points.dropFirst() { path.addLine(to: point) }
        if closed { path.close() }
        path.stroke()
    }

    private static func fill(_ points: [(CGFloat, CGFloat)]) {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: points[0].0, y: points[0].1))
        for point in points.dropFirst() { path.addLine(to: CGPoint(x: point.0, y: point.1)) }
        path.close()
        path.fill()
    }

    private static func plus() {
        stroke([CGPoint(x: 12, y: 3), CGPoint(x: 12, y: 21)])
        stroke([CGPoint(x: 3, y: 12), CGPoint(x: 21, y: 12)])
    }

    private static func cross() {
        stroke([CGPoint(x: 5, y: 5), CGPoint(x: 19, y: 19)])
        stroke([CGPoint(x: 19, y: 5), CGPoint(x: 5, y: 19)])
    }

    private static func magnifier() {
        let lens = UIBezierPath(ovalIn: CGRect(x: 3, y: 3, width: 13, height: 13))
        lens.lineWidth = 2
        lens.stroke()
        stroke([CGPoint(x: 14, y: 14), CGPoint(x: 21, y: 21)])
    }

    private static func trash() {
        stroke([CGPoint(x: 3, y: 6), CGPoint(x: 21, y: 6)])
        stroke([CGPoint(x: 9, y: 6), CGPoint(x: 9, y: 3), CGPoint(x: 15, y: 3), CGPoint(x: 15, y: 6)])
        stroke([CGPoint(x: 5, y: 6), CGPoint(x: 6.5, y: 21), CGPoint(x: 17.5, y: 21), CGPoint(x: 19, y: 6)])
    }

    private static func share() {
        stroke([
            CGPoint(x: 8, y: 10), CGPoint(x: 5, y: 10), CGPoint(x: 5, y: 22), CGPoint(x: 19, y: 22),
            CGPoint(x: 19, y: 10), CGPoint(x: 16, y: 10),
        ])
        stroke([CGPoint(x: 12, y: 2), CGPoint(x: 12, y: 15)])
        stroke([CGPoint(x: 8, y: 6), CGPoint(x: 12, y: 2), CGPoint(x: 16, y: 6)])
    }

    private static func compose() {
        stroke([
            CGPoint(x: 11, y: 4), CGPoint(x: 3, y: 4), CGPoint(x: 3, y: 21), CGPoint(x: 20, y: 21),
            CGPoint(x: 20, y: 13),
        ])
        stroke(
            [
                CGPoint(x: 9, y: 15), CGPoint(x: 10, y: 11), CGPoint(x: 19, y: 2), CGPoint(x: 22, y: 5),
                CGPoint(x: 13, y: 14),
            ], closed: true)
    }

    private static func refresh() {
        let arc = UIBezierPath()
        arc.lineWidth = 2
        arc.addArc(
            withCenter: CGPoint(x: 12, y: 13), radius: 8, startAngle: -.pi / 2, endAngle: -.pi / 6 - .pi / 2,
            clockwise: true)
        arc.stroke()
        stroke([CGPoint(x: 9, y: 2), CGPoint(x: 12, y: 5), CGPoint(x: 9, y: 8)])
    }

    private static func reply() {
        stroke([CGPoint(x: 9, y: 5), CGPoint(x: 3, y: 11), CGPoint(x: 9, y: 17)])
        let path = UIBezierPath()
        path.lineWidth = 2
        path.move(to: CGPoint(x: 3, y: 11))
        path.addQuadCurve(to: CGPoint(x: 21, y: 20), controlPoint: CGPoint(x: 19, y: 10))
        path.stroke()
    }

    private static func folder() {
        stroke(
            [
                CGPoint(x: 2, y: 5), CGPoint(x: 9, y: 5), CGPoint(x: 11, y: 7), CGPoint(x: 22, y: 7),
                CGPoint(x: 22, y: 20), CGPoint(x: 2, y: 20),
            ], closed: true)
    }

    private static func book() {
        stroke(
            [
                CGPoint(x: 12, y: 6), CGPoint(x: 3, y: 4), CGPoint(x: 3, y: 19), CGPoint(x: 12, y: 21),
                CGPoint(x: 21, y: 19), CGPoint(x: 21, y: 4),
            ], closed: true)
        stroke([CGPoint(x: 12, y: 6), CGPoint(x: 12, y: 21)])
    }

    private static func camera() {
        stroke(
            [
                CGPoint(x: 2, y: 7), CGPoint(x: 7, y: 7), CGPoint(x: 9, y: 4), CGPoint(x: 15, y: 4),
                CGPoint(x: 17, y: 7), CGPoint(x: 22, y: 7), CGPoint(x: 22, y: 20), CGPoint(x: 2, y: 20),
            ], closed: true)
        let lens = UIBezierPath(ovalIn: CGRect(x: 8, y: 9, width: 8, height: 8))
        lens.lineWidth = 2
        lens.stroke()
    }

    private static func pause() {
        UIBezierPath(rect: CGRect(x: 5, y: 4, width: 5, height: 16)).fill()
        UIBezierPath(rect: CGRect(x: 14, y: 4, width: 5, height: 16)).fill()
    }
}
