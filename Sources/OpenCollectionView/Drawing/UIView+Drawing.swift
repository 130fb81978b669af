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

    /// The view's drawing in a fresh context: its layer's own shape or gradient, then what `draw(_:)` draws (when
    /// `callingDraw`), then the layers added to its layer. `nil` when nothing was drawn; a class whose `draw(_:)`
    /// turns out to be UIView's own is remembered and not asked again.
    static func drawing(of view: UIView, callingDraw: Bool) -> SVGDrawingRecording? {
        let bounds = view.bounds
        let context = CGContext(size: bounds.size)
        let recording = context.recording
        let layer = view.layer
        let shifted = bounds.origin != .zero
        if shifted {
            recording.appendWrapper(
                "<g transform=\"translate(\(recording.f(-bounds.minX)) \(recording.f(-bounds.minY)))\">")
        }
        LayerTreeDrawing.drawContent(of: layer, into: recording)
        if shifted { recording.appendWrapper("</g>") }
        if callingDraw {
            context.translateBy(x: -bounds.minX, y: -bounds.minY)
            let before = recording.body.count
            UIGraphicsPushContext(context)
            view.draw(bounds)
            UIGraphicsPopContext()
            if context.defaultDrawWasCalled, recording.body.count == before {
                _ = classesThatDoNotDraw.withLock { $0.insert(ObjectIdentifier(type(of: view))) }
            }
        }
        if shifted {
            recording.appendWrapper(
                "<g transform=\"translate(\(recording.f(-bounds.minX)) \(recording.f(-bounds.minY)))\">")
        }
        LayerTreeDrawing.drawSublayers(of: layer, into: recording)
        if shifted { recording.appendWrapper("</g>") }
        return recording.hasPaint ? recording : nil
    }
}

extension UIView {
    /// What `draw(_:)` and the view's layer content (a shape or gradient layer, added sublayers) draw, as an image
    /// covering the bounds; made again after `setNeedsDisplay()` (an added layer's change calls it), when the view's
    /// traits change, or (with `contentMode == .redraw`) when its size changes. With another content mode a resized
    /// view shows its last drawing stretched to the bounds, as UIKit does until `setNeedsDisplay()`.
    func drawnContent() -> RenderContent? {
        let classDraws = ViewDrawingCache.draws(type(of: self))
        guard classDraws || LayerTreeDrawing.hasContent(layer) else { return nil }
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
        let source = ViewDrawingCache.drawing(of: self, callingDraw: classDraws).flatMap {
            UIImage(data: Data($0.document(size: size).utf8))?.dataURL
        }
        drawingCache = ViewDrawingCache(size: size, traits: traits, source: source)
        return source.map { .image(RenderImage(source: $0, frame: CGRect(origin: .zero, size: size), clips: false)) }
    }
}
