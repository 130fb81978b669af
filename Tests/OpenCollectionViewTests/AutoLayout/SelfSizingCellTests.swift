import Testing

#if OPENCOLLECTIONVIEW_COMPATIBILITY_TEST
    import UIKit
#else
    import OpenCollectionView
#endif

/// A feed cell laid out entirely with constraints: a wrapping label inside a vertical stack with a title.
@MainActor
private final class ConstraintFeedCell: UICollectionViewCell {
    let title = UILabel()
    let body = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        body.numberOfLines = 0
        body.preferredMaxLayoutWidth = 288
        let stack = UIStackView(arrangedSubviews: [title, body])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            contentView.widthAnchor.constraint(equalToConstant: 320),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

@MainActor
private final class ConstraintFeedSource: NSObject, UICollectionViewDataSource {
    let texts = (0..<30).map { index in
        String(repeating: "Every cell sizes itself from its constraints. ", count: index % 4 + 1)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        texts.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: "feed", for: indexPath) as! ConstraintFeedCell
        cell.title.text = "Post \(indexPath.item)"
        cell.body.text = texts[indexPath.item]
        return cell
    }
}

/// Flow-layout self-sizing (`estimatedItemSize`): each cell's size comes from `preferredLayoutAttributesFitting(_:)`
/// → `systemLayoutSizeFitting(_:)` over its constraints (UICollectionViewFlowLayout reference, "estimatedItemSize").
@MainActor
struct SelfSizingCellTests {
    @Test func cellsSizeFromTheirConstraintsAndWrapText() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 320, height: 60)
        layout.minimumLineSpacing = 0
        let source = ConstraintFeedSource()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(ConstraintFeedCell.self, forCellWithReuseIdentifier: "feed")
        collectionView.dataSource = source
        let host = hostedInWindow(collectionView, size: CGSize(width: 320, height: 480))
        host.layout()
        defer { withExtendedLifetime((source, host)) {} }

        let probe = UILabel()
        probe.numberOfLines = 0
        var y: CGFloat = 0
        for item in 0..<4 {
            let path = IndexPath(item: item, section: 0)
            let frame = collectionView.layoutAttributesForItem(at: path)?.frame
            let cell = collectionView.cellForItem(at: path) as? ConstraintFeedCell
            probe.text = source.texts[item]
            // The body wraps at its preferred width (288 = 320 - 2 × 16); title and body stack with 4 points between.
            let bodyHeight = probe.sizeThatFits(CGSize(width: 288, height: 0)).height
            let titleHeight = cell?.title.intrinsicContentSize.height ?? 0
            let expected = 12 + titleHeight + 4 + bodyHeight + 12
            #expect(frame == CGRect(x: 0, y: y, width: 320, height: expected))
            #expect(cell?.body.frame.width ?? 0 <= 288)
            #expect(cell?.body.frame.height == bodyHeight)
            y += expected
        }
    }
}
