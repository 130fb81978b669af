/// A container that shows one of several view controllers, chosen with a tab bar along the bottom, as in UIKit.
///
/// Every controller in `viewControllers` is a child; only the selected one's view is in the hierarchy. The bar is
/// 49 points tall plus the bottom safe area, and adds 49 points to the selected controller's bottom safe area.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// Creates a tab bar controller with no tabs.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.selectionHandler = { [weak self] item in self?.userSelected(item) }
    }

    /// Creates a tab bar controller with no tabs (no storyboards here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBar.selectionHandler = { [weak self] item in self?.userSelected(item) }
    }

    /// The bar along the bottom.
    open var tabBar: UITabBar { tabBarView }
    private let tabBarView = UITabBar()

    /// The controller's delegate.
    open weak var delegate: (any UITabBarControllerDelegate)?

    private var tabs: [UIViewController] = []
    private var selection = 0

    /// The controllers, one per tab, leading first; setting them selects the first unless the selected one stays.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs; the selected controller stays selected when it is among the new ones.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let old = tabs
        let oldSelected = selectedViewController
        var unique: [UIViewController] = []
        for controller in viewControllers ?? [] where !unique.contains(where: { $0 === controller }) {
            unique.append(controller)
        }
        for controller in old where !unique.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            if controller !== oldSelected { controller.removeFromParent() }
        }
        for controller in unique where controller.parent !== self { addChild(controller) }
        tabs = unique
        selection = oldSelected.flatMap { selected in unique.firstIndex { $0 === selected } } ?? 0
        tabBar.setItems(unique.map(\.tabBarItem), animated: animated)
        show(from: oldSelected)
        if let oldSelected, !unique.contains(where: { $0 === oldSelected }) { oldSelected.removeFromParent() }
        for controller in unique where !old.contains(where: { $0 === controller }) {
            controller.didMove(toParent: self)
        }
    }

    /// The index of the selected tab.
    open var selectedIndex: Int {
        get { selection }
        set {
            guard tabs.indices.contains(newValue), newValue != selection else { return }
            let old = selectedViewController
            selection = newValue
            show(from: old)
        }
    }

    /// The selected tab's controller.
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selection) ? tabs[selection] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    private func userSelected(_ item: UITabBarItem) {
        guard let index = tabs.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let controller = tabs[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: controller)
    }

    // MARK: View

    open override func loadView() {
        let root = TabBarControllerView(frame: UIScreen.main.bounds)
        root.controller = self
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = root
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(tabBar)
        show(from: nil)
    }

    /// Swaps the shown controller's view for the selected one's, with the appearance callbacks in UIKit's order
    /// (the old one's willDisappear, the new one's willAppear, then didDisappear and didAppear).
    private func show(from old: UIViewController?) {
        tabBar.selectedItem = selectedViewController?.tabBarItem
        guard isViewLoaded else { return }
        let new = selectedViewController
        let visible = view.window != nil
        let oldShown = old.flatMap { $0.viewIfLoaded?.superview === view ? $0 : nil }
        if oldShown === new, new != nil { return layoutTabs() }
        if visible {
            oldShown?.beginAppearance(false, animated: false)
            new?.beginAppearance(true, animated: false)
        }
        oldShown?.view.removeFromSuperview()
        if let new {
            new.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            new.view.frame = view.bounds
            view.insertSubview(new.view, belowSubview: tabBar)
        }
        if visible {
            new?.layOutAppearingView()
            oldShown?.endAppearance(false, animated: false)
            new?.endAppearance(true, animated: false)
        }
        layoutTabs()
    }

    /// Places the bar at the bottom (49 points plus the bottom safe area) and gives the selected controller the
    /// bar's height as bottom safe-area inset. As in UIKit, the bar hides while the selected tab is a navigation
    /// controller whose top controller `hidesBottomBarWhenPushed`.
    func layoutTabs() {
        guard isViewLoaded else { return }
        let bounds = view.bounds
        let height = UITabBar.defaultHeight + view.safeAreaInsets.bottom
        tabBar.frame = CGRect(x: 0, y: bounds.maxY - height, width: bounds.width, height: height)
        let hidden = (selectedViewController as? UINavigationController)?.topViewController?.hidesBottomBarWhenPushed
        tabBar.isHidden = hidden ?? false
        if let selected = selectedViewController {
            let inset = tabBar.isHidden ? 0 : UITabBar.defaultHeight
            selected.setBarSafeAreaInsets(UIEdgeInsets(top: 0, left: 0, bottom: inset, right: 0))
            selected.viewIfLoaded?.frame = bounds
        }
    }
}

/// The tab bar controller's own view: lays out the bar and the selected controller.
@MainActor
final class TabBarControllerView: UIView {
    weak var controller: UITabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutTabs()
    }
}
