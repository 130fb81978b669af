/// What a navigation controller tells its delegate, as in UIKit (both methods default to doing nothing).
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// `viewController` is about to show (after its `viewWillAppear`), at the start of a push or pop.
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// `viewController` showed (after its `viewDidAppear`), at the end of a push or pop.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}
