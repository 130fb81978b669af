/// UIKit's older cell content API — `textLabel`, `detailTextLabel`, `imageView` — for table cells and header-footer
/// views built on list cells. The label and image view objects are made when first asked for and are not shown
/// themselves: whenever their text, font, colour or image change, the owner's configuration is updated and a list
/// content configuration made from them (on the owner's default one) is shown instead. A content configuration the
/// app sets itself takes over.
@MainActor
final class LegacyTableContent {
    private(set) var textLabel: LegacyContentLabel?
    private(set) var detailTextLabel: LegacyContentLabel?
    private(set) var imageView: LegacyContentImageView?
    /// The configuration last made from the views (to tell it from one the app set).
    private var installed: UIListContentConfiguration?
    /// Asks the owner for a configuration update.
    private let changed: @MainActor () -> Void
    /// Whether the labels' line counts (one by default) apply; otherwise only counts the app set do, so header and
    /// footer titles wrap as UIKit's do.
    private let usesLabelLineCounts: Bool

    init(usesLabelLineCounts: Bool, changed: @escaping @MainActor () -> Void) {
        self.usesLabelLineCounts = usesLabelLineCounts
        self.changed = changed
    }

    func makeTextLabel() -> UILabel {
        if let textLabel { return textLabel }
        let label = LegacyContentLabel(changed: changed)
        textLabel = label
        changed()
        return label
    }

    func makeDetailTextLabel() -> UILabel {
        if let detailTextLabel { return detailTextLabel }
        let label = LegacyContentLabel(changed: changed)
        detailTextLabel = label
        changed()
        return label
    }

    func makeImageView() -> UIImageView {
        if let imageView { return imageView }
        let view = LegacyContentImageView(changed: changed)
        imageView = view
        changed()
        return view
    }

    /// Shows the views' content in `cell`, starting from `base`, unless the app set a configuration of its own.
    func apply(to cell: UICollectionViewCell, base: () -> UIListContentConfiguration) {
        guard textLabel != nil || detailTextLabel != nil || imageView != nil else { return }
        if let current = cell.contentConfiguration, (current as? UIListContentConfiguration) != installed { return }
        var configuration = base()
        if let textLabel {
            configuration.text = textLabel.text
            if let font = textLabel.customFont { configuration.textProperties.font = font }
            if let color = textLabel.customColor { configuration.textProperties.color = color }
            if let lines = lineCount(of: textLabel) { configuration.textProperties.numberOfLines = lines }
        }
        if let detailTextLabel {
            configuration.secondaryText = detailTextLabel.text
            if let font = detailTextLabel.customFont { configuration.secondaryTextProperties.font = font }
            if let color = detailTextLabel.customColor { configuration.secondaryTextProperties.color = color }
            if let lines = lineCount(of: detailTextLabel) {
                configuration.secondaryTextProperties.numberOfLines = lines
            }
        }
        configuration.image = imageView?.image
        guard configuration != installed || cell.contentConfiguration == nil else { return }
        installed = configuration
        cell.contentConfiguration = configuration
    }
}

extension LegacyTableContent {
    private func lineCount(of label: LegacyContentLabel) -> Int? {
        usesLabelLineCounts ? label.numberOfLines : label.customNumberOfLines
    }
}

/// A legacy content label: it reports changes to its text, font, colour and line count (one line by default, as
/// UIKit's cell labels).
@MainActor
final class LegacyContentLabel: UILabel {
    private var changed: (@MainActor () -> Void)?
    private(set) var customFont: UIFont?
    private(set) var customColor: UIColor?
    private(set) var customNumberOfLines: Int?

    init(changed: @escaping @MainActor () -> Void) {
        super.init(frame: .zero)
        self.changed = changed
    }

    required init?(coder: NSCoder) { nil }

    override var text: String? { didSet { changed?() } }
    override var font: UIFont! {
        didSet {
            customFont = font
            changed?()
        }
    }
    override var textColor: UIColor! {
        didSet {
            customColor = textColor
            changed?()
        }
    }
    override var numberOfLines: Int {
        didSet {
            customNumberOfLines = numberOfLines
            changed?()
        }
    }
}

/// A legacy content image view: it reports changes to its image.
@MainActor
final class LegacyContentImageView: UIImageView {
    private var changed: (@MainActor () -> Void)?

    init(changed: @escaping @MainActor () -> Void) {
        super.init(frame: .zero)
        self.changed = changed
    }

    required init?(coder: NSCoder) { nil }

    override var image: UIImage? { didSet { changed?() } }
}
