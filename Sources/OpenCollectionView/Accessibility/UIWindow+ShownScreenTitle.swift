extension UIWindow {
    /// The title of the screen the window shows, as an assistive app names it when the screen changes (VoiceOver
    /// reads it after a push, and a host makes it its page's title): the scene's `title` when the app set one (as
    /// UIKit's app switcher shows it), else the title of the controller on top — a presented controller over
    /// everything, a navigation controller's top, a tab bar controller's selected tab, a split view's secondary
    /// column expanded (its primary when the secondary has none) and its one column collapsed — with the controller's
    /// `navigationItem.title` before its `title`, as a navigation bar shows it. `nil` when nothing has a title.
    @_spi(Host) public var shownScreenTitle: String? {
        if let title = windowScene?.title, !title.isEmpty { return title }
        return rootViewController.flatMap(Self.shownTitle(of:))
    }

    private static func shownTitle(of controller: UIViewController) -> String? {
        if let presented = controller.presentedViewController, !presented.isBeingDismissed,
            let title = shownTitle(of: presented)
        {
            return title
        }
        if let split = controller as? UISplitViewController {
            return split.viewControllers.reversed().lazy.compactMap(shownTitle(of:)).first
        }
        if let navigation = controller as? UINavigationController {
            return navigation.topViewController.flatMap(shownTitle(of:)) ?? nonEmpty(navigation.title)
        }
        if let tabs = controller as? UITabBarController {
            return tabs.selectedViewController.flatMap(shownTitle(of:)) ?? nonEmpty(tabs.title)
        }
        return nonEmpty(controller.navigationItem.title) ?? nonEmpty(controller.title)
    }

    private static func nonEmpty(_ text: String?) -> String? { text?.isEmpty == false ? text : nil }
}
