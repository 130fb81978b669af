/// What a navigation bar shows for one item: the back button (or the leading items), the title or title view,
/// the trailing items and, below the standard row, the large title. A bar keeps one for its top item, and a second
/// one while it cross-fades from one item to the next.
@MainActor
final class NavigationBarContentView: UIView {
    let item: UINavigationItem
    private let backItem: UINavigationItem?
    private(set) var backButton: BarButtonItemView?
    private(set) var leftViews: [BarButtonItemView] = []
    private(set) var rightViews: [BarButtonItemView] = []
    let titleLabel = UILabel()
    let largeTitleLabel = UILabel()
    /// Clips the large title as the bar collapses.
    private let largeTitleClip = UIView()

    /// Whether the large title row shows.
    var displaysLargeTitle = false { didSet { setNeedsLayout() } }
    /// How much of the item's search bar row shows at the bottom (0 when the item has no search controller).
    var searchBarVisibleHeight: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// Clips the search bar as its row collapses.
    private let searchBarClip = UIView()
    /// The last title text measured, its font and its width (see `titleTextWidth(_:)`).
    private var measuredTitle: (text: String, font: UIFont?, width: CGFloat)?
    /// The look the texts take their fonts and colours from.
    var appearance = UINavigationBarAppearance() {
        didSet { applyAppearance() }
    }

    /// The gap between neighbouring items, and between the items and the title.
    static let itemSpacing: CGFloat = 12
    /// Where the back chevron starts (UIKit: 8 points from the leading edge).
    static let backButtonInset: CGFloat = 8
    /// The gap between the large title's descenders and the bar's bottom edge.
    static let largeTitleBottomInset: CGFloat = 8

    init(item: UINavigationItem, backItem: UINavigationItem?, tapBack: @escaping @MainActor () -> Void) {
        self.item = item
        self.backItem = backItem
        super.init(frame: .zero)
        titleLabel.textAlignment = .center
        titleLabel.accessibilityIdentifier = "navigation-title"
        largeTitleLabel.accessibilityIdentifier = "navigation-large-title"
        // UIKit reads a navigation bar's title as a header.
        titleLabel.accessibilityTraits = [.staticText, .header]
        largeTitleLabel.accessibilityTraits = [.staticText, .header]
        largeTitleClip.clipsToBounds = true
        largeTitleClip.addSubview(largeTitleLabel)
        addSubview(largeTitleClip)
        addSubview(titleLabel)
        if let backItem, !item.hidesBackButton, item.leftBarButtonItems == nil || item.leftItemsSupplementBackButton {
            // UIKit uses the previous item's back item only for its look; a tap always pops.
            let backBarItem = UIBarButtonItem()
            backBarItem.tintColor = backItem.backBarButtonItem?.tintColor
            backBarItem.tapHandler = { _ in tapBack() }
            let button = BarButtonItemView(item: backBarItem, showsBackChevron: true)
            button.accessibilityIdentifier = "navigation-back-button"
            backButton = button
            addSubview(button)
        }
        for barItem in item.leftBarButtonItems ?? [] where !barItem.isHidden {
            let view = BarButtonItemView(item: barItem)
            leftViews.append(view)
            addSubview(view)
        }
        for barItem in item.rightBarButtonItems ?? [] where !barItem.isHidden {
            let view = BarButtonItemView(item: barItem)
            rightViews.append(view)
            addSubview(view)
        }
        if let titleView = item.titleView { addSubview(titleView) }
        if let searchBar = item.searchController?.searchBar {
            searchBarClip.clipsToBounds = true
            searchBarClip.addSubview(searchBar)
            addSubview(searchBarClip)
        }
        applyAppearance()
    }

    required init?(coder: NSCoder) { fatalError("NavigationBarContentView is made by navigation bars") }

    private func applyAppearance() {
        titleLabel.font = appearance.resolvedTitleFont
        titleLabel.textColor = appearance.resolvedTitleColor
        largeTitleLabel.font = appearance.resolvedLargeTitleFont
        largeTitleLabel.textColor = appearance.resolvedLargeTitleColor
        setNeedsLayout()
    }

    /// The title's text width in the title font, measured again only when either changed (the bar lays out in
    /// every frame of a window resize).
    private func titleTextWidth(_ text: String) -> CGFloat {
        let font: UIFont? = titleLabel.font
        if let measuredTitle, measuredTitle.text == text, measuredTitle.font === font { return measuredTitle.width }
        let width = text.size(in: font ?? UIFont.systemFont(ofSize: 17)).width.rounded(.up)
        measuredTitle = (text, font, width)
        return width
    }

    /// The title the back button would show for `mode`, before checking that it fits.
    private func preferredBackTitle() -> String? {
        guard let backItem else { return nil }
        switch item.backButtonDisplayMode {
        case .minimal: return nil
        case .generic: return "Back"
        case .default:
            return backItem.backBarButtonItem?.title ?? backItem.backButtonTitle ?? backItem.title ?? "Back"
        }
    }

    /// The horizontal margin of the bar's items (UIKit: 16 points on compact widths, 20 on regular ones).
    var margin: CGFloat { traitCollection.horizontalSizeClass == .regular ? 20 : 16 }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let rowHeight = min(bounds.height, UINavigationBar.standardHeight(for: traitCollection))
        let text = item.title
        titleLabel.text = text

