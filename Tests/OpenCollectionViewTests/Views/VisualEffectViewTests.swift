// Host-driven: reads presentation values on a HeadlessHost's clock, so it does not compile against UIKit (see
// docs/Testing.md).
import OpenCollectionView
import Testing

/// `UIVisualEffectView` as UIKit documents it: content goes in `contentView`, which fills the view; the effect is
/// drawn behind the content; `effect` can be changed inside an animation block to fade a blur in or out. The blur
/// itself is drawn as the material's flat tint (docs/Deviations.md).
@MainActor
struct VisualEffectViewTests {
    /// What the effect view draws behind its content.
    private func backdrop(of view: UIVisualEffectView) -> UIView { view.subviews[0] }

    @Test func theContentViewFillsTheViewAboveTheEffect() {
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        effectView.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let label = UILabel()
        effectView.contentView.addSubview(label)
        effectView.layoutIfNeeded()
        #expect(effectView.contentView.frame == effectView.bounds)
        #expect(effectView.subviews.last === effectView.contentView)
        effectView.frame.size = CGSize(width: 320, height: 60)
        effectView.layoutIfNeeded()
        #expect(effectView.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
    }

    @Test func aBlurDrawsItsMaterialsTintAndNoEffectDrawsNothing() {
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterialDark))
        let tint = backdrop(of: effectView).backgroundColor!.resolvedColor(with: UITraitCollection())
        var white: CGFloat = 0
        var alpha: CGFloat = 0
        _ = tint.getWhite(&white, alpha: &alpha)
        #expect(white < 0.2 && alpha > 0.5, "a dark material is a dark, mostly opaque tint")
        effectView.effect = nil
        #expect(backdrop(of: effectView).backgroundColor == .clear)
    }

    @Test func anAdaptiveMaterialFollowsTheAppearance() {
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))
        let color = backdrop(of: effectView).backgroundColor!
        var light: CGFloat = 0
        var dark: CGFloat = 0
        var alpha: CGFloat = 0
        _ = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).getWhite(&light, alpha: &alpha)
        _ = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).getWhite(&dark, alpha: &alpha)
        #expect(light > 0.9)
        #expect(dark < 0.2)
    }

    @Test func changingTheEffectInAnAnimationBlockFadesTheBlurIn() {
        let effectView = UIVisualEffectView(effect: nil)
        effectView.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let host = hostedInWindow(effectView)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            effectView.effect = UIBlurEffect(style: .systemMaterialDark)
        }
        host.advance(by: 0.5)
        let shown = backdrop(of: effectView).layer.presentation()!.backgroundColor
        let alpha = shown.map { UIColor(cgColor: $0).cgColor.alpha } ?? 0
        #expect(alpha > 0.2 && alpha < 0.6, "halfway between clear and the material (\(alpha))")
        host.advance(by: 0.6)
        #expect(backdrop(of: effectView).layer.animationKeys() == nil)
    }

    @Test func vibrancyAddsNoBackdropOfItsOwn() {
        let blur = UIBlurEffect(style: .systemThinMaterial)
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
        #expect(backdrop(of: vibrancy).backgroundColor == .clear)
        #expect((vibrancy.effect as? UIVibrancyEffect)?.style == .secondaryLabel)
    }
}
