@_spi(Host) import OpenCollectionView

extension HeadlessHost {
    /// Shows `viewController` in a new headless window of `size` — inside a `UINavigationController` when
    /// `inNavigationController` is set — with `traits` (size classes, appearance, content size category, layout
    /// direction), laid out and ready to drive:
    ///
    /// ```swift
    /// let host = HeadlessHost.showing(ListViewController(), inNavigationController: true)
    /// try host.tap(accessibilityIdentifier: "add")
    /// host.advance(by: 0.5)
    /// ```
    ///
    /// Appearance, layout direction and content size category are set as the system's settings are on a device;
    /// idiom, size classes and display scale, which a window's size decides, reach the screen through a container
    /// that overrides its child's traits (`setOverrideTraitCollection(_:forChild:)`), so the window's root is then
    /// that container.
    public static func showing(
        _ viewController: UIViewController, size: CGSize = CGSize(width: 390, height: 844),
        inNavigationController: Bool = false, traits: UITraitCollection = UITraitCollection()
    ) -> HeadlessHost {
        let shown = inNavigationController ? UINavigationController(rootViewController: viewController) : viewController
        return hosting(shown, size: size, traits: traits)
    }

    /// A host whose window shows `child`, with `traits` applied (see `showing`), laid out.
    static func hosting(_ child: UIViewController, size: CGSize, traits: UITraitCollection) -> HeadlessHost {
        let sizeTraits = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceIdiom: traits.userInterfaceIdiom),
            UITraitCollection(horizontalSizeClass: traits.horizontalSizeClass),
            UITraitCollection(verticalSizeClass: traits.verticalSizeClass),
            UITraitCollection(displayScale: traits.displayScale),
        ])
        let root: UIViewController
        if sizeTraits == UITraitCollection() {
            root = child
        } else {
            let container = UIViewController()
            container.addChild(child)
            child.view.frame = CGRect(origin: .zero, size: size)
            child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
            container.setOverrideTraitCollection(sizeTraits, forChild: child)
            root = container
        }
        let host = HeadlessHost(rootViewController: root, size: size)
        host.scene.makeCurrent {
            if traits.userInterfaceStyle != .unspecified {
                host.scene.userInterfaceStyleSetting = traits.userInterfaceStyle
            }
            if traits.layoutDirection != .unspecified { host.scene.layoutDirectionSetting = traits.layoutDirection }
            if traits.preferredContentSizeCategory != .unspecified {
                host.scene.preferredContentSizeCategorySetting = traits.preferredContentSizeCategory
            }
        }
        host.layout()
        return host
    }
}
