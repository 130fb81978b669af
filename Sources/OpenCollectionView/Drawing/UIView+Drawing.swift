/// What a view's `draw(_:)` drew last, and what it was drawn for.
@MainActor
final class ViewDrawingCache {
    /// Whether `setNeedsDisplay()` was called since the drawing was made.
    var needsDraw = false
    /// The size and traits the drawing was made for.
    var size: CGSize
    var traits: ObjectIdentifier
    /// The drawing as an image source, or `nil` when nothing was drawn.
    var source: String?

    init(size: CGSize, traits: ObjectIdentifier, source: String?) {
        self.size = size
        self.traits = traits
        self.source = source
    }

    /// View classes whose `draw(_:)` is UIView's own: they are never asked to draw again. Shared by every scene
    /// (browser tabs render on threads of their own), so a lock guards it.
    private static let classesThatDoNotDraw = LockedValue<Set<ObjectIdentifier>>([])

    /// Called by UIView's own `draw(_:)`: marks the current context as drawn by the default implementation.
    nonisolated static func defaultDrawCalled() { UIGraphicsGetCurrentContext()?.defaultDrawWasCalled = true }

    static func draws(_ type: UIView.Type) -> Bool {
        !classesThatDoNotDraw.withLock { $0.contains(ObjectIdentifier(type)) }
    }

    /// Calls the view's `draw(_:)` in a fresh context; `nil` (and the class remembered) when the view's class does
    /// not override it and nothing was drawn.
    static func drawing(of view: UIView) -> SVGDrawingRecording? {
        let bounds = view.bounds
        let context = CGContext(size: bounds.size)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        UIGraphicsPushContext(context)
        view.draw(bounds)
        UIGraphicsPopContext()
        if context.defaultDrawWasCalled, context.recording.isEmpty {
            _ = classesThatDoNotDraw.withLock { $0.insert(ObjectIdentifier(type(of: view))) }
            return nil
        }
        return context.recording
    }
}

extension UIView {
    /// What `draw(_:)` draws, as an image covering the bounds; made again after `setNeedsDisplay()`, when the
    /// view's traits change, or (with `contentMode == .redraw`) when its size changes. With another content mode a resized view shows
    /// its last drawing stretched to the bounds, as UIKit does until `setNeedsDisplay()`.
    func drawnContent() -> RenderContent? {
        guard ViewDrawingCache.draws(type(of: self)) else { return nil }
        let size = bounds.size
        guard size.width > 0, size.height > 0 else { return nil }
        // The renderer makes the view's traits current while it asks for content; dynamic colours resolve in them.
        let traits = ObjectIdentifier(UITraitCollection.current)
        if let cache = drawingCache, !cache.needsDraw, cache.traits == traits,
            cache.size == size || contentMode != .redraw
        {
            return cache.source.map {
                .image(RenderImage(source: $0, frame: CGRect(origin: .zero, size: size), clips: false))
            }
        }
        guard let recording = ViewDrawingCache.drawing(of: self) else { return nil }
        let source =
            recording.isEmpty
            ? nil : UIImage(data: Data(recording.document(size: size).utf8)).map(\.dataURL)
        drawingCache = ViewDrawingCache(size: size, traits: traits, source: source)
        return source.map { .image(RenderImage(source: $0, frame: CGRect(origin: .zero, size: size), clips: false)) }
    }
}
