import OpenCollectionView
import Testing

/// Key commands are found along the responder chain, innermost first, and since iOS 15 run after text input and
/// the focus system had the key, unless they set `wantsPriorityOverSystemBehavior` ("the system delivers physical
/// keyboard events to the text input or focus systems first. If those systems don't handle the keyboard input,
/// the system delivers the events to your app's key commands", `UIKeyCommand.wantsPriorityOverSystemBehavior`).
@MainActor
struct KeyCommandTests {
    /// A grid whose controller offers key commands.
    final class CommandGrid: UIViewController, UICollectionViewDataSource {
        var commands: [UIKeyCommand] = []
        var collectionView: UICollectionView!
        override var keyCommands: [UIKeyCommand]? { commands }

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = self
            collectionView.allowsFocus = true
            view.addSubview(collectionView)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }

        var focusedIndexPath: IndexPath? {
            (view.window?.windowScene?.focusSystem?.focusedItem as? UICollectionViewCell).flatMap {
                collectionView.indexPath(for: $0)
            }
        }
    }

    private func commandGrid() -> (CommandGrid, HeadlessHost) {
        let controller = CommandGrid()
        let host = HeadlessHost(rootViewController: controller)
        host.layout()
        return (controller, host)
    }

    @Test func aKeyCommandOfTheControllerFiresWithItsModifiers() {
        let (controller, host) = commandGrid()
        var fired: [String] = []
        controller.commands = [
            UIKeyCommand(input: "k", modifierFlags: .command) { _ in fired.append("cmd-k") },
            UIKeyCommand(input: "k", modifierFlags: [.command, .shift]) { _ in fired.append("cmd-shift-k") },
        ]
        host.pressKey(.character("k"), modifiers: .command)
        host.pressKey(.character("k"), modifiers: [.command, .shift])
        host.pressKey(.character("k"))
        #expect(fired == ["cmd-k", "cmd-shift-k"])
    }

    @Test func theInnermostResponderOffersTheCommandFirst() throws {
        let (controller, host) = commandGrid()
        var fired: [String] = []
        controller.commands = [UIKeyCommand(input: "r", modifierFlags: .command) { _ in fired.append("controller") }]
        let field = CommandField(frame: CGRect(x: 0, y: 700, width: 200, height: 30))
        field.commands = [UIKeyCommand(input: "r", modifierFlags: .command) { _ in fired.append("field") }]
        controller.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        host.pressKey(.character("r"), modifiers: .command)
        field.resignFirstResponder()
        host.pressKey(.character("r"), modifiers: .command)
        #expect(fired == ["field", "controller"])
    }

    @Test func focusMovementWinsOverAPlainArrowCommand() {
        let (controller, host) = commandGrid()
        var fired = 0
        controller.commands = [UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: []) { _ in fired += 1 }]
        host.pressKey(.downArrow)
        host.pressKey(.downArrow)
        #expect(fired == 0)
        #expect(controller.focusedIndexPath != nil)
    }

    @Test func aCommandWantingPriorityRunsBeforeFocusMoves() {
        let (controller, host) = commandGrid()
        var fired = 0
        let command = UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: []) { _ in fired += 1 }
        command.wantsPriorityOverSystemBehavior = true
        controller.commands = [command]
        host.pressKey(.downArrow)
        #expect(fired == 1)
        #expect(controller.focusedIndexPath == nil)
    }

    @Test func anArrowCommandRunsWhenFocusHasNowhereToGo() {
        let (controller, host) = commandGrid()
        controller.collectionView.allowsFocus = false
        var fired = 0
        controller.commands = [UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: []) { _ in fired += 1 }]
        host.pressKey(.downArrow)
        #expect(fired == 1)
    }

    @Test func disabledCommandsDoNotRun() {
        let (controller, host) = commandGrid()
        var fired = 0
        controller.commands = [
            UIKeyCommand(input: "d", modifierFlags: .command, attributes: .disabled) { _ in fired += 1 }
        ]
        host.pressKey(.character("d"), modifiers: .command)
        #expect(fired == 0)
    }

    @Test func textFieldsKeepTheirKeys() {
        let (controller, host) = commandGrid()
        var fired: [String] = []
        controller.commands = [
            UIKeyCommand(input: "a", modifierFlags: []) { _ in fired.append("a") },
            UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: []) { _ in fired.append("down") },
        ]
        let field = UITextField(frame: CGRect(x: 0, y: 700, width: 200, height: 30))
        controller.view.addSubview(field)
        host.layout()
        #expect(field.becomeFirstResponder())
        host.pressKey(.character("a"))
        host.pressKey(.downArrow)
        #expect(field.text == "a")
        #expect(fired.isEmpty)
        #expect(controller.focusedIndexPath == nil)
        #expect(field.isFirstResponder)
    }

    @Test func tabLeavesATextFieldForTheNextGroup() {
        // "The tab key navigates between significant areas in an app"; text fields take part in keyboard focus
        // on iPadOS 15 (WWDC21 "Focus on iPad keyboard navigation").
        let (controller, host) = commandGrid()
        let field = UITextField(frame: CGRect(x: 0, y: 700, width: 200, height: 30))
        controller.view.addSubview(field)
        host.layout()
        #expect(field.becomeFirstResponder())
        host.pressKey(.tab)
        #expect(!field.isFirstResponder)
        #expect(controller.focusedIndexPath == IndexPath(item: 0, section: 0))
        host.pressKey(.tab)
        #expect(field.isFirstResponder)
        #expect(field.isFocused)
        #expect(controller.focusedIndexPath == nil)
    }
}

/// A view that can be first responder and offers key commands.
@MainActor
final class CommandField: UIView {
    var commands: [UIKeyCommand] = []
    override var canBecomeFirstResponder: Bool { true }
    override var keyCommands: [UIKeyCommand]? { commands }
}
