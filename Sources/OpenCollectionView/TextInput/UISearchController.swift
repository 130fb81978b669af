/// A view controller that runs a search from its search bar (UIKit's `UISearchController`). Editing the bar makes
/// it active (setting `isActive` does not focus the bar, as in UIKit: call the bar's `becomeFirstResponder()`): the Cancel button and scope bar show, the content below the bar is dimmed while
/// `obscuresBackgroundDuringPresentation`, and the results controller (if any) covers it once there is text. Every
/// change of text or scope, and activation and dismissal, asks the `searchResultsUpdater` to update.
///
/// Here the controller's view is laid over the view controller showing the search bar, below the bar, rather than
/// presented modally (see `docs/Deviations.md`).
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The controller showing the results, or `nil` to show them in the searching controller itself.
    public let searchResultsController: UIViewController?
    /// The search bar.
    public let searchBar = UISearchBar()
    /// The object updating the results.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// The delegate.
    open weak var delegate: (any UISearchControllerDelegate)?
    /// Whether the content under the search is dimmed and cannot be touched while searching (default `true`).
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the navigation bar hides while searching (default `true`; kept for source compatibility: the bar
    /// stays while searching here, see `docs/Deviations.md`).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the Cancel button shows while searching (default `true`).
    open var automaticallyShowsCancelButton = true
    /// Whether the scope bar shows while searching (default `true`).
    open var automaticallyShowsScopeBar = true
    /// Whether the results controller shows; by default it shows once the search bar has text.
    open var showsSearchResultsController: Bool {
        get { explicitShowsResults ?? !(searchBar.text ?? "").isEmpty }
        set {
            explicitShowsResults = newValue
            layOutOverlay()
        }
    }
    private var explicitShowsResults: Bool?
    /// The navigation item showing the search bar in its navigation bar, if any.
    weak var hostingNavigationItem: UINavigationItem? {
        didSet { searchBar.setNeedsLayout() }
    }
    private let dimmingView = UIControl()

    /// Creates a search controller showing results in `searchResultsController` (or in place, when `nil`).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.2)
        dimmingView.addAction(UIAction { [weak self] _ in self?.isActive = false }, for: .touchUpInside)
    }

    public required init?(coder: NSCoder) { nil }

    /// Whether the search is active. Setting it presents or dismisses the search.
    open var isActive = false {
        didSet {
            guard oldValue != isActive else { return }
            if isActive { present() } else { dismiss() }
        }
    }

    private func present() {
        delegate?.willPresentSearchController(self)
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
        if automaticallyShowsScopeBar, !(searchBar.scopeButtonTitles ?? []).isEmpty {
            searchBar.setShowsScope(true, animated: true)
        }
        if let context = presentationContext {
            context.setNeedsLayout()
            context.layoutIfNeeded()
        }
        layOutOverlay()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didPresentSearchController(self)
    }

    private func dismiss() {
        delegate?.willDismissSearchController(self)
        searchBar.searchTextField.resignFirstResponder()
        searchBar.text = ""
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
        if automaticallyShowsScopeBar { searchBar.setShowsScope(false, animated: true) }
        if let context = presentationContext {
            context.setNeedsLayout()
            context.layoutIfNeeded()
        }
        layOutOverlay()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didDismissSearchController(self)
    }

    /// The view the search bar's view controller shows: the search is laid over it.
    private var presentationContext: UIView? {
        var view = searchBar.superview
        while let current = view {
            if current.owningViewController != nil { return current }
            view = current.superview
        }
        return searchBar.superview
    }

    /// Puts the dimming view and results controller over the content below the search bar, or takes them away.
    private func layOutOverlay() {
        let overlay = view!
        let showsResults = isActive && searchResultsController != nil && showsSearchResultsController
        let dims = isActive && obscuresBackgroundDuringPresentation
        guard showsResults || dims, let context = presentationContext else {
            overlay.removeFromSuperview()
            if let results = searchResultsController, results.parent === self {
                results.willMove(toParent: nil)
                results.viewIfLoaded?.removeFromSuperview()
                results.removeFromParent()
            }
            return
        }
        let barFrame = searchBar.convert(searchBar.bounds, to: context)
        overlay.frame = CGRect(
            x: 0, y: barFrame.maxY, width: context.bounds.width, height: max(0, context.bounds.height - barFrame.maxY))
        overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // Under the search bar (or the view holding it), so the bar and its scope bar stay on top.
        var barHolder: UIView = searchBar
        while let parent = barHolder.superview, parent !== context { barHolder = parent }
        if overlay.superview !== context {
            if barHolder.superview === context {
                context.insertSubview(overlay, belowSubview: barHolder)
            } else {
                context.addSubview(overlay)
            }
        }
        dimmingView.frame = overlay.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if dims, dimmingView.superview !== overlay { overlay.addSubview(dimmingView) }
        if !dims { dimmingView.removeFromSuperview() }
        guard let results = searchResultsController else { return }
        if showsResults {
            if results.parent !== self {
                addChild(results)
                overlay.addSubview(results.view)
                results.didMove(toParent: self)
            }
            results.view.frame = overlay.bounds
            results.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        } else if results.parent === self {
            results.willMove(toParent: nil)
            results.view.removeFromSuperview()
            results.removeFromParent()
        }
    }

    // MARK: - From the search bar

    func searchBarBeganEditing() {
        if !isActive { isActive = true }
    }

    func searchBarChanged() {
        guard isActive else { return }
        layOutOverlay()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    func searchBarCancelled() { isActive = false }
}
