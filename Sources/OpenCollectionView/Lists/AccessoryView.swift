/// The view of one cell accessory: its glyph (or label, or the app's view), redrawn for the cell's state, and its
/// action — an outline disclosure expands or collapses, delete, insert and detail run their handlers, a pop-up menu
/// steps to its next action, a reorder grabber drags the row through the collection view's interactive movement.
@MainActor
final class AccessoryView: UIControl {
    /// Not a focus stop: the cell around it takes the focus, and its action is the cell's custom action.
    override var canBecomeFocused: Bool { false }
    let accessory: UICellAccessory
    weak var cell: UICollectionViewListCell?
    private let imageView = UIImageView(frame: .zero)
    private let label = UILabel(frame: .zero)
    private var selectedMenuIndex = 0
    private var glyphSize = CGSize.zero
    private var lastGlyphKey: String?

    init(accessory: UICellAccessory) {
        self.accessory = accessory
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(label)
        label.textColor = .secondaryLabel
        accessibilityIdentifier = "accessory-\(accessory.accessoryType)"
        switch accessory.kind {
        case .outlineDisclosure, .delete, .insert, .detail, .popUpMenu:
            addAction(UIAction { [weak self] _ in self?.perform() }, for: .touchUpInside)
        case .reorder:
            addGestureRecognizer(UIPanGestureRecognizer { [weak self] pan in self?.drag(pan) })
        case .customView(let configuration):
            addSubview(configuration.customView)
            if let tint = configuration.tintColor { configuration.customView.tintColor = tint }
        default:
            isUserInteractionEnabled = false
        }
        update(for: UICellConfigurationState(traitCollection: traitCollection), cell: nil)
    }

    required init?(coder: NSCoder) { nil }

    /// The accessory's size: its reserved width (when set) by its glyph's height.
    var accessorySize: CGSize {
        var size = glyphSize
        if case .customView(let configuration) = accessory.kind {
            let view = configuration.customView
            size = configuration.maintainsFixedSize == true ? view.bounds.size : view.sizeThatFits(.zero)
            if size == .zero { size = view.bounds.size }
        }
        switch reservedLayoutWidth {
        case .custom(let width): size.width = max(size.width, width)
        case .standard: size.width = max(size.width, Self.standardWidth)
        case .actual, nil: break
        }
        return size
    }

    /// The width `.standard` reserves.
    static let standardWidth: CGFloat = 22

    private var reservedLayoutWidth: UICellAccessory.LayoutDimension? {
        switch accessory.kind {
        case .disclosureIndicator(let options): options.reservedLayoutWidth
        case .outlineDisclosure(let options, _): options.reservedLayoutWidth
        case .checkmark(let options): options.reservedLayoutWidth
        case .delete(let options, _): options.reservedLayoutWidth
        case .insert(let options, _): options.reservedLayoutWidth
        case .reorder(let options): options.reservedLayoutWidth
        case .multiselect(let options): options.reservedLayoutWidth
        case .label(_, let options): options.reservedLayoutWidth
        case .detail(let options, _): options.reservedLayoutWidth
        case .popUpMenu(_, let options, _): options.reservedLayoutWidth
        case .customView(let configuration): configuration.reservedLayoutWidth
        }
    }

    private var isHiddenByOptions: Bool {
        switch accessory.kind {
        case .disclosureIndicator(let options): options.isHidden ?? false
        case .outlineDisclosure(let options, _): options.isHidden ?? false
        case .checkmark(let options): options.isHidden ?? false
        case .delete(let options, _): options.isHidden ?? false
        case .insert(let options, _): options.isHidden ?? false
        case .reorder(let options): options.isHidden ?? false
        case .multiselect(let options): options.isHidden ?? false
        case .label(_, let options): options.isHidden ?? false
        case .detail(let options, _): options.isHidden ?? false
        case .popUpMenu(_, let options, _): options.isHidden ?? false
        case .customView(let configuration): configuration.isHidden ?? false
        }
    }

    /// Redraws the glyph for the cell's state: the outline chevron points down when expanded, the multiselect
    /// circle fills when selected, chevrons point left right to left. The glyph's colours are resolved in the
    /// state's traits (the cell's), as UIKit draws the accessory in its view's appearance.
    func update(for state: UICellConfigurationState, cell: UICollectionViewListCell?) {
        UITraitCollection.performAsCurrent(state.traitCollection) { redraw(for: state, cell: cell) }
    }

