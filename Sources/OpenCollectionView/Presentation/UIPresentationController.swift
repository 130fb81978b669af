/// The object that manages a presented controller's presentation: its style, its container and, for sheets, the
/// delegate told about interactive dismissal.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// The controller being presented.
    public unowned let presentedViewController: UIViewController
    /// The controller that presents it (`nil` until it is presented).
    public var presentingViewController: UIViewController? { presentedViewController.presentingViewController }
    /// The delegate told when the user dismisses a sheet by dragging it down.
    public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// Creates a presentation controller for `presentedViewController`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        super.init()
    }

    /// The style the presentation uses (after `automatic` is resolved).
    open var presentationStyle: UIModalPresentationStyle {
        ModalPresentation.resolvedStyle(of: presentedViewController)
    }

    /// The view holding the presentation's views, while it is on screen.
    public var containerView: UIView? { presentedViewController.modalState.presentation?.containerView }

    /// The presented view.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }
}
