/// A view that shows a visual effect (a blur, or vibrancy over one) behind the content of its `contentView`.
///
/// The blur is drawn as its material's flat tint, as bars draw theirs (see docs/Deviations.md); changing `effect`
/// inside an animation block fades between the tints, as UIKit animates a blur in or out. Add subviews to
/// `contentView`, not to the effect view itself.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view holding the content drawn over the effect (it fills the effect view).
    public let contentView = UIView()
    /// What the effect draws: the blur's flat tint, behind the content.
    private let backdrop = UIView()

    /// The effect shown (`nil`: none).
    open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    /// An effect view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        for view in [backdrop, contentView] {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
        }
        applyEffect()
    }

    public required init?(coder: NSCoder) {
        effect = nil
        super.init(coder: coder)
        for view in [backdrop, contentView] {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
        }
    }

    private func applyEffect() {
        backdrop.backgroundColor = effect?.flatTint ?? .clear
    }
}

/// The vibrancy of content over a blur: drawn here as the content itself (the blur below it is the effect view's
/// that holds this one; see docs/Deviations.md).
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur the vibrancy sits on.
    public let blurEffect: UIBlurEffect
    /// The kind of content it is for.
    public let style: UIVibrancyEffectStyle

    /// Vibrancy for labels over `blurEffect`.
    public convenience init(blurEffect: UIBlurEffect) { self.init(blurEffect: blurEffect, style: .label) }

    /// Vibrancy of `style` over `blurEffect`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    /// Vibrancy adds no backdrop of its own.
    override var flatTint: UIColor { .clear }
}

/// What content a vibrancy effect is for.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}
