/// Hears a page view controller's gesture-driven page turns and answers its layout questions; every method is
/// optional.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A gesture-driven page turn is starting toward `pendingViewControllers`; if the user lets go short of the
    /// page, the turn does not complete and the pages stay as they were.
    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])

    /// A gesture-driven page turn settled: `completed` is `true` when the new pages are now `viewControllers`,
    /// `false` when the turn snapped back; `previousViewControllers` are the pages shown before it.
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)

    /// The spine location of a page-curl controller for `orientation` (default: the controller's current one).
    func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation

    /// The interface orientations the page view controller supports (default: all).
    func pageViewControllerSupportedInterfaceOrientations(
        _ pageViewController: UIPageViewController
    ) -> UIInterfaceOrientationMask

    /// The orientation preferred when the page view controller is presented (default: portrait).
    func pageViewControllerPreferredInterfaceOrientationForPresentation(
        _ pageViewController: UIPageViewController
    ) -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
    /// Does nothing.
    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {}

    /// Does nothing.
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}

    /// The controller's current spine location.
    public func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation { pageViewController.spineLocation }

    /// All orientations.
    public func pageViewControllerSupportedInterfaceOrientations(
        _ pageViewController: UIPageViewController
    ) -> UIInterfaceOrientationMask { .all }

    /// Portrait.
    public func pageViewControllerPreferredInterfaceOrientationForPresentation(
        _ pageViewController: UIPageViewController
    ) -> UIInterfaceOrientation { .portrait }
}
