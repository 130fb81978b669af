/// The focus system of a window (UIKit's `UIFocusSystem`, one per window scene): which item has keyboard focus,
/// programmatic focus updates, and the moves the arrow keys, Tab and Shift-Tab make.
///
/// A focus update asks every environment containing the previous or next item (and a collection view's
/// delegate) `shouldUpdateFocus(in:)`, then moves focus, shows the halo on the new item, tells the same
/// environments `didUpdateFocus(in:with:)` and runs the animations they added to the coordinator. Arrow keys move
/// geometrically inside the focused item's focus group (`FocusGeometry`); Tab and Shift-Tab go to the primary
/// item of the next or previous group in reading order, wrapping around (`FocusGroup`).
@preconcurrency @MainActor
public final class UIFocusSystem: NSObject {
    /// The window whose views this system focuses.
    unowned let window: UIWindow
    private var focused: WeakFocusTarget?
    private weak var pendingEnvironment: (any UIFocusEnvironment)?
    private var lastFocusedInGroup: [FocusGroup.Key: WeakFocusTarget] = [:]
    /// The item focused in each view controller as its view began to disappear.
    private var rememberedInController: [ObjectIdentifier: WeakFocusTarget] = [:]
    /// Keys whose press the system used, so their releases go nowhere either.
    var consumedKeys: Set<String> = []

    init(window: UIWindow) {
        self.window = window
        super.init()
    }

    /// The item that has focus, if any (`nil` also while the focused item of a collection view is off screen).
    public var focusedItem: (any UIFocusItem)? { focused?.target?.focusItem }

    /// The focus system of the window containing `environment`.
    public static func focusSystem(for environment: any UIFocusEnvironment) -> UIFocusSystem? {
        var current: (any UIFocusEnvironment)? = environment
        while let candidate = current {
            if let view = candidate as? UIView { return view.window?.focusSystem }
            if let controller = candidate as? UIViewController, let view = controller.viewIfLoaded {
                return view.window?.focusSystem
            }
            current = candidate.parentFocusEnvironment
        }
        return nil
    }

    /// Asks for focus to move to `environment`'s preferred focus item at the next `updateFocusIfNeeded()`.
    public func requestFocusUpdate(to environment: any UIFocusEnvironment) { pendingEnvironment = environment }

    /// Runs a pending focus update now.
    public func updateFocusIfNeeded() {
        guard let environment = pendingEnvironment else { return }
        pendingEnvironment = nil
        guard let target = preferredTarget(in: environment, depth: 0) else {
            OpenCollectionViewDiagnostics.report(
                .misuse,
                "Focus update to \(type(of: environment)) ignored: nothing in it can become focused (hidden, "
                    + "transparent, outside a window, or not focusable).")
            return
        }
        update(to: target, heading: [])
    }

    /// Whether `environment` is `otherEnvironment` or contains it.
    public static func environment(
        _ environment: any UIFocusEnvironment, contains otherEnvironment: any UIFocusEnvironment
    ) -> Bool {
        var current: (any UIFocusEnvironment)? = otherEnvironment
        while let candidate = current {
            if candidate === environment { return true }
            current = candidate.parentFocusEnvironment
        }
        return false
    }

    /// `setNeedsFocusUpdate()` of `environment`: an update is scheduled when it contains the focused item.
    func setNeedsFocusUpdate(in environment: any UIFocusEnvironment) {
        guard let current = focused?.target?.environment, Self.environment(environment, contains: current) else {
            return
        }
        pendingEnvironment = environment
    }

    /// Whether `view` has focus (a cell has it while its collection view's focused item is the one it shows).
    func isFocused(_ view: UIView) -> Bool {
        switch focused?.target {
        case .item(let item): item === view
        case .cell(let collectionView, let indexPath): collectionView.cellForItem(at: indexPath) === view
        case nil: false
        }
    }

    // MARK: Moving

