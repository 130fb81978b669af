// Host-driven (no UIKit-compatibility header): the scenes are `HeadlessHost`s and the animated case advances the
// host's clock. Everything else uses UIKit's API only.
import OpenCollectionView
import Testing

/// A list cell sized by constraints: a wrapping label 10 points from the top, a spacer under it whose height
/// constraint the app changes, 10 points from the bottom.
@MainActor
private final class GrowingCell: UICollectionViewListCell {
    let label = UILabel()
    let spacer = UIView()
    lazy var spacerHeight = spacer.heightAnchor.constraint(equalToConstant: 0)
    var widthConstraint: NSLayoutConstraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        for view in [label, spacer] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            spacer.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            spacer.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            spacer.topAnchor.constraint(equalTo: label.bottomAnchor),
            spacer.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            spacerHeight,
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

@MainActor
private final class GrowingSource: NSObject, UICollectionViewDataSource {
    /// The width flow-layout cells pin their content to (a flow layout leaves the width to the cell).
    var cellWidth: CGFloat?

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! GrowingCell
        cell.label.text = "Row \(indexPath.item)"
        if let cellWidth, cell.widthConstraint == nil {
            cell.widthConstraint = cell.contentView.widthAnchor.constraint(equalToConstant: cellWidth)
            cell.widthConstraint?.isActive = true
        }
        return cell
    }
}

/// A collection view of `GrowingCell`s in `layout`, laid out in a 320 × 600 headless window.
@MainActor
private struct Scene {
    let collectionView: UICollectionView
    let source = GrowingSource()
    let host: HeadlessHost

    init(_ layout: UICollectionViewLayout, cellWidth: CGFloat? = nil) {
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        collectionView.register(GrowingCell.self, forCellWithReuseIdentifier: "cell")
        source.cellWidth = cellWidth
        collectionView.dataSource = source
        host = hostedInWindow(collectionView, size: CGSize(width: 320, height: 600))
        host.layout()
    }

    func frame(_ item: Int) -> CGRect {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame ?? .null
    }

    func cell(_ item: Int) -> GrowingCell? {
        collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? GrowingCell
    }

    /// How much taller `cell`'s label gets with `text` at its current width (UILabel `sizeThatFits`).
    func growth(of cell: GrowingCell, to text: String) -> CGFloat {
        let probe = UILabel()
        probe.numberOfLines = 0
        probe.font = cell.label.font
        let width = cell.label.bounds.width
        probe.text = cell.label.text
        let before = probe.sizeThatFits(CGSize(width: width, height: 0)).height
        probe.text = text
        return probe.sizeThatFits(CGSize(width: width, height: 0)).height - before
    }
}

private let longText = String(repeating: "This row's text grew after it was shown and wraps now. ", count: 4)

