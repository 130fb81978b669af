/// What a view controller knows about modal presentation: its style and its links to the controllers it presents
/// and is presented by.
@MainActor
final class ModalPresentationState {
    var style = UIModalPresentationStyle.automatic
    var transitionStyle = UIModalTransitionStyle.coverVertical
    var isModalInPresentation = false
    /// The controller this one presents (it keeps it alive, as UIKit does).
    var presented: UIViewController?
    /// The controller presenting this one.
    weak var presenting: UIViewController?
    /// The views and geometry of the presentation this controller is the presented side of.
    var presentation: ModalPresentation?
    var isBeingPresented = false
    var isBeingDismissed = false
    /// The presentation controller, made on first use.
    var presentationController: UIPresentationController?
}
