/// An object a nib connects outlets to: the File's Owner or any object in the nib with outlets (a cell with its
/// labels). Stands in for `@IBOutlet` properties, which Linux cannot set by name.
///
/// ```swift
/// final class NameCell: UICollectionViewCell, UINibOutletReceiving {
///     var nameLabel: UILabel!
///     func setNibOutlet(_ name: String, to object: Any) -> Bool {
///         switch name {
///         case "nameLabel": nameLabel = object as? UILabel
///         default: return false
///         }
///         return true
///     }
/// }
/// ```
@MainActor
public protocol UINibOutletReceiving: AnyObject {
    /// Sets the outlet the nib names `name` (the `property` of its `<outlet>`) to `object`; returns `false` when
    /// there is no such outlet, which is reported as a diagnostic.
    func setNibOutlet(_ name: String, to object: Any) -> Bool
}

/// An object a nib sends actions to (`<action selector="tapped:" destination="-1">`): the File's Owner, an object in
/// the nib, or the first responder (`destination="-2"`, the responder chain from the control). Stands in for
/// `@IBAction` methods, which Linux cannot look up by selector.
///
/// ```swift
/// func performNibAction(_ action: Selector, sender: Any) -> Bool {
///     switch action.name {
///     case "tapped:": tapped(sender)
///     default: return false
///     }
///     return true
/// }
/// ```
@MainActor
public protocol UINibActionReceiving: AnyObject {
    /// Runs the action method named `action` (`"tapped:"`); returns `false` when there is none, which is reported as
    /// a diagnostic when the control sends it.
    func performNibAction(_ action: Selector, sender: Any) -> Bool
}

/// UIKit's control events by the names Interface Builder writes (`eventType="touchUpInside"`).
enum NibControlEvents {
    static func event(named name: String) -> UIControl.Event? {
        switch name {
        case "touchDown": .touchDown
        case "touchDownRepeat": .touchDownRepeat
        case "touchDragInside": .touchDragInside
        case "touchDragOutside": .touchDragOutside
        case "touchDragEnter": .touchDragEnter
        case "touchDragExit": .touchDragExit
        case "touchUpInside": .touchUpInside
        case "touchUpOutside": .touchUpOutside
        case "touchCancel": .touchCancel
        case "valueChanged": .valueChanged
        case "primaryActionTriggered": .primaryActionTriggered
        case "editingDidBegin": .editingDidBegin
        case "editingChanged": .editingChanged
        case "editingDidEnd": .editingDidEnd
        case "editingDidEndOnExit": .editingDidEndOnExit
        default: nil
        }
    }
}

extension NibLoader {
    /// Connects the `<connections>` of `element` (whose object is `source`): outlets, outlet collections and
    /// actions.
    func connect(_ element: NibElement, from source: AnyObject) {
        var collections: [String: [Any]] = [:]
        var collectionElements: [String: NibElement] = [:]
        for connection in element.children(of: "connections") {
            switch connection.name {
            case "outlet":
                guard let property = connection["property"], let target = destination(of: connection) else { continue }
                setOutlet(property, of: source, to: target, at: connection)
            case "outletCollection":
                guard let property = connection["property"], let target = destination(of: connection) else { continue }
                collections[property, default: []].append(target)
                collectionElements[property] = connection
            case "action":
                connectAction(connection, from: source)
            default:
                diagnostics.report("unsupported connection", at: connection)
            }
        }
        for (property, targets) in collections.sorted(by: { $0.key < $1.key }) {
            setOutlet(property, of: source, to: targets, at: collectionElements[property]!)
        }
    }

    /// The object `destination` names, or `nil` (reported).
    private func destination(of connection: NibElement) -> AnyObject? {
        guard let id = connection["destination"] else {
            diagnostics.report("connection without a destination", at: connection)
            return nil
        }
        if let object = objects[id] { return object }
        let what = id == "-1" ? "the File's Owner, and no owner was given" : "no object with id \(id)"
        diagnostics.report("the outlet's destination is \(what)", at: connection)
        return nil
    }

    private func setOutlet(_ property: String, of source: AnyObject, to target: Any, at connection: NibElement) {
        guard let receiver = source as? UINibOutletReceiving else {
            diagnostics.report(
                "\(type(of: source)) cannot take outlet \(property) (conform to UINibOutletReceiving)", at: connection)
            return
        }
        if !receiver.setNibOutlet(property, to: target) {
            diagnostics.report("\(type(of: source)) has no outlet \(property)", at: connection)
        }
    }

    /// Adds a `UIAction` to the control that performs the action on its target (held weakly) or, for the first
    /// responder, on the first object of the control's responder chain that performs it.
    private func connectAction(_ connection: NibElement, from source: AnyObject) {
        guard let control = source as? UIControl, let selectorName = connection["selector"] else {
            diagnostics.report("an action needs a control and a selector", at: connection)
            return
        }
        let event = connection["eventType"].flatMap(NibControlEvents.event) ?? .primaryActionTriggered
        let selector = Selector(selectorName)
        let diagnostics = self.diagnostics
        let summary = connection.summary
        if let id = connection["destination"], firstResponderIDs.contains(id) {
            control.addAction(
                UIAction { [weak control] _ in
                    guard let control else { return }
                    var responder: UIResponder? = control
                    while let current = responder {
                        if let receiver = current as? UINibActionReceiving,
                            receiver.performNibAction(selector, sender: control)
                        {
                            return
                        }
                        responder = current.next
                    }
                    OpenCollectionViewDiagnostics.report(
                        .invalidNib,
                        "\(diagnostics.fileName): \(summary): no responder performs \(selectorName)")
                }, for: event)
            return
        }
        guard let target = destination(of: connection) else { return }
        guard let receiver = target as? UINibActionReceiving else {
            diagnostics.report(
                "\(type(of: target)) cannot take action \(selectorName) (conform to UINibActionReceiving)",
                at: connection)
            return
        }
        control.addAction(
            UIAction { [weak control, weak receiver] _ in
                guard let control, let receiver else { return }
                if !receiver.performNibAction(selector, sender: control) {
                    OpenCollectionViewDiagnostics.report(
                        .invalidNib,
                        "\(diagnostics.fileName): \(summary): \(type(of: receiver)) has no action \(selectorName)")
                }
            }, for: event)
    }
}
