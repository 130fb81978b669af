import UIKit

// The overridable members of UIViewController and the container controllers, with UIKit's exact Swift signatures.
// Source of the list: Apple's UIKit documentation pages for UIViewController, UINavigationController,
// UITabBarController, UISplitViewController, UICollectionViewController and UITableViewController, and the iOS
// SDK's UIKit Swift interface (every member of these Objective-C classes is `open`).
//
// Missing here (not provided by the package, so not overridden):
// - UIViewController: `supportedInterfaceOrientations`, `willTransition(to:with:)` (trait collection), `updateViewConstraints()`,
//   `viewSafeAreaInsetsDidChange()`, `viewLayoutMarginsDidChange()`, `preferredContentSizeDidChange(
//   forChildContentContainer:)`, `size(forChildContentContainer:withParentContainerSize:)`,
//   `contentScrollView(for:)`.
// - UITableViewController: `refreshControl` (the table view's `refreshControl` is there, declared in a
//   UIScrollView extension).
// - UITabBarController: `tabBar(_:didSelect:)` (UITabBarDelegate), `customizableViewControllers`.
// - UISplitViewController: `show(_:)`/`hide(_:)` are overridden below; `preferredPrimaryColumnWidth` and friends too.

final class OverridingViewController: UIViewController {
    var calls: [String] = []

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override var view: UIView! { didSet {} }
    override func loadView() { super.loadView() }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { true }
    override var childForStatusBarStyle: UIViewController? { nil }
    override var childForStatusBarHidden: UIViewController? { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        calls.append("viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { super.shouldAutomaticallyForwardAppearanceMethods }
    override func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        super.beginAppearanceTransition(isAppearing, animated: animated)
    }
    override func endAppearanceTransition() { super.endAppearanceTransition() }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
    override func show(_ vc: UIViewController, sender: Any?) { super.show(vc, sender: sender) }
    override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        super.showDetailViewController(vc, sender: sender)
    }
    override func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        super.targetViewController(forAction: action, sender: sender)
    }
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in })
        coordinator.animate(alongsideTransition: nil) { _ in }
    }
    override var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { super.transitionCoordinator }
    override var traitCollection: UITraitCollection { super.traitCollection }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
    }
    override var title: String? { didSet {} }
    override var isEditing: Bool { didSet {} }
    override func setEditing(_ editing: Bool, animated: Bool) { super.setEditing(editing, animated: animated) }
    override var preferredContentSize: CGSize { didSet {} }
    override var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        super.contentUnavailableConfigurationState
    }
    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        super.updateContentUnavailableConfiguration(using: state)
    }
    override func addChild(_ childController: UIViewController) { super.addChild(childController) }
    override func removeFromParent() { super.removeFromParent() }
    override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent) }
    override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent) }
    override var next: UIResponder? { super.next }
    override var preferredFocusEnvironments: [any UIFocusEnvironment] { super.preferredFocusEnvironments }
    override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { super.shouldUpdateFocus(in: context) }
    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        super.didUpdateFocus(in: context, with: coordinator)
    }

    // Presentation.
    override func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        calls.append("present")
        super.present(viewControllerToPresent, animated: flag, completion: completion)
    }
    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        calls.append("dismiss")
        super.dismiss(animated: flag, completion: completion)
    }
    override var presentingViewController: UIViewController? { super.presentingViewController }
    override var presentedViewController: UIViewController? { super.presentedViewController }
    override var presentationController: UIPresentationController? { super.presentationController }
    override var isBeingPresented: Bool { super.isBeingPresented }
    override var isBeingDismissed: Bool { super.isBeingDismissed }
    override var modalPresentationStyle: UIModalPresentationStyle { didSet {} }
    override var modalTransitionStyle: UIModalTransitionStyle { didSet {} }
    override var isModalInPresentation: Bool { didSet {} }
}

final class OverridingNavigationController: UINavigationController {
    override init(rootViewController: UIViewController) { super.init(rootViewController: rootViewController) }
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override var viewControllers: [UIViewController] { didSet {} }
    override var topViewController: UIViewController? { super.topViewController }
    override var visibleViewController: UIViewController? { super.visibleViewController }
    override var delegate: (any UINavigationControllerDelegate)? { didSet {} }
    override var navigationBar: UINavigationBar { super.navigationBar }
    override var interactivePopGestureRecognizer: UIGestureRecognizer? { super.interactivePopGestureRecognizer }
    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        super.pushViewController(viewController, animated: animated)
    }
    override func popViewController(animated: Bool) -> UIViewController? { super.popViewController(animated: animated) }
    override func popToRootViewController(animated: Bool) -> [UIViewController]? {
        super.popToRootViewController(animated: animated)
    }
    override func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        super.popToViewController(viewController, animated: animated)
    }
    override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        super.setViewControllers(viewControllers, animated: animated)
    }
    override var isNavigationBarHidden: Bool { didSet {} }
    override func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        super.setNavigationBarHidden(hidden, animated: animated)
    }
    override var toolbar: UIToolbar! { super.toolbar }
    override var isToolbarHidden: Bool { didSet {} }
    override func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        super.setToolbarHidden(hidden, animated: animated)
    }
    override func loadView() { super.loadView() }
    override func viewDidLoad() { super.viewDidLoad() }
}

