import Testing
import UIKit

// Client code written for Swift 6 with complete concurrency checking: UIKit subclasses and conformances are
// main-actor isolated through their superclasses and protocols; helpers that touch views say `@MainActor`.

final class BadgeCell: UICollectionViewCell {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = contentView.bounds.insetBy(dx: 4, dy: 4)
    }
}

final class BadgesViewController: UICollectionViewController {
    var titles = ["one", "two", "three"]

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(BadgeCell.self, forCellWithReuseIdentifier: "Badge")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        titles.count
    }

    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Badge", for: indexPath)
        (cell as? BadgeCell)?.titleLabel.text = titles[indexPath.item]
        return cell
    }
}

@MainActor
struct Swift6ClientTests {
    /// A flow layout's default item size is 50 × 50 with 10-pt spacing (UICollectionViewFlowLayout's documented
    /// defaults). UIKit puts a last line of uniform items on the grid of a full line: five columns fit in 320 pt
    /// (5 × 50 + 4 × 10), their 70 pt of slack make 17.5-pt gaps, so the three items sit at x = 0, 67.5, 135.
    @Test func aCollectionViewControllerSubclassLaysOutItsCells() {
        let controller = BadgesViewController(collectionViewLayout: UICollectionViewFlowLayout())
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 320, height: 480))
        host.layout()
        let cells = controller.collectionView.indexPathsForVisibleItems.sorted().compactMap {
            controller.collectionView.cellForItem(at: $0) as? BadgeCell
        }
        #expect(cells.map(\.frame.minX) == [0, 67.5, 135])
        #expect(cells.map { $0.titleLabel.text } == ["one", "two", "three"])
        #expect(cells.first?.titleLabel.frame == CGRect(x: 4, y: 4, width: 42, height: 42))
    }
}

/// An attributes subclass as Swift 6 code writes it: `isEqual(_:)` is NSObject's nonisolated method, so the
/// override reads its main-actor property through `MainActor.assumeIsolated` (as with UIKit under Swift 6).
final class HeightAttributes: UICollectionViewLayoutAttributes {
    var imageHeight: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! HeightAttributes
        copy.imageHeight = imageHeight
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? HeightAttributes else { return false }
        let heights = MainActor.assumeIsolated { (imageHeight, other.imageHeight) }
        return heights.0 == heights.1 && super.isEqual(object)
    }
}

@MainActor
struct Swift6AttributesTests {
    @Test func attributeSubclassesCopyAndCompareTheirProperties() {
        let attributes = HeightAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.imageHeight = 120
        let copy = attributes.copy() as! HeightAttributes
        #expect(copy.isEqual(attributes) && copy.imageHeight == 120)
        copy.imageHeight = 80
        #expect(!copy.isEqual(attributes))
    }
}
