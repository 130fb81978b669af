/// The split view side of every view controller, as in UIKit: the split view controller it is in, and how
/// `show(_:sender:)` and `showDetailViewController(_:sender:)` find the container that shows a new controller.
extension UIViewController {
    /// The nearest split view controller among this controller's ancestors.
    public var splitViewController: UISplitViewController? {
        var current = parent
        while let controller = current {
            if let split = controller as? UISplitViewController { return split }
            current = controller.parent
        }
        return nil
    }

    /// The action name `show(_:sender:)` looks for a target of.
    static let showAction = Selector("showViewController:sender:")
    /// The action name `showDetailViewController(_:sender:)` looks for a target of.
    static let showDetailAction = Selector("showDetailViewController:sender:")

    /// The controller that handles `action` for this one: this controller or its nearest ancestor that shows new
    /// controllers itself. For `show(_:sender:)` that is a navigation or split view controller, for
    /// `showDetailViewController(_:sender:)` a split view controller.
    func defaultTarget(forAction action: Selector) -> UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            switch action {
            case Self.showAction:
                if controller is UINavigationController || controller is UISplitViewController { return controller }
            case Self.showDetailAction:
                if controller is UISplitViewController { return controller }
            default:
                return nil
            }
            current = controller.parent
        }
        return nil
    }

    /// `show(_:sender:)`'s work: the target shows `vc`: a navigation controller pushes it (or, as the primary or
    /// supplementary column of an expanded split view, hands it to the next column), a split view controller shows
    /// it in its primary column; with no target, `vc` is presented modally.
    func performShow(_ vc: UIViewController, sender: Any?) {
        guard let target = targetViewController(forAction: Self.showAction, sender: sender) else {
            return present(vc, animated: true)
        }
        guard target === self else { return target.show(vc, sender: sender) }
        if let split = self as? UISplitViewController { return split.showInPrimaryColumn(vc) }
        guard let navigation = self as? UINavigationController else { return present(vc, animated: true) }
        if let split = navigation.parent as? UISplitViewController, split.style != .unspecified,
            let column = split.column(ofChild: navigation), column == .primary || column == .supplementary,
            !split.isCollapsed
        {
            return split.showInNextColumn(vc, from: column)
        }
        navigation.pushViewController(vc, animated: true)
    }

    /// `showDetailViewController(_:sender:)`'s work: the nearest split view controller shows `vc` in its secondary
    /// column (pushed on the stack while collapsed); with none, `vc` is presented modally.
    func performShowDetail(_ vc: UIViewController, sender: Any?) {
        guard let target = targetViewController(forAction: Self.showDetailAction, sender: sender) else {
            return present(vc, animated: true)
        }
        guard target === self else { return target.showDetailViewController(vc, sender: sender) }
        guard let split = self as? UISplitViewController else { return present(vc, animated: true) }
        split.showDetailInColumns(vc)
    }
}
