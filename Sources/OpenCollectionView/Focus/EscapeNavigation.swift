/// What Escape does when nothing else uses it: goes back one level in the front-most content, as the back
/// button or a sheet's dismissal would. The innermost navigation controller showing more than its root pops;
/// otherwise a presented controller that allows it (`isModalInPresentation` is `false`) is dismissed.
@MainActor
enum EscapeNavigation {
    /// Goes back in `window`; returns whether anything moved.
    static func goBack(in window: UIWindow) -> Bool {
        guard let root = window.rootViewController else { return false }
        let front = frontPresentedController(from: root)
        if let navigation = innermostNavigationController(in: front), navigation.viewControllers.count > 1 {
            navigation.popViewController(animated: true)
            return true
        }
        if front !== root, !front.isModalInPresentation, front.presentingViewController != nil {
            front.dismiss(animated: true)
            return true
        }
        return false
    }

    /// The content controller in front: the visible controller of the front-most presented controller, through
    /// navigation and tab bar controllers.
    static func frontContentController(in window: UIWindow) -> UIViewController? {
        guard let root = window.rootViewController else { return nil }
        var controller = frontPresentedController(from: root)
        while true {
            if let navigation = controller as? UINavigationController, let top = navigation.topViewController {
                controller = top
            } else if let tabs = controller as? UITabBarController, let selected = tabs.selectedViewController {
                controller = selected
            } else if let split = controller as? UISplitViewController,
                let content = split.isCollapsed ? split.viewControllers.first : split.viewControllers.last
            {
                controller = content
            } else {
                return controller
            }
        }
    }

    private static func frontPresentedController(from root: UIViewController) -> UIViewController {
        var front = root
        while let presented = front.presentedViewController { front = presented }
        return front
    }

    /// The deepest navigation controller along the visible path from `controller` that can pop.
    private static func innermostNavigationController(in controller: UIViewController) -> UINavigationController? {
        var found: UINavigationController?
        var current: UIViewController? = controller
        while let candidate = current {
            if let navigation = candidate as? UINavigationController {
                if navigation.viewControllers.count > 1 || found == nil { found = navigation }
                current = navigation.topViewController
            } else if let tabs = candidate as? UITabBarController {
                current = tabs.selectedViewController
            } else if let split = candidate as? UISplitViewController {
                // Collapsed, the primary's navigation stack shows everything; expanded, the content is the last
                // column (UISplitViewController.viewControllers).
                current = split.isCollapsed ? split.viewControllers.first : split.viewControllers.last
            } else {
                current = nil
            }
        }
        return found
    }
}
