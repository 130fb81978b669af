// Host-driven: turns Full Keyboard Access on through the host's scene, OpenCollectionView's own API, so it does not
// compile against UIKit (see docs/Testing.md).
@_spi(Host) import OpenCollectionView
import Testing

/// Full Keyboard Access (iOS: Settings → Accessibility → Keyboards → Full Keyboard Access): with it on, Tab reaches
/// every control and every table and collection view item and Space activates them; without it iPadOS's keyboard
/// focus reaches only text inputs and the items of collection and table views that allow focus (WWDC21 "Focus on
/// iPad keyboard navigation": buttons are not focusable by default). Apple's "Use Full Keyboard Access with
/// iPhone" (support.apple.com/guide/iphone/iphf4f83d0f4) lists Tab for the next item, Space to activate it, the
/// arrow keys to move and to adjust, and Escape ("Go back").
@MainActor
struct FullKeyboardAccessTests {
    /// A screen of controls top to bottom: a button, a switch, a slider, a segmented control and a stepper.
    final class ControlsController: UIViewController {
        let button = UIButton(type: .system)
        let toggle = UISwitch()
        let slider = UISlider()
        let segments = UISegmentedControl(items: ["One", "Two", "Three"])
        let stepper = UIStepper()
        var log: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            button.setTitle("Save", for: .normal)
            button.frame = CGRect(x: 20, y: 120, width: 100, height: 44)
            toggle.frame.origin = CGPoint(x: 20, y: 200)
            slider.frame = CGRect(x: 20, y: 260, width: 300, height: 31)
            segments.frame = CGRect(x: 20, y: 320, width: 300, height: 32)
            segments.selectedSegmentIndex = 0
            stepper.frame.origin = CGPoint(x: 20, y: 380)
            stepper.maximumValue = 10
            for control in [button, toggle, slider, segments, stepper] as [UIControl] { view.addSubview(control) }
            button.addAction(UIAction { [unowned self] _ in log.append("save") }, for: .touchUpInside)
            toggle.addAction(UIAction { [unowned self] _ in log.append("switch \(toggle.isOn)") }, for: .valueChanged)
            segments.addAction(
                UIAction { [unowned self] _ in log.append("segment \(segments.selectedSegmentIndex)") },
                for: .valueChanged)
            stepper.addAction(
                UIAction { [unowned self] _ in log.append("stepper \(stepper.value)") }, for: .valueChanged)
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                systemItem: .add, primaryAction: UIAction { [unowned self] _ in log.append("add") })
        }
    }

    func controls(fullKeyboardAccess: Bool) -> (ControlsController, HeadlessHost) {
        let controller = ControlsController()
        let host = HeadlessHost(rootViewController: UINavigationController(rootViewController: controller))
        host.scene.isFullKeyboardAccessEnabled = fullKeyboardAccess
        host.layout()
        return (controller, host)
    }

    func focused(_ host: HeadlessHost) -> (any UIFocusItem)? { host.scene.focusSystem?.focusedItem }

    @Test func withoutFullKeyboardAccessTabReachesNoControl() {
        let (controller, host) = controls(fullKeyboardAccess: false)
        host.pressKey(.tab)
        #expect(focused(host) == nil)
        #expect(!controller.toggle.canBecomeFocused)
    }

    @Test func tabReachesTheBarButtonAndEveryControlInReadingOrder() {
        let (controller, host) = controls(fullKeyboardAccess: true)
        var order: [String] = []
        for _ in 0..<6 {
            host.pressKey(.tab)
            switch focused(host) {
            case let view as UIView where view === controller.button: order.append("button")
            case let view as UIView where view === controller.toggle: order.append("switch")
            case let view as UIView where view === controller.slider: order.append("slider")
            case let view as UIView where view === controller.segments: order.append("segments")
            case let view as UIView where view === controller.stepper: order.append("stepper")
            case let view as UIControl: order.append("bar \(view.accessibilityLabel ?? "?")")
            default: order.append("nothing")
            }
        }
        #expect(order == ["bar Add", "button", "switch", "slider", "segments", "stepper"])
        // Shift-Tab goes back one stop.
        host.pressKey(.tab, modifiers: .shift)
        #expect(focused(host) as? UIView === controller.segments)
        #expect(controller.segments.state.contains(.focused))
    }

    @Test func spaceAndReturnActivateTheFocusedControl() {
        let (controller, host) = controls(fullKeyboardAccess: true)
        host.pressKey(.tab)  // the bar's Add button
        host.pressKey(.return)
        host.pressKey(.tab)  // Save
        host.pressKey(.character(" "))
        host.pressKey(.tab)  // the switch
        host.pressKey(.character(" "))
        host.advance(by: 0.5)
        #expect(controller.toggle.isOn)
        #expect(controller.log == ["add", "save", "switch true"])
    }

    @Test func arrowKeysAdjustTheFocusedControlsValue() {
        let (controller, host) = controls(fullKeyboardAccess: true)
        for _ in 0..<4 { host.pressKey(.tab) }  // the slider
        #expect(focused(host) as? UIView === controller.slider)
        host.pressKey(.rightArrow)
        host.pressKey(.upArrow)
        // VoiceOver's adjustment: a tenth of the range a step.
        #expect(abs(controller.slider.value - 0.2) < 0.0001)
        host.pressKey(.tab)  // the segmented control
        host.pressKey(.rightArrow)
        host.pressKey(.rightArrow)
        host.pressKey(.rightArrow)  // past the last segment: nothing
        host.pressKey(.leftArrow)
        host.pressKey(.tab)  // the stepper
        host.pressKey(.upArrow)
        host.pressKey(.downArrow)
        host.pressKey(.downArrow)  // below the minimum: nothing
        #expect(controller.log == ["segment 1", "segment 2", "segment 1", "stepper 1.0", "stepper 0.0"])
    }

    @Test func arrowsFollowTheMirroredSliderInRightToLeft() {
        let (controller, host) = controls(fullKeyboardAccess: true)
        host.setLayoutDirection(.rightToLeft)
        host.layout()
        controller.slider.value = 0.5
        for _ in 0..<4 { host.pressKey(.tab) }
        #expect(focused(host) as? UIView === controller.slider)
        host.pressKey(.leftArrow)  // toward the maximum, which is on the left
        #expect(abs(controller.slider.value - 0.6) < 0.0001)
    }

    /// A table whose rows push a screen with a switch, as a settings list does.
    final class ListController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(indexPath.row)"
            cell.contentConfiguration = content
            return cell
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            let detail = UIViewController()
            let toggle = UISwitch()
            toggle.frame.origin = CGPoint(x: 20, y: 150)
            detail.view.addSubview(toggle)
            navigationController?.pushViewController(detail, animated: true)
        }
    }

    @Test func tableRowsAreReachableWithoutAllowsFocus() throws {
        let list = ListController(style: .plain)
        let host = HeadlessHost(rootViewController: UINavigationController(rootViewController: list))
        host.scene.isFullKeyboardAccessEnabled = true
        host.layout()
        #expect(!list.tableView.allowsFocus)
        host.pressKey(.tab)
        host.pressKey(.downArrow)
        let cell = try #require(focused(host) as? UITableViewCell)
        #expect(list.tableView.indexPath(for: cell) == IndexPath(row: 1, section: 0))
    }

    @Test func aListUnderTheNavigationBarComesAfterTheBarsButtons() throws {
        // The table reaches under the bar (its content inset keeps the rows below it); reading order follows what
        // shows, so the bar's button is the first Tab stop and the first row the next.
        let list = ListController(style: .plain)
        list.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .edit)
        let host = HeadlessHost(rootViewController: UINavigationController(rootViewController: list))
        host.scene.isFullKeyboardAccessEnabled = true
        host.layout()
        #expect(list.tableView.frame.minY == 0)
        host.pressKey(.tab)
        #expect((focused(host) as? UIView)?.accessibilityLabel == "Edit")
        host.pressKey(.tab)
        let cell = try #require(focused(host) as? UITableViewCell)
        #expect(list.tableView.indexPath(for: cell) == IndexPath(row: 0, section: 0))
    }

    @Test func aPushedScreenTakesTheFocusAndBackReturnsItToTheRow() throws {
        let list = ListController(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        let host = HeadlessHost(rootViewController: navigation)
        host.scene.isFullKeyboardAccessEnabled = true
        host.layout()
        host.pressKey(.tab)
        host.pressKey(.downArrow)
        host.pressKey(.downArrow)
        host.pressKey(.return)
        host.advance(by: 1)
        #expect(navigation.viewControllers.count == 2)
        // The pushed screen's first control, not its bar's Back button.
        #expect(focused(host) is UISwitch)
        host.pressKey(.escape)
        host.advance(by: 1)
        #expect(navigation.viewControllers.count == 1)
        let cell = try #require(focused(host) as? UITableViewCell)
        #expect(list.tableView.indexPath(for: cell) == IndexPath(row: 2, section: 0))
    }

    @Test func focusStaysWhereItWasWhenTheControllerDoesNotRestoreIt() throws {
        let list = ListController(style: .plain)
        list.restoresFocusAfterTransition = false
        let navigation = UINavigationController(rootViewController: list)
        let host = HeadlessHost(rootViewController: navigation)
        host.scene.isFullKeyboardAccessEnabled = true
        host.layout()
        host.pressKey(.tab)
        host.pressKey(.downArrow)
        host.pressKey(.downArrow)
        host.pressKey(.return)
        host.advance(by: 1)
        host.pressKey(.escape)
        host.advance(by: 1)
        // Not restored: the list's own preferred item, its first row.
        let cell = try #require(focused(host) as? UITableViewCell)
        #expect(list.tableView.indexPath(for: cell) == IndexPath(row: 0, section: 0))
    }
}
