/// What drag sessions and drop sessions share: the items, where the touch is, and which operations are allowed
/// (UIKit's `UIDragDropSession`).
@MainActor
public protocol UIDragDropSession: AnyObject {
    /// The items being dragged.
    var items: [UIDragItem] { get }
    /// Where the drag is, in `view`'s coordinates.
    func location(in view: UIView) -> CGPoint
    /// Whether a drop may move the items (otherwise it copies them).
    var allowsMoveOperation: Bool { get }
    /// Whether the drag stays inside this app.
    var isRestrictedToDraggingApplication: Bool { get }
    /// Whether some item carries data conforming to one of `typeIdentifiers`.
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    /// Whether some item can load an object of `aClass`.
    func canLoadObjects<T: NSItemProviderReading>(ofClass aClass: T.Type) -> Bool
}

extension UIDragDropSession {
    /// Whether some item carries data conforming to one of `typeIdentifiers`.
    public func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    /// Whether some item can load an object of `aClass`.
    public func canLoadObjects<T: NSItemProviderReading>(ofClass aClass: T.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }
}
