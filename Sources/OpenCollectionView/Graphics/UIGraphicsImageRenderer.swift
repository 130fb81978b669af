/// Draws an image from code, as UIKit's renderer does: inside `image(actions:)`, `UIColor.setFill()`,
/// `UIColor.setStroke()`, `UIBezierPath.fill()`/`stroke()` and the context's `fill(_:)`/`stroke(_:)` draw into the
/// image. The drawing is kept as vector graphics (an SVG document), which every host draws crisply.
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

    /// Runs `actions` against a fresh context and returns what they drew.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext(size: size)
        DrawingContextStack.push(context)
        actions(context)
        DrawingContextStack.pop()
        return UIImage(data: Data(context.svgDocument.utf8))!
    }
}

/// The context a renderer's drawing actions draw into; it belongs to the thread drawing (not `Sendable`, as in
/// UIKit).
open class UIGraphicsImageRendererContext: NSObject {
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

/// The contexts of the renderers drawing now on the calling thread, innermost last (what `UIColor.setFill()` and
/// paths draw into). Like UIKit's current graphics context, the stack is per thread, so renderers drawing on
/// several threads at once never see each other's contexts.
enum DrawingContextStack {
    private final class Stack {
        var contexts: [UIGraphicsImageRendererContext] = []
    }

    private static let key = "OpenCollectionView.DrawingContextStack"

    private static var stack: Stack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? Stack { return stack }
        let stack = Stack()
        dictionary[key] = stack
        return stack
    }

    static func push(_ context: UIGraphicsImageRendererContext) { stack.contexts.append(context) }
    static func pop() { _ = stack.contexts.popLast() }
    static var current: UIGraphicsImageRendererContext? { stack.contexts.last }
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
