/// The tab bar side of every view controller, as in UIKit: its tab bar item and the tab bar controller it is in.
extension UIViewController {
    /// The item a tab bar shows for this controller, made on first use with the controller's title.
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = navigationState.tabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            navigationState.tabBarItem = item
            return item
        }
        set { navigationState.tabBarItem = newValue }
    }

    /// The nearest tab bar controller among this controller's ancestors.
    public var tabBarController: UITabBarController? {
        var current = parent
        while let controller = current {
            if let tabs = controller as? UITabBarController { return tabs }
            current = controller.parent
        }
        return nil
    }
}
