import OpenCollectionView
import Testing

/// Arrow keys move focus between collection view items by where the layout puts them, as on iPadOS 15 ("The arrow
/// keys navigate within an area", WWDC21 "Focus on iPad keyboard navigation"); items off screen are scrolled to.
@MainActor
struct FocusMovementTests {
    /// A 3-column grid of 100-point items in a 390-point window.
    private func grid(itemCount: Int = 30) -> (FocusGridController, HeadlessHost) {
        let controller = FocusGridController(itemCount: itemCount, itemSize: CGSize(width: 100, height: 100))
        let host = HeadlessHost(rootViewController: controller)
        host.layout()
        return (controller, host)
    }

    @Test func firstArrowKeyFocusesTheFirstItemInReadingOrder() {
        let (controller, host) = grid()
        #expect(controller.focusedItem == nil)
        host.pressKey(.downArrow)
        #expect(controller.focusedItem == 0)
    }

    @Test func arrowKeysMoveToTheNeighbourInAGrid() {
        let (controller, host) = grid()
        host.pressKey(.downArrow)
        var visited: [Int?] = []
        for key in [HeadlessHost.Key.rightArrow, .rightArrow, .downArrow, .leftArrow, .upArrow, .leftArrow] {
            host.pressKey(key)
            visited.append(controller.focusedItem)
        }
        // Row-major, three to a row: right of 0 is 1, then 2; below 2 is 5; left of 5 is 4; above 4 is 1; left is 0.
        #expect(visited == [1, 2, 5, 4, 1, 0])
    }

    @Test func arrowKeysStopAtTheEdges() {
        let (controller, host) = grid()
        host.pressKey(.downArrow)
        host.pressKey(.leftArrow)
        host.pressKey(.upArrow)
        #expect(controller.focusedItem == 0)
    }

    @Test func arrowKeysSkipItemsThatCannotTakeFocus() {
        let (controller, host) = grid()
        controller.unfocusableItems = [1]
        host.pressKey(.downArrow)
        host.pressKey(.rightArrow)
        #expect(controller.focusedItem == 2)
    }

    @Test func movingDownAListScrollsToItemsOffScreen() throws {
        let controller = FocusGridController(itemCount: 100, itemSize: CGSize(width: 390, height: 44), spacing: 0)
        let host = HeadlessHost(rootViewController: controller)
        host.layout()
        let collectionView = try #require(controller.collectionView)
        #expect(collectionView.cellForItem(at: IndexPath(item: 40, section: 0)) == nil)
        host.pressKey(.downArrow)
        for _ in 0..<40 { host.pressKey(.downArrow) }
        #expect(controller.focusedItem == 40)
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 40, section: 0)))
        #expect(cell.isFocused)
        // The focused row is wholly on screen: the view scrolled just enough, leaving it at the bottom edge.
        #expect(collectionView.bounds.contains(cell.frame))
        #expect(abs(cell.frame.maxY - collectionView.bounds.maxY) < 0.5)
    }

    @Test func focusUpdatesReportIndexPathsAndHeadings() {
        let (controller, host) = grid()
        host.pressKey(.downArrow)
        host.pressKey(.rightArrow)
        #expect(controller.contexts.count == 2)
        #expect(controller.contexts[1].previous == IndexPath(item: 0, section: 0))
        #expect(controller.contexts[1].next == IndexPath(item: 1, section: 0))
        #expect(controller.contexts[1].heading == .right)
    }

    @Test func theDelegateCanRefuseAFocusUpdate() {
        let (controller, host) = grid()
        host.pressKey(.downArrow)
        controller.refusesFocusUpdates = true
        host.pressKey(.rightArrow)
        #expect(controller.focusedItem == 0)
    }

    @Test func theFocusedCellShowsItsStateInItsConfiguration() throws {
        let (controller, host) = grid()
        host.pressKey(.downArrow)
        host.pressKey(.rightArrow)
        let collectionView = try #require(controller.collectionView)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.configurationState.isFocused == true)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.configurationState.isFocused == false)
    }

    @Test func theFocusedItemDrawsAHaloInTheTintColour() throws {
        let (controller, host) = grid()
        let tint = UIColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 1)
        controller.collectionView.tintColor = tint
        // A swatch of the tint colour, to read its CSS form from the render tree.
        let swatch = UIView(frame: CGRect(x: 0, y: 800, width: 10, height: 10))
        swatch.backgroundColor = tint
        swatch.accessibilityIdentifier = "swatch"
        controller.view.addSubview(swatch)
        host.pressKey(.downArrow)
        let cell = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let tree = host.renderTree()
        let halos = tree.nodes(ofClass: "FocusHaloView")
        #expect(halos.count == 1)
        let halo = try #require(halos.first)
        // UIFocusHaloEffect: a ring around the focused item's bounds, in its tint colour.
        #expect(halo.borderWidth > 0)
        let tintCSS = try #require(tree.nodes(withAccessibilityIdentifier: "swatch").first?.backgroundColor)
        #expect(halo.borderColor == tintCSS)
        // The ring is part of the picture: the SVG export strokes it.
        #expect(host.svg().contains("stroke=\"\(tintCSS)\""))
        let cellFrame = cell.convert(cell.bounds, to: nil)
        #expect(halo.frameInWindow.insetBy(dx: -0.5, dy: -0.5).contains(cellFrame))
        host.pressKey(.rightArrow)
        let moved = host.renderTree().nodes(ofClass: "FocusHaloView")
        #expect(moved.count == 1)
        let next = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(
            moved.first?.frameInWindow.insetBy(dx: -0.5, dy: -0.5).contains(next.convert(next.bounds, to: nil)) == true)
    }
}
