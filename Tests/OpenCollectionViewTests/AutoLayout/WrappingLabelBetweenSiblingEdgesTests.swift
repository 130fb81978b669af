import OpenCollectionView
import Testing

/// A wrapping label whose width comes through a sibling's edges — its leading and trailing tied to the name label
/// above it, as Interface Builder users align a detail line under a title — grows its self-sizing cell like any
/// wrapping label: Auto Layout measures it at the width the solution gives it (UILabel reference,
/// `preferredMaxLayoutWidth`: "the label's width is set by Auto Layout" when it is 0) and the compositional layout
/// sizes an estimated item to the cell's `systemLayoutSizeFitting` at the section's width.
@MainActor
struct WrappingLabelBetweenSiblingEdgesTests {
    /// The contact row of the Gallery's nib screen, built in code: a 40-point badge, a name, and a detail line aligned
    /// to the name's edges; both bottoms at least 12 points above the content view's.
    private final class ContactCell: UICollectionViewCell {
        let badge = UILabel()
        let name = UILabel()
        let detail = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            name.font = .preferredFont(forTextStyle: .headline)
            detail.font = .preferredFont(forTextStyle: .subheadline)
            detail.numberOfLines = 0
            for view in [badge, name, detail] {
                view.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(view)
            }
            NSLayoutConstraint.activate([
                badge.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                badge.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                badge.widthAnchor.constraint(equalToConstant: 40),
                badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
                contentView.bottomAnchor.constraint(greaterThanOrEqualTo: badge.bottomAnchor, constant: 12),
                name.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 12),
                contentView.trailingAnchor.constraint(equalTo: name.trailingAnchor, constant: 16),
                name.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                detail.leadingAnchor.constraint(equalTo: name.leadingAnchor),
                detail.trailingAnchor.constraint(equalTo: name.trailingAnchor),
                detail.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 2),
                contentView.bottomAnchor.constraint(greaterThanOrEqualTo: detail.bottomAnchor, constant: 12),
            ])
        }

        required init?(coder: NSCoder) { fatalError() }
    }

    private final class Contacts: NSObject, UICollectionViewDataSource {
        let detail = String(repeating: "Lives by the sea and answers every letter by hand. ", count: 4)
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            let cell =
                collectionView.dequeueReusableCell(withReuseIdentifier: "contact", for: indexPath) as! ContactCell
            cell.name.text = "Ada Lovelace"
            cell.detail.text = indexPath.item == 0 ? detail : "Short"
            return cell
        }
    }

    @Test func theDetailLineWrapsAndTheCellGrowsToHoldIt() throws {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(64))
        let section = NSCollectionLayoutSection(
            group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.register(ContactCell.self, forCellWithReuseIdentifier: "contact")
        let contacts = Contacts()
        collectionView.dataSource = contacts
        collectionView.layoutIfNeeded()

        let long = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? ContactCell)
        let short = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? ContactCell)
        let lineHeight = try #require(long.detail.font).lineHeight
        // The detail is as wide as the name: 390 − 16 − 40 − 12 − 16.
        #expect(long.detail.frame.width == 306)
        // Four sentences at 306 points take several lines, all shown; the name keeps its one line.
        #expect(long.detail.frame.height >= 3 * lineHeight - 0.5)
        #expect(abs(long.name.frame.height - long.name.intrinsicContentSize.height) < 0.5)
        // The cell ends 12 points below the detail; the short row is as tall as the badge and its margins need.
        #expect(abs(long.frame.height - (long.detail.frame.maxY + 12)) < 0.5)
        #expect(short.frame.minY == long.frame.maxY)
        #expect(abs(short.frame.height - max(64, short.detail.frame.maxY + 12)) < 0.5)
    }
}
