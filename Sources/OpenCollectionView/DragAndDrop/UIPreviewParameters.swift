/// How a preview of a view is drawn while it is lifted, dragged or dropped: the part of the view shown and what
/// shows behind it (UIKit's `UIPreviewParameters`).
open class UIPreviewParameters: NSObject {
    /// The part of the view the preview shows, in the view's coordinates (`nil`: all of it, with its corners).
    open var visiblePath: UIBezierPath?
    /// The path of the preview's shadow (`nil`: the visible path's).
    open var shadowPath: UIBezierPath?
    /// The colour behind the preview's content (`nil` asks for the system's default, white).
    open var backgroundColor: UIColor! = .white

    /// Parameters that show the whole view on a white background.
    public override init() { super.init() }
}

/// How the preview of a lifted or dragged item is drawn (UIKit's `UIDragPreviewParameters`).
open class UIDragPreviewParameters: UIPreviewParameters {}
