// Host-driven: hosts the collection views in a HeadlessHost, so it does not compile against UIKit (see
// docs/Testing.md).
import OpenCollectionView
import Testing

/// An app's own `UIContentConfiguration`, whose content view lays out a title and a multi-line subtitle with
/// constraints to its `layoutMarginsGuide`, sizes its cell as the system `UIListContentConfiguration` does.
///
/// UIKit: a cell's self-sizing measures its content view through `systemLayoutSizeFitting` (Apple's "Self-sizing
/// cells": "constraints … within the cell's contentView … determine the height"; WWDC 2020 "Modern cell
/// configuration": a custom content view "can use Auto Layout … and the cell will size itself"). A configuration's
/// content view fills the cell's content view, so its constraints decide the row's height: a row is as tall as its
/// subtitle needs, not the 44-point estimate, and no line of the subtitle is clipped.
@MainActor
struct CustomContentConfigurationSizingTests {
    static let subtitle = String(
        repeating: "A subtitle long enough to wrap onto several lines of the row. ", count: 4)

    /// Each row is as tall as its content view's constraints need at the row's content width, and its subtitle
    /// label gets the whole height its text takes.
    @Test func aListRowGrowsToFitACustomContentView() throws {
        let client = ListClient(UICollectionLayoutListConfiguration(appearance: .plain)) { cell, _, item in
            cell.contentConfiguration = SubtitleConfiguration(title: item, subtitle: Self.subtitle)
        }
        let cell = try #require(client.cell(0))
        let content = try #require(cell.firstSubview(of: SubtitleContentView.self))
        try expectFits(content, in: cell, rowHeight: try #require(client.frame(0)?.height))
    }

    /// The same with a plain `UICollectionViewCell` in a compositional layout whose item heights are estimated.
    @Test func aCompositionalCellWithAnEstimatedHeightGrowsToFitACustomContentView() throws {
        let size = CGSize(width: 390, height: 844)
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, item in
            cell.contentConfiguration = SubtitleConfiguration(title: item, subtitle: Self.subtitle)
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        let host = hostedInWindow(collectionView, size: size)
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["A", "B", "C"])
        dataSource.apply(snapshot, animatingDifferences: false)
        for _ in 0..<3 { host.layout() }
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let content = try #require(cell.firstSubview(of: SubtitleContentView.self))
        let frames = (0..<3).compactMap { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
        try expectFits(content, in: cell, rowHeight: try #require(frames.first?.frame.height))
        // The rows below follow the grown row.
        #expect(frames.map(\.frame.minY) == [0, frames[0].frame.height, 2 * frames[0].frame.height])
    }

    private func expectFits(_ content: SubtitleContentView, in cell: UICollectionViewCell, rowHeight: CGFloat) throws {
        let fitting = content.systemLayoutSizeFitting(
            CGSize(width: content.bounds.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        let subtitle = content.subtitleLabel
        let lineHeight = try #require(subtitle.font).lineHeight
        let needed = subtitle.sizeThatFits(CGSize(width: subtitle.bounds.width, height: 0)).height
        // The subtitle wraps (the row cannot fit in the estimate) …
        #expect(needed > 2 * lineHeight)
        #expect(rowHeight > 44)
        // … the row is what the content view's constraints need, and shows the content view whole …
        #expect(rowHeight == fitting.height)
        #expect(cell.bounds.height == rowHeight)
        #expect(content.convert(content.bounds, to: cell).maxY <= cell.bounds.height)
        // … and the subtitle gets the height of all its lines.
        #expect(abs(subtitle.bounds.height - needed) < 0.5)
        #expect(subtitle.frame.maxY <= content.bounds.height)
    }
}

/// An app's configuration: a title and a subtitle.
private struct SubtitleConfiguration: UIContentConfiguration {
    var title: String
    var subtitle: String

    func makeContentView() -> any UIView & UIContentView { SubtitleContentView(configuration: self) }

    func updated(for state: any UIConfigurationState) -> SubtitleConfiguration { self }
}

/// The app's content view: two labels stacked by constraints inside the layout margins.
private final class SubtitleContentView: UIView, UIContentView {
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()

    var configuration: any UIContentConfiguration {
        didSet { apply() }
    }

    init(configuration: SubtitleConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        subtitleLabel.numberOfLines = 0
        subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
        for label in [titleLabel, subtitleLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
        }
        let guide = layoutMarginsGuide
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: guide.topAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            subtitleLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
            subtitleLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            subtitleLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            subtitleLabel.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        apply()
    }

    required init?(coder: NSCoder) { nil }

    private func apply() {
        guard let configuration = configuration as? SubtitleConfiguration else { return }
        titleLabel.text = configuration.title
        subtitleLabel.text = configuration.subtitle
    }
}

extension UIView {
    /// The first view of class `type` in the view's subtree, depth first.
    fileprivate func firstSubview<View: UIView>(of type: View.Type) -> View? {
        for subview in subviews {
            if let match = subview as? View { return match }
            if let match = subview.firstSubview(of: type) { return match }
        }
        return nil
    }
}
