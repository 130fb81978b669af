/// A sheet's interactive dismissal, as UIKit's: the sheet follows a downward drag and, released past half its
/// height or flicked down, is dismissed (the presentation controller's delegate hears `willDismiss` and
/// `didDismiss`); otherwise it springs back. A controller that is modal in presentation (or whose delegate says it
/// should not dismiss) moves only a little, resisting, and the delegate hears `didAttemptToDismiss`.
///
/// On phone widths the presenting view recedes while a sheet covers it: scaled back to leave 16 points at each
/// side, its top just under the status bar, its corners rounded like the sheet's.
extension ModalPresentation {
    /// The downward speed, in points per second, above which a released drag dismisses whatever its distance.
    static let dismissingFlickVelocity: CGFloat = 1000
    /// The share of a drag a sheet that refuses dismissal follows.
    static let refusedDragResistance: CGFloat = 0.15
    /// The space a receded presenting view leaves at each side.
    static let recededSideInset: CGFloat = 16

    func installSheetDrag(on view: UIView) {
        let pan = UIPanGestureRecognizer { [weak self] recognizer in self?.sheetDragged(recognizer) }
        view.addGestureRecognizer(pan)
        sheetDrag = pan
    }

    func removeSheetDrag() {
        guard let sheetDrag else { return }
        sheetDrag.view?.removeGestureRecognizer(sheetDrag)
        self.sheetDrag = nil
    }

    /// Whether a drag may dismiss the sheet: not when the controller is modal in presentation or the delegate
    /// refuses.
    private var allowsInteractiveDismissal: Bool {
        guard !presented.isModalInPresentation, let controller = presented.presentationController else { return false }
        return controller.delegate?.presentationControllerShouldDismiss(controller) ?? true
    }

    private func sheetDragged(_ recognizer: UIPanGestureRecognizer) {
        guard !presented.modalState.isBeingPresented, !presented.modalState.isBeingDismissed else { return }
        let resting = frameOfPresentedView(in: containerView.bounds)
        let distance = max(0, recognizer.translation(in: containerView).y)
        let allowed = allowsInteractiveDismissal
        let offset = allowed ? distance : distance * Self.refusedDragResistance
        let progress = min(1, offset / max(1, resting.height))
        switch recognizer.state {
        case .began, .changed:
            presented.view.frame = resting.offsetBy(dx: 0, dy: offset)
            dimmingView.alpha = 1 - progress
            recedePresentingView(1 - progress)
        case .ended:
            let velocity = recognizer.velocity(in: containerView).y
            let dismisses = distance > resting.height / 2 || velocity > Self.dismissingFlickVelocity
            guard let controller = presented.presentationController else { return }
            if dismisses, allowed {
                controller.delegate?.presentationControllerWillDismiss(controller)
                presented.dismiss(animated: true) { controller.delegate?.presentationControllerDidDismiss(controller) }
                return
            }
            if dismisses || distance > 0, !allowed {
                controller.delegate?.presentationControllerDidAttemptToDismiss(controller)
            }
            springBack(to: resting)
        default:
            springBack(to: resting)
        }
    }

    private func springBack(to resting: CGRect) {
        UIView.animate(
            withDuration: 0.4, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
            animations: { [self] in
                presented.view.frame = resting
                dimmingView.alpha = 1
                recedePresentingView(1)
            })
    }

    /// Scales the presenting view back by `amount` (0 not at all, 1 fully) while a sheet covers it on a phone.
    func recedePresentingView(_ amount: CGFloat) {
        guard style == .pageSheet || style == .formSheet,
            containerView.traitCollection.horizontalSizeClass != .regular
        else { return }
        let view: UIView
        if let recededView {
            view = recededView
        } else {
            guard amount > 0, let candidate = presenting?.viewIfLoaded, candidate.superview is UIWindow else { return }
            recededView = candidate
            view = candidate
        }
        let bounds = view.bounds
        guard bounds.width > 0 else { return }
        let topInset = containerView.window?.safeAreaInsets.top ?? 0
        let scale = 1 - amount * (2 * Self.recededSideInset / bounds.width)
        let shift = amount * (topInset - bounds.height * (1 - (1 - 2 * Self.recededSideInset / bounds.width)) / 2)
        view.transform = CGAffineTransform(translationX: 0, y: shift).scaledBy(x: scale, y: scale)
        view.layer.cornerRadius = amount * Self.sheetCornerRadius
        view.clipsToBounds = amount > 0
        if amount == 0 { recededView = nil }
    }
}
