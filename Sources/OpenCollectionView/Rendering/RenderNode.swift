/// One drawn view in a render tree: flat, identified by a stable id, with its transforms, visual properties and
/// content resolved to plain values (CSS colour strings, font files, image sources) that any host can draw.
public struct RenderNode: Equatable, Sendable {
    /// The view's stable identifier (unique for the life of the process).
    public var id: Int
    /// The parent's identifier (`nil` for the root).
    public var parentID: Int?
    /// The view's class name, for debugging and tests.
    public var className: String
    /// The view's `accessibilityIdentifier`, if any (tests and the browser find views by it).
    public var accessibilityIdentifier: String?
    /// The bounds size.
    public var size: CGSize
    /// The bounds origin: where the node's children are drawn from (a scroll view's content offset).
    public var boundsOrigin: CGPoint = .zero
    /// The matrix from this node's local space (origin at the top-left of its bounds rectangle) to its parent's
    /// local space, row-major, Core Animation's row-vector convention (`p' = p · M`). 3-D transforms keep their
    /// perspective entries; the z axis is flattened at each level, as Core Animation composites.
    public var transform: [Double]
    /// The same matrix as `transform`, but into the parent's bounds coordinate space (before the parent's
    /// `boundsOrigin` is taken off), so it stays the same while only the parent scrolls.
    public var boundsTransform: [Double] = []
    /// The matrix from this node's local space to the window (the product of the chain of `transform`s).
    public var worldTransform: [Double]
    /// The opacity (0 … 1), not multiplied by ancestors'.
    public var opacity: Double
    /// Whether descendants are clipped to this node's bounds.
    public var clipsToBounds: Bool
    /// The background colour as CSS, if any.
    public var backgroundColor: String?
    /// The corner radius.
    public var cornerRadius: Double
    /// The corners `cornerRadius` rounds (`CALayer.maskedCorners`; all four by default). The others stay square.
    public var maskedCorners: CACornerMask = .allCorners
    /// The border width and CSS colour.
    public var borderWidth: Double
    public var borderColor: String?
    /// The shadow, when its opacity is above zero.
    public var shadow: RenderShadow?
    /// What the view draws inside its bounds, beyond background and border.
    public var content: RenderContent?
    /// The layer's mask, as an image covering the node's bounds whose alpha masks the node and its descendants
    /// (`CALayer.mask`, `UIView.mask`); `nil` without one.
    public var mask: RenderImage?

    /// The node's frame in window coordinates (the bounding box of its transformed bounds).
    public var frameInWindow: CGRect {
        let matrix = CATransform3D(entries: worldTransform.map { CGFloat($0) })
        let corners = [
            CGPoint.zero, CGPoint(x: size.width, y: 0), CGPoint(x: 0, y: size.height),
            CGPoint(x: size.width, y: size.height),
        ].map(matrix.project)
        let minX = corners.map(\.x).min()!
        let minY = corners.map(\.y).min()!
        return CGRect(x: minX, y: minY, width: corners.map(\.x).max()! - minX, height: corners.map(\.y).max()! - minY)
    }
}

/// A layer shadow in render terms.
public struct RenderShadow: Equatable, Sendable {
    /// The CSS colour with the shadow's opacity applied.
    public var color: String
    /// The offset.
    public var offsetX: Double
    public var offsetY: Double
    /// The blur radius.
    public var radius: Double
}

/// What a view draws besides its background and border.
public enum RenderContent: Equatable, Sendable {
    /// Lines of text.
    case text(RenderText)
    /// An image drawn into a rectangle of the node.
    case image(RenderImage)
}

/// Lines of text, already laid out with the font the host must draw them with.
public struct RenderText: Equatable, Sendable {
    /// One laid-out line.
    public struct Line: Equatable, Sendable {
        /// The characters of the line (with "…" where truncated).
        public var text: String
        /// The x position of the line's start in the node.
        public var x: Double
        /// The y position of the line's baseline in the node.
        public var baseline: Double
        /// The measured width.
        public var width: Double
        /// For attributed text: the line's runs of one style each (empty for text in one style).
        public var runs: [Run] = []
    }

    /// Characters of one style on a line of attributed text.
    public struct Run: Equatable, Sendable {
        /// The characters.
        public var text: String
        /// Where the run starts in the node.
        public var x: Double
        /// Its measured width (kerning included).
        public var width: Double
        /// Its index in `styles`.
        public var style: Int
    }

    /// What a run of attributed text is drawn with.
    public struct Style: Equatable, Sendable {
        /// The CSS font family, size, weight and style.
        public var fontFamily: String
        public var fontSize: Double
        public var fontWeight: Int
        public var italic: Bool
        /// The CSS text colour.
        public var color: String
        /// The CSS colour behind the run, from its ascent to its descent.
        public var backgroundColor: String?
        public var underline: Bool
        public var strikethrough: Bool
        /// Points the run is raised above the line's baseline.
        public var baselineOffset: Double
        /// Points added after each character.
        public var kern: Double
        /// The font's ascent and descent (positive) in points, for the background.
        public var ascent: Double
        public var descent: Double
    }

    /// The lines, top to bottom.
    public var lines: [Line]
    /// The CSS font family (one of the faces the host serves).
    public var fontFamily: String
    /// The font size in points.
    public var fontSize: Double
    /// The CSS font weight (400 regular, 700 bold …).
    public var fontWeight: Int
    /// Whether the face is italic.
    public var italic: Bool
    /// The CSS text colour.
    public var color: String
    /// For attributed text: the styles its lines' runs refer to (empty for text in one style).
    public var styles: [Style] = []
}

/// An image drawn into a rectangle of a node.
public struct RenderImage: Equatable, Sendable {
    /// A URL the host can draw (`data:` URIs for encoded and generated images).
    public var source: String
    /// Where the image goes in the node's local space (after the content mode is applied).
    public var frame: CGRect
    /// Whether the drawing is clipped to the node's bounds (content modes that overflow).
    public var clips: Bool
}

extension CACornerMask {
    /// All four corners: what `CALayer.maskedCorners` rounds by default.
    static let allCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
}
