import BenchmarkChecks
import OpenCollectionView

/// Issue 24's goal for self-sizing invalidation: one visible cell of a 100,000-row self-sizing list
/// (`UICollectionLayoutListConfiguration`) gets a content configuration of another height, and the layout pass that
/// follows (measuring it, laying out its group again, moving the 99,99x rows below, placing the views) takes under
/// 1 ms. The baseline, timed in the same run, is the least such a pass must do in plain Swift: moving 100,000 frames
/// in an array by the change in height.
@MainActor
func selfSizingInvalidationChecks(smoke: Bool) -> [GoalCheck] {
    let count = smoke ? 10_000 : 100_000
    let scene = ListScene(count: count, selfSizing: true)
    let path = IndexPath(item: 3, section: 0)
    var frames = (0..<count).map { CGRect(x: 0, y: CGFloat($0) * 44, width: 390, height: 44) }
    var grown = false
    let operations = 20
    return [
        GoalCheck(
            name: "self-sizing invalidation of one cell in a \(count)-row list, then its layout pass",
            limit: .seconds(0.001), operations: operations, rounds: smoke ? 1 : 5,
            baseline: {
                for round in 0..<operations {
                    let delta: CGFloat = round.isMultiple(of: 2) ? 20 : -20
                    frames.withUnsafeMutableBufferPointer { buffer in
                        for index in (path.item + 1)..<buffer.count { buffer[index].origin.y += delta }
                    }
                }
            },
            figure: {
                for _ in 0..<operations {
                    guard let cell = scene.collectionView.cellForItem(at: path) as? UICollectionViewListCell else {
                        fatalError("row \(path.item) is not on screen")
                    }
                    grown.toggle()
                    var content = cell.defaultContentConfiguration()
                    content.text = "Row \(path.item)"
                    content.secondaryText = grown ? "A second line, then a third: the row grew after it was shown" : nil
                    cell.contentConfiguration = content
                    scene.host.layout()
                }
            })
    ]
}
