import OpenCollectionView

/// Controls: a switch, a segmented control, a slider driving a progress bar, a stepper, a page control and an
/// activity indicator, then buttons (iOS 15 configurations, a pull-down menu, a pop-up button, an alert with a text
/// field and a page sheet), laid out with stack views in a scroll view. Each row's value label shows what the
/// control last sent, so a tap, a drag or a press-and-hold is visible at once.
final class ControlsViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    private let switchValue = UILabel()
    private let segmentValue = UILabel()
    private let sliderValue = UILabel()
    private let stepperValue = UILabel()
    private let pageValue = UILabel()
    private let progress = UIProgressView(progressViewStyle: .default)
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let buttonValue = UILabel()
    private let sortValue = UILabel()
    private let popUpValue = UILabel()
    private let alertValue = UILabel()
    private let sheetValue = UILabel()
    /// The cards, top to bottom.
    private var cards: [UIView] = []
    private let scrollView = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        let toggle = UISwitch()
        toggle.accessibilityIdentifier = "controls-switch"
        // UIKit's controls have no label of their own: VoiceOver would read "switch button, off" without one.
        toggle.accessibilityLabel = "Spin the wheel"
        switchValue.accessibilityIdentifier = "controls-switch-value"
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
        slider.accessibilityLabel = "Progress"
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
        pages.accessibilityLabel = "Pages"
        pages.numberOfPages = 6
        pages.pageIndicatorTintColor = .systemGray4
        pages.currentPageIndicatorTintColor = .systemBlue
        pages.addAction(
            UIAction { [unowned self, unowned pages] _ in pageValue.text = "Page \(pages.currentPage + 1) of 6" },
            for: .valueChanged)
        pageValue.text = "Page 1 of 6"

        cards = [
            row("Switch (spins the wheel)", toggle, switchValue),
            row("Segmented control", segments, segmentValue),
            row("Slider", slider, sliderValue),
            row("Progress follows the slider", progress, nil),
            row("Stepper (hold to repeat)", stepper, stepperValue),
            row("Page control (tap either side)", pages, pageValue),
            row("Activity indicator", spinner, nil),
            row("Button configurations", configurationButtons(), buttonValue),
            row("Plain, with a subtitle and an image", downloadButton(), nil),
            row("Pull-down menu", sortButton(), sortValue),
            row("Pop-up button", sizeButton(), popUpValue),
            row("Alert with a text field", renameButton(), alertValue),
            row("Page sheet (drag down to dismiss)", sheetButton(), sheetValue),
        ]
        scrollView.alwaysBounceVertical = true
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        for card in cards { scrollView.addSubview(card) }
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    /// The cards are stacked 12 points apart between the margins, each as tall as it needs; together they are the
    /// scroll view's content.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let margins = view.directionalLayoutMargins
        let width = max(0, view.bounds.width - margins.leading - margins.trailing)
        var y: CGFloat = 20
        for card in cards {
            let height = card.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
            let frame = CGRect(x: margins.leading, y: y, width: width, height: height)
            if card.frame != frame { card.frame = frame }
            y += height + 12
        }
        let contentSize = CGSize(width: view.bounds.width, height: y + 8)
        if scrollView.contentSize != contentSize { scrollView.contentSize = contentSize }
    }

    // MARK: Buttons

    /// Filled, tinted and gray buttons side by side, each reporting its tap.
    private func configurationButtons() -> UIView {
        let styles: [(String, UIButton.Configuration)] = [
            ("Filled", .filled()), ("Tinted", .tinted()), ("Gray", .gray()),
        ]
        let buttons = styles.map { title, style in
            var configuration = style
            configuration.title = title
            let button = UIButton(
                configuration: configuration,
                primaryAction: UIAction { [unowned self] _ in buttonValue.text = title })
            button.accessibilityIdentifier = "controls-button-\(title)"
            return button
        }
        buttonValue.text = "–"
        let line = UIStackView(arrangedSubviews: buttons)
        line.spacing = 8
        return line
    }

    /// A plain button with a symbol, a title and a subtitle, showing its activity indicator while "downloading".
    private func downloadButton() -> UIButton {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Download"
        configuration.subtitle = "12 MB"
        configuration.image = UIImage(systemName: "arrow.down.circle")
        configuration.imagePadding = 8
        configuration.titleAlignment = .leading
        let button = UIButton(configuration: configuration)
        button.addAction(
            UIAction { [unowned button] _ in
                button.configuration?.showsActivityIndicator.toggle()
                button.configuration?.subtitle =
                    button.configuration?.showsActivityIndicator == true ? "Loading" : "12 MB"
            }, for: .primaryActionTriggered)
        button.accessibilityIdentifier = "controls-download"
        return button
    }

    /// A gray button whose tap shows a menu of sort orders, with a destructive group set apart.
    private func sortButton() -> UIButton {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Sort"
        configuration.image = UIImage(systemName: "arrow.up.arrow.down")
        configuration.imagePadding = 6
        let button = UIButton(configuration: configuration)
        let orders = [("Name", "textformat"), ("Date", "calendar"), ("Size", "internaldrive")].map { title, symbol in
            UIAction(title: title, image: UIImage(systemName: symbol)) { [unowned self] _ in
                sortValue.text = title
            }
        }
        orders[0].state = .on
        let reset = UIAction(title: "Reset", image: UIImage(systemName: "trash"), attributes: .destructive) {
            [unowned self] _ in sortValue.text = "Reset"
        }
        button.menu = UIMenu(children: [
            UIMenu(options: [.displayInline, .singleSelection], children: orders),
            UIMenu(options: .displayInline, children: [reset]),
        ])
        button.showsMenuAsPrimaryAction = true
        button.accessibilityIdentifier = "controls-pull-down"
        sortValue.text = "Name"
        return button
    }

    /// A pop-up button: it shows the selected size and changes it from its menu.
    private func sizeButton() -> UIButton {
        let button = UIButton(configuration: .tinted())
        let sizes = ["Small", "Medium", "Large"].map { title in
            UIAction(title: title) { [unowned self] _ in popUpValue.text = title }
        }
        sizes[1].state = .on
        button.changesSelectionAsPrimaryAction = true
        button.showsMenuAsPrimaryAction = true
        button.menu = UIMenu(children: sizes)
        button.accessibilityIdentifier = "controls-pop-up"
        popUpValue.text = "Medium"
        popUpValue.accessibilityIdentifier = "controls-pop-up-value"
        return button
    }

    /// A button presenting an alert that asks for a name in a text field.
    private func renameButton() -> UIButton {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Rename…"
        let button = UIButton(
            configuration: configuration,
            primaryAction: UIAction { [unowned self] _ in
                let alert = UIAlertController(title: "Rename", message: "Enter a new name.", preferredStyle: .alert)
                alert.addTextField { field in
                    field.placeholder = "Name"
                    field.text = self.alertValue.text
                    field.clearButtonMode = .whileEditing
                }
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(
                    UIAlertAction(title: "Save", style: .default) { [unowned self, unowned alert] _ in
                        alertValue.text = alert.textFields?.first?.text
                    })
                present(alert, animated: true)
            })
        button.accessibilityIdentifier = "controls-alert"
        alertValue.text = "Untitled"
        return button
    }

    /// A button presenting a page sheet; this screen hears when the sheet is dragged away.
    private func sheetButton() -> UIButton {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Show sheet"
        let button = UIButton(
            configuration: configuration,
            primaryAction: UIAction { [unowned self] _ in
                let sheet = makeSheet()
                sheet.modalPresentationStyle = .pageSheet
                sheet.presentationController?.delegate = self
                sheetValue.text = "Shown"
                present(sheet, animated: true)
            })
        button.accessibilityIdentifier = "controls-sheet"
        sheetValue.text = "–"
        return button
    }

    /// The sheet: a title, a hint and a large capsule Done button.
    private func makeSheet() -> UIViewController {
        let sheet = UIViewController()
        sheet.view.backgroundColor = .systemBackground
        sheet.view.accessibilityIdentifier = "controls-sheet-content"
        let title = UILabel()
        title.text = "A page sheet"
        title.font = .systemFont(ofSize: 28, weight: .bold)
        let hint = UILabel()
        hint.text = "Drag it down past half its height, or flick it, to dismiss it."
        hint.numberOfLines = 0
        hint.textColor = .secondaryLabel
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Done"
        configuration.buttonSize = .large
        configuration.cornerStyle = .capsule
        let done = UIButton(
            configuration: configuration,
            primaryAction: UIAction { [unowned self, unowned sheet] _ in
                sheetValue.text = "Done"
                sheet.dismiss(animated: true)
            })
        let guide = sheet.view.layoutMarginsGuide
        for part in [title, hint, done] {
            part.translatesAutoresizingMaskIntoConstraints = false
            sheet.view.addSubview(part)
        }
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: sheet.view.topAnchor, constant: 32),
            hint.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 12),
            done.topAnchor.constraint(equalTo: hint.bottomAnchor, constant: 24),
            title.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            title.trailingAnchor.constraint(lessThanOrEqualTo: guide.trailingAnchor),
            hint.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            hint.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            done.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        ])
        return sheet
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        sheetValue.text = "Dragged away"
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
        } else if !(control is UISlider || control is UIProgressView || control is UISegmentedControl) {
            // An equal-spacing stack pins its first view's leading edge and its last view's trailing edge; a control
            // alone that keeps its own width needs something after it to take the rest of the line (without it
            // UIKit, and this package, report the control's required width against the stretched line).
            line.append(UIView())
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
