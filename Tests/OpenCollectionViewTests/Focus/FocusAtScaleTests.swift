import OpenCollectionView
import Testing

/// Arrow keys in a million-item grid: the focus search asks the layout about what is near the focused item, never
/// the whole content, so a move costs the same at any item count. The moves themselves follow iPadOS 15 (WWDC21
/// "Focus on iPad keyboard navigation"): right moves along the row and stops at its end; down moves down the column.
@MainActor
struct FocusAtScaleTests {
    /// A flow layout that records the rectangles it is asked for.
    private final class RecordingFlowLayout: UICollectionViewFlowLayout {
        var askedHeights: [CGFloat] = []
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            askedHeights.append(rect.height)
            return super.layoutAttributesForElements(in: rect)
        }
    }

    private final class MillionGrid: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
        let layout = RecordingFlowLayout()
        var collectionView: UICollectionView!
        var focused: Int?

        override func viewDidLoad() {
            super.viewDidLoad()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.minimumLineSpacing = 10
            layout.minimumInteritemSpacing = 10
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = self
            collectionView.delegate = self
            collectionView.allowsFocus = true
            view.addSubview(collectionView)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            1_000_000
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
            with coordinator: UIFocusAnimationCoordinator
        ) {
            focused = context.nextFocusedIndexPath?.item
        }
    }

    @Test func arrowKeysSearchOnlyNearTheFocusedItem() {
        let controller = MillionGrid()
        let host = HeadlessHost(rootViewController: controller)
        host.layout()
        host.pressKey(.downArrow)
        #expect(controller.focused == 0)
        controller.layout.askedHeights = []
        var visited: [Int?] = []
        for key in [HeadlessHost.Key.rightArrow, .rightArrow, .rightArrow, .downArrow, .leftArrow] {
            host.pressKey(key)
            visited.append(controller.focused)
        }
        // Three 100-point items to a 390-point row: right of 0 is 1, then 2, then nothing (the row ends); below 2
        // is 5; left of 5 is 4.
        #expect(visited == [1, 2, 2, 5, 4])
        let content = controller.layout.collectionViewContentSize.height
        #expect(content > 30_000_000)
        let tallest = controller.layout.askedHeights.max() ?? 0
        #expect(tallest <= 4 * 844, "the search asked for \(tallest) points of a \(content)-point grid")
    }
}
