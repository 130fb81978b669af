// Host-driven: sets content offsets and lays out through the headless host, so it does not compile against UIKit
// (see docs/Testing.md).
import OpenCollectionView
import Testing

/// How many cells scrolling makes: counts, not times. UIKit takes a cell that left the screen back into its reuse
/// queue before it asks the data source for the cells that arrive, so a jump of any distance shows the new
/// screenful with the cells of the old one ("Reusing cells", `dequeueReusableCell(withReuseIdentifier:for:)`:
/// "If a cell of the specified type is not available in the reuse queue, the collection view creates a new one").
@MainActor
struct ReuseCountTests {
    /// A data source over `count` items that remembers every distinct cell it was handed and the order of the
    /// display calls.
    final class Client: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        let count: Int
        var cells = Set<ObjectIdentifier>()
        var log: [String] = []
        var logging = false

        init(count: Int) { self.count = count }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cells.insert(ObjectIdentifier(cell))
            if logging { log.append("cellFor \(indexPath.item)") }
            return cell
        }

        func collectionView(
            _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
            forItemAt indexPath: IndexPath
        ) { if logging { log.append("didEnd \(indexPath.item)") } }
    }

    /// A 390 × 844 grid of 80 pt items with 8 pt gaps: 4 columns, rows every 88 pt, so 10 rows (40 cells) intersect
    /// a screen whose top is on a row boundary and 11 rows (44 cells) one that cuts rows.
    private func grid(count: Int = 1_000_000) -> (Client, UICollectionView, HeadlessHost) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        layout.minimumLineSpacing = 8
        layout.minimumInteritemSpacing = 8
        let size = CGSize(width: 390, height: 844)
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let client = Client(count: count)
        collectionView.dataSource = client
        collectionView.delegate = client
        let host = hostedInWindow(collectionView, size: size)
        host.layout()
        return (client, collectionView, host)
    }

    @Test func aFarJumpReusesTheCellsThatLeft() {
        let (client, collectionView, host) = grid()
        #expect(collectionView.visibleCells.count == 40)
        let before = client.cells.count
        collectionView.contentOffset = CGPoint(x: 0, y: 88 * 100_000)
        host.layout()
        #expect(collectionView.visibleCells.count == 40)
        #expect(client.cells.count == before)
        #expect(collectionView.indexPathsForVisibleItems.first == IndexPath(item: 400_000, section: 0))
    }

    @Test func aFarJumpOntoCutRowsMakesAtMostOneExtraRow() {
        let (client, collectionView, host) = grid()
        let before = client.cells.count
        collectionView.contentOffset = CGPoint(x: 0, y: 88 * 200_000 + 40)
        host.layout()
        #expect(collectionView.visibleCells.count == 44)
        #expect(client.cells.count - before <= 4)
        collectionView.contentOffset = CGPoint(x: 0, y: 88 * 3_000)
        host.layout()
        collectionView.contentOffset = CGPoint(x: 0, y: 88 * 9_000 + 10)
        host.layout()
        #expect(client.cells.count - before <= 4)
    }

    @Test func theCellsThatLeftEndDisplayingBeforeTheArrivalsAreAskedFor() {
        let (client, collectionView, host) = grid(count: 1000)
        client.logging = true
        collectionView.contentOffset = CGPoint(x: 0, y: 88 * 50)
        host.layout()
        let firstArrival = client.log.firstIndex { $0.hasPrefix("cellFor") }
        let lastDeparture = client.log.lastIndex { $0.hasPrefix("didEnd") }
        #expect(client.log.filter { $0.hasPrefix("didEnd") }.count == 40)
        #expect(client.log.filter { $0.hasPrefix("cellFor") }.count == 40)
        #expect(firstArrival != nil && lastDeparture != nil && lastDeparture! < firstArrival!)
    }

    @Test func steadyScrollingMakesNoCellsAfterTheFirstScreenful() {
        let (client, collectionView, host) = grid()
        for step in 1...40 {
            collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 4)
            host.layout()
        }
        let warmedUp = client.cells.count
        for step in 41...2000 {
            collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 4)
            host.layout()
        }
        #expect(client.cells.count == warmedUp)
        #expect(warmedUp <= 44)
    }
}
