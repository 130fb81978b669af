/// One drag in flight in a window, from lift to drop: the items and their previews floating above everything, the
/// drop target under the touch (a collection view with a drop delegate or a view with a drop interaction) and its
/// proposal, autoscrolling, and the landing or flying back at the end.
///
/// The source (a collection view's lift gesture, a drag interaction, or the host for drags from outside the app)
/// feeds it locations and ends it; drop targets are found by hit testing the window at the touch, so a drag crosses
/// from one collection view to another, or to a plain view, without either knowing of the other.
@MainActor
final class DragActivity {
    /// How long lifting takes.
    static let liftDuration: TimeInterval = LiftShadow.duration
    /// How long a drop's landing takes.
    static let dropDuration: TimeInterval = 0.3
    /// How long a cancelled drag takes to fly back.
    static let cancelDuration: TimeInterval = 0.35
    /// The band along a collection view's edges where a drag autoscrolls it, in points.
    static let autoscrollBand: CGFloat = 60
    /// The autoscroll speed at the very edge, in points per second (it grows linearly across the band).
    static let autoscrollMaximumSpeed: CGFloat = 1200

    /// Where a drag came from.
    enum Origin {
        case collectionView(UICollectionView)
        case interaction(UIDragInteraction)
        /// Another app: in the web host, the browser or the desktop.
        case external
    }

    /// What is under the touch and takes drops.
    enum Target {
        case collectionView(UICollectionView)
        case interaction(UIDropInteraction)

        @MainActor var view: UIView? {
            switch self {
            case .collectionView(let collectionView): collectionView
            case .interaction(let interaction): interaction.view
            }
        }

        @MainActor func isSame(as other: Target?) -> Bool { other?.view === view && view != nil }
    }

    let window: UIWindow
    let origin: Origin
    private(set) var items: [UIDragItem] = []
    /// Where the touch is, in window coordinates.
    private(set) var location: CGPoint
    var allowsMoveOperation = true
    var isRestrictedToDraggingApplication = false
    /// The drag session (`nil` for drags from outside the app).
    private(set) var dragSession: LocalDragSession?
    private(set) lazy var dropSession = DropSessionState(activity: self)
    private(set) var target: Target?
    /// The last proposal of the target.
    private(set) var proposal: UIDropProposal?
    /// The collection views the drag entered, told when it ends.
    private var enteredCollectionViews: [UICollectionView] = []
    private var enteredInteractions: [UIDropInteraction] = []
    /// The layer the previews float in, above everything in the window.
    let overlay: UIView
    /// One preview per item, in item order.
    private(set) var previews: [UIView] = []
    private var autoscrollLink: CADisplayLink?
    private var lastAutoscrollTime: TimeInterval?
    private(set) var isFinished = false
    /// The text the drag would carry out of the app (`outgoingText`), loaded from the items as they are lifted.
    private let outgoing = OutgoingDragText()

    /// The drag in flight in each window (one at a time, as on iOS with one finger).
    private static var active: [ObjectIdentifier: DragActivity] = [:]

    /// The text the in-app drag in `window` would carry if it left the app, or `nil`: no such drag, a drag the
    /// source restricts to the app (`dragSessionIsRestrictedToDraggingApplication`), or no text among its items.
    static func outgoingText(in window: UIWindow) -> String? {
        guard let activity = active[ObjectIdentifier(window)], !activity.isFinished,
            !activity.isRestrictedToDraggingApplication
        else { return nil }
        return activity.outgoing.text
    }

    /// The drag in flight in `window`.
    static func current(in window: UIWindow?) -> DragActivity? {
        window.flatMap { active[ObjectIdentifier($0)] }
    }

    init(window: UIWindow, origin: Origin, location: CGPoint) {
        self.window = window
        self.origin = origin
        self.location = location
        overlay = UIView(frame: window.bounds)
        overlay.isUserInteractionEnabled = false
        overlay.backgroundColor = nil
        overlay.layer.zPosition = CGFloat(Int32.max)
        if case .external = origin {} else { dragSession = LocalDragSession(activity: self) }
    }

