import OpenCollectionView

/// Controls: a switch, a segmented control, a slider driving a progress bar, a stepper, a page control and an
/// activity indicator, laid out with stack views. Each row's value label shows what the control last sent, so a
/// tap, a drag or a press-and-hold is visible at once.
final class ControlsViewController: UIViewController {
    private let switchValue = UILabel()
    private let segmentValue = UILabel()
    private let sliderValue = UILabel()
    private let stepperValue = UILabel()
    private let pageValue = UILabel()
    private let progress = UIProgressView(progressViewStyle: .default)
    private let spinner = UIActivityIndicatorView(style: .medium)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        let toggle = UISwitch()
        toggle.addAction(
            UIAction { [unowned self, unowned toggle] _ in
                switchValue.text = toggle.isOn ? "On" : "Off"
                toggle.isOn ? spinner.startAnimating() : spinner.stopAnimating()
            }, for: .valueChanged)
        switchValue.text = "Off"

        let segments = UISegmentedControl(items: ["List", "Grid", "Columns"])
        segments.selectedSegmentIndex = 0
        segments.addAction(
            UIAction { [unowned self, unowned segments] _ in
                segmentValue.text = segments.titleForSegment(at: segments.selectedSegmentIndex)
            }, for: .valueChanged)
        segmentValue.text = "List"

        let slider = UISlider()
        slider.value = 0.3
        progress.progress = 0.3
        slider.addAction(
            UIAction { [unowned self, unowned slider] _ in
                sliderValue.text = "\(Int((slider.value * 100).rounded())) %"
                progress.progress = slider.value
            }, for: .valueChanged)
        sliderValue.text = "30 %"

        let stepper = UIStepper()
        stepper.maximumValue = 10
        stepper.addAction(
            UIAction { [unowned self, unowned stepper] _ in stepperValue.text = "\(Int(stepper.value))" },
            for: .valueChanged)
        stepperValue.text = "0"

        let pages = UIPageControl()
        pages.numberOfPages = 6
        pages.pageIndicatorTintColor = .systemGray4
        pages.currentPageIndicatorTintColor = .systemBlue
        pages.addAction(
            UIAction { [unowned self, unowned pages] _ in pageValue.text = "Page \(pages.currentPage + 1) of 6" },
            for: .valueChanged)
        pageValue.text = "Page 1 of 6"

        let rows = UIStackView(arrangedSubviews: [
            row("Switch (spins the wheel)", toggle, switchValue),
            row("Segmented control", segments, segmentValue),
            row("Slider", slider, sliderValue),
            row("Progress follows the slider", progress, nil),
            row("Stepper (hold to repeat)", stepper, stepperValue),
            row("Page control (tap either side)", pages, pageValue),
            row("Activity indicator", spinner, nil),
        ])
        rows.axis = .vertical
        rows.spacing = 12
        rows.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(rows)
        NSLayoutConstraint.activate([
            rows.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            rows.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            rows.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    /// A card: a caption above the control, the control's last value on the trailing side.
    private func row(_ caption: String, _ control: UIView, _ value: UILabel?) -> UIView {
        let title = UILabel()
        title.text = caption
        title.font = .systemFont(ofSize: 13)
        title.textColor = .secondaryLabel
        var line: [UIView] = [control]
        if let value {
            value.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
            value.textAlignment = .right
            value.setContentHuggingPriority(.required, for: .horizontal)
            line.append(value)
        }
        let controlLine = UIStackView(arrangedSubviews: line)
        controlLine.spacing = 12
        controlLine.alignment = .center
        if !(control is UISlider || control is UIProgressView || control is UISegmentedControl) {
            control.setContentHuggingPriority(.required, for: .horizontal)
            controlLine.distribution = .equalSpacing
        }
        let card = UIStackView(arrangedSubviews: [title, controlLine])
        card.axis = .vertical
        card.spacing = 8
        card.isLayoutMarginsRelativeArrangement = true
        card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        let background = UIView()
        background.backgroundColor = .secondarySystemGroupedBackground
        background.layer.cornerRadius = 10
        background.translatesAutoresizingMaskIntoConstraints = false
        card.insertSubview(background, at: 0)
        NSLayoutConstraint.activate([
            background.topAnchor.constraint(equalTo: card.topAnchor),
            background.bottomAnchor.constraint(equalTo: card.bottomAnchor),
            background.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            background.trailingAnchor.constraint(equalTo: card.trailingAnchor),
        ])
        return card
    }
}
