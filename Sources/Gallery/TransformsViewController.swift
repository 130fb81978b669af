import OpenCollectionView

/// Views under affine and 3-D transforms: a rotated and a scaled card, and a row of cards turned in perspective
/// like a cover flow. "Spin" animates the rotated card a quarter turn.
final class TransformsViewController: UIViewController {
    private let rotated = UILabel()
    private var turns: CGFloat = 0
    /// The demo, laid out for a 390-point column and centred in wider windows.
    private let content = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 620))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        view.addSubview(content)

        let title = UILabel(frame: CGRect(x: 20, y: 24, width: 350, height: 41))
        title.font = .preferredFont(forTextStyle: .largeTitle)
        title.text = "Transforms"
        content.addSubview(title)

        rotated.frame = CGRect(x: 40, y: 110, width: 130, height: 130)
        rotated.backgroundColor = .systemTeal
        rotated.layer.cornerRadius = 16
        rotated.clipsToBounds = true
        rotated.textAlignment = .center
        rotated.textColor = .white
        rotated.font = .systemFont(ofSize: 20, weight: .bold)
        rotated.text = "30°"
        rotated.accessibilityIdentifier = "rotated"
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 6)
        content.addSubview(rotated)

        let scaled = UILabel(frame: CGRect(x: 220, y: 110, width: 130, height: 130))
        scaled.backgroundColor = .systemPink
        scaled.layer.cornerRadius = 16
        scaled.clipsToBounds = true
        scaled.textAlignment = .center
        scaled.textColor = .white
        scaled.font = .systemFont(ofSize: 20, weight: .bold)
        scaled.text = "×0.75"
        scaled.transform = CGAffineTransform(scaleX: 0.75, y: 0.75)
        content.addSubview(scaled)

        let caption = UILabel(frame: CGRect(x: 20, y: 290, width: 350, height: 24))
        caption.font = .preferredFont(forTextStyle: .footnote)
        caption.textColor = .secondaryLabel
        caption.text = "Cards turned in perspective (m34 = −1/500)"
        content.addSubview(caption)

        let colors: [UIColor] = [.systemBlue, .systemIndigo, .systemPurple, .systemOrange, .systemGreen]
        for (index, color) in colors.enumerated() {
            let offset = CGFloat(index - 2)
            let card = UILabel(frame: CGRect(x: 135 + offset * 70, y: 340, width: 120, height: 160))
            card.backgroundColor = color
            card.layer.cornerRadius = 12
            card.clipsToBounds = true
            card.textAlignment = .center
            card.textColor = .white
            card.font = .systemFont(ofSize: 28, weight: .bold)
            card.text = "\(index + 1)"
            card.accessibilityIdentifier = "cover-\(index + 1)"
            var transform = CATransform3DIdentity
            transform.m34 = -1.0 / 500
            transform = CATransform3DRotate(transform, -offset * .pi / 5, 0, 1, 0)
            card.transform3D = transform
            card.layer.zPosition = -abs(offset)
            content.addSubview(card)
        }

        let button = UIButton(primaryAction: UIAction(title: "Spin") { [weak self] _ in self?.spin() })
        button.frame = CGRect(x: 120, y: 560, width: 150, height: 44)
        button.backgroundColor = .systemBackground
        button.layer.cornerRadius = 10
        content.addSubview(button)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        content.frame.origin.x = max(0, floor((view.bounds.width - content.frame.width) / 2))
        // Below the navigation bar when pushed in the app (its safe area), at the top when shown alone.
        content.frame.origin.y = view.safeAreaInsets.top
    }

    private func spin() {
        turns += 1
        UIView.animate(withDuration: 0.6) {
            self.rotated.transform = CGAffineTransform(rotationAngle: .pi / 6 + self.turns * .pi / 2)
        }
    }
}
