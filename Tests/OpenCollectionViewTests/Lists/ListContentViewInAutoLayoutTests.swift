// Host-driven: hosts the collection view in a HeadlessHost, so it does not compile against UIKit (see
// docs/Testing.md).
import OpenCollectionView
import Testing

/// A `UIListContentView` placed by Auto Layout measures at the width it is given (issue 34 item 1).
///
/// UIKit: `UIListContentView` is a content view apps may "use directly in custom views" (Apple's
/// `UIListContentView` documentation), and a self-sizing cell's height is what its content view's constraints need
/// (Apple's "Self-sizing cells": constraints "within the cell's contentView … determine the height"). A list content
/// view whose secondary text wraps therefore makes its row as tall as the text, as a multi-line label does.
@MainActor
struct ListContentViewInAutoLayoutTests {
    static let secondary = String(
        repeating: "A secondary text long enough to wrap onto four lines of the row at this width. ", count: 2)

    /// An app's list cell that pins a list content view to its content view with four constraints.
    final class PinnedContentCell: UICollectionViewListCell {
        let listContentView = UIListContentView(configuration: .subtitleCell())

        override init(frame: CGRect) {
            super.init(frame: frame)
            listContentView.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(listContentView)
            NSLayoutConstraint.activate([
                listContentView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                listContentView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                listContentView.topAnchor.constraint(equalTo: contentView.topAnchor),
                listContentView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    @Test func aRowWithAPinnedListContentViewIsAsTallAsItsText() throws {
        let size = CGSize(width: 390, height: 844)
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<PinnedContentCell, String> { cell, _, item in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = item
            content.secondaryText = Self.secondary
            cell.listContentView.configuration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        let host = hostedInWindow(collectionView, size: size)
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["A", "B"])
        dataSource.apply(snapshot, animatingDifferences: false)
        for _ in 0..<3 { host.layout() }
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? PinnedContentCell)
        let content = cell.listContentView
        let secondaryLabel = try #require(
            content.subviews.compactMap { $0 as? UILabel }.first { $0.text == Self.secondary })
        let lineHeight = try #require(secondaryLabel.font).lineHeight
        // The secondary text wraps onto several lines at the row's width …
        #expect(secondaryLabel.bounds.height > 2 * lineHeight)
        // … and the row is as tall as the content view needs at that width: nothing is clipped.
        let fitting = content.systemLayoutSizeFitting(
            CGSize(width: content.bounds.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(cell.bounds.height == fitting.height)
        #expect(content.intrinsicContentSize.height == fitting.height)
        #expect(secondaryLabel.convert(secondaryLabel.bounds, to: cell).maxY <= cell.bounds.height)
        let rowBelow = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(rowBelow.frame.minY == cell.frame.maxY)
    }

    /// Outside a cell: a list content view pinned to the sides of a view, its height left to Auto Layout.
    @Test func aListContentViewPinnedInAViewTakesItsHeightAtTheGivenWidth() {
        var configuration = UIListContentConfiguration.subtitleCell()
        configuration.text = "Title"
        configuration.secondaryText = Self.secondary
        let content = UIListContentView(configuration: configuration)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        content.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            content.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(content.frame.width == 390)
        // What the view itself says it needs at 390 points (`sizeThatFits`), far more than one line of each text.
        let needed = content.sizeThatFits(CGSize(width: 390, height: 0)).height
        #expect(needed > 100)
        #expect(content.frame.height == needed)
    }
}
