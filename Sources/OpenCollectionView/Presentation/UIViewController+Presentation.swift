/// Modal presentation, as UIKit has it: a controller presents another over the window in a style (a sheet by
/// default, full screen, over full screen), and either side dismisses it.
extension UIViewController {
    /// The presentation controller, made on first use (`presentationController`).
    var modalPresentationController: UIPresentationController {
        if let controller = modalState.presentationController { return controller }
        let controller = UIPresentationController(presentedViewController: self, presenting: nil)
        modalState.presentationController = controller
        return controller
    }

    /// The controller this one (or its nearest ancestor that presents) presents (`presentedViewController`).
    var modallyPresentedViewController: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if let presented = controller.modalState.presented { return presented }
            current = controller.parent
        }
        return nil
    }

    /// The controller that presented this one or its nearest presented ancestor (`presentingViewController`).
    var modallyPresentingViewController: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if let presenting = controller.modalState.presenting { return presenting }
            current = controller.parent
        }
        return nil
    }

    /// `present(_:animated:completion:)`: presents from the outermost container, or refuses with a diagnostic.
    func presentModally(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)?
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

    /// `dismiss(animated:completion:)`: takes down what this controller (or its presenter) presents.
    func dismissModally(animated flag: Bool, completion: (() -> Void)?) {
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
