/// The picture of a dragged item floating above the window: a snapshot of the lifted view, clipped to the preview
/// parameters' visible path (its rounded rectangle) over their background colour, casting the lift's shadow.
@MainActor
final class DragPreviewView: UIView {
    /// The clipped content: background colour, corners and the snapshot.
    let content: UIView

    /// A preview of `view` drawn with `parameters` (`nil`: the whole view on white, with the view's own corners).
    init(snapshotOf view: UIView, parameters: UIPreviewParameters?) {
        let shape = parameters?.visiblePath?.roundedRectShape
        let visible = shape?.rect ?? view.bounds
        content = UIView(frame: CGRect(origin: .zero, size: visible.size))
        super.init(frame: CGRect(origin: .zero, size: visible.size))
        isUserInteractionEnabled = false
        backgroundColor = nil
        content.clipsToBounds = true
        content.layer.cornerRadius = shape?.cornerRadius ?? view.layer.cornerRadius
        content.backgroundColor = parameters.map { $0.backgroundColor ?? .white } ?? view.backgroundColor ?? .white
        content.isUserInteractionEnabled = false
        addSubview(content)
        if let snapshot = view.snapshotView(afterScreenUpdates: false) {
            snapshot.frame.origin = CGPoint(x: -visible.minX, y: -visible.minY)
            content.addSubview(snapshot)
        }
        layer.shadowColor = UIColor.black.cgColor
    }

    /// A preview showing `preview`'s own view and parameters (a drag item's `previewProvider`).
    convenience init(dragPreview preview: UIDragPreview) {
        self.init(snapshotOf: preview.view, parameters: preview.parameters)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        content.frame = bounds
    }
}
