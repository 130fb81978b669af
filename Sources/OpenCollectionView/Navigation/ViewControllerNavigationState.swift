/// What a view controller keeps for the containers that show it: its navigation item, its edit button, the
/// insets its container's bars add to its safe area, and its own `additionalSafeAreaInsets`.
@MainActor
final class ViewControllerNavigationState {
    /// The item a navigation bar shows for the controller, made on first use.
    var navigationItem: UINavigationItem?
    /// The controller's `editButtonItem`, made on first use.
    var editButtonItem: UIBarButtonItem?
    /// The controller's tab bar item, made on first use.
    var tabBarItem: UITabBarItem?
    /// The items a navigation controller's toolbar shows while the controller is on top.
    var toolbarItems: [UIBarButtonItem]?
    /// Whether the bottom bar hides while the controller is on top of a navigation stack.
    var hidesBottomBarWhenPushed = false
    /// The scroll view whose offset collapses a large title (`setContentScrollView(_:for:)`).
    weak var contentScrollView: UIScrollView?
    /// Whether a navigation controller has put the content scroll view's offset at its top once.
    var hasPlacedContentScrollView = false
    /// Insets the client adds to the safe area.
    var additionalSafeAreaInsets: UIEdgeInsets = .zero
    /// Insets a container's bars (navigation bar, toolbar, tab bar) add to the safe area.
    var barSafeAreaInsets: UIEdgeInsets = .zero

    /// Everything added to the safe area of the controller's view on top of what its superview passes down.
    var safeAreaAdditions: UIEdgeInsets {
        UIEdgeInsets(
            top: additionalSafeAreaInsets.top + barSafeAreaInsets.top,
            left: additionalSafeAreaInsets.left + barSafeAreaInsets.left,
            bottom: additionalSafeAreaInsets.bottom + barSafeAreaInsets.bottom,
            right: additionalSafeAreaInsets.right + barSafeAreaInsets.right)
    }
}
