import OpenCollectionView

/// One screen of the compositional catalogue: a collection view with one of `CompositionalExample`'s layouts,
/// labelled cells, headers, footers and badges, written as an iOS client would (registrations and a diffable data
/// source over item numbers).
final class CompositionalLayoutViewController: UIViewController {
    let example: CompositionalExample
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

    init(example: CompositionalExample) {
        self.example = example
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: example.makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.accessibilityIdentifier = example.slug
        view.addSubview(collectionView)
        configureDataSource()
    }

    private func configureDataSource() {
        let feed = example == .newsFeed
        let cells = UICollectionView.CellRegistration<LabelCell, Int> { cell, indexPath, number in
            cell.label.text = "\(number)"
            cell.accessibilityIdentifier = "cell-\(indexPath.section)-\(indexPath.item)"
        }
        let stories = UICollectionView.CellRegistration<StoryCell, Int> { cell, indexPath, number in
            cell.label.text = Self.story(number)
            cell.accessibilityIdentifier = "cell-\(indexPath.section)-\(indexPath.item)"
        }
        let headers = UICollectionView.SupplementaryRegistration<TitleView>(
            elementKind: CompositionalExample.headerKind
        ) { [example] header, _, indexPath in
            header.label.text =
                example == .orthogonalBehaviors
                ? Self.behaviorTitles[indexPath.section % 5] : "Section \(indexPath.section)"
            // The behaviours' titles are Swift's names; a reader hears them in words.
            header.label.accessibilityLabel =
                example == .orthogonalBehaviors ? Self.behaviorSpokenTitles[indexPath.section % 5] : nil
            header.isHeading = true
            header.backgroundColor = .systemBackground
        }
        let footers = UICollectionView.SupplementaryRegistration<TitleView>(
            elementKind: CompositionalExample.footerKind
        ) { footer, _, indexPath in
            footer.label.text = "End of section \(indexPath.section)"
            footer.backgroundColor = .systemGray6
        }
        let badges = UICollectionView.SupplementaryRegistration<BadgeView>(
            elementKind: CompositionalExample.badgeKind
        ) { badge, _, indexPath in
            badge.isHidden = indexPath.item % 3 != 0
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, number in
            feed
                ? collectionView.dequeueConfiguredReusableCell(using: stories, for: indexPath, item: number)
                : collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: number)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            switch kind {
            case CompositionalExample.headerKind:
                collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
            case CompositionalExample.footerKind:
                collectionView.dequeueConfiguredReusableSupplementary(using: footers, for: indexPath)
            default:
                collectionView.dequeueConfiguredReusableSupplementary(using: badges, for: indexPath)
            }
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        var next = 0
        for (section, count) in example.counts.enumerated() {
            snapshot.appendSections([section])
            snapshot.appendItems(Array(next..<(next + count)), toSection: section)
            next += count
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    static let behaviorTitles = [
        ".continuous", ".continuousGroupLeadingBoundary", ".paging", ".groupPaging", ".groupPagingCentered",
    ]
    /// `behaviorTitles` as a screen reader says them.
    static let behaviorSpokenTitles = [
        "Continuous", "Continuous, stopping at group leading boundaries", "Paging", "Group paging",
        "Group paging, centred",
    ]

    /// A news story of a length that varies with its number.
    static func story(_ number: Int) -> String {
        let words = ["layout", "sections", "groups", "items", "estimated", "heights", "self-sizing", "cells"]
        let count = 6 + (number * 7) % 30
        return "Story \(number): " + (0..<count).map { words[($0 + number) % words.count] }.joined(separator: " ")
    }
}

/// A news-feed row: wrapped text on a light card, as tall as its text (self-sizing through `sizeThatFits`).
final class StoryCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundView = UIView()
        backgroundView?.backgroundColor = .systemGray6
        backgroundView?.layer.cornerRadius = 10
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 15)
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.frame = contentView.bounds.insetBy(dx: 12, dy: 8)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = label.sizeThatFits(CGSize(width: size.width - 24, height: .greatestFiniteMagnitude))
        return CGSize(width: size.width, height: ceil(text.height) + 16)
    }
}

/// A small red circle showing on an item's corner.
final class BadgeView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemRed
        layer.cornerRadius = 10
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
