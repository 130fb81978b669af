/// What a presentation controller's delegate hears about a sheet the user drags down (UIKit's optional methods;
/// every one has a default here).
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// Whether a drag may dismiss the sheet (default `true`); `false` acts as `isModalInPresentation`.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The user released a drag that dismisses the sheet; the dismissal animation starts.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The sheet the user dragged away is gone.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to drag away a sheet that refuses interactive dismissal.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
