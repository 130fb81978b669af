/// The object that decides what drops on a view with a drop interaction do and performs them (UIKit's
/// `UIDropInteractionDelegate`). Every method has UIKit's default; without `sessionDidUpdate` the view takes no
/// drops.
@MainActor
public protocol UIDropInteractionDelegate: AnyObject {
    /// Whether the view takes part in this drop (default `true`).
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool
    /// The drag entered the view.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession)
    /// The drag moved over the view: what a drop would do (default `.cancel`).
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession)
        -> UIDropProposal
    /// The drag left the view.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession)
    /// The user dropped on the view: load the items' data.
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession)
    /// The drop's animation finished.
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession)
    /// The drag that was over the view ended.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession)
}

extension UIDropInteractionDelegate {
    /// Takes part in every drop (UIKit's default).
    public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        true
    }
    /// Nothing to do (UIKit's default).
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {}
    /// Refuses the drop (UIKit's default: a view whose delegate proposes nothing takes no drops).
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession)
        -> UIDropProposal
    { UIDropProposal(operation: .cancel) }
    /// Nothing to do (UIKit's default).
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {}
    /// Nothing to do (UIKit's default).
    public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {}
    /// Nothing to do (UIKit's default).
    public func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) {}
    /// Nothing to do (UIKit's default).
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {}
}

/// Lets a view take drops (UIKit's `UIDropInteraction`): while a drag is over the view, its delegate proposes what
/// a drop would do, and performs it.
@MainActor
public final class UIDropInteraction: NSObject, UIInteraction {
    /// The delegate deciding and performing drops.
    public private(set) weak var delegate: (any UIDropInteractionDelegate)?
    /// Whether several drags may be over the view at once (default `false`).
    public var allowsSimultaneousDropSessions = false
    /// The view the interaction is on.
    public private(set) weak var view: UIView?

    /// An interaction asking `delegate`.
    public init(delegate: any UIDropInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// Nothing to prepare.
    public func willMove(to view: UIView?) {}

    /// Remembers the view.
    public func didMove(to view: UIView?) { self.view = view }
}
