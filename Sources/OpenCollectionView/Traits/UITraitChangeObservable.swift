/// A registration `registerForTraitChanges(_:handler:)` returns, to unregister with (iOS 17's
/// `UITraitChangeRegistration`).
public protocol UITraitChangeRegistration: AnyObject {}

/// An object whose trait changes can be observed: views and view controllers (iOS 17's `UITraitChangeObservable`).
@preconcurrency @MainActor
public protocol UITraitChangeObservable: UITraitEnvironment {}

extension UIView: UITraitChangeObservable {}
extension UIViewController: UITraitChangeObservable {}

extension UITraitChangeObservable {
    /// Calls `handler` with the object and its previous traits after any of `traits` changes, from the next
    /// change on. Takes trait types (`[UITraitUserInterfaceStyle.self]`) as UIKit's Swift API does.
    @discardableResult
    public func registerForTraitChanges(
        _ traits: [UITrait], handler: @escaping (Self, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits) { object, previous in
            if let object = object as? Self { handler(object, previous) }
        }
        storage.registrations.append(registration)
        return registration
    }

    /// Removes a registration made with `registerForTraitChanges(_:handler:)`.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        storage.registrations.removeAll { $0 === registration }
    }

    private var storage: TraitStorage {
        if let view = self as? UIView { return view.makeTraitStorage() }
        if let controller = self as? UIViewController { return controller.makeTraitStorage() }
        preconditionFailure("only views and view controllers observe trait changes")
    }
}

/// One `registerForTraitChanges` handler and the traits it observes.
final class TraitChangeRegistration: UITraitChangeRegistration {
    let traits: [UITrait]
    let handler: (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }

    /// Whether an observed trait differs between `previous` and `current`.
    func observes(changeFrom previous: UITraitCollection, to current: UITraitCollection) -> Bool {
        traits.contains { current.changes($0, comparedTo: previous) }
    }
}
