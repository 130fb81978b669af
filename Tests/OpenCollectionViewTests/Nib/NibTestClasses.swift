// Uses the package's Swift stand-ins for Interface Builder connections (`UINibOutletReceiving` …), so it does not
// compile against UIKit (see docs/Deviations.md).
import OpenCollectionView

/// A view whose runtime attributes `count`, `caption`, `isUrgent` and `badgeColor` the nib sets.
final class NibBadgeView: UIView, UINibKeyValueCoding {
    var count = 0
    var caption = ""
    var isUrgent = false
    var badgeColor: UIColor?

    func setNibValue(_ value: UINibAttributeValue, forKeyPath keyPath: String) -> Bool {
        switch keyPath {
        case "count": count = value.int ?? 0
        case "caption": caption = value.string ?? ""
        case "isUrgent": isUrgent = value.bool ?? false
        case "badgeColor": badgeColor = value.color
        default: return false
        }
        return true
    }
}

/// A File's Owner with outlets (a view, a label, a constraint, a collection of buttons) and a `save:` action.
final class NibOwner: NSObject, UINibOutletReceiving, UINibActionReceiving {
    var view: UIView?
    var titleLabel: UILabel?
    var heightConstraint: NSLayoutConstraint?
    var buttons: [UIButton] = []
    var saved: [Any] = []

    func setNibOutlet(_ name: String, to object: Any) -> Bool {
        switch name {
        case "view": view = object as? UIView
        case "titleLabel": titleLabel = object as? UILabel
        case "heightConstraint": heightConstraint = object as? NSLayoutConstraint
        case "buttons": buttons = (object as? [Any])?.compactMap { $0 as? UIButton } ?? []
        default: return false
        }
        return true
    }

    func performNibAction(_ action: Selector, sender: Any) -> Bool {
        guard action.name == "save:" else { return false }
        saved.append(sender)
        return true
    }
}

/// A view that records `awakeFromNib()` (with the state of its subviews then) and takes `bubble:` from the
/// responder chain.
final class NibAwakeView: UIView, UINibActionReceiving {
    var awokenWithSubviews: Int?
    var bubbled = 0

    override func awakeFromNib() {
        super.awakeFromNib()
        awokenWithSubviews = subviews.count
    }

    func performNibAction(_ action: Selector, sender: Any) -> Bool {
        guard action.name == "bubble:" else { return false }
        bubbled += 1
        return true
    }
}

/// A collection view cell designed in `NameCell.xib`.
final class NibNameCell: UICollectionViewCell, UINibOutletReceiving {
    var nameLabel: UILabel!
    var awoke = false

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = nameLabel != nil
    }

    func setNibOutlet(_ name: String, to object: Any) -> Bool {
        guard name == "nameLabel" else { return false }
        nameLabel = object as? UILabel
        return true
    }
}

/// A table view cell designed in `RowCell.xib`.
final class NibRowCell: UITableViewCell, UINibOutletReceiving {
    var titleLabel: UILabel!

    func setNibOutlet(_ name: String, to object: Any) -> Bool {
        guard name == "titleLabel" else { return false }
        titleLabel = object as? UILabel
        return true
    }
}

/// A table header designed in `HeaderFooter.xib`.
final class NibHeaderView: UITableViewHeaderFooterView, UINibOutletReceiving {
    var titleLabel: UILabel!

    func setNibOutlet(_ name: String, to object: Any) -> Bool {
        guard name == "titleLabel" else { return false }
        titleLabel = object as? UILabel
        return true
    }
}

@MainActor
func registerNibTestClasses() {
    for viewClass: UIView.Type in [
        NibBadgeView.self, NibAwakeView.self, NibNameCell.self, NibRowCell.self, NibHeaderView.self,
    ] {
        UINib.register(viewClass)
    }
}

/// The fixture `name.xib` of this test target.
@MainActor
func fixtureNib(_ name: String) -> UINib { UINib(nibName: name, bundle: .module) }
