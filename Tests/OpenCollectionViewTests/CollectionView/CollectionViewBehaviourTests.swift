// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

@MainActor
struct CollectionViewBehaviourTests {
    private func grid(_ sections: [[String]], size: CGSize = CGSize(width: 320, height: 480)) -> (
        GridClient, HeadlessHost
    ) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let client = GridClient(sections: sections, layout: layout, size: size)
        let host = hostedInWindow(client.collectionView, size: size)
        host.layout()
        return (client, host)
    }

    @Test func dataSourceDefaultsToOneSectionAndCountsAreCached() {
        final class OneSection: NSObject, UICollectionViewDataSource {
            var asked = 0
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                asked += 1
                return 3
            }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            { collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath) }
        }
        let source = OneSection()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        collectionView.dataSource = source
        #expect(collectionView.numberOfSections == 1)
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
        _ = collectionView.numberOfItems(inSection: 0)
        #expect(source.asked == 1)
    }

    @Test func visibleCellsMatchTheVisibleRectAndQueriesFindThem() {
        let (client, _) = grid([(0..<100).map(String.init)])
        let collectionView = client.collectionView
        // 3 columns (100 pt with 10 pt gaps in 320 pt), rows every 110 pt: rows 0–4 intersect 480 pt.
        #expect(collectionView.indexPathsForVisibleItems == (0..<15).map { IndexPath(item: $0, section: 0) })
        #expect(collectionView.visibleCells.count == 15)
        let cell = collectionView.cellForItem(at: IndexPath(item: 4, section: 0))
        #expect((cell as? CountingCell)?.label.text == "4")
        #expect(cell.flatMap { collectionView.indexPath(for: $0) } == IndexPath(item: 4, section: 0))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 150, y: 150)) == IndexPath(item: 4, section: 0))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 105, y: 50)) == nil)
        #expect(collectionView.cellForItem(at: IndexPath(item: 50, section: 0)) == nil)
    }

    @Test func scrollingReusesCellsInsteadOfCreatingThem() {
        let (client, host) = grid([(0..<10_000).map(String.init)])
        let collectionView = client.collectionView
        let createdBefore = CountingCell.created
        var seen = Set<String>()
        for step in 1...200 {
            collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 97)
            host.layout()
            for cell in collectionView.visibleCells { seen.insert((cell as! CountingCell).label.text ?? "") }
        }
        #expect(CountingCell.created - createdBefore <= 6)
        #expect(seen.count > 500)
        let labels = collectionView.indexPathsForVisibleItems.map {
            collectionView.cellForItem(at: $0).map { ($0 as! CountingCell).label.text }
        }
        #expect(labels == collectionView.indexPathsForVisibleItems.map { String($0.item) })
    }

    @Test func willDisplayAndDidEndDisplayingBalance() {
        final class DisplayLog: NSObject, UICollectionViewDelegate {
            var displayed = Set<IndexPath>()
            var problems = 0
            func collectionView(
                _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                forItemAt indexPath: IndexPath
            ) { if !displayed.insert(indexPath).inserted { problems += 1 } }
            func collectionView(
                _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                forItemAt indexPath: IndexPath
            ) { if displayed.remove(indexPath) == nil { problems += 1 } }
        }
        let (client, host) = grid([(0..<300).map(String.init)])
        let log = DisplayLog()
        client.collectionView.delegate = log
        log.displayed = Set(client.collectionView.indexPathsForVisibleItems)
        host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), duration: 0.1)
        host.advance(by: 3)
        #expect(log.problems == 0)
        #expect(log.displayed == Set(client.collectionView.indexPathsForVisibleItems))
    }

    @Test func tapCallsHighlightAndSelectionDelegatesInUIKitOrder() {
        let (client, host) = grid([(0..<6).map(String.init)])
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(
            client.log == ["shouldHighlight 0", "didHighlight 0", "shouldSelect 0", "didUnhighlight 0", "didSelect 0"])
        client.log = []
        host.tap(at: CGPoint(x: 160, y: 50))
        #expect(
            client.log == [
                "shouldHighlight 1", "didHighlight 1", "shouldSelect 1", "didUnhighlight 1", "didDeselect 0",
                "didSelect 1",
            ])
        #expect(client.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(client.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        #expect(client.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == false)
    }

    @Test func multipleSelectionTogglesWithShouldDeselect() {
        let (client, host) = grid([(0..<6).map(String.init)])
        client.collectionView.allowsMultipleSelection = true
        host.tap(at: CGPoint(x: 50, y: 50))
        host.tap(at: CGPoint(x: 160, y: 50))
        client.log = []
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(
            client.log == [
                "shouldHighlight 0", "didHighlight 0", "shouldDeselect 0", "didUnhighlight 0", "didDeselect 0",
            ])
        #expect(client.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test func refusedSelectionOnlyUnhighlights() {
        let (client, host) = grid([(0..<6).map(String.init)])
        client.selectable = { $0.item % 2 == 1 }
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(client.log == ["shouldHighlight 0", "didHighlight 0", "shouldSelect 0", "didUnhighlight 0"])
        #expect(client.collectionView.indexPathsForSelectedItems == [])
    }

    /// A finger held still on an item highlights it (UIKit highlights once the scroll view's content-touch delay
    /// has passed); when the finger then moves, the scroll view's pan takes over, which cancels the touch: the item
    /// is unhighlighted and never selected (`shouldSelect` is not even asked).
    @Test func dragCancelsTheHighlightWithoutSelecting() {
        let (client, host) = grid([(0..<60).map(String.init)])
        let collectionView = client.collectionView
        let item = IndexPath(item: 6, section: 0)  // row 2 (y 220 … 320), column 0
        let finger = host.touchDown(at: CGPoint(x: 50, y: 300))
        host.advance(by: 0.3)
        #expect(client.log == ["shouldHighlight 6", "didHighlight 6"])
        #expect(collectionView.cellForItem(at: item)?.isHighlighted == true)
        for step in 1...12 {
            host.touchMove(finger, to: CGPoint(x: 50, y: 300 - CGFloat(step) * 20))
            host.advance(by: 1.0 / 60)
        }
        #expect(collectionView.contentOffset.y > 0)
        #expect(client.log == ["shouldHighlight 6", "didHighlight 6", "didUnhighlight 6"])
        #expect(collectionView.cellForItem(at: item)?.isHighlighted == false)
        host.touchUp(finger, at: CGPoint(x: 50, y: 60))
        host.advance(by: 3)
        #expect(client.log == ["shouldHighlight 6", "didHighlight 6", "didUnhighlight 6"])
        #expect(collectionView.indexPathsForSelectedItems == [])
    }

    @Test func selectingFromCodeCallsNoDelegateAndSurvivesScrolling() {
        let (client, host) = grid([(0..<300).map(String.init)])
        let collectionView = client.collectionView
        collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        #expect(client.log.isEmpty)
        collectionView.contentOffset = CGPoint(x: 0, y: 3000)
        host.layout()
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) == nil)
        collectionView.contentOffset = .zero
        host.layout()
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
        #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.isSelected == false)
        collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(collectionView.indexPathsForSelectedItems == [])
    }

    @Test func scrollToItemPlacesItAtEveryPosition() {
        let (client, host) = grid([(0..<300).map(String.init)])
        let collectionView = client.collectionView
        let target = IndexPath(item: 90, section: 0)  // row 30: y = 3300 … 3400
        collectionView.scrollToItem(at: target, at: .top, animated: false)
        #expect(collectionView.contentOffset.y == 3300)
        collectionView.scrollToItem(at: target, at: .centeredVertically, animated: false)
        #expect(collectionView.contentOffset.y == 3110)  // 3350 − 480 / 2
        collectionView.scrollToItem(at: target, at: .bottom, animated: false)
        #expect(collectionView.contentOffset.y == 2920)  // 3400 − 480
        collectionView.scrollToItem(at: IndexPath(item: 299, section: 0), at: .top, animated: false)
        #expect(collectionView.contentOffset.y == collectionView.contentSize.height - 480)
        collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: .top, animated: true)
        host.advance(by: 1)
        #expect(collectionView.contentOffset.y == 0)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) != nil)
    }

    @Test func unregisteredIdentifierIsDiagnosedNotFatal() {
        final class Careless: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            { collectionView.dequeueReusableCell(withReuseIdentifier: "Missing", for: indexPath) }
        }
        let source = Careless()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.dataSource = source
        let host = hostedInWindow(collectionView)
        let (_, diagnostics) = OpenCollectionViewDiagnostics.collect { host.layout() }
        let messages = diagnostics.map(\.message)
        #expect(collectionView.visibleCells.count == 2)
        #expect(
            messages.first?.contains(
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier Missing") == true)
    }
}
