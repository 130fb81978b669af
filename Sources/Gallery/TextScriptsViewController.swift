import OpenCollectionView

/// "Text in every script": Chinese, Japanese, Korean, emoji and mixed Latin samples in self-sizing rows, the same
/// Chinese paragraph wrapped at three widths, and A− / A+ buttons that change the window scene's Dynamic Type size
/// live (through `traitOverrides`, as an iOS 17 app would). Every label uses `preferredFont(forTextStyle:)` with
/// `adjustsFontForContentSizeCategory`, so the rows re-measure when the size changes.
final class TextScriptsViewController: UIViewController {
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
    private let sizeLabel = UILabel()
    private let smallerButton = UIButton(type: .system)
    private let largerButton = UIButton(type: .system)
    private let barHeight: CGFloat = 52

    /// A script's name and a sample in it.
    struct Sample {
        let script: String
        let text: String
    }

    static let samples: [Sample] = [
        Sample(script: "Chinese", text: "集合视图管理有序的数据项集合，并使用可自定义的布局来呈现它们。每一行都会根据文字自动调整高度。"),
        Sample(script: "Japanese", text: "コレクションビューは、順序付けられたデータ項目を管理し、カスタマイズ可能なレイアウトで表示します。「禁則処理」も正しく行います。"),
        Sample(script: "Korean", text: "컬렉션 뷰는 정렬된 데이터 항목을 관리하고 사용자 지정 가능한 레이아웃으로 표시합니다."),
        Sample(script: "Emoji", text: "Flags 🇨🇳🇯🇵🇰🇷, families 👨‍👩‍👧‍👦, skin tones 👋🏻👋🏽👋🏿 and hearts ❤️🧡💛 stay whole."),
        Sample(script: "Mixed", text: "UICollectionView 是 UIKit 的核心组件，supports lists 和网格 layouts（布局）。😀"),
    ]

