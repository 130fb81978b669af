/// The geometry of focus movement: which candidate an arrow key moves to, and the reading order Tab follows.
///
/// An arrow key moves to the nearest candidate lying beyond the focused frame in its direction (overlapping it by
/// at most half along that axis). Candidates in the focused frame's swath — overlapping it across the axis — come
/// first, as the focus engine searches the region the focused item sweeps toward the heading before looking
/// wider; among them, and then among the rest, the score is the gap along the heading plus twice the gap across
/// it, ties broken by the offset of centres across it. In a grid this is the next cell in the row or column, past
/// an unfocusable one too; past a short last row it is that row's nearest cell.
enum FocusGeometry {
    /// The score of moving from `from` to `to` toward `heading` (lower is better), or `nil` when `to` does not lie
    /// that way.
    static func score(from: CGRect, to: CGRect, heading: UIFocusHeading) -> Score? {
        let vertical = heading == .up || heading == .down
        // Work in the heading's frame: "along" grows in the heading's direction, "across" is the other axis.
        let sign: CGFloat = heading == .down || heading == .right ? 1 : -1
        func along(_ rect: CGRect) -> (min: CGFloat, max: CGFloat) {
            let (low, high) = vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
            return sign > 0 ? (low, high) : (-high, -low)
        }
        func across(_ rect: CGRect) -> (min: CGFloat, max: CGFloat) {
            vertical ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
        }
        let a = along(from)
        let b = along(to)
        let allowedOverlap = min(a.max - a.min, b.max - b.min) / 2
        guard b.min >= a.max - allowedOverlap - 0.5, b.max > a.max else { return nil }
        let gapAlong = max(0, b.min - a.max)
        let c = across(from)
        let d = across(to)
        let gapAcross = max(0, d.min - c.max, c.min - d.max)
        let centreOffset = abs((d.min + d.max) / 2 - (c.min + c.max) / 2)
        return Score(
            outsideSwath: gapAcross > 0 ? 1 : 0, distance: Double(gapAlong + 2 * gapAcross),
            centreOffset: Double(centreOffset))
    }

    /// How far a candidate is: compared swath first, then distance, then centre offset (lower is better).
    struct Score: Comparable {
        /// 0 for candidates overlapping the focused frame across the heading, 1 for the others.
        var outsideSwath: Int
        /// The gap along the heading plus twice the gap across it.
        var distance: Double
        /// The offset of the centres across the heading.
        var centreOffset: Double

        static func < (lhs: Score, rhs: Score) -> Bool {
            (lhs.outsideSwath, lhs.distance, lhs.centreOffset) < (rhs.outsideSwath, rhs.distance, rhs.centreOffset)
        }
    }

    /// Whether `lhs` comes before `rhs` in reading order: top to bottom, then left to right, then by index.
    static func readingOrder(_ lhs: CGRect, _ rhs: CGRect, _ lhsIndex: Int, _ rhsIndex: Int) -> Bool {
        if abs(lhs.minY - rhs.minY) > 0.5 { return lhs.minY < rhs.minY }
        if abs(lhs.minX - rhs.minX) > 0.5 { return lhs.minX < rhs.minX }
        return lhsIndex < rhsIndex
    }
}