    /// Moves focus toward `heading` from the focused item; with nothing focused, an arrow key or Tab focuses the
    /// first group's primary item and Shift-Tab the last's. Returns whether focus moved.
    @discardableResult
    func moveFocus(_ heading: UIFocusHeading) -> Bool {
        let root = focusRoot
        adoptFirstResponder()
        let groups = FocusGroup.groups(under: root)
        guard let current = validFocusedTarget(in: root), let currentKey = groupKey(of: current) else {
            let ordered = heading == .previous ? Array(groups.reversed()) : groups
            // The first group (the last for Shift-Tab) that has an item to focus.
            for group in ordered {
                if let target = primaryTarget(of: group) { return update(to: target, heading: heading) }
            }
            return false
        }
        if heading == .next || heading == .previous {
            guard let index = groups.firstIndex(where: { $0.key == currentKey }), groups.count > 1 else {
                return false
            }
            // The next group round (the previous for Shift-Tab) that has an item to focus.
            let step = heading == .next ? 1 : groups.count - 1
            var candidate = (index + step) % groups.count
            while candidate != index {
                if let target = primaryTarget(of: groups[candidate]) { return update(to: target, heading: heading) }
                candidate = (candidate + step) % groups.count
            }
            return false
        }
        guard let group = groups.first(where: { $0.key == currentKey }), let from = frame(of: current),
            let target = FocusSearch.nearest(from: current, frame: from, toward: heading, in: group)
        else { return false }
        return update(to: target, heading: heading)
    }

    /// Moves focus straight to `view` (the page's own focus moved onto its mirrored element): a cell focuses its
    /// collection view's item. Answers whether `view` holds focus afterwards. A view that cannot take focus — hidden,
    /// transparent, outside the front-most controller's view, `canBecomeFocused` false, or refused by an
    /// environment — is diagnosed and focus stays where it was.
    @discardableResult
    func focus(_ view: UIView) -> Bool {
        let target = FocusTarget.normalized(view)
        if let current = focused?.target, current.isSame(as: target) { return true }
        let root = focusRoot
        let focusable: Bool
        switch target {
        case .cell(let collectionView, let indexPath):
            focusable =
                collectionView.isShownForFocus && collectionView.isDescendant(of: root)
                && collectionView.canFocusItem(at: indexPath)
        case .item:
            focusable = view.canBecomeFocused && view.isShownForFocus && view.isDescendant(of: root)
        }
        guard focusable else {
            OpenCollectionViewDiagnostics.report(
                .misuse,
                "Focus move to \(type(of: view)) ignored: it cannot become focused (hidden, transparent, behind a "
                    + "presented controller, or not focusable).")
            return false
        }
        return update(to: target, heading: [])
    }

    /// Return or Space: selects the focused collection view item as a tap would, triggers the focused button's
    /// primary action, or activates another control as VoiceOver's double tap does (a switch flips, a bar button
    /// runs its action). Returns whether something was focused to act on.
    func performPrimaryAction() -> Bool {
        switch validFocusedTarget(in: focusRoot) {
        case .cell(let collectionView, let indexPath):
            collectionView.selectItemFromKeyboard(at: indexPath)
            return true
        case .item(let button as UIButton):
            guard button.isEnabled else { return true }
            button.sendActions(for: [.touchUpInside, .primaryActionTriggered])
            return true
        case .item(let control as UIControl):
            control.activateFromKeyboard()
            return true
        default:
            return false
        }
    }

    /// An arrow key on a focused control with a value (`KeyboardAdjustable`): up, and the trailing arrow, raise it;
    /// down and the leading arrow lower it (left and right swap in right-to-left layouts, where the control is
    /// mirrored). Returns whether the key was used.
    func adjustFocusedControl(_ heading: UIFocusHeading) -> Bool {
        guard case .item(let item) = validFocusedTarget(in: focusRoot), let control = item as? any KeyboardAdjustable
        else { return false }
        let rightToLeft = control.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let step: Int
        switch heading {
        case .up: step = 1
        case .down: step = -1
        case .right: step = rightToLeft ? -1 : 1
        case .left: step = rightToLeft ? 1 : -1
        default: return false
        }
        _ = control.adjustFromKeyboard(by: step)
        return true
    }

