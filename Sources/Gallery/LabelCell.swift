import OpenCollectionView

/// The Gallery's basic cell: a centred label on a rounded coloured card, with a darker selected background.
final class LabelCell: UICollectionViewCell {
    static let reuseIdentifier = "LabelCell"
    let label = UILabel()
    /// Whether the item refuses selection (its delegate's `shouldSelectItemAt` says no): VoiceOver then reads it as
    /// dimmed, as an app marks what cannot be chosen (`.notEnabled`, added to UIKit's own traits for the cell).
    var refusesSelection = false

    override var accessibilityTraits: UIAccessibilityTraits {
        get { refusesSelection ? super.accessibilityTraits.union(.notEnabled) : super.accessibilityTraits }
        set { super.accessibilityTraits = newValue }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundView = UIView()
        backgroundView?.backgroundColor = .systemTeal
        backgroundView?.layer.cornerRadius = 10
        selectedBackgroundView = UIView()
        selectedBackgroundView?.backgroundColor = .systemIndigo
        selectedBackgroundView?.layer.cornerRadius = 10
        label.textAlignment = .center
        label.textColor = .white
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.frame = contentView.bounds
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        label.text = nil
        refusesSelection = false
    }
}

/// A header or footer with one line of text.
final class TitleView: UICollectionReusableView {
    static let headerIdentifier = "Header"
    static let footerIdentifier = "Footer"
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .preferredFont(forTextStyle: .headline)
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.frame = bounds.insetBy(dx: 16, dy: 0)
        addSubview(label)
    }

    /// Whether the view is a section's header: its label then reads as a heading (VoiceOver's headings rotor reaches
    /// it, as apps mark their headers); a footer's reads as plain text.
    var isHeading = false {
        didSet { label.accessibilityTraits = isHeading ? [.staticText, .header] : .staticText }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