    /// Starts the drag with `items`, each lifted from `frames` (window coordinates) and pictured by `previewViews`.
    func begin(items: [UIDragItem], previewViews: [UIView]) {
        Self.active[ObjectIdentifier(window)]?.cancel()
        Self.active[ObjectIdentifier(window)] = self
        window.addSubview(overlay)
        add(items: items, previewViews: previewViews)
        let link = CADisplayLink { [weak self] link in self?.tick(at: link.timestamp) }
        link.add(to: window.clock)
        autoscrollLink = link
        update(location: location)
    }

    /// Adds items (a multi-item drag): their previews fly from where they were to the stack under the touch.
    func add(items newItems: [UIDragItem], previewViews: [UIView]) {
        items += newItems
        if case .external = origin {} else { outgoing.load(newItems) }
        for preview in previewViews {
            overlay.addSubview(preview)
            previews.append(preview)
        }
        UIView.animate(withDuration: Self.liftDuration) { self.arrangePreviews() }
    }

    /// Puts the previews in a stack centred on the touch, each a little offset, lifted (enlarged, with a shadow).
    private func arrangePreviews() {
        for (index, preview) in previews.enumerated() {
            let offset = CGFloat(min(index, 3)) * 4
            preview.center = CGPoint(x: location.x + offset, y: location.y + offset)
            preview.transform = CGAffineTransform(scaleX: LiftShadow.scale, y: LiftShadow.scale)
            LiftShadow.lifted.apply(to: preview.layer)
        }
    }

    // MARK: Moving

    /// The touch moved to `newLocation` (window coordinates): previews follow, the target is found again and asked
    /// for its proposal.
    func update(location newLocation: CGPoint) {
        guard !isFinished else { return }
        location = newLocation
        UIView.performWithoutAnimation { arrangePreviews() }
        retarget()
    }

    /// Finds the drop target under the touch and asks it for a proposal.
    func retarget() {
        let found = dropTarget(at: location)
        if !(found?.isSame(as: target) ?? (target == nil)) {
            exitTarget()
            target = found
            enterTarget()
        }
        updateProposal()
    }

    private func dropTarget(at point: CGPoint) -> Target? {
        var view = window.hitTest(point, with: nil)
        while let current = view {
            // The target the drag is over already said it can handle the session: it is not asked again.
            if let target, target.view === current { return target }
            if let collectionView = current as? UICollectionView, let delegate = collectionView.dropDelegate,
                delegate.collectionView(collectionView, canHandle: dropSession)
            {
                return .collectionView(collectionView)
            }
            for case let interaction as UIDropInteraction in current.interactions {
                if interaction.delegate?.dropInteraction(interaction, canHandle: dropSession) ?? false {
                    return .interaction(interaction)
                }
            }
            view = current.superview
        }
        return nil
    }

    private func enterTarget() {
        switch target {
        case .collectionView(let collectionView):
            if !enteredCollectionViews.contains(where: { $0 === collectionView }) {
                enteredCollectionViews.append(collectionView)
            }
            collectionView.dropSessionEntered(self)
        case .interaction(let interaction):
            if !enteredInteractions.contains(where: { $0 === interaction }) { enteredInteractions.append(interaction) }
            interaction.delegate?.dropInteraction(interaction, sessionDidEnter: dropSession)
        case nil: break
        }
    }

    private func exitTarget() {
        switch target {
        case .collectionView(let collectionView): collectionView.dropSessionExited(self)
        case .interaction(let interaction):
            interaction.delegate?.dropInteraction(interaction, sessionDidExit: dropSession)
        case nil: break
        }
        proposal = nil
    }

    private func updateProposal() {
        switch target {
        case .collectionView(let collectionView):
            proposal = collectionView.dropSessionUpdated(self)
        case .interaction(let interaction):
            proposal =
                interaction.delegate?.dropInteraction(interaction, sessionDidUpdate: dropSession)
                ?? UIDropProposal(operation: .cancel)
        case nil:
            proposal = nil
        }
        if let proposal, proposal.operation == .move, !allowsMoveOperation || dragSession == nil {
            self.proposal = UIDropProposal(operation: .copy)
        }
    }

    /// Every display frame: a collection view waiting for the touch to rest (its reordering cadence) is asked
    /// again, then the drag autoscrolls.
    private func tick(at time: TimeInterval) {
        if !isFinished, case .collectionView(let collectionView) = target,
            collectionView.isWaitingForReorderingCadence
        {
            updateProposal()
        }
        autoscroll(at: time)
    }

