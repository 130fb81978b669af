/// Where a key pressed in a window goes, in UIKit's order since iOS 15 (`UIKeyCommand.wantsPriorityOverSystemBehavior`):
///
/// 1. key commands that want priority, looked for along the responder chain;
/// 2. the text input that is first responder (editing keys, typing, edit shortcuts);
/// 3. when no text input is first responder, the focus system: arrow keys and Tab / Shift-Tab move focus, Return
///    and Space select the focused item or trigger the focused control, Escape goes back (`EscapeNavigation`);
///    from a text input, only the Tab and Shift-Tab it doesn't use;
/// 4. the other key commands along the responder chain;
/// 5. `pressesBegan` of the first responder, which passes it up the chain.
///
/// The chain starts at the first responder, else the focused view, else the front-most content view controller.
/// A release goes to `pressesEnded` unless its press was used by one of the first four.
extension UIWindow {
    /// Delivers a key going down or up.
    func deliverKey(
        name: String, characters: String, modifiers: UIKeyModifierFlags, isDown: Bool, timestamp: TimeInterval
    ) {
        let system = focusSystem
        guard isDown else {
            if system.consumedKeys.remove(name) == nil {
                handleKey(name: name, characters: characters, modifiers: modifiers, isDown: false, timestamp: timestamp)
            }
            return
        }
        if routeKeyDown(name: name, characters: characters, modifiers: modifiers) {
            system.consumedKeys.insert(name)
        } else {
            system.consumedKeys.remove(name)
            handleKey(name: name, characters: characters, modifiers: modifiers, isDown: true, timestamp: timestamp)
        }
    }

    /// Runs steps 1 to 4 for a key going down; returns whether one of them used it.
    private func routeKeyDown(name: String, characters: String, modifiers: UIKeyModifierFlags) -> Bool {
        let input = UIKeyCommand.input(forKeyNamed: name, characters: characters)
        let start = keyResponder
        if let command = Self.keyCommand(for: input, modifiers: modifiers, from: start, priorityOnly: true) {
            command.perform()
            return true
        }
        if let textInput = firstResponder as? any HostTextInput {
            if textInput.handleKey(name: name, characters: characters, modifiers: modifiers) { return true }
            // Tab and Shift-Tab the field doesn't use move focus on, out of the field.
            if input == "\t", focusSystem.handleKey(input: input, modifiers: modifiers) { return true }
        } else if focusSystem.handleKey(input: input, modifiers: modifiers) {
            return true
        }
        if let command = Self.keyCommand(for: input, modifiers: modifiers, from: start, priorityOnly: false) {
            command.perform()
            return true
        }
        return false
    }

    /// The responder key commands and presses start from.
    var keyResponder: UIResponder {
        if let firstResponder { return firstResponder }
        if let view = focusSystem.focusedItem as? UIView { return view }
        return EscapeNavigation.frontContentController(in: self) ?? rootViewController ?? self
    }

    /// The first command along the responder chain from `responder` that answers the key.
    private static func keyCommand(
        for input: String, modifiers: UIKeyModifierFlags, from responder: UIResponder, priorityOnly: Bool
    ) -> UIKeyCommand? {
        var current: UIResponder? = responder
        var steps = 0
        while let candidate = current, steps < 512 {
            for command in candidate.keyCommands ?? []
            where (!priorityOnly || command.wantsPriorityOverSystemBehavior)
                && command.matches(input: input, modifiers: modifiers)
            {
                return command
            }
            current = candidate.next
            steps += 1
        }
        return nil
    }
}

extension UIFocusSystem {
    /// The focus system's keys: arrows and Tab move focus, Return and Space act on the focused item, Escape goes
    /// back. Returns whether the key was used.
    func handleKey(input: String, modifiers: UIKeyModifierFlags) -> Bool {
        let modifiers = modifiers.intersection(UIKeyCommand.matchedModifiers)
        switch (input, modifiers) {
        case (UIKeyCommand.inputUpArrow, []): return adjustFocusedControl(.up) || moveFocus(.up)
        case (UIKeyCommand.inputDownArrow, []): return adjustFocusedControl(.down) || moveFocus(.down)
        case (UIKeyCommand.inputLeftArrow, []): return adjustFocusedControl(.left) || moveFocus(.left)
        case (UIKeyCommand.inputRightArrow, []): return adjustFocusedControl(.right) || moveFocus(.right)
        case ("\t", []): return moveFocus(.next)
        case ("\t", [.shift]): return moveFocus(.previous)
        case ("\r", []), (" ", []): return performPrimaryAction()
        case (UIKeyCommand.inputEscape, []): return EscapeNavigation.goBack(in: window)
        default: return false
        }
    }
}
