/// A presented controller's own placement and animation, for controllers that draw themselves over the window
/// (alerts and action sheets) rather than as a full-screen view or a sheet.
@MainActor
protocol ModalPresentationLook: AnyObject {
    /// The presented view's frame in a container of `bounds` with `safeAreaInsets`.
    func frameOfPresentedView(in bounds: CGRect, safeAreaInsets: UIEdgeInsets) -> CGRect
    /// The colour dimming what lies beneath, or `nil` for none.
    var dimmingColor: UIColor? { get }
    /// Puts the presented view in its state before it appears, or, when `dismissing`, after it disappears.
    func prepareHidden(_ view: UIView, in bounds: CGRect, dismissing: Bool)
    /// The duration of the presentation and of the dismissal.
    var presentationDuration: TimeInterval { get }
    var dismissalDuration: TimeInterval { get }
    /// The user tapped the dimmed area around the presented view.
    func dimmingViewTapped()
}

/// One modal presentation on screen: a container over the window holding an optional dimming view and the presented
/// controller's view, placed for the resolved style and animated in and out as UIKit does (sheets and full-screen
/// controllers slide up, cross-dissolves fade, alerts pop in).
@MainActor
final class ModalPresentation {
    let presented: UIViewController
    weak var presenting: UIViewController?
    /// The style after `automatic` and the unsupported styles are resolved.
    let style: UIModalPresentationStyle
    let containerView = PresentationContainerView()
    let dimmingView = UIView()
    /// The pan that drags a sheet down to dismiss it.
    var sheetDrag: UIPanGestureRecognizer?
    /// The presenting view a phone-width sheet scales back, while it is scaled.
    weak var recededView: UIView?
    /// The presenting controller's view while a full-screen presentation hides it, with where it was.
    private var hiddenPresentingView: (view: UIView, superview: UIView, index: Int)?

    /// The dimming behind sheets (UIKit's dimming view: black at 40%).
    static let sheetDimmingColor = UIColor.black.withAlphaComponent(0.4)
    /// The gap between the status bar and a sheet on compact widths.
    static let sheetTopGap: CGFloat = 10
    /// A form sheet's size on regular widths.
    static let formSheetSize = CGSize(width: 540, height: 620)
    /// A page sheet's width on regular widths.
    static let pageSheetWidth: CGFloat = 704
    /// The corner radius of sheets.
    static let sheetCornerRadius: CGFloat = 10

    init(presenting: UIViewController, presented: UIViewController) {
        self.presenting = presenting
        self.presented = presented
        style = Self.resolvedStyle(of: presented)
        containerView.presentation = self
        containerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.addGestureRecognizer(
            UITapGestureRecognizer { [weak self] recognizer in
                guard recognizer.state == .ended else { return }
                self?.look?.dimmingViewTapped()
            })
    }

    /// `automatic` is a page sheet (UIKit since iOS 13) unless the controller draws itself; context styles cover
    /// the window here.
    static func resolvedStyle(of controller: UIViewController) -> UIModalPresentationStyle {
        if controller is any ModalPresentationLook { return .custom }
        switch controller.modalPresentationStyle {
        case .automatic, .pageSheet, .none: return .pageSheet
        case .formSheet, .popover: return .formSheet
        case .fullScreen, .currentContext: return .fullScreen
        case .overFullScreen, .overCurrentContext, .custom: return .overFullScreen
        }
    }

    private var look: (any ModalPresentationLook)? { presented as? any ModalPresentationLook }

    private var dimmingColor: UIColor? {
        if let look { return look.dimmingColor }
        return style == .pageSheet || style == .formSheet ? Self.sheetDimmingColor : nil
    }

