import OpenCollectionView
import Testing

/// Return and Space act on the focused item, and `selectionFollowsFocus` selects as focus moves ("an item can be
/// selected with the return key on iPadOS or the space bar on Mac Catalyst", WWDC21 "Focus on iPad keyboard
/// navigation"; `UICollectionView.selectionFollowsFocus`: "triggers an automatic selection when focus moves to a
/// cell").
@MainActor
struct FocusSelectionTests {
    private func grid() -> (FocusGridController, HeadlessHost) {
        let controller = FocusGridController(itemCount: 12, itemSize: CGSize(width: 100, height: 100))
        let host = HeadlessHost(rootViewController: controller)
        host.layout()
        return (controller, host)
    }

    @Test func returnSelectsTheFocusedItemAsATapWould() {
        let (controller, host) = grid()
        host.pressKey(.downArrow)
        host.pressKey(.rightArrow)
        #expect(controller.collectionView.indexPathsForSelectedItems?.isEmpty == true)
        host.pressKey(.return)
        #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(controller.log == ["didSelect 1"])
        host.pressKey(.rightArrow)
        host.pressKey(.character(" "))
        // Single selection: the new item's selection clears the old one, with the delegate told of both.
        #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(controller.log == ["didSelect 1", "didDeselect 1", "didSelect 2"])
    }

    @Test func movingFocusDoesNotSelectByDefault() {
        let (controller, host) = grid()
        host.pressKey(.downArrow)
        host.pressKey(.rightArrow)
        #expect(controller.collectionView.indexPathsForSelectedItems?.isEmpty == true)
        #expect(controller.log.isEmpty)
    }

    @Test func selectionFollowsFocus() {
        let (controller, host) = grid()
        controller.collectionView.selectionFollowsFocus = true
        host.pressKey(.downArrow)
        host.pressKey(.rightArrow)
        host.pressKey(.downArrow)
        #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(controller.log == ["didSelect 0", "didDeselect 0", "didSelect 1", "didDeselect 1", "didSelect 4"])
    }

    @Test func returnTriggersTheFocusedControlsPrimaryAction() {
        let controller = UIViewController()
        let button = FocusableButton(frame: CGRect(x: 20, y: 100, width: 120, height: 44))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .primaryActionTriggered)
        controller.view.addSubview(button)
        let host = HeadlessHost(rootViewController: controller)
        host.layout()
        #expect(!button.state.contains(.focused))
        host.pressKey(.tab)
        #expect(button.isFocused)
        #expect(button.state.contains(.focused))
        host.pressKey(.return)
        #expect(taps == 1)
    }

    @Test func returnWithNothingFocusedGoesToTheResponderChain() {
        let controller = PressRecordingController()
        let host = HeadlessHost(rootViewController: controller)
        host.layout()
        host.pressKey(.return)
        #expect(controller.presses == ["began Enter", "ended Enter"])
    }
}

/// Records the presses that reach it.
@MainActor
final class PressRecordingController: UIViewController {
    var presses: [String] = []
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        self.presses += presses.compactMap { $0.key.map { "began \($0.keyCodeName)" } }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        self.presses += presses.compactMap { $0.key.map { "ended \($0.keyCodeName)" } }
    }
}