    /// Called as a view controller's view begins to disappear: the item focused inside it is remembered, so focus
    /// can come back to it when the controller shows again (`restoresFocusAfterTransition`).
    func controllerWillDisappear(_ controller: UIViewController) {
        guard let target = focused?.target, let view = controller.viewIfLoaded, let shown = target.view,
            shown.isDescendant(of: view)
        else { return }
        rememberedInController[ObjectIdentifier(controller)] = WeakFocusTarget(target)
    }

    /// Called after a view controller's view appeared: when the focused item went away with the transition (a push,
    /// a pop, a presentation), focus goes to what the controller remembered (a pop returns to the row it came from),
    /// else, for the front-most content controller, to its preferred focus (a pushed screen takes the focus). Nothing
    /// moves when no item had focus, or when the focused item is still shown.
    func controllerDidAppear(_ controller: UIViewController) {
        guard focused != nil, validFocusedTarget(in: focusRoot) == nil else { return }
        let key = ObjectIdentifier(controller)
        if controller.restoresFocusAfterTransition, let remembered = rememberedInController[key]?.target,
            valid(remembered, in: focusRoot) != nil
        {
            rememberedInController[key] = nil
            update(to: remembered, heading: [])
            return
        }
        guard EscapeNavigation.frontContentController(in: window) === controller,
            let target = preferredTarget(
                in: controller, depth: 0, remembering: controller.restoresFocusAfterTransition)
        else { return }
        update(to: target, heading: [])
    }

    /// A text input made first responder by a tap (or in code) holds focus from then on, as on iPadOS.
    private func adoptFirstResponder() {
        guard let responder = window.firstResponder as? UIView, responder.canBecomeFocused, responder.isShownForFocus,
            !isFocused(responder)
        else { return }
        focused = WeakFocusTarget(.item(responder))
    }

    /// The view the focus system searches: the front-most presented controller's view, else the window.
    var focusRoot: UIView {
        var front = window.rootViewController
        while let presented = front?.presentedViewController, presented.viewIfLoaded?.window === window {
            front = presented
        }
        if let front, front !== window.rootViewController, let view = front.viewIfLoaded { return view }
        return window
    }

    /// The focused target while it can still hold focus inside `root`.
    private func validFocusedTarget(in root: UIView) -> FocusTarget? { valid(focused?.target, in: root) }

    /// `target` while it can hold focus inside `root`.
    private func valid(_ target: FocusTarget?, in root: UIView) -> FocusTarget? {
        switch target {
        case .item(let item):
            guard item.canBecomeFocused else { return nil }
            if let view = item as? UIView, !(view.isShownForFocus && view.isDescendant(of: root)) { return nil }
            return .item(item)
        case .cell(let collectionView, let indexPath):
            guard collectionView.isShownForFocus, collectionView.isDescendant(of: root),
                collectionView.canFocusItem(at: indexPath)
            else { return nil }
            return .cell(collectionView, indexPath)
        case nil:
            return nil
        }
    }

    private func groupKey(of target: FocusTarget) -> FocusGroup.Key? {
        switch target {
        case .item(let item): (item as? UIView).map(FocusGroup.key(for:))
        case .cell(let collectionView, _): FocusGroup.key(for: collectionView)
        }
    }

    /// The target's frame in window coordinates (a collection view item's from its layout attributes).
    private func frame(of target: FocusTarget) -> CGRect? {
        switch target {
        case .item(let item):
            guard let view = item as? UIView else { return nil }
            return view.convert(view.bounds, to: nil)
        case .cell(let collectionView, let indexPath):
            guard let attributes = collectionView.layoutAttributesForItem(at: indexPath) else { return nil }
            return collectionView.convert(attributes.frame, to: nil)
        }
    }