    // MARK: Autoscroll

    /// Scrolls the collection view under the touch when the touch is near its edges: the nearer the edge, the
    /// faster, as iOS does while dragging.
    private func autoscroll(at time: TimeInterval) {
        defer { lastAutoscrollTime = time }
        guard let last = lastAutoscrollTime, !isFinished, let collectionView = autoscrollingCollectionView else {
            return
        }
        let scrolled = Self.autoscroll(
            collectionView, forTouchAt: collectionView.convert(location, from: window), elapsed: time - last)
        if scrolled != .zero { retarget() }
    }

    /// One frame of autoscroll: scrolls `collectionView` toward the edge a touch at `point` (its coordinates) is
    /// near, at `autoscrollVelocity` for `elapsed` seconds (at most a tenth of a second, so a stalled clock does not
    /// jump), clamped to the content, and lays it out; returns how far the content moved (zero when it did not).
    static func autoscroll(
        _ collectionView: UICollectionView, forTouchAt point: CGPoint, elapsed: TimeInterval
    ) -> CGPoint {
        let velocity = autoscrollVelocity(for: point, in: collectionView)
        guard velocity != .zero else { return .zero }
        let seconds = CGFloat(min(elapsed, 0.1))
        let offset = collectionView.contentOffset
        let clamped = collectionView.clampedOffset(
            CGPoint(x: offset.x + velocity.x * seconds, y: offset.y + velocity.y * seconds))
        guard clamped != offset else { return .zero }
        collectionView.contentOffset = clamped
        collectionView.layoutIfNeeded()
        return CGPoint(x: clamped.x - offset.x, y: clamped.y - offset.y)
    }

    /// The collection view a drag over would scroll: the target, or the source while the touch is over it.
    private var autoscrollingCollectionView: UICollectionView? {
        if case .collectionView(let collectionView) = target { return collectionView }
        if case .collectionView(let source) = origin,
            source.bounds.contains(source.convert(location, from: window))
        {
            return source
        }
        return nil
    }

    /// The autoscroll velocity (points per second) for a touch at `point` (collection-view coordinates): zero in
    /// the middle, growing linearly to the maximum at each edge of the visible bounds, only along axes that scroll.
    static func autoscrollVelocity(for point: CGPoint, in scrollView: UIScrollView) -> CGPoint {
        let bounds = scrollView.bounds
        func speed(_ distanceToStart: CGFloat, _ distanceToEnd: CGFloat) -> CGFloat {
            if distanceToStart < autoscrollBand {
                return -autoscrollMaximumSpeed * (1 - max(0, distanceToStart) / autoscrollBand)
            }
            if distanceToEnd < autoscrollBand {
                return autoscrollMaximumSpeed * (1 - max(0, distanceToEnd) / autoscrollBand)
            }
            return 0
        }
        let insets = scrollView.adjustedContentInset
        let scrollsVertically = scrollView.contentSize.height + insets.top + insets.bottom > bounds.height
        let scrollsHorizontally = scrollView.contentSize.width + insets.left + insets.right > bounds.width
        return CGPoint(
            x: scrollsHorizontally ? speed(point.x - bounds.minX, bounds.maxX - point.x) : 0,
            y: scrollsVertically ? speed(point.y - bounds.minY, bounds.maxY - point.y) : 0)
    }

    // MARK: Ending

    /// The touch lifted: the target performs the drop its proposal promised, or the drag is cancelled.
    func drop() {
        guard !isFinished else { return }
        retarget()
        guard let proposal, proposal.operation == .copy || proposal.operation == .move, let target else {
            cancel()
            return
        }
        let operation = proposal.operation
        switch target {
        case .collectionView(let collectionView):
            let landings = collectionView.performDrop(self)
            land(landings)
        case .interaction(let interaction):
            interaction.delegate?.dropInteraction(interaction, performDrop: dropSession)
            fadeOutPreviews {
                interaction.delegate?.dropInteraction(interaction, concludeDrop: self.dropSession)
            }
        }
        finish(operation: operation)
    }

