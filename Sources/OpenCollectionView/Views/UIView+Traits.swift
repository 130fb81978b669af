extension UIView: UITraitEnvironment {}

extension UIViewController: UITraitEnvironment {}

extension UIView {
    /// The appearance this view and its subviews use whatever their superview's (`.unspecified`, the default,
    /// inherits it). Setting it tells every view whose traits change.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitStorage?.userInterfaceStyle ?? .unspecified }
        set {
            guard newValue != overrideUserInterfaceStyle else { return }
            changeTraits { makeTraitStorage().userInterfaceStyle = newValue }
        }
    }

    /// The view's traits: its superview's, or its window scene's at the top, with its view controller's and its
    /// own overrides applied.
    var effectiveTraitCollection: UITraitCollection {
        guard TraitStorage.anyOverride else { return (window?.windowScene ?? UIWindowScene.current).traitCollection }
        let inherited = superview?.traitCollection ?? (window?.windowScene ?? UIWindowScene.current).traitCollection
        return applyingTraitOverrides(to: inherited)
    }

    /// `inherited` (the superview's traits) with this view's view controller's and its own overrides applied.
    func applyingTraitOverrides(to inherited: UITraitCollection) -> UITraitCollection {
        guard TraitStorage.anyOverride else { return inherited }
        var traits = inherited
        if let owningViewController { traits = owningViewController.applyingTraitOverrides(to: traits) }
        if let traitStorage { traits = traitStorage.applied(to: traits) }
        return traits
    }

    func makeTraitStorage() -> TraitStorage {
        TraitStorage.anyOverride = true
        if let traitStorage { return traitStorage }
        let storage = TraitStorage()
        traitStorage = storage
        return storage
    }
}

extension UIViewController {
    /// The appearance this controller, its view and its children use whatever their environment's
    /// (`.unspecified`, the default, inherits it).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitStorage?.userInterfaceStyle ?? .unspecified }
        set {
            guard newValue != overrideUserInterfaceStyle else { return }
            changeTraits { makeTraitStorage().userInterfaceStyle = newValue }
        }
    }

    /// Gives `childViewController` traits that win over the ones it inherits (`nil` removes them), as a container
    /// does to show a child in another size class, appearance or layout direction.
    public func setOverrideTraitCollection(
        _ collection: UITraitCollection?, forChild childViewController: UIViewController
    ) {
        childViewController.changeTraits { childViewController.makeTraitStorage().parentOverride = collection }
    }

    /// The traits set for `childViewController` with `setOverrideTraitCollection(_:forChild:)`.
    public func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childViewController.traitStorage?.parentOverride
    }

    /// `inherited` with this controller's overrides applied.
    func applyingTraitOverrides(to inherited: UITraitCollection) -> UITraitCollection {
        traitStorage?.applied(to: inherited) ?? inherited
    }

    func makeTraitStorage() -> TraitStorage {
        TraitStorage.anyOverride = true
        if let traitStorage { return traitStorage }
        let storage = TraitStorage()
        traitStorage = storage
        return storage
    }

    /// Makes `change` and tells the controller, its view and its subviews whose traits changed.
    func changeTraits(_ change: () -> Void) {
        guard let view = viewIfLoaded else {
            let previous = traitCollection
            change()
            let current = traitCollection
            if previous != current { notifyTraitChange(previous: previous, current: current) }
            return
        }
        view.changeTraits(change)
    }
}
