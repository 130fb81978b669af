/// How a cell's, header's or footer's background looks, as a value: colour (and its transformer), corner radius,
/// insets, stroke, image, custom view and visual effect. The list factories give UIKit's list looks, which follow
/// the cell's state (selection turns a plain or grouped row system gray 4, a sidebar row the tint colour) until the
/// app sets the property itself.
public nonisolated struct UIBackgroundConfiguration: Hashable {
    /// Which system look a configuration started from.
    enum Style: Hashable, Sendable {
        case clear, listPlainCell, listGroupedCell, listSidebarCell, listSidebarPlainCell, listAccompaniedSidebarCell
        case listPlainHeaderFooter, listGroupedHeaderFooter, listSidebarHeader
    }

    let style: Style
    var flags = ConfigurationStateFlags.normal
    private var backgroundColorOverride: UIColor??
    private var cornerRadiusOverride: CGFloat?

    init(style: Style) { self.style = style }

    // MARK: Factories

    /// A clear background.
    public static func clear() -> Self { Self(style: .clear) }
    /// The background of a plain list's row.
    public static func listPlainCell() -> Self { Self(style: .listPlainCell) }
    /// The background of a grouped or inset-grouped list's row.
    public static func listGroupedCell() -> Self { Self(style: .listGroupedCell) }
    /// The background of a sidebar row (selection in the tint colour, rounded).
    public static func listSidebarCell() -> Self { Self(style: .listSidebarCell) }
    /// The background of a sidebar row shown next to other content (selection in gray).
    public static func listAccompaniedSidebarCell() -> Self { Self(style: .listAccompaniedSidebarCell) }
    /// The background of a plain list's header or footer.
    public static func listPlainHeaderFooter() -> Self { Self(style: .listPlainHeaderFooter) }
    /// The background of a grouped list's header or footer.
    public static func listGroupedHeaderFooter() -> Self { Self(style: .listGroupedHeaderFooter) }
    /// The background of a sidebar's header.
    public static func listSidebarHeader() -> Self { Self(style: .listSidebarHeader) }

    // MARK: Properties

    /// A view drawn behind everything else of the background (default `nil`).
    public var customView: UIView?
    /// The radius of the background's corners (sidebar rows 10, others 0).
    public var cornerRadius: CGFloat {
        get { cornerRadiusOverride ?? (style == .listSidebarCell || style == .listAccompaniedSidebarCell ? 10 : 0) }
        set { cornerRadiusOverride = newValue }
    }
    /// Insets of the background from the view's edges.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// The edges whose layout margins are added to `backgroundInsets`.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The background colour; `nil` means the view's tint colour. Until set, it follows the state as UIKit's list
    /// backgrounds do.
    public var backgroundColor: UIColor? {
        get { backgroundColorOverride ?? styleBackgroundColor }
        set { backgroundColorOverride = .some(newValue) }
    }
    /// A transformer applied to the background colour.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// A visual effect behind the content, drawn here as its flat tint.
    public var visualEffect: UIVisualEffect?
    /// An image drawn over the background colour.
    public var image: UIImage?
    /// How `image` fills the background (default `.scaleToFill`).
    public var imageContentMode = UIView.ContentMode.scaleToFill
    /// The stroke colour; `nil` means the tint colour.
    public var strokeColor: UIColor?
    /// A transformer applied to the stroke colour.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The stroke's width (default 0: no stroke).
    public var strokeWidth: CGFloat = 0
    /// How far the stroke reaches outside the background (default 0).
    public var strokeOutset: CGFloat = 0

    /// The background colour with `tintColor` standing in for `nil`, after the transformer.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// The stroke colour with `tintColor` standing in for `nil`, after the transformer.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }

    /// This configuration as it looks in `state`: the list styles colour selected and highlighted rows.
    public func updated(for state: any UIConfigurationState) -> Self {
        var copy = self
        copy.flags = ConfigurationStateFlags(state)
        return copy
    }

    /// The colour of the system style in the current state (UIKit's light-mode list colours).
    private var styleBackgroundColor: UIColor? {
        let selected = flags.showsSelection || flags.isSwiped
        switch style {
        case .clear, .listGroupedHeaderFooter, .listSidebarHeader:
            return .clear
        case .listPlainCell:
            return selected ? .systemGray4 : .systemBackground
        case .listGroupedCell:
            return selected ? .systemGray4 : .secondarySystemGroupedBackground
        case .listSidebarCell, .listSidebarPlainCell:
            if flags.isSelected { return nil }
            return flags.isHighlighted || flags.isFocused ? .systemGray4 : .clear
        case .listAccompaniedSidebarCell:
            return flags.showsSelection ? .systemGray5 : .clear
        case .listPlainHeaderFooter:
            return .systemBackground
        }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.style == rhs.style && lhs.flags == rhs.flags && lhs.customView === rhs.customView
            && lhs.cornerRadius == rhs.cornerRadius && lhs.backgroundInsets == rhs.backgroundInsets
            && lhs.edgesAddingLayoutMarginsToBackgroundInsets == rhs.edgesAddingLayoutMarginsToBackgroundInsets
            && lhs.backgroundColor == rhs.backgroundColor && lhs.visualEffect === rhs.visualEffect
            && lhs.image === rhs.image && lhs.imageContentMode == rhs.imageContentMode
            && lhs.strokeColor == rhs.strokeColor && lhs.strokeWidth == rhs.strokeWidth
            && lhs.strokeOutset == rhs.strokeOutset
            && (lhs.backgroundColorTransformer == nil) == (rhs.backgroundColorTransformer == nil)
            && (lhs.strokeColorTransformer == nil) == (rhs.strokeColorTransformer == nil)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(style)
        hasher.combine(flags)
        hasher.combine(cornerRadius)
        hasher.combine(strokeWidth)
        hasher.combine(backgroundColor)
    }
}
