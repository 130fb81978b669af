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
}
