/// Draws an image from code, as UIKit's renderer does: inside `image(actions:)`, `UIColor.setFill()`,
/// `UIColor.setStroke()`, `UIBezierPath.fill()`/`stroke()` and the context's `fill(_:)`/`stroke(_:)` draw into the
/// image. The drawing is kept as vector graphics (an SVG document), which every host draws crisply.
open class UIGraphicsImageRenderer: NSObject, @unchecked Sendable {
    /// The size of the images, in points.
    public let size: CGSize

    /// A renderer for images of `size` points.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// Runs `actions` against a fresh context and returns what they drew.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext(size: size)
        DrawingContextStack.push(context)
        actions(context)
        DrawingContextStack.pop()
        return UIImage(data: Data(context.svgDocument.utf8))!
    }
}

/// The context a renderer's drawing actions draw into.
open class UIGraphicsImageRendererContext: NSObject, @unchecked Sendable {
    let size: CGSize
    var fillColor = "#000000"
    var strokeColor = "#000000"
    private(set) var elements: [String] = []

    init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// Fills a rectangle with the current fill colour.
    open func fill(_ rect: CGRect) { UIBezierPath(rect: rect).fill() }

    /// Strokes a rectangle's outline with the current stroke colour, 1 point wide.
    open func stroke(_ rect: CGRect) { UIBezierPath(rect: rect).stroke() }

    func append(_ element: String) { elements.append(element) }

    var svgDocument: String {
        let width = SVGRenderer.format(Double(size.width))
        let height = SVGRenderer.format(Double(size.height))
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
            + "viewBox=\"0 0 \(width) \(height)\">" + elements.joined() + "</svg>"
    }
}

/// The contexts of the renderers drawing now, innermost last (what `UIColor.setFill()` and paths draw into).
enum DrawingContextStack {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var stack: [UIGraphicsImageRendererContext] = []

    static func push(_ context: UIGraphicsImageRendererContext) { lock.withLock { stack.append(context) } }
    static func pop() { lock.withLock { _ = stack.popLast() } }
    static var current: UIGraphicsImageRendererContext? { lock.withLock { stack.last } }
}

extension UIColor {
    /// Makes this the fill colour of the current drawing context.
    public func setFill() { DrawingContextStack.current?.fillColor = rgba.cssString }
    /// Makes this the stroke colour of the current drawing context.
    public func setStroke() { DrawingContextStack.current?.strokeColor = rgba.cssString }
    /// Makes this both the fill and the stroke colour.
    public func set() {
        setFill()
        setStroke()
    }
}
