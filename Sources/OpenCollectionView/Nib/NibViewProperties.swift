/// The attributes of the view elements: those of every view (frame aside), then each kind's own.
@MainActor
enum NibViewProperties {
    static func apply(_ element: NibElement, to view: UIView, loader: NibLoader) {
        applyCommon(element, to: view, loader: loader)
        switch view {
        case let label as UILabel: applyLabel(element, to: label, loader: loader)
        case let button as UIButton: applyButton(element, to: button, loader: loader)
        case let imageView as UIImageView: applyImageView(element, to: imageView, loader: loader)
        case let stack as UIStackView: applyStackView(element, to: stack)
        case let scroll as UIScrollView: applyScrollView(element, to: scroll)
        case let cell as UICollectionReusableView: applyReusableView(element, to: cell)
        default: break
        }
    }

    private static func applyCommon(_ element: NibElement, to view: UIView, loader: NibLoader) {
        if element["translatesAutoresizingMaskIntoConstraints"] == "NO" {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        if let mask = element.child("autoresizingMask", key: "autoresizingMask") {
            var value: UIView.AutoresizingMask = []
            if mask.bool("flexibleMinX") == true { value.insert(.flexibleLeftMargin) }
            if mask.bool("widthSizable") == true { value.insert(.flexibleWidth) }
            if mask.bool("flexibleMaxX") == true { value.insert(.flexibleRightMargin) }
            if mask.bool("flexibleMinY") == true { value.insert(.flexibleTopMargin) }
            if mask.bool("heightSizable") == true { value.insert(.flexibleHeight) }
            if mask.bool("flexibleMaxY") == true { value.insert(.flexibleBottomMargin) }
            view.autoresizingMask = value
        }
        for color in element.children where color.name == "color" {
            guard let key = color["key"] else { continue }
            guard let value = loader.values.color(color) else {
                loader.diagnostics.report("unknown color", at: color)
                continue
            }
            switch key {
            case "backgroundColor": view.backgroundColor = value
            case "tintColor": view.tintColor = value
            case "textColor": (view as? UILabel)?.textColor = value
            default: break
            }
        }
        if let hidden = element.bool("hidden") { view.isHidden = hidden }
        if let opaque = element.bool("opaque") { view.isOpaque = opaque }
        if let clips = element.bool("clipsSubviews") { view.clipsToBounds = clips }
        if let enabled = element.bool("userInteractionEnabled") { view.isUserInteractionEnabled = enabled }
        if let alpha = element.number("alpha") { view.alpha = alpha }
        if let tag = element["tag"].flatMap(Int.init) { view.tag = tag }
        if let mode = element["contentMode"].flatMap(contentMode) { view.contentMode = mode }
        if let preserves = element.bool("preservesSuperviewLayoutMargins") {
            view.preservesSuperviewLayoutMargins = preserves
        }
        if let insets = element.bool("insetsLayoutMarginsFromSafeArea") {
            view.insetsLayoutMarginsFromSafeArea = insets
        }
        for (attribute, axis) in [("horizontal", NSLayoutConstraint.Axis.horizontal), ("vertical", .vertical)] {
            if let hugging = element.number("\(attribute)HuggingPriority") {
                view.setContentHuggingPriority(UILayoutPriority(Float(hugging)), for: axis)
            }
            if let resistance = element.number("\(attribute)CompressionResistancePriority") {
                view.setContentCompressionResistancePriority(UILayoutPriority(Float(resistance)), for: axis)
            }
        }
        if let accessibility = element.child("accessibility", key: "accessibilityConfiguration") {
            if let identifier = accessibility["identifier"] { view.accessibilityIdentifier = identifier }
            if let label = accessibility["label"] { view.accessibilityLabel = label }
        }
    }

    private static func contentMode(_ name: String) -> UIView.ContentMode? {
        switch name {
        case "scaleToFill": .scaleToFill
        case "scaleAspectFit": .scaleAspectFit
        case "scaleAspectFill": .scaleAspectFill
        case "redraw": .redraw
        case "center": .center
        case "top": .top
        case "bottom": .bottom
        case "left": .left
        case "right": .right
        case "topLeft": .topLeft
        case "topRight": .topRight
        case "bottomLeft": .bottomLeft
        case "bottomRight": .bottomRight
        default: nil
        }
    }

    private static func applyLabel(_ element: NibElement, to label: UILabel, loader: NibLoader) {
        if let text = element["text"] ?? element.child("string", key: "text")?.text { label.text = text }
        if let font = element.child("fontDescription", key: "fontDescription").flatMap(loader.values.font) {
            label.font = font
        }
        if let alignment = element["textAlignment"].flatMap(textAlignment) { label.textAlignment = alignment }
        if let lines = element["numberOfLines"].flatMap(Int.init) { label.numberOfLines = lines }
        if let mode = element["lineBreakMode"].flatMap(lineBreakMode) { label.lineBreakMode = mode }
        if let adjusts = element.bool("adjustsFontSizeToFit") { label.adjustsFontSizeToFitWidth = adjusts }
        if let scale = element.number("minimumScaleFactor") { label.minimumScaleFactor = scale }
    }

    private static func textAlignment(_ name: String) -> NSTextAlignment? {
        switch name {
        case "left": .left
        case "center": .center
        case "right": .right
        case "justified": .justified
        case "natural": .natural
        default: nil
        }
    }

    private static func lineBreakMode(_ name: String) -> NSLineBreakMode? {
        switch name {
        case "wordWrap": .byWordWrapping
        case "characterWrap": .byCharWrapping
        case "clip": .byClipping
        case "headTruncation": .byTruncatingHead
        case "tailTruncation": .byTruncatingTail
        case "middleTruncation": .byTruncatingMiddle
        default: nil
        }
    }

    private static func applyButton(_ element: NibElement, to button: UIButton, loader: NibLoader) {
        let states: [String: UIControl.State] = [
            "normal": .normal, "highlighted": .highlighted, "selected": .selected, "disabled": .disabled,
        ]
        for stateElement in element.children where stateElement.name == "state" {
            guard let state = stateElement["key"].flatMap({ states[$0] }) else { continue }
            if let title = stateElement["title"] { button.setTitle(title, for: state) }
            if let color = stateElement.child("color", key: "titleColor").flatMap(loader.values.color) {
                button.setTitleColor(color, for: state)
            }
            if let name = stateElement["image"] {
                let image = stateElement["catalog"] == "system" ? UIImage(systemName: name) : loader.image(named: name)
                button.setImage(image, for: state)
            }
        }
        if let font = element.child("fontDescription", key: "fontDescription").flatMap(loader.values.font) {
            button.titleLabel?.font = font
        }
        if let enabled = element.bool("enabled") { button.isEnabled = enabled }
        if let selected = element.bool("selected") { button.isSelected = selected }
    }

    private static func applyImageView(_ element: NibElement, to imageView: UIImageView, loader: NibLoader) {
        if let name = element["image"] {
            imageView.image = element["catalog"] == "system" ? UIImage(systemName: name) : loader.image(named: name)
            if imageView.image == nil { loader.diagnostics.report("no image named \(name)", at: element) }
        }
    }

    private static func applyStackView(_ element: NibElement, to stack: UIStackView) {
        stack.axis = element["axis"] == "vertical" ? .vertical : .horizontal
        switch element["distribution"] {
        case "fillEqually": stack.distribution = .fillEqually
        case "fillProportionally": stack.distribution = .fillProportionally
        case "equalSpacing": stack.distribution = .equalSpacing
        case "equalCentering": stack.distribution = .equalCentering
        default: stack.distribution = .fill
        }
        switch element["alignment"] {
        case "top", "leading": stack.alignment = .leading
        case "bottom", "trailing": stack.alignment = .trailing
        case "center": stack.alignment = .center
        case "firstBaseline": stack.alignment = .firstBaseline
        case "lastBaseline", "baseline": stack.alignment = .lastBaseline
        default: stack.alignment = .fill
        }
        if let spacing = element.number("spacing") { stack.spacing = spacing }
        if let baseline = element.bool("baselineRelativeArrangement") { stack.isBaselineRelativeArrangement = baseline }
        if let margins = element.bool("layoutMarginsRelativeArrangement") {
            stack.isLayoutMarginsRelativeArrangement = margins
        }
    }

    private static func applyScrollView(_ element: NibElement, to scroll: UIScrollView) {
        if let shows = element.bool("showsHorizontalScrollIndicator") { scroll.showsHorizontalScrollIndicator = shows }
        if let shows = element.bool("showsVerticalScrollIndicator") { scroll.showsVerticalScrollIndicator = shows }
        if let paging = element.bool("pagingEnabled") { scroll.isPagingEnabled = paging }
        if let bounces = element.bool("bounces") { scroll.bounces = bounces }
        if let bounces = element.bool("alwaysBounceVertical") { scroll.alwaysBounceVertical = bounces }
        if let bounces = element.bool("alwaysBounceHorizontal") { scroll.alwaysBounceHorizontal = bounces }
        if let size = element.child("size", key: "contentSize") {
            scroll.contentSize = CGSize(width: size.number("width") ?? 0, height: size.number("height") ?? 0)
        }
    }

    private static func applyReusableView(_ element: NibElement, to view: UICollectionReusableView) {
        if let identifier = element["reuseIdentifier"] { view.reuseIdentifier = identifier }
        guard let cell = view as? UITableViewCell else { return }
        switch element["selectionStyle"] {
        case "none": cell.selectionStyle = .none
        case "blue": cell.selectionStyle = .blue
        case "gray": cell.selectionStyle = .gray
        default: break
        }
        switch element["accessoryType"] {
        case "disclosureIndicator": cell.accessoryType = .disclosureIndicator
        case "detailDisclosureButton": cell.accessoryType = .detailDisclosureButton
        case "checkmark": cell.accessoryType = .checkmark
        case "detailButton": cell.accessoryType = .detailButton
        default: break
        }
    }
}

extension NibLoader {
    /// An image of the nib's bundle (`UIImage(named:in:)`).
    func image(named name: String) -> UIImage? { UIImage(named: name, in: bundle) }
}
