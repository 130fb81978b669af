/// The look of a bar's background and shadow, as in UIKit; the navigation bar's and tab bar's appearances add
/// their text attributes.
///
/// A background effect is drawn as the flat tint of its material (see docs/Deviations.md).
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
    /// Creates an appearance with the default background (UIKit's system chrome material and a hairline shadow).
    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// Creates an appearance for a device idiom (the idiom does not change the look here).
    public convenience init(idiom: UIUserInterfaceIdiom) { self.init() }

    /// Creates a copy of `barAppearance`'s background and shadow.
    public required init(barAppearance: UIBarAppearance) {
        super.init()
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
    }

    /// A copy of the appearance (UIKit declares `copy` returning `instancetype`).
    open func copy() -> Self { duplicate() }

    func duplicate() -> Self { Self(barAppearance: self) }

    /// The blur behind the bar (drawn as its material's flat tint).
    open var backgroundEffect: UIBlurEffect?
    /// A colour over the effect.
    open var backgroundColor: UIColor?
    /// An image over the colour.
    open var backgroundImage: UIImage?
    /// The colour of the hairline along the bar's edge toward the content (`nil` or clear: none).
    open var shadowColor: UIColor?
    /// An image drawn in place of the hairline.
    open var shadowImage: UIImage?

    /// The hairline's colour in the default and opaque backgrounds (UIKit: black at 30%).
    static let defaultShadowColor = UIColor(white: 0, alpha: 0.3)

    /// A translucent background: the system chrome material, with the hairline.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = Self.defaultShadowColor
        shadowImage = nil
    }

    /// An opaque background in the system background colour, with the hairline.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = Self.defaultShadowColor
        shadowImage = nil
    }

    /// No background and no hairline: the content shows through.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = .clear
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    /// The colour the bar's background view draws: the colour over the effect's tint.
    var resolvedBackgroundColor: UIColor? {
        if let backgroundColor, backgroundColor.rgba.alpha > 0 { return backgroundColor }
        return backgroundEffect?.flatTint ?? backgroundColor
    }
}
