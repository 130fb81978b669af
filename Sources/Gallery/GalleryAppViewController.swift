import OpenCollectionView

/// The Gallery as an iOS app would present it: a navigation controller whose root lists every screen under a
/// large "Gallery" title; tapping a row pushes that screen with its title and a back button, and a swipe from the
/// left edge pops it. Two bar buttons on the list switch the whole app to dark mode and to a right-to-left layout.
final class GalleryAppViewController: UINavigationController {
    init() {
        super.init(rootViewController: GalleryAppIndexViewController())
        navigationBar.prefersLargeTitles = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

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
}
