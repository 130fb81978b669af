extension UIWindowScene {
    /// The appearance the system asks for — a host's setting (the browser's `prefers-color-scheme`, a test), as
    /// the Settings app's Dark Mode is on iOS; the app's `traitOverrides` and overrides on views still win.
    @_spi(Host) public var userInterfaceStyleSetting: UIUserInterfaceStyle {
        get { systemUserInterfaceStyle }
        set { systemUserInterfaceStyle = newValue == .unspecified ? .light : newValue }
    }

    /// The layout direction the system asks for — a host's setting, as a right-to-left language is on iOS.
    @_spi(Host) public var layoutDirectionSetting: UITraitEnvironmentLayoutDirection {
        get { systemLayoutDirection }
        set { systemLayoutDirection = newValue == .unspecified ? .leftToRight : newValue }
    }

    /// The screen's pixels per point as the host's display has them (a browser's `devicePixelRatio`, which its
    /// zoom changes): the screen's `scale` and the traits' `displayScale` follow, and views whose traits changed
    /// hear it. A value that is not a positive finite number is ignored.
    @_spi(Host) public var displayScaleSetting: CGFloat {
        get { screen.scale }
        set {
            guard newValue.isFinite, newValue > 0, newValue != screen.scale else { return }
            screen.scale = newValue
            refreshTraits()
        }
    }
}
