import Testing

#if OPENCOLLECTIONVIEW_COMPATIBILITY_TEST
    import UIKit
#else
    import OpenCollectionView
#endif

/// A cell laid out with constraints only: a title over a wrapping body, 16 points in from the sides and 12 from the
/// top and bottom. Nothing fixes its width: the layout (or an app's width constraint) does.
@MainActor
private final class WrappingCell: UICollectionViewCell {
    let title = UILabel()
    let body = UILabel()
    var widthConstraint: NSLayoutConstraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        body.numberOfLines = 0
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
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

@MainActor
private final class WrappingSource: NSObject, UICollectionViewDataSource {
    let texts = (0..<6).map { String(repeating: "Sized by constraints at the cell's width. ", count: $0 % 3 + 1) }
    /// The width an app pins its flow-layout cells to (UIKit's flow layout leaves the width to the cell).
    var cellWidth: CGFloat?

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! WrappingCell
        cell.title.text = "Item \(indexPath.item)"
        cell.body.text = texts[indexPath.item]
        if let cellWidth {
            if let constraint = cell.widthConstraint {
                constraint.constant = cellWidth
            } else {
                cell.widthConstraint = cell.contentView.widthAnchor.constraint(equalToConstant: cellWidth)
                cell.widthConstraint?.isActive = true
            }
        }
        return cell
    }
}

/// The height a `WrappingCell` needs at `width`: the body wraps at the width less 32 (UILabel `sizeThatFits`).
@MainActor
private func expectedHeight(of cell: WrappingCell, text: String, width: CGFloat) -> CGFloat {
    let probe = UILabel()
    probe.numberOfLines = 0
    probe.font = cell.body.font
    probe.text = text
    let body = probe.sizeThatFits(CGSize(width: width - 32, height: 0)).height
    return 12 + cell.title.intrinsicContentSize.height + 4 + body + 12
}

/// Self-sizing by constraints in each layout: `preferredLayoutAttributesFitting(_:)` → `systemLayoutSizeFitting`,
/// measured when shown and again after the layout is invalidated (UICollectionViewFlowLayout, `estimatedItemSize`;
/// NSCollectionLayoutDimension, `estimated(_:)`: "the system calculates the actual size when the content is rendered").
@MainActor
struct SelfSizingLayoutsTests {
    @Test func compositionalEstimatedItemsWrapAtTheWidthTheLayoutGives() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let source = WrappingSource()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 800), collectionViewLayout: layout)
        collectionView.register(WrappingCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        let host = hostedInWindow(collectionView, size: CGSize(width: 320, height: 800))
        host.layout()
        defer { withExtendedLifetime((source, host)) {} }

        var y: CGFloat = 0
        for index in 0..<3 {
            let path = IndexPath(item: index, section: 0)
            guard let cell = collectionView.cellForItem(at: path) as? WrappingCell else {
                Issue.record("no cell at \(path)")
                return
            }
            // The width is the layout's (fractional: 320, held at `required`); the height comes from the wrap.
            let height = expectedHeight(of: cell, text: source.texts[index], width: 320)
            #expect(
                collectionView.layoutAttributesForItem(at: path)?.frame
                    == CGRect(x: 0, y: y, width: 320, height: height))
            #expect(cell.body.frame.width <= 288)
            y += height
        }
    }

    @Test func flowCellsAreMeasuredAgainAfterInvalidation() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumLineSpacing = 0
        let source = WrappingSource()
        source.cellWidth = 320
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 800), collectionViewLayout: layout)
        collectionView.register(WrappingCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        let host = hostedInWindow(collectionView, size: CGSize(width: 320, height: 800))
        host.layout()
        defer { withExtendedLifetime((source, host)) {} }
        let path = IndexPath(item: 2, section: 0)
        guard let cell = collectionView.cellForItem(at: path) as? WrappingCell else {
            Issue.record("no cell")
            return
        }
        let narrow = expectedHeight(of: cell, text: source.texts[2], width: 320)
        #expect(collectionView.layoutAttributesForItem(at: path)?.size == CGSize(width: 320, height: narrow))

        // The app widens its cells (as on rotation) and invalidates: visible cells are measured again.
        source.cellWidth = 560
        for case let visible as WrappingCell in collectionView.visibleCells { visible.widthConstraint?.constant = 560 }
        collectionView.frame = CGRect(x: 0, y: 0, width: 600, height: 800)
        layout.invalidateLayout()
        host.layout()
        let wide = expectedHeight(of: cell, text: source.texts[2], width: 560)
        #expect(wide < narrow)
        #expect(collectionView.layoutAttributesForItem(at: path)?.size == CGSize(width: 560, height: wide))
    }

    @Test func aReusedCellIsMeasuredAfreshForNewText() {
        let cell = WrappingCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        func measure(_ text: String) -> CGSize {
            cell.body.text = text
            return cell.systemLayoutSizeFitting(
                CGSize(width: 320, height: 44), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
        }
        let texts = ["Short.", String(repeating: "A longer body that wraps. ", count: 6), "Short again."]
        for text in texts + texts.reversed() {
            #expect(measure(text) == CGSize(width: 320, height: expectedHeight(of: cell, text: text, width: 320)))
        }
        // A new width is a new target: the body wraps at 200 - 32.
        let narrow = cell.systemLayoutSizeFitting(
            CGSize(width: 200, height: 44), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(narrow == CGSize(width: 200, height: expectedHeight(of: cell, text: texts[2], width: 200)))
    }
}
