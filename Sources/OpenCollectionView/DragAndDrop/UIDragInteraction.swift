/// The object that supplies the items a drag lifts from a view with a drag interaction and follows the drag
/// (UIKit's `UIDragInteractionDelegate`). Every method but `itemsForBeginning` has UIKit's default.
@MainActor
public protocol UIDragInteractionDelegate: AnyObject {
    /// The items to drag when the user lifts the view; none cancels the lift.
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession)
        -> [UIDragItem]
    /// Items to add when the user taps the view during another drag (default: none).
    func dragInteraction(
        _ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession, withTouchAt point: CGPoint
    ) -> [UIDragItem]
    /// The drag is about to begin.
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession)
    /// Whether a drop may move the items (default `true`).
    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession)
        -> Bool
    /// The drag ended with `operation` (`.cancel` when nothing took it).
    func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation)
}

extension UIDragInteractionDelegate {
    /// No items to add (UIKit's default).
    public func dragInteraction(
        _ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession, withTouchAt point: CGPoint
    ) -> [UIDragItem] { [] }
    /// Nothing to do (UIKit's default).
    public func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {}
    /// Moves are allowed (UIKit's default).
    public func dragInteraction(
        _ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession
    ) -> Bool { true }
    /// Nothing to do (UIKit's default).
    public func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation
    ) {}
}

/// Lets the user drag items out of a view by long-pressing it (UIKit's `UIDragInteraction`).
@MainActor
public final class UIDragInteraction: NSObject, UIInteraction {
    /// Whether drag interactions are enabled when made: on an iPad, not on an iPhone (UIKit's default, decided here
    /// by the idiom of the window the view is in — see docs/Deviations.md).
    public static var isEnabledByDefault: Bool { UIWindowScene.current.traitCollection.userInterfaceIdiom == .pad }

    /// The delegate supplying the items.
    public private(set) weak var delegate: (any UIDragInteractionDelegate)?
    /// Whether the interaction lifts items (default: `isEnabledByDefault`).
    public var isEnabled: Bool
    /// Whether other gestures may recognise during the lift (default `false`).
    public var allowsSimultaneousRecognitionDuringLift = false
    /// The view the interaction is on.
    public private(set) weak var view: UIView?

    private var press: UILongPressGestureRecognizer?
    private var activity: DragActivity?

    /// An interaction asking `delegate` for the items.
    public init(delegate: any UIDragInteractionDelegate) {
        self.delegate = delegate
        isEnabled = Self.isEnabledByDefault
        super.init()
    }

    /// Removes the lift gesture from the old view.
    public func willMove(to view: UIView?) {
        if let press { self.view?.removeGestureRecognizer(press) }
        press = nil
    }

    /// Adds the lift gesture to the new view.
    public func didMove(to view: UIView?) {
        self.view = view
        guard let view else { return }
        let press = UILongPressGestureRecognizer { [weak self] recognizer in self?.handlePress(recognizer) }
        view.addGestureRecognizer(press)
        self.press = press
    }

    private func handlePress(_ recognizer: UILongPressGestureRecognizer) {
        guard let view, let window = view.window else { return }
        let location = recognizer.location(in: window)
        switch recognizer.state {
        case .began:
            guard isEnabled else { return }
            if let current = DragActivity.current(in: window), let session = current.dragSession {
                let added =
                    delegate?.dragInteraction(
                        self, itemsForAddingTo: session, withTouchAt: recognizer.location(in: view))
                    ?? []
                current.add(items: prepared(added, window: window), previewViews: added.map { _ in preview(window) })
                return
            }
            let activity = DragActivity(window: window, origin: .interaction(self), location: location)
            guard let session = activity.dragSession,
                let items = delegate?.dragInteraction(self, itemsForBeginning: session), !items.isEmpty
            else {
                OpenCollectionViewDiagnostics.report(
                    .misuse, "dragInteraction(_:itemsForBeginning:) returned no items; nothing is dragged")
                return
            }
            activity.allowsMoveOperation = delegate?.dragInteraction(self, sessionAllowsMoveOperation: session) ?? true
            delegate?.dragInteraction(self, sessionWillBegin: session)
            self.activity = activity
            activity.begin(items: prepared(items, window: window), previewViews: items.map { _ in preview(window) })
        case .changed: activity?.update(location: location)
        case .ended:
            activity?.drop()
            activity = nil
        case .cancelled, .failed:
            activity?.cancel()
            activity = nil
        default: break
        }
    }

    private func prepared(_ items: [UIDragItem], window: UIWindow) -> [UIDragItem] {
        guard let view else { return items }
        let frame = view.superview?.convert(view.frame, to: window) ?? view.frame
        for item in items where item.source == nil {
            item.source = DragItemSource(view: view, indexPath: nil, frameInWindow: frame)
        }
        return items
    }

    /// A preview of the view, placed where the view is.
    private func preview(_ window: UIWindow) -> UIView {
        guard let view else { return UIView(frame: .zero) }
        let frame = view.superview?.convert(view.frame, to: window) ?? view.frame
        let preview = DragPreviewView(snapshotOf: view, parameters: nil)
        preview.center = CGPoint(x: frame.midX, y: frame.midY)
        return preview
    }
}
