import OpenCollectionView

/// The Gallery as an iOS app would present it: a navigation controller whose root lists every screen under a
/// large "Gallery" title; tapping a row pushes that screen with its title and a back button, and a swipe from the
/// left edge pops it.
final class GalleryAppViewController: UINavigationController {
    init() {
        super.init(rootViewController: GalleryAppIndexViewController())
        navigationBar.prefersLargeTitles = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}