final class OverridingTabBarController: UITabBarController {
    override var tabBar: UITabBar { super.tabBar }
    override var delegate: (any UITabBarControllerDelegate)? { didSet {} }
    override var viewControllers: [UIViewController]? { didSet {} }
    override func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        super.setViewControllers(viewControllers, animated: animated)
    }
    override var selectedIndex: Int { didSet {} }
    override var selectedViewController: UIViewController? { didSet {} }
    override func viewDidLoad() { super.viewDidLoad() }
}

final class OverridingSplitViewController: UISplitViewController {
    override init(style: UISplitViewController.Style) { super.init(style: style) }
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override var style: UISplitViewController.Style { super.style }
    override var delegate: (any UISplitViewControllerDelegate)? { didSet {} }
    override func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
        super.setViewController(vc, for: column)
    }
    override func viewController(for column: UISplitViewController.Column) -> UIViewController? {
        super.viewController(for: column)
    }
    override var viewControllers: [UIViewController] { didSet {} }
    override var preferredDisplayMode: UISplitViewController.DisplayMode { didSet {} }
    override var displayMode: UISplitViewController.DisplayMode { super.displayMode }
    override var preferredSplitBehavior: UISplitViewController.SplitBehavior { didSet {} }
    override var splitBehavior: UISplitViewController.SplitBehavior { super.splitBehavior }
    override var presentsWithGesture: Bool { didSet {} }
    override var showsSecondaryOnlyButton: Bool { didSet {} }
    override var primaryEdge: UISplitViewController.PrimaryEdge { didSet {} }
    override var displayModeButtonItem: UIBarButtonItem { super.displayModeButtonItem }
    override func show(_ column: UISplitViewController.Column) { super.show(column) }
    override func hide(_ column: UISplitViewController.Column) { super.hide(column) }
    override var preferredPrimaryColumnWidth: CGFloat { didSet {} }
    override var preferredPrimaryColumnWidthFraction: CGFloat { didSet {} }
    override var minimumPrimaryColumnWidth: CGFloat { didSet {} }
    override var maximumPrimaryColumnWidth: CGFloat { didSet {} }
    override var primaryColumnWidth: CGFloat { super.primaryColumnWidth }
    override var preferredSupplementaryColumnWidth: CGFloat { didSet {} }
    override var preferredSupplementaryColumnWidthFraction: CGFloat { didSet {} }
    override var minimumSupplementaryColumnWidth: CGFloat { didSet {} }
    override var maximumSupplementaryColumnWidth: CGFloat { didSet {} }
    override var supplementaryColumnWidth: CGFloat { super.supplementaryColumnWidth }
    override var isCollapsed: Bool { super.isCollapsed }
}

final class OverridingCollectionViewController: UICollectionViewController {
    override init(collectionViewLayout layout: UICollectionViewLayout) { super.init(collectionViewLayout: layout) }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override var collectionView: UICollectionView! { didSet {} }
    override var collectionViewLayout: UICollectionViewLayout { super.collectionViewLayout }
    override var clearsSelectionOnViewWillAppear: Bool { didSet {} }
    override var installsStandardGestureForInteractiveMovement: Bool { didSet {} }
    override var useLayoutToLayoutNavigationTransitions: Bool { didSet {} }
    override func loadView() { super.loadView() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func setEditing(_ editing: Bool, animated: Bool) { super.setEditing(editing, animated: animated) }
    override func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        super.collectionView(collectionView, cellForItemAt: indexPath)
    }
    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        super.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
    }
    override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        super.collectionView(collectionView, shouldSelectItemAt: indexPath)
    }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    override func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    override func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    override func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
}

final class OverridingTableViewController: UITableViewController {
    override init(style: UITableView.Style) { super.init(style: style) }
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override var tableView: UITableView! { didSet {} }
    override var clearsSelectionOnViewWillAppear: Bool { didSet {} }
    override func loadView() { super.loadView() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func setEditing(_ editing: Bool, animated: Bool) { super.setEditing(editing, animated: animated) }
    override func numberOfSections(in tableView: UITableView) -> Int { 1 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        super.tableView(tableView, cellForRowAt: indexPath)
    }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        super.tableView(tableView, heightForRowAt: indexPath)
    }
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    override func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
