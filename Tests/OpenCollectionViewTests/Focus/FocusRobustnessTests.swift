import OpenCollectionView
import Testing

/// Focus never lands where it can't be seen, programmatic updates follow `preferredFocusEnvironments`, and a flood
/// of keys leaves the window working.
@MainActor
struct FocusRobustnessTests {
    @Test func hiddenViewsCannotTakeFocus() {
        let controller = UIViewController()
        let hidden = FocusableButton(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        hidden.isHidden = true
        let shown = FocusableButton(frame: CGRect(x: 20, y: 200, width: 100, height: 44))
        let insideHidden = FocusableButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let hiddenContainer = UIView(frame: CGRect(x: 20, y: 300, width: 200, height: 100))
        hiddenContainer.isHidden = true
        hiddenContainer.addSubview(insideHidden)
        for view in [hidden, shown, hiddenContainer] { controller.view.addSubview(view) }
        let host = HeadlessHost(rootViewController: controller)
        host.layout()
        host.pressKey(.tab)
        #expect(shown.isFocused)
        host.pressKey(.tab)
        #expect(shown.isFocused)
        #expect(!hidden.isFocused && !insideHidden.isFocused)
    }

    @Test func aFocusRequestForAHiddenViewIsIgnoredAndDiagnosed() throws {
        let controller = UIViewController()
        let hidden = FocusableButton(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        hidden.isHidden = true
        controller.view.addSubview(hidden)
        let host = HeadlessHost(rootViewController: controller)
        host.layout()
        let system = try #require(host.scene.focusSystem)
        let (_, diagnostics) = OpenCollectionViewDiagnostics.collect {
            system.requestFocusUpdate(to: hidden)
            system.updateFocusIfNeeded()
        }
        #expect(system.focusedItem == nil)
        #expect(diagnostics.count == 1)
    }

    @Test func aFocusRequestFollowsPreferredFocusEnvironments() throws {
        let controller = PreferringController()
        let host = HeadlessHost(rootViewController: controller)
        host.layout()
        let system = try #require(host.scene.focusSystem)
        system.requestFocusUpdate(to: controller)
        system.updateFocusIfNeeded()
        #expect(system.focusedItem === controller.second)
        #expect(controller.updates == 1)
    }

    @Test func setNeedsFocusUpdateMovesFocusToThePreferredItemWhenItHoldsFocus() throws {
        // UIFocusEnvironment.setNeedsFocusUpdate(): when the environment contains the focused item, the next
        // update resolves its preferred focus environments.
        let controller = PreferringController()
        let host = HeadlessHost(rootViewController: controller)
        host.layout()
        host.pressKey(.tab)
        #expect(controller.first.isFocused)
        controller.setNeedsFocusUpdate()
        controller.updateFocusIfNeeded()
        #expect(controller.second.isFocused)
    }

    @Test func aHiddenFocusedViewLosesFocusToTheNextKey() {
        let controller = UIViewController()
        let first = FocusableButton(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        let second = FocusableButton(frame: CGRect(x: 20, y: 200, width: 100, height: 44))
        controller.view.addSubview(first)
        controller.view.addSubview(second)
        let host = HeadlessHost(rootViewController: controller)
        host.layout()
        host.pressKey(.tab)
        #expect(first.isFocused)
        first.isHidden = true
        host.pressKey(.tab)
        #expect(second.isFocused)
    }

    @Test func aKeyFloodLeavesFocusInPlace() throws {
        let controller = FocusGridController(itemCount: 500, itemSize: CGSize(width: 100, height: 100))
        let navigation = UINavigationController(rootViewController: controller)
        let host = HeadlessHost(rootViewController: navigation)
        host.layout()
        let keys: [HeadlessHost.Key] = [
            .downArrow, .rightArrow, .upArrow, .leftArrow, .tab, .return, .character(" "), .character("x"), .home,
            .end, .delete,
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let key = keys.randomElement(using: &generator)!
            host.send(.key(name: key.name, characters: key.characters, isDown: true))
        }
        for _ in 0..<400 { host.pressKey(.downArrow) }
        host.advance(by: 1)
        let focused = try #require(controller.focusedItem)
        #expect(focused >= 0 && focused < 500)
        let cell = try #require(controller.collectionView.cellForItem(at: IndexPath(item: focused, section: 0)))
        #expect(controller.collectionView.bounds.contains(cell.frame))
        #expect(host.renderTree().nodes(ofClass: "FocusHaloView").count == 1)
    }
}

/// A controller whose preferred focus is its second button.
@MainActor
final class PreferringController: UIViewController {
    let first = FocusableButton(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
    let second = FocusableButton(frame: CGRect(x: 20, y: 200, width: 100, height: 44))
    var updates = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(first)
        view.addSubview(second)
    }

    override var preferredFocusEnvironments: [any UIFocusEnvironment] { [second] }

    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        updates += 1
    }
}