    /// Cancels the drag: the previews fly back to where the items were lifted and the source shows them again.
    func cancel() {
        guard !isFinished else { return }
        if let target { exitTargetQuietly(target) }
        let sources = items.map(\.source)
        let previews = self.previews
        UIView.animate(
            withDuration: Self.cancelDuration, delay: 0, options: [.curveEaseInOut],
            animations: {
                for (preview, source) in zip(previews, sources) {
                    guard let source else {
                        preview.alpha = 0
                        continue
                    }
                    let frame = self.currentFrame(of: source) ?? source.frameInWindow
                    preview.center = CGPoint(x: frame.midX, y: frame.midY)
                    preview.transform = .identity
                    LiftShadow(opacity: 0, radius: 3, offset: CGSize(width: 0, height: -3)).apply(to: preview.layer)
                }
            },
            completion: { _ in self.removeOverlay() })
        finish(operation: .cancel)
    }

    private func exitTargetQuietly(_ target: Target) {
        if case .collectionView(let collectionView) = target { collectionView.clearDropFeedback() }
    }

    /// Where the item's source view is now, in window coordinates.
    private func currentFrame(of source: DragItemSource) -> CGRect? {
        guard let view = source.view else { return nil }
        if let collectionView = view as? UICollectionView, let indexPath = source.indexPath {
            guard let attributes = collectionView.layoutAttributesForItem(at: indexPath) else { return nil }
            return collectionView.convert(attributes.frame, to: window)
        }
        return view.superview?.convert(view.frame, to: window)
    }

    /// Lands each preview where the coordinator put its item; previews of items given no place fade out.
    private func land(_ landings: [(item: UIDragItem, frame: CGRect?, reveal: (() -> Void)?, animation: DropAnimation)])
    {
        var remaining = Array(zip(items, previews))
        for landing in landings {
            guard let index = remaining.firstIndex(where: { $0.0 === landing.item }) else { continue }
            let preview = remaining.remove(at: index).1
            guard let frame = landing.frame else {
                landing.animation.run({ preview.alpha = 0 }, completion: { preview.removeFromSuperview() })
                landing.reveal?()
                continue
            }
            landing.animation.run(
                {
                    preview.transform = .identity
                    preview.bounds = CGRect(origin: .zero, size: frame.size)
                    preview.center = CGPoint(x: frame.midX, y: frame.midY)
                    LiftShadow(opacity: 0, radius: 3, offset: CGSize(width: 0, height: -3)).apply(to: preview.layer)
                },
                completion: {
                    preview.removeFromSuperview()
                    landing.reveal?()
                    self.removeOverlayIfEmpty()
                })
        }
        for (_, preview) in remaining {
            UIView.animate(
                withDuration: Self.dropDuration,
                animations: {
                    preview.alpha = 0
                    preview.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
                },
                completion: { _ in
                    preview.removeFromSuperview()
                    self.removeOverlayIfEmpty()
                })
        }
        removeOverlayIfEmpty()
    }

    private func fadeOutPreviews(then completion: @escaping () -> Void) {
        let previews = self.previews
        UIView.animate(
            withDuration: Self.dropDuration,
            animations: {
                for preview in previews {
                    preview.alpha = 0
                    preview.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
                }
            },
            completion: { _ in
                self.removeOverlay()
                completion()
            })
    }

    private func removeOverlayIfEmpty() {
        if overlay.subviews.isEmpty { overlay.removeFromSuperview() }
    }

    private func removeOverlay() {
        for preview in overlay.subviews { preview.removeFromSuperview() }
        overlay.removeFromSuperview()
    }

    /// Ends the drag everywhere: the source hears how it ended, every collection view and interaction it entered
    /// hears the drop session ended.
    private func finish(operation: UIDropOperation) {
        isFinished = true
        autoscrollLink?.invalidate()
        autoscrollLink = nil
        if Self.active[ObjectIdentifier(window)] === self { Self.active[ObjectIdentifier(window)] = nil }
        for collectionView in enteredCollectionViews { collectionView.dropSessionEnded(self) }
        for interaction in enteredInteractions {
            interaction.delegate?.dropInteraction(interaction, sessionDidEnd: dropSession)
        }
        switch origin {
        case .collectionView(let collectionView): collectionView.dragSessionEnded(self, operation: operation)
        case .interaction(let interaction):
            if let dragSession {
                interaction.delegate?.dragInteraction(interaction, session: dragSession, didEndWith: operation)
            }
        case .external: break
        }
    }
}
