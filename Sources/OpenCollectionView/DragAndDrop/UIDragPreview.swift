/// The picture of an item while it is dragged: a view, drawn with preview parameters (UIKit's `UIDragPreview`).
@MainActor
open class UIDragPreview: NSObject {
    /// The view the preview shows.
    public let view: UIView
    /// How the view is drawn.
    public let parameters: UIDragPreviewParameters

    /// A preview of `view` drawn with `parameters`.
    public init(view: UIView, parameters: UIDragPreviewParameters) {
        self.view = view
        self.parameters = parameters
        super.init()
    }

    /// A preview of the whole of `view`.
    public convenience init(view: UIView) { self.init(view: view, parameters: UIDragPreviewParameters()) }
}
