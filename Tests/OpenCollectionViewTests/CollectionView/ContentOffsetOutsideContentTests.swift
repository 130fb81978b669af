// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

// UIScrollView keeps a content offset set in code wherever it was put: its documentation sets no limits on
// `contentOffset`, and apps rely on it (showing a refresh control by setting the offset above the top,
// `setContentOffset(CGPoint(x: 0, y: -refreshControl.frame.height), animated: true)`). Layout passes leave it
// there; the collection view pulls it back to the end of the content only when the content shrinks under it (an
// update, a reload, a resize), and not while the user drags it.
@MainActor
struct ContentOffsetOutsideContentTests {
    /// 30 items of 100 × 100 in one column 100 wide and 500 tall: content 3000 tall, largest offset at rest 2500.
    private func column(items: Int = 30) -> (GridClient, HeadlessHost) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        let client = GridClient(
            sections: [(0..<items).map { "\($0)" }], layout: layout, size: CGSize(width: 100, height: 500))
        let host = hostedInWindow(client.collectionView, size: CGSize(width: 100, height: 500))
        host.layout()
        return (client, host)
    }

    @Test func anOffsetAboveTheTopStaysThroughLayoutPasses() {
        let (client, host) = column()
        let collectionView = client.collectionView
        collectionView.contentOffset = CGPoint(x: 0, y: -60)
        host.layout()
        collectionView.setNeedsLayout()
        host.layout()
        collectionView.collectionViewLayout.invalidateLayout()
        host.layout()
        #expect(collectionView.contentOffset.y == -60)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 0)
    }

    @Test func anAnimatedOffsetAboveTheTopStaysWhenTheAnimationEnds() {
        let (client, host) = column()
        let collectionView = client.collectionView
        collectionView.setContentOffset(CGPoint(x: 0, y: -60), animated: true)
        host.advance(by: 0.5)
        host.layout()
        #expect(collectionView.contentOffset.y == -60)
    }

    @Test func anOffsetBelowTheEndStaysThroughLayoutPasses() {
        let (client, host) = column()
        let collectionView = client.collectionView
        collectionView.contentOffset = CGPoint(x: 0, y: 2650)
        host.layout()
        collectionView.setNeedsLayout()
        host.layout()
        #expect(collectionView.contentOffset.y == 2650)
        // Items 26 to 29 are on screen, with 150 points of empty space below them.
        let visible = collectionView.indexPathsForVisibleItems.map(\.item).sorted()
        #expect(visible == [26, 27, 28, 29])
    }

    @Test func anUpdateThatDoesNotShrinkTheContentLeavesAnOffsetAboveTheTop() {
        let (client, host) = column()
        let collectionView = client.collectionView
        collectionView.contentOffset = CGPoint(x: 0, y: -60)
        host.layout()
        client.sections[0].append("30")
        UIView.performWithoutAnimation {
            collectionView.insertItems(at: [IndexPath(item: 30, section: 0)])
        }
        host.layout()
        #expect(collectionView.contentOffset.y == -60)
    }

    @Test func anUpdateThatShrinksTheContentUnderTheOffsetPullsItBack() {
        let (client, host) = column()
        let collectionView = client.collectionView
        collectionView.contentOffset = CGPoint(x: 0, y: 2500)
        host.layout()
        client.sections[0].removeLast(20)
        UIView.performWithoutAnimation {
            collectionView.deleteItems(at: (10..<30).map { IndexPath(item: $0, section: 0) })
        }
        host.layout()
        // 10 items: content 1000 tall, largest offset at rest 500.
        #expect(collectionView.contentOffset.y == 500)
    }

    @Test func aReloadThatShrinksTheContentUnderTheOffsetPullsItBack() {
        let (client, host) = column()
        let collectionView = client.collectionView
        collectionView.contentOffset = CGPoint(x: 0, y: 2800)
        host.layout()
        #expect(collectionView.contentOffset.y == 2800)
        client.sections[0].removeLast(22)
        collectionView.reloadData()
        host.layout()
        // 8 items: content 800 tall, largest offset at rest 300.
        #expect(collectionView.contentOffset.y == 300)
    }

    @Test func aGrowingWindowPullsAnOffsetPastTheNewEndBack() {
        let (client, host) = column()
        let collectionView = client.collectionView
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.contentOffset = CGPoint(x: 0, y: 2500)
        host.layout()
        host.resize(to: CGSize(width: 100, height: 1000))
        host.layout()
        // Content 3000 tall in 1000 points: the largest offset at rest is 2000.
        #expect(collectionView.contentOffset.y == 2000)
    }

    @Test func contentShrinkingWhileTheUserDragsDoesNotMoveTheOffset() {
        let (client, host) = column()
        let collectionView = client.collectionView
        collectionView.contentOffset = CGPoint(x: 0, y: 2500)
        host.layout()
        let finger = host.touchDown(at: CGPoint(x: 50, y: 400))
        for y: CGFloat in [380, 340, 300, 260, 250] {
            host.advance(by: AnimationClock.frameDuration)
            host.touchMove(finger, to: CGPoint(x: 50, y: y))
        }
        let dragged = collectionView.contentOffset.y
        #expect(collectionView.isTracking)
        client.sections[0].removeLast(20)
        collectionView.reloadData()
        host.layout()
        #expect(collectionView.contentOffset.y == dragged)
        host.advance(by: 0.3)
        host.touchUp(finger, at: CGPoint(x: 50, y: 250))
        host.advance(by: 3)
        host.layout()
        // Once the finger lifts the scroll view bounces back to the end of the shorter content.
        #expect(collectionView.contentOffset.y == 500)
    }
}
