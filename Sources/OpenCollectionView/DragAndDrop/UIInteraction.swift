/// A behaviour added to a view, such as dragging from it or dropping on it (UIKit's `UIInteraction`).
@MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is added to.
    var view: UIView? { get }
    /// The interaction is about to be added to `view` (or removed, with `nil`).
    func willMove(to view: UIView?)
    /// The interaction was added to `view` (or removed, with `nil`).
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions added to the view, in the order they were added.
    public var interactions: [any UIInteraction] {
        get { interactionStorage }
        set {
            for interaction in interactionStorage { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Adds `interaction` to the view.
    public func addInteraction(_ interaction: any UIInteraction) {
        guard !interactionStorage.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        interactionStorage.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes `interaction` from the view.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let index = interactionStorage.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactionStorage.remove(at: index)
        interaction.didMove(to: nil)
    }
}
