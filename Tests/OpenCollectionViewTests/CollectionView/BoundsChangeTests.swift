// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// A flow layout that records what it was asked about bounds changes.
private final class RecordingFlowLayout: UICollectionViewFlowLayout {
    var boundsChangeQuestions: [(old: CGRect, new: CGRect)] = []
    var animatedBoundsChanges: [CGRect] = []
    var finalizedBoundsChanges = 0

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        boundsChangeQuestions.append((collectionView?.bounds ?? .null, newBounds))
        return super.shouldInvalidateLayout(forBoundsChange: newBounds)
    }
    override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        super.prepare(forAnimatedBoundsChange: oldBounds)
        animatedBoundsChanges.append(oldBounds)
    }
    override func finalizeAnimatedBoundsChange() {
        super.finalizeAnimatedBoundsChange()
        finalizedBoundsChanges += 1
    }
}

/// A custom layout written as UIKit's documentation suggests: one column of 50-point rows as wide as the
/// collection view, invalidated only when `newBounds` has another width than the current bounds.
private final class ColumnLayout: UICollectionViewLayout {
    var widthChangeAnswers = 0
    var prepares = 0
    private var width: CGFloat = 0
    private var count = 0

    override func prepare() {
        super.prepare()
        prepares += 1
        width = collectionView?.bounds.width ?? 0
        count = collectionView?.numberOfItems(inSection: 0) ?? 0
    }
    override var collectionViewContentSize: CGSize { CGSize(width: width, height: CGFloat(count) * 50) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            .filter { $0.frame.intersects(rect) }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 50, width: width, height: 50)
        return attributes
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        let changed = newBounds.width != collectionView?.bounds.width
        if changed { widthChangeAnswers += 1 }
        return changed
    }
}

@MainActor
struct BoundsChangeTests {
    /// A collection view filling a window of `size`, resizing with it.
    private func grid(_ layout: UICollectionViewLayout, items: Int, size: CGSize) -> (GridClient, HeadlessHost) {
        let client = GridClient(
            sections: [(0..<items).map { "\($0)" }], layout: layout, size: size)
        client.collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let host = hostedInWindow(client.collectionView, size: size)
        host.layout()
        return (client, host)
    }

    private func xPositionsOfFirstRow(_ collectionView: UICollectionView) -> [CGFloat] {
        let frames = (0..<collectionView.numberOfItems(inSection: 0)).compactMap {
            collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
        }
        return frames.filter { $0.minY == 0 }.map(\.minX)
    }

    @Test func aFlowGridReflowsItsColumnsWhenTheWidthChanges() {
        // 50-point items with a 10-point minimum spacing. UIKit's flow layout puts as many items on a line as fit
        // with the minimum spacing and spreads the leftover space evenly between them (UICollectionViewFlowLayout
        // documentation, "minimumInteritemSpacing": the actual spacing may be larger). 330 wide: 5 per line,
        // (330 − 250) / 4 = 20 apart; 800 wide: 13 per line, (800 − 650) / 12 = 12.5 apart; 220 wide: 3 per line,
        // (220 − 150) / 2 = 35 apart.
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let (client, host) = grid(layout, items: 40, size: CGSize(width: 330, height: 600))
        let collectionView = client.collectionView
        #expect(xPositionsOfFirstRow(collectionView) == [0, 70, 140, 210, 280])

        host.resize(to: CGSize(width: 800, height: 600))
        host.layout()
        #expect(collectionView.bounds.width == 800)
        #expect(xPositionsOfFirstRow(collectionView) == (0..<13).map { CGFloat($0) * 62.5 })
        let onScreen = collectionView.visibleCells.map(\.frame.maxX).max() ?? 0
        #expect(onScreen == 800)

        host.resize(to: CGSize(width: 220, height: 600))
        host.layout()
        #expect(xPositionsOfFirstRow(collectionView) == [0, 85, 170])
        #expect(collectionView.visibleCells.allSatisfy { $0.frame.maxX <= 220 })
        // 40 items, 3 per line: 14 lines of 50 with 13 gaps of 10.
        #expect(collectionView.contentSize == CGSize(width: 220, height: 14 * 50 + 13 * 10))
    }

