// Host-driven: drives diagnostics through OpenCollectionView's own API, so it does not compile against UIKit (see
// docs/Testing.md).
import OpenCollectionView
import Testing

/// A layout that answers a NaN frame for its first item and ordinary frames for the rest.
private final class NaNLayout: UICollectionViewLayout {
    override var collectionViewContentSize: CGSize { CGSize(width: 300, height: 400) }

    private func attributes(_ item: Int) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
        attributes.frame =
            item == 0
            ? CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
            : CGRect(x: 0, y: CGFloat(item) * 50, width: 300, height: 44)
        return attributes
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<4).map(attributes)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(indexPath.item)
    }
}

@MainActor
struct NonFiniteLayoutFrameTests {
    @Test func anElementWithANaNFrameIsReportedAndLeftOutWhileTheOthersShow() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: NaNLayout())
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = CellSource()
        collectionView.dataSource = source
        let controller = UIViewController()
        controller.view.addSubview(collectionView)
        let (_, diagnostics) = OpenCollectionViewDiagnostics.collect {
            HeadlessHost(rootViewController: controller, size: CGSize(width: 300, height: 400)).layout()
        }
        // The project's rule for bad input (README, "Safe"): NaN geometry is diagnosed, never a crash.
        #expect(diagnostics.contains { $0.kind == .invalidGeometry && $0.message.contains("not finite") })
        #expect(collectionView.indexPathsForVisibleItems.sorted() == (1..<4).map { IndexPath(item: $0, section: 0) })
    }
}

private final class CellSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}
