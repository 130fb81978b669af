import OpenCollectionView

/// The Gallery as an iPadOS and iOS app would present it: a double-column split view controller. In a wide window
/// the primary column is a sidebar listing every screen under a large "Gallery" title and the chosen screen shows in
/// the secondary column beside it; in a phone-sized window (compact width) the split view collapses into one
/// navigation stack whose root is the list, and tapping a row pushes that screen with its title and a back button
/// (a swipe from the left edge pops it). Resizing the window moves between the two, keeping the chosen screen. Two
/// bar buttons on the list switch the whole app to dark mode and to a right-to-left layout.
final class GalleryAppViewController: UISplitViewController, UISplitViewControllerDelegate {
    /// The list of screens in the primary column.
    let index = GalleryAppIndexViewController()

    init() {
        super.init(style: .doubleColumn)
        delegate = self
        // Side by side whenever the window is regular width, as Settings on an iPad shows it.
        preferredDisplayMode = .oneBesideSecondary
        preferredSplitBehavior = .tile
        setViewController(index, for: .primary)
        setViewController(GalleryAppPlaceholderViewController(), for: .secondary)
        index.navigationController?.navigationBar.prefersLargeTitles = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    /// Whether the secondary column shows a screen rather than the "choose a screen" placeholder.
    var showsScreen: Bool { !(viewController(for: .secondary) is GalleryAppPlaceholderViewController) }

    /// Switches the app between light and dark, whichever the system prefers: the override wins over the
    /// browser's colour scheme, as a view controller's does over the Settings app's.
    func toggleDarkMode() {
        overrideUserInterfaceStyle = traitCollection.userInterfaceStyle == .dark ? .light : .dark
    }

    /// Switches the window scene between left-to-right and right-to-left layout (iOS 17's scene `traitOverrides`),
    /// so every view, layout and bar mirrors as it does in Arabic or Hebrew.
    func toggleRightToLeft() {
        guard let scene = view.window?.windowScene else { return }
        scene.traitOverrides.layoutDirection =
            traitCollection.layoutDirection == .rightToLeft ? .leftToRight : .rightToLeft
    }

    // MARK: UISplitViewControllerDelegate

    /// Collapsing shows the list until a screen has been chosen, then the screen (with a back button to the list).
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        showsScreen ? proposedTopColumn : .primary
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        index.showAsSidebar(false)
    }

    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
        index.showAsSidebar(true)
    }
}
