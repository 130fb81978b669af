/// Telling views and view controllers that their traits changed: UIKit calls `traitCollectionDidChange(_:)` and the
/// registered handlers only on the objects whose traits actually differ, parents before children, with
/// `UITraitCollection.current` set to the new traits, and redraws what changed.
extension UIView {
    /// Makes `change` (an override on this view or its controller) and tells this view's subtree.
    func changeTraits(_ change: () -> Void) {
        let previous = traitCollection
        change()
        propagateTraitChange(previous: previous, current: traitCollection)
    }

    /// Tells this view (traits `previous` before, `current` now), its view controller and its subviews; a view whose
    /// traits did not change keeps its subtree unchanged too, so the walk stops there.
    func propagateTraitChange(previous: UITraitCollection, current: UITraitCollection) {
        guard previous != current else { return }
        UITraitCollection.performAsCurrent(current) {
            traitCollectionDidChange(previous)
            traitStorage?.notify(self, previous: previous, current: current)
            owningViewController?.notifyTraitChange(previous: previous, current: current)
        }
        let directionChanged = previous.layoutDirection != current.layoutDirection
        if directionChanged || previous.userInterfaceStyle != current.userInterfaceStyle {
            setNeedsDisplay()
            window?.contentChanged()
        }
        // A new display scale moves pixel boundaries (hairlines are 1 / displayScale), as a window moved to
        // another display re-lays out on iOS and Mac Catalyst.
        if directionChanged || previous.displayScale != current.displayScale { setNeedsLayout() }
        for subview in subviews {
            subview.propagateTraitChange(
                previous: subview.applyingTraitOverrides(to: previous),
                current: subview.applyingTraitOverrides(to: current))
        }
    }
}

extension UIViewController {
    /// Tells the controller its traits changed from `previous` to `current`.
    func notifyTraitChange(previous: UITraitCollection, current: UITraitCollection) {
        UITraitCollection.performAsCurrent(current) {
            traitCollectionDidChange(previous)
            traitStorage?.notify(self, previous: previous, current: current)
        }
    }
}

extension TraitStorage {
    /// Runs the handlers registered for a trait that differs between `previous` and `current`.
    func notify(_ environment: AnyObject, previous: UITraitCollection, current: UITraitCollection) {
        for registration in registrations where registration.observes(changeFrom: previous, to: current) {
            registration.handler(environment, previous)
        }
    }
}
