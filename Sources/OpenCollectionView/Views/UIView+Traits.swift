extension UIView: UITraitEnvironment {}

extension UIViewController: UITraitEnvironment {}
