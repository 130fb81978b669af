import OpenCollectionView

/// An interruptible animation (`UIViewPropertyAnimator`): a card that moves across, turns and becomes a circle.
/// Drag the card to scrub the animation with your finger and let go to finish it (or send it back), scrub it with
/// the slider, or play and reverse it with the buttons; the line under them tells the animator's state.
final class PropertyAnimatorViewController: UIViewController {
    private let card = UILabel()
    private let slider = UISlider()
    private let status = UILabel()
    /// The demo, laid out for a 390-point column and centred in wider windows.
    private let content = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 470))
    private var animator: UIViewPropertyAnimator?
    /// Whether the card rests at the far side (the next animation brings it back).
    private var atFarSide = false
    /// The fraction the animator showed when a drag began.
    private var dragStartFraction: CGFloat = 0

    private static let travel: CGFloat = 210

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        view.addSubview(content)

        let title = UILabel(frame: CGRect(x: 20, y: 24, width: 350, height: 41))
        title.font = .preferredFont(forTextStyle: .largeTitle)
        title.text = "Animator"
        content.addSubview(title)

        card.frame = CGRect(x: 20, y: 100, width: 120, height: 120)
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 16
        card.clipsToBounds = true
        card.textAlignment = .center
        card.textColor = .white
        card.font = .systemFont(ofSize: 17, weight: .semibold)
        card.text = "Drag me"
        card.isUserInteractionEnabled = true
        card.accessibilityIdentifier = "animator-card"
        card.addGestureRecognizer(
            UIPanGestureRecognizer { [weak self] in self?.dragged($0) })
        content.addSubview(card)

        slider.frame = CGRect(x: 20, y: 270, width: 350, height: 31)
        slider.accessibilityLabel = "Animation progress"
        slider.accessibilityIdentifier = "animator-slider"
        slider.addAction(
            UIAction { [weak self] _ in self?.scrub(to: CGFloat(self?.slider.value ?? 0)) }, for: .valueChanged)
        content.addSubview(slider)

        addButton("Play", .filled(), x: 20) { $0.play() }
        addButton("Reverse", .gray(), x: 210) { $0.reverse() }

        // The state on a frosted pill (a UIVisualEffectView), as a heads-up display.
        let pill = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
        pill.frame = CGRect(x: 20, y: 396, width: 350, height: 32)
        pill.layer.cornerRadius = 16
        pill.clipsToBounds = true
        content.addSubview(pill)
        status.frame = pill.contentView.bounds.insetBy(dx: 14, dy: 0)
        status.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        status.font = .preferredFont(forTextStyle: .footnote)
        status.textColor = .secondaryLabel
        status.accessibilityIdentifier = "animator-status"
        pill.contentView.addSubview(status)
        showStatus()
    }

    /// A button in the row under the slider, identified as `animator-<title in lower case>`.
    private func addButton(
        _ title: String, _ configuration: UIButton.Configuration, x: CGFloat,
        action: @escaping @MainActor (PropertyAnimatorViewController) -> Void
    ) {
        let button = UIButton(
            configuration: configuration,
            primaryAction: UIAction(title: title) { [weak self] _ in
                guard let self else { return }
                action(self)
            })
        button.frame = CGRect(x: x, y: 330, width: 160, height: 44)
        button.accessibilityIdentifier = "animator-\(title.lowercased())"
        content.addSubview(button)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        content.frame.origin.x = max(0, floor((view.bounds.width - content.frame.width) / 2))
        // Below the navigation bar when pushed in the app (its safe area), at the top when shown alone.
        content.frame.origin.y = view.safeAreaInsets.top
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // A paused animator left behind would hold its views; end it where it is.
        guard let animator, animator.state == .active else { return }
        animator.stopAnimation(false)
        animator.finishAnimation(at: .current)
    }

    /// The animator toward the other side, made when none is active.
    private func currentAnimator() -> UIViewPropertyAnimator {
        if let animator, animator.state == .active { return animator }
        let toFar = !atFarSide
        let animator = UIViewPropertyAnimator(duration: 0.8, dampingRatio: 0.8) { [card] in
            card.center.x += toFar ? Self.travel : -Self.travel
            card.transform = toFar ? CGAffineTransform(rotationAngle: .pi) : .identity
            card.layer.cornerRadius = toFar ? 60 : 16
            card.backgroundColor = toFar ? .systemPink : .systemBlue
        }
        animator.addCompletion { [weak self] position in
            guard let self else { return }
            if position == .end {
                atFarSide.toggle()
                // The card lands: a light tap, as UIKit apps mark a snap into place.
                UIImpactFeedbackGenerator(style: .light, view: card).impactOccurred()
            }
            slider.value = 0
            showStatus()
        }
        self.animator = animator
        return animator
    }

    private func play() {
        let animator = currentAnimator()
        animator.startAnimation()
        showStatus()
    }

    private func reverse() {
        let animator = currentAnimator()
        animator.isReversed.toggle()
        animator.startAnimation()
        showStatus()
    }

    private func scrub(to fraction: CGFloat) {
        let animator = currentAnimator()
        animator.pauseAnimation()
        animator.fractionComplete = fraction
        showStatus()
    }

    /// A drag scrubs the animation with the finger; letting go finishes it the way the card was going.
    private func dragged(_ pan: UIPanGestureRecognizer) {
        let animator = currentAnimator()
        switch pan.state {
        case .began:
            animator.pauseAnimation()
            dragStartFraction = animator.fractionComplete
        case .changed:
            let moved = pan.translation(in: content).x / Self.travel
            let forward = atFarSide ? -moved : moved
            animator.fractionComplete = min(max(dragStartFraction + (animator.isReversed ? -forward : forward), 0), 1)
            slider.value = Float(animator.fractionComplete)
        case .ended, .cancelled:
            let velocity = pan.velocity(in: content).x * (atFarSide ? -1 : 1)
            let goesOn = velocity == 0 ? animator.fractionComplete >= 0.5 : velocity > 0
            animator.isReversed = !goesOn
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        default:
            break
        }
        showStatus()
    }

    private func showStatus() {
        guard let animator else {
            status.text = "inactive"
            return
        }
        let state =
            switch animator.state {
            case .inactive: "inactive"
            case .active: animator.isRunning ? "running" : "paused"
            case .stopped: "stopped"
            }
        let percent = Int((animator.fractionComplete * 100).rounded())
        status.text =
            "\(state) · \(percent) %" + (animator.isReversed && animator.state == .active ? " · reversed" : "")
    }
}
