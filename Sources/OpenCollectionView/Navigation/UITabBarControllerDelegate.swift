/// What a tab bar controller asks and tells its delegate, as in UIKit (by default every tab may be selected).
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the user may select `viewController`'s tab.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    /// The user selected `viewController`'s tab (also when it was already selected).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
