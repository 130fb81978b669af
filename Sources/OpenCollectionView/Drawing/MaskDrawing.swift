import Foundation

/// A layer's `mask` as the renderer shows it: the mask layer — and for a `UIView.mask`, the mask view's background,
/// picture (an image view's image, a drawn view's drawing) and subviews — drawn in the masked layer's bounds
/// coordinates as an image whose alpha the host multiplies the masked node by (CSS `mask-image` in the browser, an
/// SVG `<mask>` of alpha in the export). A mask that draws nothing hides the node, as in Core Animation.
@MainActor
enum MaskDrawing {
    /// The mask image of `view`'s layer at `size`, or `nil` when the layer has no mask.
    static func image(for view: UIView, size: CGSize) -> RenderImage? {
        guard let mask = view.layer.mask else { return nil }
        let recording = CGContext(size: size).recording
        let origin = view.layer.bounds.origin
        let shifted = origin != .zero
        if shifted {
            recording.appendWrapper("<g transform=\"translate(\(recording.f(-origin.x)) \(recording.f(-origin.y)))\">")
        }
        recording.appendElement(LayerTreeDrawing.element(for: mask, recording: recording, viewContent: true))
        if shifted { recording.appendWrapper("</g>") }
        let source = UIImage(data: Data(recording.document(size: size).utf8))?.dataURL ?? ""
        return RenderImage(source: source, frame: CGRect(origin: .zero, size: size), clips: true)
    }
}