    /// The group's primary item: the highest `focusGroupPriority` (unless `remembering` is false, the item focused
    /// last in the group counts as `previouslyFocused`), ties going to the first in reading order.
    func primaryTarget(of group: FocusGroup, remembering: Bool = true) -> FocusTarget? {
        let remembered = remembering ? lastFocusedInGroup[group.key]?.target : nil
        var best: (target: FocusTarget, priority: UIFocusGroupPriority, frame: CGRect, order: Int)?
        for (order, member) in group.members.enumerated() {
            let target: FocusTarget
            var priority = UIFocusGroupPriority.ignored
            switch member {
            case .view(let view):
                target = .item(view)
                priority = view.focusGroupPriority
            case .collection(let collectionView):
                var previous: IndexPath?
                if case .cell(let rememberedView, let indexPath) = remembered, rememberedView === collectionView {
                    previous = indexPath
                }
                guard let indexPath = collectionView.preferredFocusIndexPath(remembering: previous) else { continue }
                target = .cell(collectionView, indexPath)
                if let cell = collectionView.cellForItem(at: indexPath) { priority = cell.focusGroupPriority }
            }
            if let remembered, remembered.isSame(as: target) { priority = max(priority, .previouslyFocused) }
            guard let frame = frame(of: target) else { continue }
            if let current = best {
                let better =
                    priority > current.priority
                    || (priority == current.priority
                        && FocusGeometry.readingOrder(frame, current.frame, order, current.order))
                if !better { continue }
            }
            best = (target, priority, frame, order)
        }
        return best?.target
    }

    /// Where focus goes when an update targets `environment`: itself when it can take focus, else the first of its
    /// preferred environments that resolves, else the primary item of the first focus group inside its view.
    private func preferredTarget(in environment: any UIFocusEnvironment, depth: Int, remembering: Bool = true)
        -> FocusTarget?
    {
        guard depth < 32 else {
            OpenCollectionViewDiagnostics.report(
                .misuse, "preferredFocusEnvironments nest more than 32 deep (a cycle?).")
            return nil
        }
        if let collectionView = environment as? UICollectionView, collectionView.isShownForFocus,
            collectionView.hasFocusableItems,
            let indexPath = collectionView.preferredFocusIndexPath(remembering: nil)
        {
            return .cell(collectionView, indexPath)
        }
        if let item = environment as? any UIFocusItem, item.canBecomeFocused {
            if let view = item as? UIView, !view.isShownForFocus { return nil }
            return FocusTarget.normalized(item)
        }
        for preferred in environment.preferredFocusEnvironments where preferred !== environment {
            if let target = preferredTarget(in: preferred, depth: depth + 1, remembering: remembering) {
                return target
            }
        }
        let view = (environment as? UIView) ?? (environment as? UIViewController)?.viewIfLoaded
        guard let view, view.isShownForFocus, let group = FocusGroup.groups(under: view).first else { return nil }
        return primaryTarget(of: group, remembering: remembering)
    }

    // MARK: Updating

    /// Moves focus to `target`, asking and telling the environments involved. Returns whether focus moved.
    @discardableResult
    func update(to target: FocusTarget, heading: UIFocusHeading) -> Bool {
        let previous = focused?.target
        if let previous, previous.isSame(as: target) { return false }
        if case .cell(let collectionView, let indexPath) = target {
            guard collectionView.canFocusItem(at: indexPath) else { return false }
            _ = collectionView.revealFocusedItem(at: indexPath)
        }
        let context = UIFocusUpdateContext(previous: previous?.focusItem, next: target.focusItem, heading: heading)
        let environments = Self.environments(containing: [previous, target].compactMap { $0?.environment })
        for environment in environments where !environment.shouldUpdateFocus(in: context) { return false }
        let collectionContexts = Self.collectionContexts(context, previous: previous, next: target)
        for (collectionView, collectionContext) in collectionContexts {
            if let delegate = collectionView.collectionDelegate,
                !delegate.collectionView(collectionView, shouldUpdateFocusIn: collectionContext)
            {
                return false
            }
        }

        focused = WeakFocusTarget(target)
        if let key = groupKey(of: target) { lastFocusedInGroup[key] = WeakFocusTarget(target) }
        if let view = previous?.focusItem as? UIView { refreshFocusAppearance(of: view) }
        if let view = target.focusItem as? UIView { refreshFocusAppearance(of: view) }
        Self.moveTextInputResponder(from: previous?.focusItem as? UIView, to: target.focusItem as? UIView)

        let coordinator = UIFocusAnimationCoordinator()
        for environment in environments { environment.didUpdateFocus(in: context, with: coordinator) }
        for (collectionView, collectionContext) in collectionContexts {
            collectionView.collectionDelegate?.collectionView(
                collectionView, didUpdateFocusIn: collectionContext, with: coordinator)
        }
        coordinator.run()
        if case .cell(let collectionView, let indexPath) = target { collectionView.focusDidMove(to: indexPath) }
        return true
    }

