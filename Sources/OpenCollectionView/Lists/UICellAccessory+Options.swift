extension UICellAccessory {
    /// Options of a disclosure indicator.
    public struct DisclosureIndicatorOptions {
        /// Whether the indicator is hidden (its space kept).
        public var isHidden: Bool?
        /// The width it takes.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its colour (default tertiary label).
        public var tintColor: UIColor?
        /// Options with the given values.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Options of an outline disclosure.
    public struct OutlineDisclosureOptions {
        /// How an outline disclosure behaves.
        public enum Style: Int, Hashable, Sendable {
            /// A header's on a header row (the first item of a section in `.firstItemInSection` mode), else a cell's.
            case automatic
            /// Trailing; tapping anywhere on the row expands or collapses it.
            case header
            /// Leading; tapping the chevron expands or collapses the row.
            case cell
        }
        /// The style.
        public var style: Style
        /// Whether the chevron is hidden (its space kept).
        public var isHidden: Bool?
        /// The width it takes.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its colour (default tint colour for cells, secondary label for headers).
        public var tintColor: UIColor?
        /// Options with the given values.
        public init(
            style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: UIColor? = nil
        ) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }

        func resolvedStyle(onHeaderRow headerRow: Bool) -> Style {
            style == .automatic ? (headerRow ? .header : .cell) : style
        }
    }

    /// Options of a checkmark.
    public struct CheckmarkOptions {
        /// Whether the checkmark is hidden (its space kept).
        public var isHidden: Bool?
        /// The width it takes.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its colour (default tint colour).
        public var tintColor: UIColor?
        /// Options with the given values.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Options of a delete control.
    public struct DeleteOptions {
        /// Whether the control is hidden (its space kept).
        public var isHidden: Bool?
        /// The width it takes.
        public var reservedLayoutWidth: LayoutDimension?
        /// The symbol's colour (default white).
        public var tintColor: UIColor?
        /// The circle's colour (default system red).
        public var backgroundColor: UIColor?
        /// Options with the given values.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            backgroundColor: UIColor? = nil
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of an insert control.
    public struct InsertOptions {
        /// Whether the control is hidden (its space kept).
        public var isHidden: Bool?
        /// The width it takes.
        public var reservedLayoutWidth: LayoutDimension?
        /// The symbol's colour (default white).
        public var tintColor: UIColor?
        /// The circle's colour (default system green).
        public var backgroundColor: UIColor?
        /// Options with the given values.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            backgroundColor: UIColor? = nil
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of a reorder grabber.
    public struct ReorderOptions {
        /// Whether the grabber is hidden (its space kept).
        public var isHidden: Bool?
        /// The width it takes.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its colour (default system gray).
        public var tintColor: UIColor?
        /// Whether a vertical separator divides it from the content (default `true`).
        public var showsVerticalSeparator: Bool
        /// Options with the given values.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            showsVerticalSeparator: Bool = true
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    /// Options of a multiselect circle.
    public struct MultiselectOptions {
        /// Whether the circle is hidden (its space kept).
        public var isHidden: Bool?
        /// The width it takes.
        public var reservedLayoutWidth: LayoutDimension?
        /// The checkmark's colour when selected (default white).
        public var tintColor: UIColor?
        /// The circle's fill when selected (default tint colour).
        public var backgroundColor: UIColor?
        /// Options with the given values.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            backgroundColor: UIColor? = nil
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of a label.
    public struct LabelOptions {
        /// Whether the label is hidden (its space kept).
        public var isHidden: Bool?
        /// The width it takes.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its colour (default secondary label).
        public var tintColor: UIColor?
        /// Its font (default body).
        public var font: UIFont?
        /// Whether the font follows the content size category.
        public var adjustsFontForContentSizeCategory: Bool?
        /// Options with the given values.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// Options of a detail button.
    public struct DetailOptions {
        /// Whether the button is hidden (its space kept).
        public var isHidden: Bool?
        /// The width it takes.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its colour (default tint colour).
        public var tintColor: UIColor?
        /// Options with the given values.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Options of a pop-up menu button.
    public struct PopUpMenuOptions {
        /// Whether the button is hidden (its space kept).
        public var isHidden: Bool?
        /// The width it takes.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its colour (default secondary label).
        public var tintColor: UIColor?
        /// Options with the given values.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// An app's view as an accessory, with where it goes.
    public struct CustomViewConfiguration {
        /// The view.
        public var customView: UIView
        /// Where it goes.
        public var placement: Placement
        /// Whether it is hidden (its space kept).
        public var isHidden: Bool?
        /// The width it takes (default its own).
        public var reservedLayoutWidth: LayoutDimension?
        /// Its tint colour.
        public var tintColor: UIColor?
        /// Whether it keeps its frame size rather than being sized to fit.
        public var maintainsFixedSize: Bool?
        /// A configuration with the given values.
        public init(
            customView: UIView, placement: Placement, isHidden: Bool? = nil,
            reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil
        ) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }
}
