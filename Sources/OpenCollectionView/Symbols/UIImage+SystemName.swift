extension UIImage {
    /// A system symbol image (an SF Symbols name such as `"star.fill"`), drawn from this package's own catalogue
    /// (see `SymbolCatalog`); `nil` for a name the catalogue does not hold, as UIKit answers for unknown names.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A system symbol image with a configuration (point size, weight, scale, colours).
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        guard let glyph = SymbolCatalog.glyph(named: name) else { return nil }
        let symbolConfiguration = configuration as? SymbolConfiguration ?? .unspecified
        self.init(
            symbol: SymbolImage(name: name, glyph: glyph, configuration: symbolConfiguration, tintColor: nil),
            renderingMode: .alwaysTemplate)
    }

    /// A system symbol image for a trait collection (the traits do not change the drawing here).
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A symbol image (SVG drawn in black, its template colour being chosen when it is drawn).
    convenience init(symbol: SymbolImage, renderingMode: RenderingMode) {
        self.init(
            data: Data(symbol.svg(tint: .black).utf8), mimeType: "image/svg+xml", size: symbol.size, scale: 1,
            renderingMode: renderingMode, symbol: symbol)
    }

    /// Whether the image is a system symbol.
    public var isSymbolImage: Bool { symbol != nil }

    /// The image's configuration (symbol images only).
    public var configuration: UIImage.Configuration? { symbol?.configuration }

    /// The symbol configuration of a symbol image.
    public var symbolConfiguration: SymbolConfiguration? { symbol?.configuration }

    /// The same symbol with `configuration` in place of its own (other images are returned unchanged).
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        guard var symbol, let configuration = configuration as? SymbolConfiguration else { return self }
        symbol.configuration = configuration
        return UIImage(symbol: symbol, renderingMode: renderingMode)
    }

    /// The same symbol with `configuration` applied over its own (`nil` for images that are not symbols).
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard var symbol else { return nil }
        symbol.configuration = symbol.configuration.applying(configuration)
        return UIImage(symbol: symbol, renderingMode: renderingMode)
    }

    /// The symbol drawn in an image view whose `preferredSymbolConfiguration` is `preferred` (its values win).
    func symbol(preferring preferred: SymbolConfiguration?) -> SymbolImage? {
        guard var symbol else { return nil }
        if let preferred { symbol.configuration = symbol.configuration.applying(preferred) }
        return symbol
    }

    /// What a view draws for this image: a symbol in its template colour (`tint`, unless the image is
    /// `.alwaysOriginal` without a colour of its own, then black), other images as they are.
    func renderSource(tint: UIColor, preferring preferred: SymbolConfiguration?) -> String {
        guard let symbol = symbol(preferring: preferred) else { return dataURL }
        return symbol.dataURL(tint: isTemplate ? tint : .black)
    }
}

extension UIImage {
    /// Every name `UIImage(systemName:)` draws, sorted. Not in UIKit (which offers no list of its symbols): it lets
    /// a symbol browser show the whole catalogue. See docs/Deviations.md.
    public static var systemSymbolNames: [String] { SymbolCatalog.names }
}

extension UIImage {
    /// The system's "add" image (the `plus` symbol).
    public static var add: UIImage { UIImage(systemName: "plus")! }
    /// The system's "remove" image (the `minus` symbol).
    public static var remove: UIImage { UIImage(systemName: "minus")! }
    /// The system's checkmark image.
    public static var checkmark: UIImage { UIImage(systemName: "checkmark")! }
    /// The system's "actions" image (the `ellipsis` symbol).
    public static var actions: UIImage { UIImage(systemName: "ellipsis")! }
}
