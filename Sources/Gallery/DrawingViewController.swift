import OpenCollectionView

/// Custom drawing as UIKit apps do it: a bar chart and progress rings drawn in `draw(_:)` (the slider sets the
/// rings' progress and asks for a redraw with `setNeedsDisplay()`), a card filled with a clipped gradient, an avatar
/// clipped to a circle, a badge made as an image with `UIGraphicsImageRenderer`, and a strip made of layers: a view
/// backed by a `CAGradientLayer` holding a `CAShapeLayer` ring whose `strokeEnd` follows the slider, and masks: a
/// gradient tile cut to a star by a shape layer set as its `layer.mask`, and a line of text fading out at its end
/// through a gradient view set as its `mask`. The column scrolls when the window is shorter than it.
final class DrawingViewController: UIViewController {
    private let rings = ProgressRingsView(frame: CGRect(x: 20, y: 280, width: 350, height: 110))
    /// The demo, laid out for a 390-point column and centred in wider windows.
    private let content = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 900))
    private let scrollView = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        scrollView.alwaysBounceVertical = true
        view.addSubview(scrollView)
        scrollView.addSubview(content)

        let title = UILabel(frame: CGRect(x: 20, y: 24, width: 350, height: 41))
        title.font = .preferredFont(forTextStyle: .largeTitle)
        title.text = "Drawing"
        title.accessibilityTraits = .header
        content.addSubview(title)

        let chart = BarChartView(frame: CGRect(x: 20, y: 84, width: 350, height: 176))
        chart.accessibilityIdentifier = "chart"
        chart.isAccessibilityElement = true
        chart.accessibilityLabel = "Bar chart of seven days"
        chart.accessibilityTraits = .image
        content.addSubview(chart)

        rings.accessibilityIdentifier = "rings"
        content.addSubview(rings)

        let slider = UISlider(frame: CGRect(x: 20, y: 396, width: 350, height: 34))
        slider.value = Float(rings.progress)
        slider.accessibilityLabel = "Progress"
        slider.accessibilityIdentifier = "progress"
        slider.addAction(
            UIAction { [weak self, weak slider] _ in
                guard let self, let slider else { return }
                self.rings.progress = CGFloat(slider.value)
            }, for: .valueChanged)
        content.addSubview(slider)

        let card = GradientCardView(frame: CGRect(x: 20, y: 450, width: 350, height: 100))
        card.accessibilityIdentifier = "gradient-card"
        content.addSubview(card)

        let avatar = AvatarView(frame: CGRect(x: 20, y: 574, width: 96, height: 96))
        avatar.accessibilityIdentifier = "avatar"
        content.addSubview(avatar)

        let strip = LayerStripView(frame: CGRect(x: 20, y: 690, width: 350, height: 72))
        strip.accessibilityIdentifier = "layers"
        content.addSubview(strip)
        // The slider also drives the strip's ring: a shape layer's strokeEnd.
        slider.addAction(
            UIAction { [weak strip, weak slider] _ in
                guard let strip, let slider else { return }
                strip.progress = CGFloat(slider.value)
            }, for: .valueChanged)
        strip.progress = CGFloat(slider.value)

        let badge = UIImageView(image: Self.badge)
        badge.frame = CGRect(x: 140, y: 574, width: 230, height: 96)
        badge.accessibilityIdentifier = "badge"
        content.addSubview(badge)

        let star = MaskedStarView(frame: CGRect(x: 20, y: 782, width: 96, height: 96))
        star.accessibilityIdentifier = "masked-star"
        content.addSubview(star)

        let fading = UILabel(frame: CGRect(x: 140, y: 782, width: 230, height: 96))
        fading.numberOfLines = 3
        fading.font = .preferredFont(forTextStyle: .headline)
        fading.text = "A gradient view set as this label's mask fades its last words out"
        fading.accessibilityIdentifier = "faded-label"
        let fade = FadeMaskView(frame: fading.bounds)
        fading.mask = fade
        content.addSubview(fading)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scrollView.frame = view.bounds
        content.frame.origin.x = max(0, floor((view.bounds.width - content.frame.width) / 2))
        scrollView.contentSize = CGSize(width: view.bounds.width, height: content.frame.maxY)
    }

    /// A star with a shadow on a rounded plate, drawn once into an image.
    private static let badge = UIGraphicsImageRenderer(size: CGSize(width: 230, height: 96)).image { renderer in
        let context = renderer.cgContext
        UIColor.systemIndigo.setFill()
        UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 230, height: 96), cornerRadius: 18).fill()
        context.saveGState()
        context.setShadow(
            offset: CGSize(width: 0, height: 3), blur: 6, color: UIColor.black.withAlphaComponent(0.4).cgColor)
        UIColor.systemYellow.setFill()
        UIBezierPath(cgPath: starPath(center: CGPoint(x: 48, y: 48), outerRadius: 34, innerRadius: 14)).fill()
        context.restoreGState()
        UIColor.white.withAlphaComponent(0.85).setFill()
        for (index, width) in [110, 80, 96].enumerated() {
            UIBezierPath(
                roundedRect: CGRect(x: 100, y: 26 + CGFloat(index) * 18, width: CGFloat(width), height: 8),
                cornerRadius: 4
            ).fill()
        }
    }
}