    /// A text input gaining focus becomes first responder (it edits); one losing focus resigns.
    private static func moveTextInputResponder(from previous: UIView?, to next: UIView?) {
        if let previous, previous is any HostTextInput, previous.isFirstResponder { previous.resignFirstResponder() }
        if let next, next is any HostTextInput, !next.isFirstResponder { next.becomeFirstResponder() }
    }

    /// Shows or hides the halo on `view` as its focus says, and refreshes a cell's configuration.
    func refreshFocusAppearance(of view: UIView) {
        let focused = isFocused(view)
        guard focused != (view.focusSettings?.halo != nil) else { return }
        if focused { view.installFocusHalo() } else { view.removeFocusHalo() }
        (view as? UICollectionViewCell)?.setNeedsUpdateConfiguration()
        (view as? UIControl)?.stateChanged()
    }

    /// The environments containing any of `environments`, each once, innermost first.
    private static func environments(containing environments: [any UIFocusEnvironment]) -> [any UIFocusEnvironment] {
        var seen: Set<ObjectIdentifier> = []
        var result: [any UIFocusEnvironment] = []
        for start in environments {
            var current: (any UIFocusEnvironment)? = start
            while let environment = current {
                if seen.insert(ObjectIdentifier(environment)).inserted { result.append(environment) }
                current = environment.parentFocusEnvironment
            }
        }
        return result
    }

    /// The collection-view contexts of an update, one per collection view whose item gains or loses focus.
    private static func collectionContexts(
        _ context: UIFocusUpdateContext, previous: FocusTarget?, next: FocusTarget
    ) -> [(UICollectionView, UICollectionViewFocusUpdateContext)] {
        var views: [UICollectionView] = []
        for case .cell(let collectionView, _) in [previous, next]
        where !views.contains(where: { $0 === collectionView }) {
            views.append(collectionView)
        }
        return views.map { collectionView in
            func indexPath(_ target: FocusTarget?) -> IndexPath? {
                if case .cell(let owner, let indexPath) = target, owner === collectionView { return indexPath }
                return nil
            }
            return (
                collectionView,
                UICollectionViewFocusUpdateContext(
                    context, previousIndexPath: indexPath(previous), nextIndexPath: indexPath(next))
            )
        }
    }
}

extension UIWindow {
    /// The window's focus system, made on first use.
    var focusSystem: UIFocusSystem {
        if let system = focusSystemIfCreated { return system }
        let system = UIFocusSystem(window: self)
        focusSystemIfCreated = system
        return system
    }
}

extension UIWindowScene {
    /// The focus system of the scene's key window.
    public var focusSystem: UIFocusSystem? { keyWindow?.focusSystem }
}

extension FocusTarget {
    /// The target for `item`: a cell stands for its collection view's item.
    static func normalized(_ item: any UIFocusItem) -> FocusTarget {
        if let cell = item as? UICollectionViewCell, let collectionView = cell.enclosingCollectionView,
            let indexPath = collectionView.indexPath(for: cell)
        {
            return .cell(collectionView, indexPath)
        }
        return .item(item)
    }
}
