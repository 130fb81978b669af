// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// One column of 40-point rows as wide as the collection view, written the way real layouts are: the width is
/// cached in `prepare()`, and `invalidateLayout(with:)` drops the rows when `collectionView.bounds` has another
/// width than the cached one. It records the collection view's bounds at each step of a bounds change.
private final class WidthCachingLayout: UICollectionViewLayout {
    var steps: [String] = []
    private(set) var cachedWidth: CGFloat = 0
    private var rows: [CGRect] = []
    private var rowsAreValid = false

    private var currentBounds: CGRect { collectionView?.bounds ?? .null }

    private func text(_ rect: CGRect) -> String { "\(Int(rect.minY)) \(Int(rect.width))×\(Int(rect.height))" }

    override func prepare() {
        super.prepare()
        guard !rowsAreValid, let collectionView else { return }
        cachedWidth = collectionView.bounds.width
        rows = (0..<collectionView.numberOfItems(inSection: 0)).map {
            CGRect(x: 0, y: CGFloat($0) * 40, width: cachedWidth, height: 40)
        }
        rowsAreValid = true
    }
    override var collectionViewContentSize: CGSize { CGSize(width: cachedWidth, height: rows.last?.maxY ?? 0) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        rows.indices.filter { rows[$0].intersects(rect) }.compactMap {
            layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
        }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard rows.indices.contains(indexPath.item) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = rows[indexPath.item]
        return attributes
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        steps.append("should: bounds \(text(currentBounds)), new \(text(newBounds))")
        return true
    }
    override func invalidationContext(
        forBoundsChange newBounds: CGRect
    ) -> UICollectionViewLayoutInvalidationContext {
        steps.append("context: bounds \(text(currentBounds))")
        return super.invalidationContext(forBoundsChange: newBounds)
    }
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts
            || collectionView?.bounds.width != cachedWidth
        {
            rowsAreValid = false
        }
        steps.append("invalidate: bounds \(text(currentBounds))")
        super.invalidateLayout(with: context)
    }
}

@MainActor
struct BoundsChangeOrderTests {
    private func column(size: CGSize) -> (GridClient, WidthCachingLayout, HeadlessHost) {
        let layout = WidthCachingLayout()
        let client = GridClient(sections: [(0..<40).map { "\($0)" }], layout: layout, size: size)
        let host = hostedInWindow(client.collectionView, size: CGSize(width: 600, height: 800))
        host.layout()
        layout.steps.removeAll()
        return (client, layout, host)
    }

    // Order of a bounds change: the layout is asked `shouldInvalidateLayout(forBoundsChange:)` and
    // `invalidationContext(forBoundsChange:)` while `collectionView.bounds` is still the old one (the
    // UICollectionViewLayout documentation passes only the new bounds; Apple's AdvancedCollectionView sample
    // computes the scroll distance as newBounds − collectionView.bounds in `invalidationContextForBoundsChange:`),
    // then the bounds change, then `invalidateLayout(with:)` runs (WinObjC's UICollectionView, marked
    // interoperable with UIKit: ask, `[super setBounds:]`, invalidate), so it sees the new bounds.

    @Test func aResizeThroughTheFrameInvalidatesAfterTheBoundsChanged() {
        let (client, layout, host) = column(size: CGSize(width: 300, height: 400))
        client.collectionView.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
        #expect(
            layout.steps == [
                "should: bounds 0 300×400, new 0 200×400", "context: bounds 0 300×400",
                "invalidate: bounds 0 200×400",
            ])
        host.layout()
        // The layout saw the new width in `invalidateLayout(with:)`, dropped its rows and made them 200 wide.
        #expect(layout.cachedWidth == 200)
        #expect(client.collectionView.visibleCells.allSatisfy { $0.frame.width == 200 })
        #expect(client.collectionView.contentSize.width == 200)
    }

    @Test func aResizeThroughTheBoundsInvalidatesAfterTheBoundsChanged() {
        let (client, layout, host) = column(size: CGSize(width: 300, height: 400))
        client.collectionView.bounds = CGRect(x: 0, y: 0, width: 250, height: 400)
        #expect(
            layout.steps == [
                "should: bounds 0 300×400, new 0 250×400", "context: bounds 0 300×400",
                "invalidate: bounds 0 250×400",
            ])
        host.layout()
        #expect(layout.cachedWidth == 250)
        #expect(client.collectionView.visibleCells.allSatisfy { $0.frame.width == 250 })
    }

    @Test func aScrollInvalidatesAfterTheOffsetChanged() {
        let (client, layout, _) = column(size: CGSize(width: 300, height: 400))
        client.collectionView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(
            layout.steps == [
                "should: bounds 0 300×400, new 120 300×400", "context: bounds 0 300×400",
                "invalidate: bounds 120 300×400",
            ])
    }

    @Test func aResizeOfTheWindowInvalidatesAfterTheBoundsChanged() {
        let layout = WidthCachingLayout()
        let client = GridClient(
            sections: [(0..<40).map { "\($0)" }], layout: layout, size: CGSize(width: 400, height: 400))
        client.collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let host = hostedInWindow(client.collectionView, size: CGSize(width: 400, height: 400))
        host.layout()
        layout.steps.removeAll()
        host.resize(to: CGSize(width: 500, height: 400))
        host.layout()
        #expect(layout.steps.first == "should: bounds 0 400×400, new 0 500×400")
        #expect(layout.steps.contains("invalidate: bounds 0 500×400"))
        #expect(!layout.steps.contains("invalidate: bounds 0 400×400"))
        #expect(client.collectionView.visibleCells.allSatisfy { $0.frame.width == 500 })
    }
}
