/// Supplies a page view controller's pages on demand, as the user turns them.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or `nil` when it is the first.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?

    /// The page after `viewController`, or `nil` when it is the last.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?

    /// The number of pages a page indicator shows. Optional: with it and `presentationIndex(for:)`, a scroll-style
    /// controller shows its own page indicator (not drawn here; see `docs/Deviations.md`).
    func presentationCount(for pageViewController: UIPageViewController) -> Int

    /// The index of the page the indicator marks when pages are set with `setViewControllers`. Optional.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// No page indicator (UIKit shows none when the method is not implemented).
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    /// The first page.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
