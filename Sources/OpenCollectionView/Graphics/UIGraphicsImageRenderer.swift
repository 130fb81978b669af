/// Draws an image from code, as UIKit's renderer does: inside `image(actions:)` the context's `cgContext`, and
/// `UIColor.setFill()`, `UIBezierPath.fill()`, `UIImage.draw(in:)` … draw into the image. The drawing is kept as
/// vector graphics (an SVG document), which every host draws crisply.
///
/// As in UIKit, a renderer may draw on any thread: each `image(actions:)` call draws into a context of its own,
/// made current for the calling thread only. The renderer itself holds only its constant size.
open class UIGraphicsImageRenderer: NSObject, @unchecked Sendable {
    /// The size of the images, in points.
    public let size: CGSize

    /// A renderer for images of `size` points.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// A renderer for images the size of `bounds`, its origin at the top-left of the image.
    public convenience init(bounds: CGRect) { self.init(size: bounds.size) }

    /// Runs `actions` against a fresh context and returns what they drew.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext(size: size)
        UIGraphicsPushContext(context.cgContext)
        actions(context)
        UIGraphicsPopContext()
        return context.currentImage
    }
}

/// The context a renderer's drawing actions draw into; it belongs to the thread drawing (not `Sendable`, as in
/// UIKit).
open class UIGraphicsImageRendererContext: NSObject {
    /// The Core Graphics context to draw into.
    public let cgContext: CGContext

    init(size: CGSize) {
        cgContext = CGContext(size: size)
        super.init()
    }

    /// What has been drawn so far, as an image.
    open var currentImage: UIImage {
        UIImage(data: Data(cgContext.recording.document(size: cgContext.size).utf8))!
    }

    /// Fills a rectangle with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Strokes a rectangle's outline with the current stroke colour and line width.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Clips later drawing to a rectangle.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