    private func redraw(for state: UICellConfigurationState, cell: UICollectionViewListCell?) {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let tint = cell?.tintColor ?? UIColor.tintColor
        var text: String?
        var key = ""
        var makeImage: (() -> UIImage)?
        switch accessory.kind {
        case .disclosureIndicator(let options):
            let color = options.tintColor ?? .tertiaryLabel
            key = "disclosure\(color.rgba)\(rightToLeft)"
            makeImage = { AccessoryGlyphs.chevron(color: color, rightToLeft: rightToLeft) }
        case .outlineDisclosure(let options, _):
            let headerStyle = options.resolvedStyle(onHeaderRow: cell?.listContext.role == .headerRow) == .header
            let color = options.tintColor ?? (headerStyle ? tint : .secondaryLabel)
            key = "outline\(color.rgba)\(state.isExpanded)\(rightToLeft)"
            makeImage = { AccessoryGlyphs.chevron(color: color, down: state.isExpanded, rightToLeft: rightToLeft) }
        case .checkmark(let options):
            let color = options.tintColor ?? tint
            key = "check\(color.rgba)"
            makeImage = { AccessoryGlyphs.checkmark(color: color) }
        case .delete(let options, _):
            let fill = options.backgroundColor ?? .systemRed
            let symbol = options.tintColor ?? .white
            key = "delete\(fill.rgba)\(symbol.rgba)"
            makeImage = { AccessoryGlyphs.circleSymbol(fill: fill, symbol: symbol, plus: false) }
        case .insert(let options, _):
            let fill = options.backgroundColor ?? .systemGreen
            let symbol = options.tintColor ?? .white
            key = "insert\(fill.rgba)\(symbol.rgba)"
            makeImage = { AccessoryGlyphs.circleSymbol(fill: fill, symbol: symbol, plus: true) }
        case .reorder(let options):
            let color = options.tintColor ?? .systemGray
            key = "reorder\(color.rgba)"
            makeImage = { AccessoryGlyphs.grabber(color: color) }
        case .multiselect(let options):
            let fill = options.backgroundColor ?? tint
            let check = options.tintColor ?? .white
            key = "multiselect\(state.isSelected)\(fill.rgba)"
            makeImage = { AccessoryGlyphs.multiselect(selected: state.isSelected, fill: fill, check: check) }
        case .label(let string, let options):
            text = string
            label.font = options.font ?? .preferredFont(forTextStyle: .body)
            label.textColor = options.tintColor ?? .secondaryLabel
        case .detail(let options, _):
            let color = options.tintColor ?? tint
            key = "detail\(color.rgba)"
            makeImage = { AccessoryGlyphs.detail(color: color) }
        case .popUpMenu(let menu, let options, _):
            let actions = menu.children
            text = actions.indices.contains(selectedMenuIndex) ? actions[selectedMenuIndex].title : nil
            label.font = .preferredFont(forTextStyle: .body)
            label.textColor = options.tintColor ?? .secondaryLabel
            let color = options.tintColor ?? .secondaryLabel
            key = "popup\(color.rgba)"
            makeImage = { AccessoryGlyphs.upDownChevrons(color: color) }
        case .customView:
            break
        }
        if key != lastGlyphKey {
            lastGlyphKey = key
            imageView.image = makeImage?()
        }
        label.text = text
        let labelSize = text.map { _ in label.sizeThatFits(CGSize(width: 0, height: 0)) } ?? .zero
        let imageSize = imageView.image?.size ?? .zero
        let gap: CGFloat = labelSize.width > 0 && imageSize.width > 0 ? 6 : 0
        glyphSize = CGSize(
            width: labelSize.width + gap + imageSize.width, height: max(labelSize.height, imageSize.height, 1))
        isHidden = isHiddenByOptions
        setNeedsLayout()
    }

    /// A new appearance or layout direction redraws the glyph (a light chevron in dark, a mirrored one right to left).
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard
            previousTraitCollection?.userInterfaceStyle != traitCollection.userInterfaceStyle
                || previousTraitCollection?.layoutDirection != traitCollection.layoutDirection
        else { return }
        if let cell {
            cell.setNeedsUpdateConfiguration()
        } else {
            update(for: UICellConfigurationState(traitCollection: traitCollection), cell: nil)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let imageSize = imageView.image?.size ?? .zero
        let labelWidth = max(0, glyphSize.width - imageSize.width - (label.text == nil || imageSize == .zero ? 0 : 6))
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let x0 = (bounds.width - glyphSize.width) / 2
        label.frame = CGRect(x: x0, y: 0, width: labelWidth, height: bounds.height)
        imageView.frame = CGRect(
            x: x0 + glyphSize.width - imageSize.width, y: ((bounds.height - imageSize.height) / 2).rounded(.down),
            width: imageSize.width, height: imageSize.height)
        if rightToLeft {
            label.frame.origin.x = bounds.width - label.frame.maxX
            imageView.frame.origin.x = bounds.width - imageView.frame.maxX
        }
        if case .customView(let configuration) = accessory.kind {
            configuration.customView.frame = CGRect(origin: .zero, size: bounds.size)
        }
    }

    // MARK: Actions

    private func perform() {
        switch accessory.kind {
        case .outlineDisclosure(_, let handler):
            if let handler { handler() } else { cell?.toggleOutlineFromRow() }
        case .delete(_, let handler), .insert(_, let handler), .detail(_, let handler):
            handler?()
        case .popUpMenu(let menu, _, let handler):
            let actions = menu.children
            guard !actions.isEmpty else { return }
            selectedMenuIndex = (selectedMenuIndex + 1) % actions.count
            (actions[selectedMenuIndex] as? UIAction)?.performWithSender(self, target: nil)
            handler?(menu)
            if let cell { update(for: cell.configurationState, cell: cell) }
            cell?.setNeedsLayout()
        default:
            break
        }
    }

    private func drag(_ pan: UIPanGestureRecognizer) {
        guard let cell, let collectionView = cell.enclosingCollectionView else { return }
        switch pan.state {
        case .began:
            guard let indexPath = cell.displayedItemIndexPath,
                collectionView.beginInteractiveMovementForItem(at: indexPath)
            else { return }
            cell.configurations.isReordering = true
            cell.setNeedsUpdateConfiguration()
            collectionView.updateInteractiveMovementTargetPosition(pan.location(in: collectionView))
        case .changed:
            collectionView.updateInteractiveMovementTargetPosition(pan.location(in: collectionView))
        case .ended:
            cell.configurations.isReordering = false
            cell.setNeedsUpdateConfiguration()
            collectionView.endInteractiveMovement()
        case .cancelled, .failed:
            cell.configurations.isReordering = false
            cell.setNeedsUpdateConfiguration()
            collectionView.cancelInteractiveMovement()
        default:
            break
        }
    }
}
