extension UIButton {
    /// What a button shows and how it looks (iOS 15): title, subtitle, image and activity indicator laid out inside
    /// `contentInsets` over a background, in colours the style derives from `baseForegroundColor` and
    /// `baseBackgroundColor` for the button's state.
    public nonisolated struct Configuration {
        /// The configuration's style, which decides its default colours.
        enum Style: Sendable { case plain, tinted, gray, filled }

        /// How the background's corners are rounded.
        public enum CornerStyle: Int, Sendable {
            /// The background's own `cornerRadius`, unchanged.
            case fixed = -1
            /// A radius that follows the button size.
            case dynamic = 0
            /// A small radius.
            case small = 1
            /// A medium radius.
            case medium = 2
            /// A large radius.
            case large = 3
            /// Half the button's height.
            case capsule = 4
        }

        /// The button size, which picks the fonts and the default content insets.
        public enum Size: Int, Sendable {
            case mini, small, medium, large
        }

        /// How the title and subtitle are aligned with each other.
        public enum TitleAlignment: Int, Sendable {
            case automatic, leading, center, trailing
        }

        /// How a button's state changes its look (the style's default is dimming and darkening).
        public enum Indicator: Int, Sendable {
            case automatic, none, popup
        }

        let style: Style

        /// The background drawn behind the content.
        public var background: UIBackgroundConfiguration
        /// How the background's corners are rounded (default `.dynamic`).
        public var cornerStyle = CornerStyle.dynamic
        /// The size, choosing fonts and default insets (default `.medium`).
        public var buttonSize = Size.medium
        /// The colour the style derives its foreground from (`nil`: the button's tint colour, or white when filled).
        public var baseForegroundColor: UIColor?
        /// The colour the style derives its background from (`nil`: the style's own).
        public var baseBackgroundColor: UIColor?
        /// The image.
        public var image: UIImage?
        /// The image's colour (`nil`: the foreground colour).
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// The symbol configuration applied to a symbol image.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// Whether an activity indicator replaces the image.
        public var showsActivityIndicator = false
        /// The title.
        public var title: String?
        /// The title as attributed text (a plain string here; see docs/Deviations.md).
        public var attributedTitle: String? {
            get { title }
            set { title = newValue }
        }
        /// The subtitle, shown under the title.
        public var subtitle: String?
        /// The subtitle as attributed text (a plain string here).
        public var attributedSubtitle: String? {
            get { subtitle }
            set { subtitle = newValue }
        }
        /// The distance from the button's edges to its content; defaults to UIKit's for the button size.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { contentInsetsOverride ?? Self.defaultContentInsets(for: buttonSize) }
            set { contentInsetsOverride = newValue }
        }
        private var contentInsetsOverride: NSDirectionalEdgeInsets?
        /// Where the image sits relative to the title (default `.leading`).
        public var imagePlacement = NSDirectionalRectEdge.leading
        /// The space between the image and the title (default 0).
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle (default 0).
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle align with each other.
        public var titleAlignment = TitleAlignment.automatic
        /// Whether the look follows the button's state (highlighted darkens, disabled grays out; default `true`).
        public var automaticallyUpdateForSelection = true
        /// The indicator drawn after the content: `.popup` is the up-and-down chevron of pop-up buttons.
        public var indicator = Indicator.automatic

        init(style: Style) {
            self.style = style
            background = .clear()
        }

        /// A configuration with a transparent background and tinted content.
        public static func plain() -> Self { Self(style: .plain) }
        /// A configuration with a pale tinted background and tinted content.
        public static func tinted() -> Self { Self(style: .tinted) }
        /// A configuration with a gray background and tinted content.
        public static func gray() -> Self { Self(style: .gray) }
        /// A configuration with a tinted background and white content.
        public static func filled() -> Self { Self(style: .filled) }
        /// A borderless button (the plain style).
        public static func borderless() -> Self { Self(style: .plain) }
        /// A bordered button (the gray style).
        public static func bordered() -> Self { Self(style: .gray) }
        /// A bordered, tinted button (the tinted style).
        public static func borderedTinted() -> Self { Self(style: .tinted) }
        /// A bordered, prominent button (the filled style).
        public static func borderedProminent() -> Self { Self(style: .filled) }

        /// UIKit's default content insets per button size, the same for every style (observed on iOS 15–17:
        /// `UIButton.Configuration.filled().contentInsets` is 7, 12, 7, 12 for medium buttons and 14, 20, 14, 20 for
        /// large ones).
        static func defaultContentInsets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 3, leading: 6, bottom: 3, trailing: 6)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// The title font for the button size: body text (17 points) for medium and large buttons, subheadline (15)
        /// for small, footnote (13) for mini.
        var titleFont: UIFont {
            switch buttonSize {
            case .mini: .systemFont(ofSize: 13)
            case .small: .systemFont(ofSize: 15)
            case .medium, .large: .systemFont(ofSize: 17)
            }
        }

        /// The subtitle font: two sizes under the title's.
        var subtitleFont: UIFont {
            switch buttonSize {
            case .mini: .systemFont(ofSize: 11)
            case .small: .systemFont(ofSize: 12)
            case .medium, .large: .systemFont(ofSize: 15)
            }
        }

        /// The corner radius for `cornerStyle` at a background `height`.
        func cornerRadius(forHeight height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: background.cornerRadius
            case .small: 4
            case .medium: 6
            case .large: 10
            case .capsule: height / 2
            case .dynamic:
                switch buttonSize {
                case .mini, .small: 4
                case .medium: 6
                case .large: 10
                }
            }
        }
    }
}