/// Self-sizing invalidation (iOS 16). Expected values from Apple's documentation of
/// `UICollectionView.SelfSizingInvalidation`: with `.enabled`, "calling `invalidateIntrinsicContentSize()` on a
/// self-sizing cell or its `contentView` causes the cell to resize if necessary"; with `.enabledIncludingConstraints`
/// "any Auto Layout change within the `contentView` of a self-sizing cell automatically calls
/// `invalidateIntrinsicContentSize()`"; with `.disabled` "no sizing updates occur"; and of
/// `selfSizingInvalidation`: `.enabled` is the default, and "if the invalidation occurs inside an animation block,
/// the resizing animates". The items after the resized one move by its change in height (a vertical list, a flow
/// layout's one item per line).
@MainActor
struct SelfSizingInvalidationTests {
    @Test func theDefaultIsEnabled() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
        #expect(collectionView.selfSizingInvalidation == .enabled)
    }

    static func flowLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumLineSpacing = 0
        return layout
    }

    static func compositionalLayout() -> UICollectionViewLayout {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        return UICollectionViewCompositionalLayout(
            section: NSCollectionLayoutSection(
                group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])))
    }

    static func listLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
    }

    /// Grows item 1's label, calls `invalidateIntrinsicContentSize()` on the cell (or its content view), and
    /// checks that it grew by the label's growth and the items below moved by as much.
    private func expectGrowthMovesItemsBelow(_ scene: Scene, onContentView: Bool = false) {
        defer { withExtendedLifetime(scene) {} }
        guard let cell = scene.cell(1) else {
            Issue.record("no cell for item 1")
            return
        }
        let before = (0..<4).map(scene.frame)
        let growth = scene.growth(of: cell, to: longText)
        #expect(growth > 20)
        cell.label.text = longText
        if onContentView {
            cell.contentView.invalidateIntrinsicContentSize()
        } else {
            cell.invalidateIntrinsicContentSize()
        }
        scene.host.layout()
        let after = (0..<4).map(scene.frame)
        #expect(after[0] == before[0])
        #expect(after[1].minY == before[1].minY)
        #expect(after[1].height == before[1].height + growth)
        #expect(after[2].minY == before[2].minY + growth)
        #expect(after[3].minY == before[3].minY + growth)
        #expect(cell.frame == after[1])
        #expect(scene.cell(3)?.frame == after[3])
    }

    @Test func aGrownCellMovesTheItemsBelowInAFlowLayout() {
        expectGrowthMovesItemsBelow(Scene(Self.flowLayout(), cellWidth: 320))
    }

    @Test func aGrownCellMovesTheItemsBelowInACompositionalLayout() {
        expectGrowthMovesItemsBelow(Scene(Self.compositionalLayout()))
    }

    @Test func aGrownCellMovesTheItemsBelowInAList() {
        expectGrowthMovesItemsBelow(Scene(Self.listLayout()))
    }

    @Test func invalidatingTheContentViewResizesTheCell() {
        expectGrowthMovesItemsBelow(Scene(Self.listLayout()), onContentView: true)
    }

    @Test func disabledMovesNothing() {
        for layout in [Self.flowLayout(), Self.compositionalLayout(), Self.listLayout()] {
            let scene = Scene(layout, cellWidth: layout is UICollectionViewFlowLayout ? 320 : nil)
            scene.collectionView.selfSizingInvalidation = .disabled
            let before = (0..<4).map(scene.frame)
            scene.cell(1)?.label.text = longText
            scene.cell(1)?.invalidateIntrinsicContentSize()
            scene.host.layout()
            #expect((0..<4).map(scene.frame) == before)
            #expect(scene.cell(1)?.frame == before[1])
        }
    }

    @Test func constraintChangesResizeWithEnabledIncludingConstraints() {
        let scene = Scene(Self.listLayout())
        scene.collectionView.selfSizingInvalidation = .enabledIncludingConstraints
        let before = (0..<3).map(scene.frame)
        scene.cell(1)?.spacerHeight.constant = 40
        scene.host.layout()
        #expect(scene.frame(1).height == before[1].height + 40)
        #expect(scene.frame(2).minY == before[2].minY + 40)

        // Deactivating the constraint and activating another are Auto Layout changes too.
        guard let cell = scene.cell(1) else {
            Issue.record("no cell for item 1")
            return
        }
        cell.spacerHeight.isActive = false
        cell.spacer.heightAnchor.constraint(equalToConstant: 10).isActive = true
        scene.host.layout()
        #expect(scene.frame(1).height == before[1].height + 10)
        #expect(scene.frame(2).minY == before[2].minY + 10)
    }

    @Test func constraintChangesAloneDoNotResizeWhenEnabled() {
        let scene = Scene(Self.listLayout())
        #expect(scene.collectionView.selfSizingInvalidation == .enabled)
        let before = (0..<3).map(scene.frame)
        scene.cell(1)?.spacerHeight.constant = 40
        scene.cell(1)?.label.text = longText
        scene.host.layout()
        #expect((0..<3).map(scene.frame) == before)
        // The app's own `invalidateIntrinsicContentSize()` then resizes it.
        scene.cell(1)?.invalidateIntrinsicContentSize()
        scene.host.layout()
        #expect(scene.frame(1).height > before[1].height + 40)
    }

    @Test func aNewContentConfigurationResizesAListCell() {
        let layout = Self.listLayout()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<10))
        dataSource.apply(snapshot, animatingDifferences: false)
        let host = hostedInWindow(collectionView, size: CGSize(width: 320, height: 600))
        host.layout()
        defer { withExtendedLifetime((dataSource, host)) {} }
        let path = IndexPath(item: 1, section: 0)
        let before = collectionView.layoutAttributesForItem(at: path)?.frame ?? .null
        let below = collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame ?? .null
        guard let cell = collectionView.cellForItem(at: path) as? UICollectionViewListCell else {
            Issue.record("no cell")
            return
        }
        var content = cell.defaultContentConfiguration()
        content.text = "Row 1"
        content.secondaryText = longText
        cell.contentConfiguration = content
        host.layout()
        let after = collectionView.layoutAttributesForItem(at: path)?.frame ?? .null
        #expect(after.height > before.height + 20)
        #expect(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minY
                == below.minY + after.height - before.height)
    }

    @Test func anInvalidationInsideAnAnimationBlockAnimates() {
        let scene = Scene(Self.listLayout())
        guard let cell = scene.cell(1), let lower = scene.cell(3) else {
            Issue.record("no cells")
            return
        }
        let start = lower.frame
        let growth = scene.growth(of: cell, to: longText)
        UIView.animate(withDuration: 0.4) {
            cell.label.text = longText
            cell.invalidateIntrinsicContentSize()
        }
        // Coalesced: nothing moves until the next layout pass, which starts the animation.
        #expect(lower.frame == start)
        scene.host.layout()
        let end = start.offsetBy(dx: 0, dy: growth)
        #expect(lower.frame == end)
        #expect(scene.frame(3) == end)
        #expect(lower.layer.presentation()?.frame == start)
        scene.host.advance(by: 0.2)
        let middle = lower.layer.presentation()?.frame ?? .null
        #expect(middle.minY > start.minY + 1)
        #expect(middle.minY < end.minY - 1)
        scene.host.advance(by: 0.4)
        #expect(lower.layer.presentation()?.frame == end)
    }
}