    @Test func theLayoutSeesTheNewBoundsWhileTheCollectionViewStillHasTheOldOnes() throws {
        let layout = RecordingFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let (_, host) = grid(layout, items: 10, size: CGSize(width: 330, height: 600))
        layout.boundsChangeQuestions.removeAll()
        host.resize(to: CGSize(width: 500, height: 600))
        let question = try #require(layout.boundsChangeQuestions.first)
        #expect(question.old.width == 330)
        #expect(question.new.width == 500)
    }

    @Test func aCustomLayoutComparingNewBoundsWithTheOldIsAskedOncePerWidthChange() {
        let layout = ColumnLayout()
        let (client, host) = grid(layout, items: 30, size: CGSize(width: 300, height: 400))
        let preparesBefore = layout.prepares
        for width: CGFloat in [320, 500, 500, 260] {
            host.resize(to: CGSize(width: width, height: 400))
            host.layout()
        }
        // Three distinct width changes (the repeated 500 is no change); scrolling does not count.
        client.collectionView.contentOffset = CGPoint(x: 0, y: 120)
        host.layout()
        #expect(layout.widthChangeAnswers == 3)
        #expect(layout.prepares == preparesBefore + 3)
        #expect(client.collectionView.visibleCells.allSatisfy { $0.frame.width == 260 })
    }

    @Test func visibleCellsKeepTheirItemsAcrossAResize() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let (client, host) = grid(layout, items: 20, size: CGSize(width: 330, height: 600))
        let cell = try #require(client.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
        client.log.removeAll()
        host.resize(to: CGSize(width: 400, height: 600))
        host.layout()
        // A bounds change re-lays out without reloading: the same cell shows item 3, no cell was asked for again.
        #expect(client.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) === cell)
        #expect(!client.log.contains { $0.hasPrefix("cellForItemAt") })
    }

    @Test func theContentOffsetStaysInRangeWhenTheContentShrinksUnderIt() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        let (client, host) = grid(layout, items: 30, size: CGSize(width: 100, height: 500))
        let collectionView = client.collectionView
        collectionView.contentOffset = CGPoint(x: 0, y: 2500)
        host.layout()
        host.resize(to: CGSize(width: 300, height: 500))
        host.layout()
        // 30 items, 3 per line: content 1000 tall, so the largest offset at rest is 1000 − 500.
        #expect(collectionView.contentSize.height == 1000)
        #expect(collectionView.contentOffset.y == 500)
        #expect(!collectionView.visibleCells.isEmpty)
    }

    @Test func aResizeInsideAnAnimationBlockIsAnAnimatedBoundsChange() {
        let layout = RecordingFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let (client, host) = grid(layout, items: 10, size: CGSize(width: 330, height: 600))
        UIView.animate(withDuration: 0.3) {
            client.collectionView.frame.size.width = 400
            client.collectionView.layoutIfNeeded()
        }
        #expect(layout.animatedBoundsChanges == [CGRect(x: 0, y: 0, width: 330, height: 600)])
        #expect(layout.finalizedBoundsChanges == 1)
        host.advance(by: 0.5)
        #expect(layout.finalizedBoundsChanges == 1)
    }

    @Test func viewControllersAreToldAboutTheNewSizeBeforeTheirViewsLayOut() {
        let controller = TransitionRecordingController()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 390, height: 844))
        host.layout()
        controller.events.removeAll()
        host.resize(to: CGSize(width: 1024, height: 768))
        host.layout()
        // UIViewController documentation: `viewWillTransition(to:with:)` is called before the view's size changes
        // (the view still has its old size); the coordinator's alongside animations run in the transition's
        // animation, where the views already have their new size and layout; the completion runs after it.
        #expect(
            controller.events == [
                "viewWillTransition 1024×768 (view 390×844)", "viewWillLayoutSubviews 1024×768",
                "viewDidLayoutSubviews 1024×768", "alongside", "completion",
            ])
    }
}

/// A controller logging the size-transition callbacks UIKit sends on a resize, in order.
private final class TransitionRecordingController: UIViewController {
    var events: [String] = []

    private func text(_ size: CGSize) -> String { "\(Int(size.width))×\(Int(size.height))" }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        events.append("viewWillTransition \(text(size)) (view \(text(view.bounds.size)))")
        coordinator.animate(
            alongsideTransition: { _ in self.events.append("alongside") },
            completion: { _ in self.events.append("completion") })
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        events.append("viewWillLayoutSubviews \(text(view.bounds.size))")
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        events.append("viewDidLayoutSubviews \(text(view.bounds.size))")
    }
}
