import Testing

#if OPENCOLLECTIONVIEW_COMPATIBILITY_TEST
    import UIKit
#else
    import OpenCollectionView
#endif

/// Where the flow layout puts an item that is alone on its line. UIKit's rule, as observed:
/// - a line holding one item is centred, the section's last line included. Sources: "UICollectionViewFlowLayout が
///   予期せぬ配置してたので深堀りしてみた" (anz blog, 2018-04-04, Xcode 9.2): a full-width first cell, then half-width
///   cells, leaves the fourth cell centred on the last line instead of in the first column; the Stack Overflow
///   question "Left Align Cells in UICollectionView" (answers note that line-detection by `x == sectionInset.left`
///   fails "when a line consists of only one item", because that item is centred); Digipolitan
///   collection-view-left-align-flow-layout PR #2 ("when there's only one cell in a collection view it's aligned to
///   center").
/// - the last line of a grid of equal sizes keeps the grid's columns, so a lone item there sits in the first column
///   (the "left-aligned" case of the ja.stackoverflow question of 2018-11-22 on UICollectionView alignment: three
///   half-width cells with no spacing put the third at the left edge; steipete's rdar://20825965 on the last row
///   changing as soon as one size differs).
@MainActor
struct FlowLayoutLoneItemTests {
    private func minXs(_ sizes: [CGSize], width: CGFloat, spacing: CGFloat) -> [CGFloat] {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = spacing
        layout.minimumLineSpacing = spacing
        let size = CGSize(width: width, height: 600)
        let client = SizedGridClient(sizes: sizes, layout: layout, size: size)
        let host = hostedInWindow(client.collectionView, size: size)
        host.layout()
        return frames(client.collectionView).map(\.minX)
    }

    /// The anz blog layout: 320 wide, a 320-pt cell, then three 160-pt cells with no spacing. The fourth is alone on
    /// the last line and centred at (320 − 160) / 2.
    @Test func aLoneItemOnTheLastLineOfVariedSizesIsCentred() {
        let sizes = [CGSize(width: 320, height: 100)] + Array(repeating: CGSize(width: 160, height: 100), count: 3)
        #expect(minXs(sizes, width: 320, spacing: 0) == [0, 0, 160, 80])
    }

    /// Three equal 160-pt cells with no spacing in 320 points: a two-column grid whose last line keeps its columns.
    @Test func aLoneItemOnTheLastLineOfAGridSitsInTheFirstColumn() {
        let sizes = Array(repeating: CGSize(width: 160, height: 100), count: 3)
        #expect(minXs(sizes, width: 320, spacing: 0) == [0, 160, 0])
    }

    /// Items too wide for two on a line: each line holds one, centred, whether the sizes are all equal or one of
    /// them differs by a point, so a 1-point change moves the item by half a point, not to the edge.
    @Test func aOnePointSizeChangeDoesNotMoveALoneItemToTheEdge() {
        let equal = Array(repeating: CGSize(width: 200, height: 100), count: 3)
        #expect(minXs(equal, width: 320, spacing: 10) == [60, 60, 60])
        let lastWider = equal.dropLast() + [CGSize(width: 201, height: 100)]
        #expect(minXs(Array(lastWider), width: 320, spacing: 10) == [60, 60, 59.5])
        let firstWider = [CGSize(width: 201, height: 100)] + equal.dropFirst()
        #expect(minXs(firstWider, width: 320, spacing: 10) == [59.5, 60, 60])
    }
}