/// Seven bars on dashed grid lines, drawn with the Core Graphics context.
final class BarChartView: UIView {
    private let values: [CGFloat] = [0.35, 0.6, 0.45, 0.9, 0.7, 0.55, 0.8]

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = 12
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let plot = bounds.insetBy(dx: 16, dy: 16)
        context.saveGState()
        context.setStrokeColor(UIColor.separator.cgColor)
        context.setLineWidth(1)
        context.setLineDash(phase: 0, lengths: [4, 4])
        for step in 0...3 {
            let y = plot.maxY - plot.height * CGFloat(step) / 3
            context.move(to: CGPoint(x: plot.minX, y: y))
            context.addLine(to: CGPoint(x: plot.maxX, y: y))
        }
        context.strokePath()
        context.restoreGState()
        let slot = plot.width / CGFloat(values.count)
        for (index, value) in values.enumerated() {
            let bar = CGRect(
                x: plot.minX + CGFloat(index) * slot + slot * 0.2, y: plot.maxY - plot.height * value,
                width: slot * 0.6, height: plot.height * value)
            (index == 3 ? UIColor.systemOrange : UIColor.systemBlue).setFill()
            UIBezierPath(
                roundedRect: bar, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 5, height: 5)
            )
            .fill()
        }
    }
}

/// Three rings showing `progress` at three rates, each a track and an arc with round caps.
final class ProgressRingsView: UIView {
    /// The progress of the first ring, 0 … 1; the others follow at other rates. Setting it redraws the view.
    var progress: CGFloat = 0.65 {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = 12
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        let colors: [UIColor] = [.systemRed, .systemGreen, .systemTeal]
        let rates: [CGFloat] = [1, 0.7, 0.4]
        for index in 0..<3 {
            let center = CGPoint(x: 20 + 45 + CGFloat(index) * 110, y: bounds.midY)
            let track = UIBezierPath(
                arcCenter: center, radius: 36, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            track.lineWidth = 12
            colors[index].withAlphaComponent(0.2).setStroke()
            track.stroke()
            let fraction = min(max(progress * rates[index], 0), 1)
            guard fraction > 0 else { continue }
            let arc = UIBezierPath(
                arcCenter: center, radius: 36, startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * fraction,
                clockwise: true)
            arc.lineWidth = 12
            arc.lineCapStyle = .round
            colors[index].setStroke()
            arc.stroke()
        }
    }
}

/// A card filled with a diagonal gradient clipped to its rounded shape.
final class GradientCardView: UIView {
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(),
            let gradient = CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(),
                colors: [UIColor.systemPink.cgColor, UIColor.systemPurple.cgColor, UIColor.systemBlue.cgColor],
                locations: [0, 0.5, 1])
        else { return }
        UIBezierPath(roundedRect: bounds, cornerRadius: 16).addClip()
        context.drawLinearGradient(
            gradient, start: .zero, end: CGPoint(x: bounds.maxX, y: bounds.maxY),
            options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        UIColor.white.withAlphaComponent(0.9).setFill()
        UIBezierPath(roundedRect: CGRect(x: 20, y: 24, width: 150, height: 14), cornerRadius: 7).fill()
        UIColor.white.withAlphaComponent(0.6).setFill()
        UIBezierPath(roundedRect: CGRect(x: 20, y: 52, width: 220, height: 10), cornerRadius: 5).fill()
        UIBezierPath(roundedRect: CGRect(x: 20, y: 70, width: 180, height: 10), cornerRadius: 5).fill()
    }
}

