import OpenCollectionView
import Testing

/// Tab and Shift-Tab move between focus groups ("The tab key navigates between significant areas in an app", WWDC21
/// "Focus on iPad keyboard navigation"): each collection view is a group, entering a group focuses its primary item
/// — the one focused there before (`UIFocusGroupPriority.previouslyFocused`), else the first — and
/// `focusGroupIdentifier` puts views together.
@MainActor
struct FocusGroupTests {
    /// A sidebar list on the left and a grid on the right, side by side.
    final class SplitScreen: UIViewController {
        let sidebar = FocusGridController(
            itemCount: 5, itemSize: CGSize(width: 120, height: 44), spacing: 0,
            frame: CGRect(x: 0, y: 0, width: 120, height: 600))
        let grid = FocusGridController(
            itemCount: 9, itemSize: CGSize(width: 80, height: 80),
            frame: CGRect(x: 130, y: 0, width: 260, height: 600))

        override func viewDidLoad() {
            super.viewDidLoad()
            for child in [sidebar, grid] {
                addChild(child)
                view.addSubview(child.view)
                child.didMove(toParent: self)
            }
        }
    }

    private func splitScreen() -> (SplitScreen, HeadlessHost) {
        let screen = SplitScreen()
        let host = HeadlessHost(rootViewController: screen)
        host.layout()
        return (screen, host)
    }

    @Test func tabMovesToTheNextGroupInReadingOrder() {
        let (screen, host) = splitScreen()
        host.pressKey(.tab)
        #expect(screen.sidebar.focusedItem == 0)
        host.pressKey(.tab)
        #expect(screen.sidebar.focusedItem == nil)
        #expect(screen.grid.focusedItem == 0)
    }

    @Test func tabWrapsAroundAndShiftTabGoesBack() {
        let (screen, host) = splitScreen()
        host.pressKey(.tab)
        host.pressKey(.tab)
        host.pressKey(.tab)
        #expect(screen.sidebar.focusedItem == 0)
        host.pressKey(.tab, modifiers: .shift)
        #expect(screen.grid.focusedItem == 0)
    }

    @Test func arrowKeysStayInsideTheFocusedGroup() {
        let (screen, host) = splitScreen()
        host.pressKey(.tab)
        host.pressKey(.rightArrow)
        #expect(screen.sidebar.focusedItem == 0)
        #expect(screen.grid.focusedItem == nil)
    }

    @Test func returningToAGroupFocusesItsPreviouslyFocusedItem() {
        let (screen, host) = splitScreen()
        host.pressKey(.tab)
        host.pressKey(.downArrow)
        host.pressKey(.downArrow)
        #expect(screen.sidebar.focusedItem == 2)
        host.pressKey(.tab)
        host.pressKey(.rightArrow)
        #expect(screen.grid.focusedItem == 1)
        host.pressKey(.tab, modifiers: .shift)
        #expect(screen.sidebar.focusedItem == 2)
        host.pressKey(.tab)
        #expect(screen.grid.focusedItem == 1)
    }

    @Test func viewsSharingAGroupIdentifierAreOneTabStop() {
        let controller = UIViewController()
        let buttons = (0..<3).map { index in
            let button = FocusableButton(frame: CGRect(x: 20 + CGFloat(index) * 110, y: 100, width: 100, height: 44))
            controller.view.addSubview(button)
            return button
        }
        let toolbar = FocusableButton(frame: CGRect(x: 20, y: 300, width: 100, height: 44))
        controller.view.addSubview(toolbar)
        for button in buttons { button.focusGroupIdentifier = "row" }
        let host = HeadlessHost(rootViewController: controller)
        host.layout()
        host.pressKey(.tab)
        #expect(buttons[0].isFocused)
        host.pressKey(.rightArrow)
        #expect(buttons[1].isFocused)
        host.pressKey(.tab)
        #expect(toolbar.isFocused)
    }

    @Test func aPrioritizedItemIsTheGroupsPrimaryItem() {
        let controller = UIViewController()
        let buttons = (0..<3).map { index in
            let button = FocusableButton(frame: CGRect(x: 20 + CGFloat(index) * 110, y: 100, width: 100, height: 44))
            button.focusGroupIdentifier = "row"
            controller.view.addSubview(button)
            return button
        }
        buttons[2].focusGroupPriority = .prioritized
        let host = HeadlessHost(rootViewController: controller)
        host.layout()
        host.pressKey(.tab)
        #expect(buttons[2].isFocused)
    }
}
