/// What a split view controller asks and tells its delegate, as in UIKit: the column on top when it collapses, the
/// display mode when it expands, and the changes of display mode and of the columns that show.
@MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// The column to show on top once the split view collapses (UIKit proposes `.secondary`); the default returns
    /// `proposedTopColumn`.
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
    /// The display mode to use once the split view expands; the default returns `proposedDisplayMode`.
    func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode
    /// The split view collapsed into one column.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// The split view expanded into columns.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// `column` is about to show.
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// `column` is about to hide.
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    /// The display mode is about to change to `displayMode`.
    func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
}

extension UISplitViewControllerDelegate {
    public func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column { proposedTopColumn }
    public func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode { proposedDisplayMode }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    public func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {}
}
