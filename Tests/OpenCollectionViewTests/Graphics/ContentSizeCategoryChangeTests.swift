// Host-driven: changes a window scene's content size category through the headless host, so it does not compile
// against UIKit (see docs/Testing.md).
import Foundation
import Testing

@_spi(Host) @testable import OpenCollectionView

/// A screen with one label that follows Dynamic Type and one that does not, recording its trait changes.
private final class LabelsViewController: UIViewController {
    let adjusting = UILabel()
    let fixed = UILabel()
    var previousCategories: [UIContentSizeCategory] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        adjusting.text = "集合视图 Dynamic Type"
        fixed.font = .preferredFont(forTextStyle: .body)
        fixed.text = "fixed"
        view.addSubview(adjusting)
        view.addSubview(fixed)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        previousCategories.append(previousTraitCollection?.preferredContentSizeCategory ?? .unspecified)
    }
}

/// A list of wrapping Chinese rows whose cells size themselves from a Dynamic Type label.
private final class RowsViewController: UIViewController, UICollectionViewDataSource {
    var collectionView: UICollectionView!
    static let texts = (0..<6).map { String(repeating: "集合视图管理有序的数据项", count: $0 % 3 + 1) }

    override func viewDidLoad() {
        super.viewDidLoad()
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = NSCollectionLayoutSection(
            group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        collectionView = UICollectionView(
            frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(RowCell.self, forCellWithReuseIdentifier: "row")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.texts.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! RowCell
        cell.label.text = Self.texts[indexPath.item]
        return cell
    }

    var rowHeights: [CGFloat] {
        (0..<Self.texts.count).compactMap {
            collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.height
        }
    }
}

private final class RowCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = 0
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds.insetBy(dx: 16, dy: 8)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = label.sizeThatFits(CGSize(width: size.width - 32, height: 0))
        return CGSize(width: size.width, height: text.height + 16)
    }
}

@MainActor
struct ContentSizeCategoryChangeTests {
    /// A scene's category change reaches view controllers through `traitCollectionDidChange`, resizes labels that
    /// adjust (and only those) to the style's size in UIKit's table (body: 17 → 23 at xxxLarge), posts
    /// `didChangeNotification`, and stays within its scene.
    @Test func categoryChangeResizesAdjustingLabels() {
        let controller = LabelsViewController()
        let host = HeadlessHost(rootViewController: controller)
        host.layout()
        #expect(controller.traitCollection.preferredContentSizeCategory == .large)
        #expect(controller.adjusting.font.pointSize == 17)
        let before = controller.adjusting.intrinsicContentSize
        let posted = LockedValue<[UIContentSizeCategory]>([])
        let observer = NotificationCenter.default.addObserver(
            forName: UIContentSizeCategory.didChangeNotification, object: host.scene, queue: nil
        ) { note in
            if let category = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory {
                posted.withLock { $0.append(category) }
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        host.scene.traitOverrides.preferredContentSizeCategory = .extraExtraExtraLarge
        host.layout()
        #expect(controller.previousCategories.last == .large)
        #expect(controller.traitCollection.preferredContentSizeCategory == .extraExtraExtraLarge)
        #expect(controller.adjusting.font.pointSize == 23)
        host.scene.makeCurrent { #expect(UIApplication.shared.preferredContentSizeCategory == .extraExtraExtraLarge) }
        #expect(controller.fixed.font.pointSize == 17)
        #expect(controller.adjusting.intrinsicContentSize.width > before.width)
        #expect(posted.withLock { $0 } == [.extraExtraExtraLarge])
        // Another scene (the default one) keeps its own category.
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)

        host.scene.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(controller.adjusting.font.pointSize == 53)
        host.scene.traitOverrides.removeAll()
        #expect(controller.adjusting.font.pointSize == 17)
    }

    /// After a category change the collection view invalidates its layout and its self-sizing rows re-measure: the
    /// rows come out exactly as a fresh load at the new size lays them out.
    @Test(.enabled(if: FontFace.cjk.isAvailable, "Noto Sans CJK is not installed: apt-get install fonts-noto-cjk"))
    func categoryChangeReMeasuresSelfSizingRows() {
        let live = RowsViewController()
        let host = HeadlessHost(rootViewController: live)
        host.layout()
        let before = live.rowHeights
        #expect(before.count == RowsViewController.texts.count)

        host.scene.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        host.layout()
        let after = live.rowHeights

        let fresh = RowsViewController()
        let freshHost = HeadlessHost(rootViewController: fresh)
        freshHost.scene.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        fresh.collectionView.reloadData()
        freshHost.layout()
        #expect(after == fresh.rowHeights)
        for (old, new) in zip(before, after) { #expect(new > old) }
    }
}
