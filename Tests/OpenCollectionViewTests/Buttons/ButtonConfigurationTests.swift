// Host-driven: drives touches through OpenCollectionView's own API, so it does not compile against UIKit
// (see docs/Testing.md).
import OpenCollectionView
import Testing

/// `UIButton.Configuration` as UIKit documents and shows it (iOS 15): default insets per button size, sizes from
/// the content, the styles' colours, and the highlighted and disabled looks.
@MainActor
struct ButtonConfigurationTests {
    private func hosted(_ button: UIButton, at origin: CGPoint = CGPoint(x: 40, y: 200)) -> HeadlessHost {
        let controller = UIViewController()
        button.frame = CGRect(origin: origin, size: button.intrinsicContentSize)
        controller.view.addSubview(button)
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 390, height: 844))
        host.layout()
        return host
    }

    private func components(_ color: UIColor?) -> [CGFloat] {
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        _ = color?.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue, alpha]
    }

    private func backgroundColor(of button: UIButton) -> UIColor? {
        // The configured background is the button's bottom-most subview, covering its bounds.
        button.subviews.first { $0.frame == button.bounds && $0.backgroundColor != nil }?.backgroundColor
    }

    @Test func defaultContentInsetsFollowTheButtonSizeAndNotTheStyle() {
        // Observed on iOS 15–17: every style reports 7, 12, 7, 12 for medium buttons (the default size) and
        // 14, 20, 14, 20 for large ones.
        let medium = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        for configuration in [
            UIButton.Configuration.plain(), .tinted(), .gray(), .filled(), .borderless(), .bordered(),
            .borderedTinted(), .borderedProminent(),
        ] {
            #expect(configuration.buttonSize == .medium)
            #expect(configuration.contentInsets == medium)
            #expect(configuration.cornerStyle == .dynamic)
            #expect(configuration.imagePlacement == .leading)
        }
        var large = UIButton.Configuration.filled()
        large.buttonSize = .large
        #expect(large.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        large.contentInsets = .zero
        #expect(large.contentInsets == .zero)
    }

    @Test func aMediumFilledButtonIsAbout34PointsTall() {
        // Observed: a medium filled button titled "Button" has an intrinsic height of 34.33 points (a 17-point body
        // line plus 7 points above and below).
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Button"
        let button = UIButton(configuration: configuration)
        let size = button.intrinsicContentSize
        #expect(abs(size.height - 34.33) < 1)
        // The title sits 12 points from each side.
        _ = hosted(button)
        #expect(abs(button.titleLabel!.frame.minX - 12) < 0.01)
        #expect(abs(button.bounds.width - button.titleLabel!.frame.maxX - 12) < 0.01)
        #expect(button.sizeThatFits(.zero) == size)
    }

    @Test func buttonSizesGrowFromMiniToLarge() {
        // UIKit documentation of `UIButton.Configuration.Size`: mini, small, medium and large buttons, each
        // bigger than the one before.
        var heights: [CGFloat] = []
        for size in [UIButton.Configuration.Size.mini, .small, .medium, .large] {
            var configuration = UIButton.Configuration.gray()
            configuration.title = "Add"
            configuration.buttonSize = size
            heights.append(UIButton(configuration: configuration).intrinsicContentSize.height)
        }
        #expect(heights == heights.sorted())
        #expect(Set(heights).count == 4)
    }

    @Test func aFilledButtonDrawsWhiteContentOnItsTintColour() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Buy"
        configuration.image = UIImage(systemName: "cart")
        let button = UIButton(configuration: configuration)
        _ = hosted(button)
        // UIKit: filled buttons draw their content in white over the tint colour; symbols take the foreground.
        #expect(components(button.titleLabel?.textColor) == components(.white))
        #expect(components(button.imageView?.tintColor) == components(.white))
        #expect(components(backgroundColor(of: button)) == components(button.tintColor))
    }

    @Test func plainAndTintedButtonsUseTheTintColourForTheirContent() {
        var plain = UIButton.Configuration.plain()
        plain.title = "Plain"
        var tinted = UIButton.Configuration.tinted()
        tinted.title = "Tinted"
        tinted.baseForegroundColor = .systemPink
        let plainButton = UIButton(configuration: plain)
        let tintedButton = UIButton(configuration: tinted)
        _ = hosted(plainButton)
        _ = hosted(tintedButton)
        #expect(components(plainButton.titleLabel?.textColor) == components(plainButton.tintColor))
        #expect(components(tintedButton.titleLabel?.textColor) == components(.systemPink))
        // A tinted button's background is a pale wash of the tint colour (UIKit's tinted style).
        let wash = components(backgroundColor(of: tintedButton))
        #expect(wash[3] > 0 && wash[3] < 0.5)
    }

    @Test func aTouchDarkensAFilledButtonAndDimsAPlainOne() {
        var filled = UIButton.Configuration.filled()
        filled.title = "Filled"
        let button = UIButton(configuration: filled)
        let host = hosted(button)
        let normal = components(backgroundColor(of: button))
        let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        let touch = host.touchDown(at: center)
        host.layout()
        #expect(button.isHighlighted)
        // UIKit darkens a highlighted filled button's background.
        let pressed = components(backgroundColor(of: button))
        #expect(pressed[0] + pressed[1] + pressed[2] < normal[0] + normal[1] + normal[2])
        host.touchUp(touch, at: center)
        host.layout()
        #expect(components(backgroundColor(of: button)) == normal)

        var plain = UIButton.Configuration.plain()
        plain.title = "Plain"
        let plainButton = UIButton(configuration: plain)
        let plainHost = hosted(plainButton)
        let plainCenter = plainButton.convert(CGPoint(x: plainButton.bounds.midX, y: plainButton.bounds.midY), to: nil)
        _ = plainHost.touchDown(at: plainCenter)
        // UIKit dims a highlighted plain button's title.
        #expect(components(plainButton.titleLabel?.textColor)[3] < 1)
    }

    @Test func aDisabledButtonGraysOut() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Send"
        let button = UIButton(configuration: configuration)
        _ = hosted(button)
        button.isEnabled = false
        // UIKit draws disabled configured buttons with tertiary label text on a neutral fill.
        #expect(components(button.titleLabel?.textColor) == components(.tertiaryLabel))
        #expect(components(backgroundColor(of: button)) != components(button.tintColor))
    }

    @Test func theUpdateHandlerRunsWhenTheStateChanges() {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Follow"
        let button = UIButton(configuration: configuration)
        button.configurationUpdateHandler = { button in
            button.configuration?.title = button.isSelected ? "Following" : "Follow"
        }
        let host = hosted(button)
        #expect(button.titleLabel?.text == "Follow")
        button.isSelected = true
        host.layout()
        // UIKit runs `configurationUpdateHandler` (through `updateConfiguration()`) after a state change.
        #expect(button.configuration?.title == "Following")
        #expect(button.titleLabel?.text == "Following")
    }

    @Test func aCapsuleIsRoundedByHalfItsHeight() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Capsule"
        configuration.cornerStyle = .capsule
        let button = UIButton(configuration: configuration)
        _ = hosted(button)
        let background = button.subviews.first { $0.frame == button.bounds && $0.backgroundColor != nil }
        #expect(background?.layer.cornerRadius == button.bounds.height / 2)
    }

    @Test func theSubtitleSitsUnderTheTitleAndTheImageLeadsWithItsPadding() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Download"
        configuration.subtitle = "12 MB"
        configuration.image = UIImage(systemName: "arrow.down.circle")
        configuration.imagePadding = 8
        configuration.titlePadding = 2
        let button = UIButton(configuration: configuration)
        _ = hosted(button)
        let image = button.imageView!.frame
        let title = button.titleLabel!.frame
        let subtitle = button.subviews.compactMap { $0 as? UILabel }.first { $0.text == "12 MB" }!.frame
        #expect(abs(title.minX - image.maxX - 8) < 0.01)
        #expect(abs(subtitle.minY - title.maxY - 2) < 0.01)
        #expect(abs(title.midX - subtitle.midX) < 0.01)
        var below = configuration
        below.imagePlacement = .top
        button.configuration = below
        button.frame.size = button.intrinsicContentSize
        button.layoutIfNeeded()
        #expect(abs(button.titleLabel!.frame.minY - button.imageView!.frame.maxY - 8) < 0.01)
    }

    @Test func anActivityIndicatorReplacesTheImage() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Saving"
        configuration.showsActivityIndicator = true
        let button = UIButton(configuration: configuration)
        _ = hosted(button)
        let spinner = button.subviews.compactMap { $0 as? UIActivityIndicatorView }.first
        #expect(spinner?.isAnimating == true)
        #expect(spinner.map { $0.frame.maxX <= button.titleLabel!.frame.minX } == true)
    }
}
