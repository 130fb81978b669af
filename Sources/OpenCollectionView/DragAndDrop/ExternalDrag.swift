/// A drag from outside the app moving through a window (in the web host, from another page or the desktop): the
/// host reports it entering, moving, leaving and dropping, and it travels as an in-app drag does — through a
/// `DragActivity` with no drag session, whose drop session's items carry item providers with the drag's types. The
/// data arrives only with the drop, as on iOS, where an external session's data loads only in `performDrop`.
@MainActor
final class ExternalDrag {
    let activity: DragActivity
    private let store: ExternalDragDataStore

    /// Starts the drag of `items` (their types; data comes with `drop`) at `location` in `window`.
    init(window: UIWindow, location: CGPoint, items: [ExternalDragItem]) {
        store = ExternalDragDataStore(items: items)
        activity = DragActivity(window: window, origin: .external, location: location)
        var dragItems: [UIDragItem] = []
        for (index, item) in items.enumerated() {
            let provider = NSItemProvider()
            provider.suggestedName = item.suggestedName
            for representation in item.representations {
                let identifier = representation.typeIdentifier
                provider.registerDataRepresentation(forTypeIdentifier: identifier, visibility: .all) {
                    [store] completion in
                    store.load(item: index, typeIdentifier: identifier, completion: completion)
                    return nil
                }
            }
            dragItems.append(UIDragItem(itemProvider: provider))
        }
        // The host draws the drag's image itself; the previews are empty views that only mark where items land.
        let previews = dragItems.map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1)) }
        activity.begin(items: dragItems, previewViews: previews)
    }

    /// What a drop would do now (`.cancel` over nothing that takes it).
    var operation: UIDropOperation { activity.proposal?.operation ?? .cancel }

    /// The drag moved to `location` (window coordinates).
    func move(to location: CGPoint) { activity.update(location: location) }

    /// The drag left the window: it is cancelled.
    func leave() { activity.cancel() }

    /// The drag was dropped at `location` with `items`' data: the data is handed over (what did not arrive is
    /// diagnosed), then the target performs the drop.
    func drop(at location: CGPoint, items: [ExternalDragItem]) {
        for refusal in store.fill(with: items) {
            OpenCollectionViewDiagnostics.report(.misuse, refusal)
        }
        // A file's name is known only once it is dropped.
        for (dragItem, item) in zip(activity.items, items) where item.suggestedName != nil {
            dragItem.itemProvider.suggestedName = item.suggestedName
        }
        activity.update(location: location)
        activity.drop()
    }
}

/// The data of an external drag's items, filled when it is dropped and read by the item providers' load handlers
/// from any thread.
final class ExternalDragDataStore: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [ExternalDragItem]
    private var isDropped = false

    init(items: [ExternalDragItem]) { self.items = items }

    /// Takes the dropped items' data, matched by item order and type identifier; returns why data is missing.
    func fill(with dropped: [ExternalDragItem]) -> [String] {
        lock.withLock {
            isDropped = true
            var refusals: [String] = []
            for (index, item) in dropped.enumerated() {
                for representation in item.representations {
                    if let refusal = representation.refusal { refusals.append(refusal) }
                    guard index < items.count,
                        let slot = items[index].representations.firstIndex(where: {
                            $0.typeIdentifier == representation.typeIdentifier
                        })
                    else { continue }
                    items[index].representations[slot] = representation
                }
            }
            if dropped.count != items.count {
                refusals.append(
                    "an external drag showed \(items.count) items but dropped \(dropped.count); "
                        + "items without data fail to load")
            }
            return refusals
        }
    }

    /// Hands one representation's data to `completion`, or an error before the drop or when it did not arrive.
    func load(
        item index: Int, typeIdentifier: String, completion: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) {
        let found: (data: Data?, isDropped: Bool) = lock.withLock {
            let representation = items[index].representations.first { $0.typeIdentifier == typeIdentifier }
            return (representation?.data, isDropped)
        }
        if let data = found.data, found.isDropped {
            completion(data, nil)
        } else {
            completion(nil, NSItemProviderError.cannotLoad(typeIdentifiers: [typeIdentifier]))
        }
    }
}
