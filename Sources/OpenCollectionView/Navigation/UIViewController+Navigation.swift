/// What every view controller has for the containers that show it, as in UIKit: its navigation item, the
/// navigation controller it is in, its edit button, and insets added to its safe area.
extension UIViewController {
    /// The item a navigation bar shows while this controller is on top, made on first use with the controller's
    /// title.
    public var navigationItem: UINavigationItem {
        if let item = navigationState.navigationItem { return item }
        let item = UINavigationItem()
        item.title = title
        navigationState.navigationItem = item
        return item
    }

    /// The nearest navigation controller among this controller and its ancestors.
    public var navigationController: UINavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// A bar button item that toggles editing: "Edit" calls `setEditing(true, animated: true)` and turns into a
    /// semibold "Done", which calls `setEditing(false, animated: true)`.
    public var editButtonItem: UIBarButtonItem {
        if let item = navigationState.editButtonItem { return item }
        let item = UIBarButtonItem(systemItem: .edit)
        item.showEditing(isEditing)
        item.tapHandler = { [weak self] _ in
            guard let self else { return }
            setEditing(!isEditing, animated: true)
        }
        navigationState.editButtonItem = item
        return item
    }

    /// The items a navigation controller's toolbar shows while this controller is on top.
    public var toolbarItems: [UIBarButtonItem]? {
        get { navigationState.toolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets the toolbar items.
    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        navigationState.toolbarItems = toolbarItems
        if let navigation = navigationController, navigation.topViewController === self {
            navigation.toolbar.setItems(toolbarItems, animated: animated)
        }
    }

    /// Whether the toolbar and tab bar hide while this controller is on top of a navigation stack.
    public var hidesBottomBarWhenPushed: Bool {
        get { navigationState.hidesBottomBarWhenPushed }
        set { navigationState.hidesBottomBarWhenPushed = newValue }
    }

    /// Insets added to the safe area of the controller's view (default zero).
    public var additionalSafeAreaInsets: UIEdgeInsets {
        get { navigationState.additionalSafeAreaInsets }
        set {
            guard newValue != navigationState.additionalSafeAreaInsets else { return }
            navigationState.additionalSafeAreaInsets = newValue
            viewIfLoaded?.safeAreaInsetsChangedInSubtree()
        }
    }

    /// Sets the scroll view whose scrolling collapses the large title and picks the bar's scroll-edge look
    /// (by default the controller's view when it is a scroll view, else its first scroll view).
    public func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge = [.top, .bottom]) {
        navigationState.contentScrollView = scrollView
        navigationController?.viewIfLoaded?.setNeedsLayout()
    }

    /// The scroll view set with `setContentScrollView(_:for:)`.
    public func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        navigationState.contentScrollView
    }

    /// The insets the container's bars add to this controller's safe area; changing them tells the views.
    func setBarSafeAreaInsets(_ insets: UIEdgeInsets) {
        guard insets != navigationState.barSafeAreaInsets else { return }
        navigationState.barSafeAreaInsets = insets
        viewIfLoaded?.safeAreaInsetsChangedInSubtree()
    }
}

extension UIView {
    /// Tells this view and its subviews that their safe area changed, as the window does when its insets change.
    func safeAreaInsetsChangedInSubtree() {
        safeAreaInsetsDidChange()
        setNeedsLayout()
        for subview in subviews { subview.safeAreaInsetsChangedInSubtree() }
    }
}
