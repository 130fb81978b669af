/// An alert or action sheet, presented modally: a title, a message and buttons for its actions.
///
/// Tapping a button dismisses the controller, then runs the action's handler, in UIKit's order. The alert is 270
/// points wide and centred, its buttons side by side when there are two that fit and stacked otherwise; an action
/// sheet rises from the bottom with its cancel button set apart. An alert's text fields (`addTextField`) sit under
/// its message; the first one takes the keyboard when the alert appears.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// The kind of alert.
    public enum Style: Int, Sendable {
        /// A sheet of buttons rising from the bottom of the screen.
        case actionSheet = 0
        /// A centred box with a title, a message and buttons.
        case alert = 1
    }

    /// The alert's kind.
    public private(set) var preferredStyle = Style.alert
    /// The text under the title.
    open var message: String? {
        didSet { contentDidChange() }
    }
    /// The actions, in the order added.
    public private(set) var actions: [UIAlertAction] = []
    /// The text fields, in the order added; `nil` when there are none.
    public var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
    private var fields: [UITextField] = []

    /// The action drawn bold (instead of the cancel action) and chosen by the return key; it must be one of
    /// `actions`.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let preferredAction, !actions.contains(where: { $0 === preferredAction }) {
                OpenCollectionViewDiagnostics.report(
                    .misuse, "The preferred action of UIAlertController must be one of its actions; ignoring it.")
                self.preferredAction = nil
                return
            }
            contentDidChange()
        }
    }

    open override var title: String? {
        didSet { contentDidChange() }
    }

    /// The drawn alert or sheet, built when it is shown.
    var content: AlertContentView?
    /// Whether a button was tapped and the alert is going away.
    private var isFinishing = false

    /// Creates an alert or action sheet with a title and a message.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        modalPresentationStyle = .custom
    }

    /// Adds a button for `action`. As in UIKit, only one action may have the cancel style (a second is reported
    /// through `OpenCollectionViewDiagnostics` and not added).
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            OpenCollectionViewDiagnostics.report(
                .misuse, "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
            return
        }
        actions.append(action)
        contentDidChange()
    }

    /// Adds a text field under the message, configured by `configurationHandler`. As in UIKit, only alerts take
    /// text fields (adding one to an action sheet is reported through `OpenCollectionViewDiagnostics`).
    open func addTextField(configurationHandler: (@MainActor (UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            OpenCollectionViewDiagnostics.report(
                .misuse, "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
            return
        }
        let field = UITextField()
        field.font = .systemFont(ofSize: 13)
        field.accessibilityIdentifier = "alert-text-field-\(fields.count)"
        configurationHandler?(field)
        fields.append(field)
        contentDidChange()
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // UIKit gives the keyboard to the first text field when the alert appears.
        _ = fields.first?.becomeFirstResponder()
    }

    open override func loadView() {
        let root = UIView(frame: .zero)
        root.backgroundColor = .clear
        view = root
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        rebuildContent()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        content?.frame = view.bounds
    }

    private func contentDidChange() {
        guard content != nil else { return }
        rebuildContent()
        if let container = view.superview as? PresentationContainerView { container.setNeedsLayout() }
    }

    private func rebuildContent() {
        content?.removeFromSuperview()
        let content = AlertContentView(
            style: preferredStyle, title: title, message: message, actions: actions,
            preferredAction: preferredAction, textFields: fields
        ) { [weak self] action in
            self?.actionTapped(action)
        }
        content.frame = view.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(content)
        self.content = content
    }

    /// The user chose `action`: the alert is dismissed, then the handler runs.
    func actionTapped(_ action: UIAlertAction) {
        guard action.isEnabled, !isFinishing else { return }
        isFinishing = true
        for field in fields where field.isFirstResponder { _ = field.resignFirstResponder() }
        dismiss(animated: true) { [weak self] in
            self?.isFinishing = false
            action.handler?(action)
        }
    }

    /// The width an action sheet takes in a container of `bounds`.
    private func sheetWidth(in bounds: CGRect) -> CGFloat {
        if traitCollection.horizontalSizeClass == .regular { return AlertContentView.regularSheetWidth }
        return min(bounds.width, bounds.height) - 2 * AlertContentView.sheetMargin
    }
}

extension UIAlertController: ModalPresentationLook {
    func frameOfPresentedView(in bounds: CGRect, safeAreaInsets: UIEdgeInsets) -> CGRect {
        if content == nil { rebuildContent() }
        guard let content else { return .zero }
        switch preferredStyle {
        case .alert:
            let width = AlertContentView.alertWidth
            let height = min(
                content.height(forWidth: width), bounds.height - safeAreaInsets.top - safeAreaInsets.bottom)
            return CGRect(
                x: ((bounds.width - width) / 2).rounded(), y: ((bounds.height - height) / 2).rounded(), width: width,
                height: height)
        case .actionSheet:
            let width = sheetWidth(in: bounds)
            let height = content.height(forWidth: width)
            let bottomGap = max(safeAreaInsets.bottom, AlertContentView.sheetMargin)
            return CGRect(
                x: ((bounds.width - width) / 2).rounded(), y: bounds.height - bottomGap - height, width: width,
                height: height)
        }
    }

    /// Alerts dim what is beneath them with black at 20%, as UIKit's alert dimming view does in light mode.
    var dimmingColor: UIColor? { UIColor.black.withAlphaComponent(0.2) }

    func prepareHidden(_ view: UIView, in bounds: CGRect, dismissing: Bool) {
        switch preferredStyle {
        case .alert:
            view.alpha = 0
            if !dismissing { view.transform = CGAffineTransform(scaleX: 1.2, y: 1.2) }
        case .actionSheet:
            view.frame.origin.y = bounds.maxY
        }
    }

    var presentationDuration: TimeInterval { preferredStyle == .alert ? 0.3 : 0.4 }
    var dismissalDuration: TimeInterval { preferredStyle == .alert ? 0.2 : 0.3 }

    /// A tap on the dimmed area cancels an action sheet that has a cancel action (UIKit's behaviour on iPhone).
    func dimmingViewTapped() {
        guard preferredStyle == .actionSheet, let cancel = actions.first(where: { $0.style == .cancel }) else { return }
        actionTapped(cancel)
    }
}