        var trailing = width - margin
        for view in rightViews {
            let itemWidth = view.contentWidth
            trailing -= itemWidth
            view.frame = CGRect(x: trailing, y: 0, width: itemWidth, height: rowHeight)
            trailing -= Self.itemSpacing
        }
        let rightLimit = rightViews.isEmpty ? width - margin : trailing
        let titleWidth: CGFloat
        if let titleView = item.titleView {
            titleWidth = titleView.bounds.width
        } else {
            titleWidth = titleTextWidth(text ?? "")
        }
        let centredTitleMinX = ((width - titleWidth) / 2).rounded()

        var leading = margin
        if let backButton {
            leading = Self.backButtonInset
            let limit = (text == nil && item.titleView == nil ? rightLimit : centredTitleMinX) - Self.itemSpacing
            backButton.backTitle = fittingBackTitle(from: leading, to: limit, button: backButton)
            let buttonWidth = backButton.contentWidth
            backButton.frame = CGRect(x: leading, y: 0, width: buttonWidth, height: rowHeight)
            leading += buttonWidth + Self.itemSpacing
        }
        for view in leftViews {
            let itemWidth = view.contentWidth
            view.frame = CGRect(x: leading, y: 0, width: itemWidth, height: rowHeight)
            leading += itemWidth + Self.itemSpacing
        }
        let leftLimit = leftViews.isEmpty && backButton == nil ? margin : leading

        // The title is centred in the bar when it fits between the items, else pushed aside and truncated.
        let available = max(0, rightLimit - leftLimit)
        let shownWidth = min(titleWidth, available)
        let titleX = min(max(centredTitleMinX, leftLimit), rightLimit - shownWidth)
        let titleFrame = CGRect(x: titleX, y: 0, width: shownWidth, height: rowHeight)
        if let titleView = item.titleView {
            titleView.center = CGPoint(x: titleFrame.midX, y: titleFrame.midY)
            titleLabel.isHidden = true
        } else {
            let lineHeight = titleLabel.font.lineHeight.rounded(.up)
            titleLabel.frame = CGRect(
                x: titleFrame.minX, y: ((rowHeight - lineHeight) / 2).rounded(), width: titleFrame.width,
                height: lineHeight)
            titleLabel.isHidden = false
        }

        // The search bar's row takes the bottom of the bar, below the large title.
        let searchHeight = min(searchBarVisibleHeight, max(0, bounds.height - rowHeight))
        let titleBottom = bounds.height - searchHeight
        if let searchBar = item.searchController?.searchBar {
            searchBarClip.frame = CGRect(x: 0, y: titleBottom, width: width, height: searchHeight)
            let fullHeight = searchBar.sizeThatFits(CGSize(width: width, height: 0)).height
            // As UIKit's, the field stays pinned to the row's bottom and fades as the row shrinks.
            searchBar.frame = CGRect(x: 0, y: searchHeight - fullHeight, width: width, height: fullHeight)
            let rowShown = searchBar.fieldRowHeight - (fullHeight - searchHeight)
            searchBar.alpha = max(0, min(1, rowShown / searchBar.fieldRowHeight))
        }

        largeTitleClip.isHidden = !displaysLargeTitle
        if displaysLargeTitle {
            largeTitleClip.frame = CGRect(x: 0, y: rowHeight, width: width, height: max(0, titleBottom - rowHeight))
            largeTitleLabel.text = text
            let lineHeight = largeTitleLabel.font.lineHeight.rounded(.up)
            largeTitleLabel.frame = CGRect(
                x: margin, y: largeTitleClip.bounds.height - Self.largeTitleBottomInset - lineHeight,
                width: max(0, width - 2 * margin), height: lineHeight)
            // The inline title shows once the large title has scrolled under the standard row.
            let collapsed = titleBottom <= rowHeight + 0.5
            titleLabel.alpha = collapsed ? 1 : 0
            item.titleView?.alpha = collapsed ? 1 : 0
        } else {
            titleLabel.alpha = 1
            item.titleView?.alpha = 1
        }
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { mirrorForRightToLeft() }
    }

    /// UIKit's bar right to left: the back button and leading items on the right, the trailing items on the left,
    /// the large title against the right margin.
    private func mirrorForRightToLeft() {
        let width = bounds.width
        var mirrored: [UIView] = leftViews + rightViews + [titleLabel, largeTitleLabel]
        if let backButton { mirrored.append(backButton) }
        if let titleView = item.titleView { mirrored.append(titleView) }
        for view in mirrored { view.frame.origin.x = width - view.frame.maxX }
    }

    /// UIKit's back title rule: the previous item's back title when it fits before the title, else "Back", else
    /// the chevron alone.
    private func fittingBackTitle(from start: CGFloat, to limit: CGFloat, button: BarButtonItemView) -> String? {
        guard let preferred = preferredBackTitle() else { return nil }
        let room = limit - start - BarGlyphs.chevronSize.width - BarButtonItemView.chevronSpacing
        let font = BarButtonItemView.plainFont
        for candidate in [preferred, "Back"] where candidate.size(withAttributes: [.font: font]).width <= room {
            return candidate
        }
        return nil
    }
}