    /// The presented view's frame in the container.
    func frameOfPresentedView(in bounds: CGRect) -> CGRect {
        let insets = containerView.window?.safeAreaInsets ?? .zero
        if let look { return look.frameOfPresentedView(in: bounds, safeAreaInsets: insets) }
        let regular = containerView.traitCollection.horizontalSizeClass == .regular
        switch style {
        case .pageSheet where regular:
            let width = min(bounds.width, Self.pageSheetWidth)
            let top = insets.top + 2 * Self.sheetTopGap
            return CGRect(x: ((bounds.width - width) / 2).rounded(), y: top, width: width, height: bounds.height - top)
        case .formSheet where regular:
            let size = CGSize(
                width: min(Self.formSheetSize.width, bounds.width),
                height: min(Self.formSheetSize.height, bounds.height - insets.top - insets.bottom))
            return CGRect(
                x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
                width: size.width, height: size.height)
        case .pageSheet, .formSheet:
            let top = insets.top + Self.sheetTopGap
            return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
        default:
            return bounds
        }
    }

    /// Lays out the container's contents for its current size.
    func layoutContainer() {
        let bounds = containerView.bounds
        dimmingView.frame = bounds
        guard !presented.modalState.isBeingPresented, !presented.modalState.isBeingDismissed else { return }
        presented.view.frame = frameOfPresentedView(in: bounds)
    }

    // MARK: Presenting

    /// Shows the presented controller over `window`, with its appearance callbacks, then runs `completion`.
    func present(in window: UIWindow, animated: Bool, completion: (() -> Void)?) {
        let presentedView = presented.view!
        containerView.frame = window.bounds
        // VoiceOver reaches nothing behind a modal presentation: its container hides its siblings.
        containerView.accessibilityViewIsModal = true
        window.addSubview(containerView)
        if let color = dimmingColor {
            dimmingView.backgroundColor = color
            dimmingView.frame = containerView.bounds
            containerView.addSubview(dimmingView)
        }
        if style == .pageSheet || style == .formSheet {
            presentedView.layer.cornerRadius = Self.sheetCornerRadius
            presentedView.clipsToBounds = true
            if containerView.traitCollection.horizontalSizeClass != .regular {
                presentedView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            }
            installSheetDrag(on: presentedView)
        }
        let hidesPresenting = style == .fullScreen
        presented.modalState.isBeingPresented = true
        if animated, let presenting {
            presented.ownTransitionCoordinator = AppearanceTransitionCoordinator(
                containerView: containerView, duration: presentationDuration, from: presenting, to: presented,
                fromView: hidesPresenting ? presenting.viewIfLoaded : nil, toView: presentedView, interactive: false,
                presentationStyle: style)
        }
        if hidesPresenting { presenting?.beginAppearance(false, animated: animated) }
        presented.beginAppearance(true, animated: animated)
        let final = frameOfPresentedView(in: containerView.bounds)
        UIView.performWithoutAnimation {
            presentedView.frame = final
            containerView.addSubview(presentedView)
            containerView.layoutIfNeeded()
            if animated {
                dimmingView.alpha = 0
                hide(presentedView, dismissing: false)
            }
        }
        let finish = { @MainActor [self] in
            presented.modalState.isBeingPresented = false
            if hidesPresenting { hidePresentingView() }
            presented.ownTransitionCoordinator?.finish(cancelled: false)
            presented.ownTransitionCoordinator = nil
            presented.endAppearance(true, animated: animated)
            if hidesPresenting { presenting?.endAppearance(false, animated: animated) }
            // As UIKit does, tell assistive apps a new screen appeared (VoiceOver moves to its first element).
            UIAccessibility.post(notification: .screenChanged, argument: nil, in: containerView.window?.windowScene)
            completion?()
        }
        guard animated else {
            recedePresentingView(1)
            return finish()
        }
        let show = { [self] in
            presented.ownTransitionCoordinator?.runAlongsideAnimations()
            recedePresentingView(1)
            if dimmingView.superview != nil { dimmingView.alpha = 1 }
            presentedView.alpha = 1
            presentedView.transform = .identity
            presentedView.frame = final
        }
        if look == nil, presented.modalTransitionStyle == .coverVertical {
            UIView.animate(
                withDuration: presentationDuration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                options: [],
                animations: show, completion: { _ in finish() })
        } else {
            UIView.animate(
                withDuration: presentationDuration, delay: 0, options: [.curveEaseOut],
                animations: show, completion: { _ in finish() })
        }
    }

