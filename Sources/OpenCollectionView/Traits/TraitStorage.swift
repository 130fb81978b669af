/// What a view or view controller keeps about traits beyond UIKit's defaults: its appearance override, the
/// override its parent set for it, and the trait-change handlers registered on it. Made on first use, so views
/// that never touch traits carry only an empty reference.
@MainActor
final class TraitStorage {
    /// `overrideUserInterfaceStyle`.
    var userInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { lastApplied = nil }
    }
    /// A view controller's traits its parent set with `setOverrideTraitCollection(_:forChild:)`.
    var parentOverride: UITraitCollection? {
        didSet { lastApplied = nil }
    }
    /// The last traits `applied(to:)` built and the inherited traits it built them from: traits are read on every
    /// layout pass, and inheriting equal traits again gives the same collection without making a new one.
    private var lastApplied: (inherited: UITraitCollection, result: UITraitCollection)?
    /// Handlers from `registerForTraitChanges(_:handler:)`, in registration order.
    var registrations: [TraitChangeRegistration] = []

    /// Whether any view or view controller ever overrode a trait; until one does, every view's traits are its
    /// scene's and are answered without walking up the hierarchy.
    static var anyOverride = false

    /// `traits` with this storage's overrides applied: the parent's override first, then the appearance.
    func applied(to traits: UITraitCollection) -> UITraitCollection {
        if let lastApplied, lastApplied.inherited === traits || lastApplied.inherited.isEqual(traits) {
            return lastApplied.result
        }
        var result = traits
        if let parentOverride, !result.containsTraits(in: parentOverride) {
            result = UITraitCollection(traitsFrom: [result, parentOverride])
        }
        if userInterfaceStyle != .unspecified, userInterfaceStyle != result.userInterfaceStyle {
            result = UITraitCollection(traitsFrom: [result, UITraitCollection(userInterfaceStyle: userInterfaceStyle)])
        }
        if result !== traits { lastApplied = (traits, result) }
        return result
    }
}
