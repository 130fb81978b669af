import OpenCollectionView
import Testing

@testable import Gallery

/// The Gallery's index on a phone clears the chosen row as a UIKit list does when the user comes back: in
/// `viewIsAppearing` it deselects the row alongside the pop through `transitionCoordinator`, and selects it again
/// when the swipe back is cancelled (the context's `isCancelled`).
@MainActor
struct AppScreenSelectionTests {
    @Test func theChosenRowStaysSelectedThroughACancelledSwipeAndClearsOnThePop() throws {
        let host = HeadlessHost.gallery("app", size: phone)
        let split = try #require(host.window.rootViewController as? UISplitViewController)
        let navigation = try #require(split.viewControllers.first as? UINavigationController)
        let index = try #require(host.view("gallery-index") as? UICollectionView)
        host.tap(at: try #require(host.centre(of: "gallery-row-transforms")))
        host.advance(by: 1)
        #expect(navigation.viewControllers.count == 2)
        let chosen = IndexPath(item: 1, section: 0)
        #expect(index.indexPathsForSelectedItems == [chosen])

        // A short, slow swipe from the left edge cancels the pop: the row is selected again.
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 105, y: 400), duration: 0.3, hold: 0.3)
        host.advance(by: 1)
        #expect(navigation.viewControllers.count == 2)
        #expect(index.indexPathsForSelectedItems == [chosen])

        // The back button's pop deselects it alongside the slide.
        navigation.popViewController(animated: true)
        host.advance(by: 1)
        #expect(navigation.viewControllers.count == 1)
        #expect(index.indexPathsForSelectedItems?.isEmpty ?? true)
    }
}
