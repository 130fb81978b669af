/// Modal presentation, as UIKit has it: a controller presents another over the window in a style (a sheet by
/// default, full screen, over full screen), and either side dismisses it.
extension UIViewController {
    /// How the controller covers the screen when presented (default `automatic`: a page sheet).
    public var modalPresentationStyle: UIModalPresentationStyle {
        get { modalState.style }
        set { modalState.style = newValue }
    }

    /// The animation used when the controller is presented (default `coverVertical`).
    public var modalTransitionStyle: UIModalTransitionStyle {
        get { modalState.transitionStyle }
        set { modalState.transitionStyle = newValue }
    }

    /// Whether the controller refuses interactive dismissal: a sheet dragged down springs back (default `false`).
    public var isModalInPresentation: Bool {
        get { modalState.isModalInPresentation }
        set { modalState.isModalInPresentation = newValue }
    }

    /// The object managing the controller's presentation, made on first use (as UIKit's is, so a delegate can be
    /// set before presenting).
    public var presentationController: UIPresentationController? {
        if let controller = modalState.presentationController { return controller }
        let controller = UIPresentationController(presentedViewController: self, presenting: nil)
        modalState.presentationController = controller
        return controller
    }

    /// The controller this one (or its nearest ancestor that presents) presents.
    public var presentedViewController: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if let presented = controller.modalState.presented { return presented }
            current = controller.parent
        }
        return nil
    }

    /// The controller that presented this one (or its nearest presented ancestor).
    public var presentingViewController: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if let presenting = controller.modalState.presenting { return presenting }
            current = controller.parent
        }
        return nil
    }

    /// Whether the controller is being presented (between `viewWillAppear` and `viewDidAppear` of a presentation).
    public var isBeingPresented: Bool { modalState.isBeingPresented }

    /// Whether the controller is being dismissed.
    public var isBeingDismissed: Bool { modalState.isBeingDismissed }

    /// Presents `viewControllerToPresent` modally from this controller's outermost container, animated or not, then
    /// runs `completion`.
    ///
    /// As in UIKit, a controller that already presents one, or whose view is not in a window, refuses (reported
    /// through `OpenCollectionViewDiagnostics`); the presentation then comes from the top of the presented chain.
    public func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (@MainActor () -> Void)? = nil
    ) {
        var presenter: UIViewController = self
        while let parent = presenter.parent { presenter = parent }
        guard let window = presenter.viewIfLoaded?.window else {
            OpenCollectionViewDiagnostics.report(
                .misuse,
                "Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: presenter)) whose view is not "
                    + "in the window hierarchy.")
            return
        }
        if let current = presenter.modalState.presented {
            OpenCollectionViewDiagnostics.report(
                .misuse,
                "Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: presenter)) which is already "
                    + "presenting \(type(of: current)).")
            return
        }
        guard viewControllerToPresent.modalState.presenting == nil, viewControllerToPresent.parent == nil,
            viewControllerToPresent !== presenter
        else {
            OpenCollectionViewDiagnostics.report(
                .misuse,
                "Application tried to present modally a view controller \(type(of: viewControllerToPresent)) that is "
                    + "already presented or is a child of another controller.")
            return
        }
        let presentation = ModalPresentation(presenting: presenter, presented: viewControllerToPresent)
        presenter.modalState.presented = viewControllerToPresent
        viewControllerToPresent.modalState.presenting = presenter
        viewControllerToPresent.modalState.presentation = presentation
        presentation.present(in: window, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents, or, when it presents none, this controller itself (UIKit hands
    /// that to the presenting controller); controllers presented above it are dismissed with it. Runs `completion`
    /// when done.
    public func dismiss(animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {
        let presenter: UIViewController
        if presentedViewController != nil {
            var current: UIViewController = self
            while current.modalState.presented == nil, let parent = current.parent { current = parent }
            presenter = current
        } else if let presenting = presentingViewController {
            presenter = presenting
        } else {
            completion?()
            return
        }
        guard let presented = presenter.modalState.presented, let presentation = presented.modalState.presentation
        else {
            completion?()
            return
        }
        guard !presented.modalState.isBeingDismissed else { return }
        // Controllers presented above go first, without animation, as UIKit takes the whole stack down at once.
        if presented.modalState.presented != nil { presented.dismiss(animated: false) }
        presentation.dismiss(animated: flag) {
            presenter.modalState.presented = nil
            presented.modalState.presenting = nil
            presented.modalState.presentation = nil
            completion?()
        }
    }
}
