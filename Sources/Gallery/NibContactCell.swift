import OpenCollectionView

/// A contact row designed in `Nibs/ContactCell.xib`: initials on a round badge, a name and a detail line placed by the
/// nib's constraints. Its three outlets are connected by the nib loader through `UINibOutletReceiving` (there is no
/// `@IBOutlet` without the Objective-C runtime; docs/Deviations.md).
final class NibContactCell: UICollectionViewCell, UINibOutletReceiving {
    private(set) var initialsLabel: UILabel!
    private(set) var nameLabel: UILabel!
    private(set) var detailLabel: UILabel!

    func setNibOutlet(_ name: String, to object: Any) -> Bool {
        switch name {
        case "initialsLabel": initialsLabel = object as? UILabel
        case "nameLabel": nameLabel = object as? UILabel
        case "detailLabel": detailLabel = object as? UILabel
        default: return false
        }
        return true
    }

    /// Shows `contact`: its initials, name and detail, the badge in its colour.
    func show(_ contact: NibCellsViewController.Contact) {
        initialsLabel.text = contact.initials
        initialsLabel.backgroundColor = contact.color
        nameLabel.text = contact.name
        detailLabel.text = contact.detail
        isAccessibilityElement = true
        accessibilityLabel = "\(contact.name), \(contact.detail)"
    }
}