/// An avatar: a radial gradient and a silhouette, clipped to a circle and ringed.
final class AvatarView: UIView {
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(),
            let gradient = CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(),
                colors: [UIColor.systemYellow.cgColor, UIColor.systemOrange.cgColor], locations: nil)
        else { return }
        context.saveGState()
        context.addEllipse(in: bounds.insetBy(dx: 3, dy: 3))
        context.clip()
        context.drawRadialGradient(
            gradient, startCenter: CGPoint(x: bounds.midX * 0.7, y: bounds.midY * 0.6), startRadius: 0,
            endCenter: CGPoint(x: bounds.midX, y: bounds.midY), endRadius: bounds.width / 2,
            options: [.drawsAfterEndLocation])
        UIColor.white.withAlphaComponent(0.9).setFill()
        context.fillEllipse(in: CGRect(x: bounds.midX - 16, y: 20, width: 32, height: 32))
        context.fillEllipse(in: CGRect(x: bounds.midX - 32, y: 58, width: 64, height: 60))
        context.restoreGState()
        UIColor.systemOrange.setStroke()
        context.setLineWidth(3)
        context.strokeEllipse(in: bounds.insetBy(dx: 1.5, dy: 1.5))
    }
}

/// A view backed by a gradient layer, with a track and a progress ring added as shape layers.
final class LayerStripView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    private let track = CAShapeLayer()
    private let ring = CAShapeLayer()

    /// The ring's progress, 0 … 1 (its `strokeEnd`).
    var progress: CGFloat = 0 {
        didSet { ring.strokeEnd = min(max(progress, 0), 1) }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        let gradient = layer as! CAGradientLayer
        gradient.colors = [UIColor.systemTeal.cgColor, UIColor.systemGreen.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        layer.cornerRadius = 16
        clipsToBounds = true
        let circle = UIBezierPath(
            arcCenter: CGPoint(x: 36, y: 36), radius: 22, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true
        ).cgPath
        for (shape, alpha) in [(track, 0.35), (ring, 1.0)] {
            shape.frame = CGRect(x: 0, y: 0, width: 72, height: 72)
            shape.path = circle
            shape.fillColor = nil
            shape.strokeColor = UIColor.white.withAlphaComponent(alpha).cgColor
            shape.lineWidth = 8
            shape.lineCap = .round
            layer.addSublayer(shape)
        }
        let label = CALayer()
        label.frame = CGRect(x: 90, y: 28, width: 200, height: 16)
        label.backgroundColor = UIColor.white.withAlphaComponent(0.8).cgColor
        label.cornerRadius = 8
        layer.addSublayer(label)
    }

    required init?(coder: NSCoder) { nil }
}

/// A gradient tile cut to a five-pointed star: a `CAShapeLayer` with the star's path is the view layer's `mask`, so
/// only what lies under the star's fill shows.
final class MaskedStarView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    override init(frame: CGRect) {
        super.init(frame: frame)
        let gradient = layer as! CAGradientLayer
        gradient.colors = [UIColor.systemPink.cgColor, UIColor.systemOrange.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        let side = min(frame.width, frame.height)
        let star = starPath(
            center: CGPoint(x: frame.width / 2, y: frame.height / 2), outerRadius: 0.5 * side, innerRadius: 0.2 * side)
        let shape = CAShapeLayer()
        shape.frame = bounds
        shape.path = star
        shape.fillColor = UIColor.black.cgColor
        layer.mask = shape
        isAccessibilityElement = true
        accessibilityLabel = "Star cut from a gradient"
        accessibilityTraits = .image
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Opaque on its leading two thirds, fading to clear at its trailing edge: a view to set as another view's `mask`.
final class FadeMaskView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    override init(frame: CGRect) {
        super.init(frame: frame)
        let gradient = layer as! CAGradientLayer
        gradient.colors = [UIColor.black.cgColor, UIColor.black.cgColor, UIColor.clear.cgColor]
        gradient.locations = [0, 0.6, 1]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A closed five-pointed star, its first point straight up: ten vertices alternating between the outer and inner
/// radius (the Drawing screen's badge and its masked star).
private func starPath(center: CGPoint, outerRadius: CGFloat, innerRadius: CGFloat) -> CGPath {
    let star = CGMutablePath()
    for point in 0..<10 {
        let radius = point.isMultiple(of: 2) ? outerRadius : innerRadius
        let angle = -CGFloat.pi / 2 + CGFloat(point) * .pi / 5
        let vertex = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        if point == 0 { star.move(to: vertex) } else { star.addLine(to: vertex) }
    }
    star.closeSubpath()
    return star
}
