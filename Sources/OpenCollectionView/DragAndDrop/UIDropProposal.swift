/// What a drop would do.
public enum UIDropOperation: UInt, Sendable {
    /// Nothing: the drop is refused without a sign.
    case cancel = 0
    /// Nothing, with a sign that dropping here is not possible now.
    case forbidden = 1
    /// The data is copied.
    case copy = 2
    /// The data is moved (only within the app; otherwise treated as a copy).
    case move = 3
}

/// A drop target's answer to a drag over it: what a drop would do (UIKit's `UIDropProposal`).
@MainActor
open class UIDropProposal: NSObject {
    /// What dropping now would do.
    public let operation: UIDropOperation
    /// Whether the drop needs the exact location (text insertion points); the preview is offset to show it.
    open var isPrecise = false
    /// Whether the preview grows back to the item's full size over the target.
    open var prefersFullSizePreview = false

    /// A proposal of `operation`.
    public init(operation: UIDropOperation) {
        self.operation = operation
        super.init()
    }
}