    /// The paragraph shown at several widths.
    static let paragraph = "春眠不觉晓，处处闻啼鸟。夜来风雨声，花落知多少。Dynamic Type 会改变字号。"
    /// The widths of the paragraph's rows, as fractions of the collection view's width.
    static let paragraphWidths: [CGFloat] = [1, 0.66, 0.4]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: Self.makeLayout())
        collectionView.accessibilityIdentifier = "text-scripts"
        view.addSubview(collectionView)

        sizeLabel.font = .preferredFont(forTextStyle: .subheadline)
        sizeLabel.adjustsFontForContentSizeCategory = true
        sizeLabel.accessibilityIdentifier = "text-size"
        view.addSubview(sizeLabel)
        for (button, title, step) in [(smallerButton, "A−", -1), (largerButton, "A+", 1)] {
            button.setTitle(title, for: .normal)
            button.accessibilityIdentifier = step < 0 ? "text-smaller" : "text-larger"
            button.addAction(UIAction { [weak self] _ in self?.changeTextSize(by: step) }, for: .primaryActionTriggered)
            view.addSubview(button)
        }
        configureDataSource()
        showTextSize()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The toolbar sits below whatever covers the top of the view (a navigation bar, inside the app) and inside
        // the side insets; the text scrolls below it.
        let bounds = view.bounds
        let safe = view.safeAreaInsets
        let top = safe.top
        smallerButton.frame = CGRect(x: safe.left + 12, y: top + 8, width: 52, height: 36)
        largerButton.frame = CGRect(x: safe.left + 68, y: top + 8, width: 52, height: 36)
        sizeLabel.frame = CGRect(
            x: safe.left + 132, y: top + 8, width: max(bounds.width - safe.left - safe.right - 144, 0), height: 36)
        collectionView.frame = CGRect(
            x: 0, y: top + barHeight, width: bounds.width, height: max(bounds.height - top - barHeight, 0))
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        showTextSize()
    }

    /// The Dynamic Type sizes in order, for the buttons to step through.
    private static let categories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    private static let categoryNames = [
        "xSmall", "Small", "Medium", "Large (default)", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4",
        "AX5",
    ]

    private func changeTextSize(by step: Int) {
        guard let scene = view.window?.windowScene else { return }
        let current = Self.categories.firstIndex(of: traitCollection.preferredContentSizeCategory) ?? 3
        let next = min(max(current + step, 0), Self.categories.count - 1)
        scene.traitOverrides.preferredContentSizeCategory = Self.categories[next]
    }

    private func showTextSize() {
        let index = Self.categories.firstIndex(of: traitCollection.preferredContentSizeCategory) ?? 3
        let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: traitCollection)
        sizeLabel.text = "\(Self.categoryNames[index]) · \(Int(body.pointSize)) pt"
    }

    private static func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { section, _ in
            let fraction = section == 0 ? 1 : paragraphWidths[min(section - 1, paragraphWidths.count - 1)]
            let item = NSCollectionLayoutItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(fraction), heightDimension: .estimated(60)),
                subitems: [item])
            let layoutSection = NSCollectionLayoutSection(group: group)
            layoutSection.interGroupSpacing = 8
            layoutSection.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
            return layoutSection
        }
    }

    private func configureDataSource() {
        let cells = UICollectionView.CellRegistration<ScriptSampleCell, Int> { cell, indexPath, _ in
            if indexPath.section == 0 {
                let sample = Self.samples[indexPath.item]
                cell.captionLabel.text = sample.script
                cell.bodyLabel.text = sample.text
            } else {
                let fraction = Self.paragraphWidths[indexPath.section - 1]
                cell.captionLabel.text = "Chinese at \(Int((fraction * 100).rounded()))% width"
                cell.bodyLabel.text = Self.paragraph
            }
            cell.accessibilityIdentifier = "cell-\(indexPath.section)-\(indexPath.item)"
            cell.bodyLabel.accessibilityIdentifier = "sample-\(indexPath.section)-\(indexPath.item)"
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<Self.samples.count), toSection: 0)
        for (index, _) in Self.paragraphWidths.enumerated() {
            snapshot.appendSections([index + 1])
            snapshot.appendItems([100 + index], toSection: index + 1)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A row of the text screen: the script's name over a wrapping sample, both in Dynamic Type fonts, as tall as its
/// text (self-sizing through `sizeThatFits`, which measures the sample with `boundingRect(with:options:attributes:
/// context:)`).
final class ScriptSampleCell: UICollectionViewCell {
    let captionLabel = UILabel()
    let bodyLabel = UILabel()
    private let padding = UIEdgeInsets(top: 8, left: 12, bottom: 10, right: 12)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundView = UIView()
        backgroundView?.backgroundColor = .systemGray6
        backgroundView?.layer.cornerRadius = 10
        captionLabel.font = .preferredFont(forTextStyle: .caption1)
        captionLabel.textColor = .secondaryLabel
        captionLabel.adjustsFontForContentSizeCategory = true
        bodyLabel.font = .preferredFont(forTextStyle: .body)
        bodyLabel.numberOfLines = 0
        bodyLabel.adjustsFontForContentSizeCategory = true
        contentView.addSubview(captionLabel)
        contentView.addSubview(bodyLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = max(contentView.bounds.width - padding.left - padding.right, 0)
        let caption = captionLabel.sizeThatFits(CGSize(width: width, height: 0))
        captionLabel.frame = CGRect(x: padding.left, y: padding.top, width: width, height: caption.height)
        let body = bodyLabel.sizeThatFits(CGSize(width: width, height: 0))
        bodyLabel.frame = CGRect(x: padding.left, y: captionLabel.frame.maxY + 4, width: width, height: body.height)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = max(size.width - padding.left - padding.right, 0)
        let caption = captionLabel.sizeThatFits(CGSize(width: width, height: 0))
        // The sample measured as UIKit apps size text cells: its bounding rectangle, wrapped at the width, rounded up.
        let body = (bodyLabel.text ?? "").boundingRect(
            with: CGSize(width: width, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            attributes: [.font: bodyLabel.font as Any], context: nil)
        return CGSize(
            width: size.width, height: padding.top + caption.height + 4 + ceil(body.height) + padding.bottom)
    }
}
