/// The classes a nib's `customClass` attributes can name. Without an Objective-C runtime there is no looking a class
/// up by its name, so apps register their classes once (`UINib.register(MyCell.self)`); the nib then makes instances
/// through `init?(coder:)`, as UIKit does.
@MainActor
enum NibClassRegistry {
    /// Registered view classes by unqualified name (`MyCell`) and by module-qualified name (`App.MyCell`).
    private static var classes: [String: UIView.Type] = [:]

    static func register(_ viewClass: UIView.Type) {
        let qualified = String(reflecting: viewClass)
        classes[qualified] = viewClass
        classes[String(qualified.split(separator: ".").last ?? Substring(qualified))] = viewClass
    }

    /// The class registered for `name` (in `module` when given, else by its unqualified name), or UIKit's own view
    /// classes by name (`UILabel`, `UICollectionViewCell` …).
    static func viewClass(named name: String, module: String?) -> UIView.Type? {
        if let module, let found = classes["\(module).\(name)"] { return found }
        if let found = classes[name] { return found }
        if let found = classes[name.split(separator: ".").last.map(String.init) ?? name] { return found }
        return uiKitClasses[name]
    }

    private static let uiKitClasses: [String: UIView.Type] = [
        "UIView": UIView.self, "UILabel": UILabel.self, "UIButton": UIButton.self, "UIImageView": UIImageView.self,
        "UIStackView": UIStackView.self, "UIScrollView": UIScrollView.self,
        "UICollectionViewCell": UICollectionViewCell.self, "UICollectionViewListCell": UICollectionViewListCell.self,
        "UICollectionReusableView": UICollectionReusableView.self, "UITableViewCell": UITableViewCell.self,
        "UITableViewHeaderFooterView": UITableViewHeaderFooterView.self, "UIControl": UIControl.self,
        "UISwitch": UISwitch.self, "UISlider": UISlider.self, "UITextField": UITextField.self,
        "UITextView": UITextView.self, "UIVisualEffectView": UIVisualEffectView.self,
    ]
}
