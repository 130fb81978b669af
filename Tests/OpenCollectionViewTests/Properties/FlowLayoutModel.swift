import OpenCollectionView

/// A random flow-layout configuration for property tests: direction, extent, spacings, insets, headers, footers and
/// sections of items whose sizes are uniform or varied.
struct FlowLayoutModel {
    var vertical = true
    var extent: CGFloat = 320
    var lineSpacing: CGFloat = 10
    var interitemSpacing: CGFloat = 10
    var inset = UIEdgeInsets.zero
    var header: CGFloat = 0
    var footer: CGFloat = 0
    var itemSize = CGSize(width: 50, height: 50)
    var sizes: [[CGSize]] = []

    init(random rng: inout SplitMix64, uniform: Bool) {
        vertical = rng.chance(0.7)
        extent = CGFloat(rng.int(60...500))
        lineSpacing = CGFloat(rng.int(0...20))
        interitemSpacing = CGFloat(rng.int(0...20))
        inset = UIEdgeInsets(
            top: CGFloat(rng.int(0...20)), left: CGFloat(rng.int(0...20)), bottom: CGFloat(rng.int(0...20)),
            right: CGFloat(rng.int(0...20)))
        header = rng.chance(0.5) ? 0 : CGFloat(rng.int(10...40))
        footer = rng.chance(0.5) ? 0 : CGFloat(rng.int(10...40))
        itemSize = CGSize(width: CGFloat(rng.int(1...160)), height: CGFloat(rng.int(1...160)))
        sizes = (0..<rng.int(1...4)).map { _ in
            let count = rng.int(0...40)
            if uniform || rng.chance(0.3) { return Array(repeating: itemSize, count: count) }
            return (0..<count).map { _ in CGSize(width: CGFloat(rng.int(1...200)), height: CGFloat(rng.int(1...120))) }
        }
    }

    /// A flow layout with this configuration's metrics (and `itemSize`).
    @MainActor func makeLayout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = vertical ? .vertical : .horizontal
        layout.minimumLineSpacing = lineSpacing
        layout.minimumInteritemSpacing = interitemSpacing
        layout.sectionInset = inset
        layout.itemSize = itemSize
        layout.headerReferenceSize = CGSize(width: header, height: header)
        layout.footerReferenceSize = CGSize(width: footer, height: footer)
        return layout
    }

    /// The collection view's frame: `extent` across the scroll direction, 300 points along it.
    var frame: CGRect {
        vertical ? CGRect(x: 0, y: 0, width: extent, height: 300) : CGRect(x: 0, y: 0, width: 300, height: extent)
    }
}

/// A data source over a `FlowLayoutModel` whose delegate is not a flow-layout delegate, so item sizes come from the
/// layout's `itemSize`.
@MainActor
class FlowModelClient: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var sizes: [[CGSize]]
    let collectionView: UICollectionView

    init(_ model: FlowLayoutModel) {
        sizes = model.sizes
        collectionView = UICollectionView(frame: model.frame, collectionViewLayout: model.makeLayout())
        super.init()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "supplementary")
        }
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sizes.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sizes[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
    }

    /// Every element's kind, index path and frame, and the content size: what two layouts must agree on.
    func everything() -> [String] {
        var elements: [String] = []
        for section in sizes.indices {
            for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                if let frame = collectionView.layoutAttributesForSupplementaryElement(
                    ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
                {
                    elements.append("\(kind) \(section) \(frame)")
                }
            }
            for item in sizes[section].indices {
                let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
                elements.append("item \(section)-\(item) \(String(describing: frame))")
            }
        }
        elements.append("content \(collectionView.collectionViewLayout.collectionViewContentSize)")
        return elements
    }
}

/// The same data source, answering `sizeForItemAt` from the model (the flow layout's per-item path).
@MainActor
final class SizedFlowModelClient: FlowModelClient, UICollectionViewDelegateFlowLayout {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { sizes[indexPath.section][indexPath.item] }
}