    /// How long an animated presentation takes: a sheet's or full-screen cover's slide up, UIKit's 0.5-second
    /// spring; a cross-dissolve 0.3 seconds; an alert's own timing.
    private var presentationDuration: TimeInterval {
        if let look { return look.presentationDuration }
        return presented.modalTransitionStyle == .coverVertical ? 0.5 : 0.3
    }

    /// How long an animated dismissal takes.
    private var dismissalDuration: TimeInterval { look?.dismissalDuration ?? 0.3 }

    /// Puts the presented view where it starts an animated presentation and ends an animated dismissal.
    private func hide(_ view: UIView, dismissing: Bool) {
        if let look {
            look.prepareHidden(view, in: containerView.bounds, dismissing: dismissing)
        } else if presented.modalTransitionStyle == .coverVertical {
            view.frame.origin.y = containerView.bounds.maxY
        } else {
            view.alpha = 0
        }
    }

    private func hidePresentingView() {
        guard let view = presenting?.viewIfLoaded, let superview = view.superview else { return }
        let index = superview.subviews.firstIndex { $0 === view } ?? 0
        hiddenPresentingView = (view, superview, index)
        view.removeFromSuperview()
    }

    // MARK: Dismissing

    /// Takes the presented controller off screen, with its appearance callbacks, then runs `completion`.
    func dismiss(animated: Bool, completion: @escaping () -> Void) {
        let presentedView = presented.view!
        let revealsPresenting = style == .fullScreen
        let scene = containerView.window?.windowScene
        presented.modalState.isBeingDismissed = true
        if let hidden = hiddenPresentingView {
            hiddenPresentingView = nil
            hidden.superview.insertSubview(hidden.view, at: min(hidden.index, hidden.superview.subviews.count))
            hidden.view.frame = hidden.superview.bounds
        }
        if animated, let presenting {
            presented.ownTransitionCoordinator = AppearanceTransitionCoordinator(
                containerView: containerView, duration: dismissalDuration, from: presented, to: presenting,
                fromView: presentedView, toView: revealsPresenting ? presenting.viewIfLoaded : nil,
                interactive: false, presentationStyle: style)
        }
        presented.beginAppearance(false, animated: animated)
        if revealsPresenting {
            presenting?.beginAppearance(true, animated: animated)
            presenting?.layOutAppearingView()
        }
        let finish = { @MainActor [self] in
            removeSheetDrag()
            recedePresentingView(0)
            presentedView.removeFromSuperview()
            containerView.removeFromSuperview()
            UIView.performWithoutAnimation {
                presentedView.alpha = 1
                presentedView.transform = .identity
            }
            presented.modalState.isBeingDismissed = false
            presented.ownTransitionCoordinator?.finish(cancelled: false)
            presented.ownTransitionCoordinator = nil
            presented.endAppearance(false, animated: animated)
            if revealsPresenting { presenting?.endAppearance(true, animated: animated) }
            UIAccessibility.post(notification: .screenChanged, argument: nil, in: scene)
            completion()
        }
        guard animated else { return finish() }
        UIView.animate(
            withDuration: dismissalDuration, delay: 0, options: [.curveEaseIn],
            animations: { [self] in
                presented.ownTransitionCoordinator?.runAlongsideAnimations()
                if dimmingView.superview != nil { dimmingView.alpha = 0 }
                recedePresentingView(0)
                hide(presentedView, dismissing: true)
            }, completion: { _ in finish() })
    }
}

/// The view over the window that holds a presentation's dimming view and presented view.
@MainActor
final class PresentationContainerView: UIView {
    weak var presentation: ModalPresentation?

    override func layoutSubviews() {
        super.layoutSubviews()
        presentation?.layoutContainer()
    }
}
