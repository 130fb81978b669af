import OpenCollectionView

/// One collection of seed 000's drag-and-drop screen: its data source and its drag and drop delegates, written as
/// the seed writes them. Drops of its own cards move them with a batch update; cards from elsewhere that carry
/// their name as a local object are copied in at once; anything else (the other collection's cloud cards, text
/// dragged in from outside the page) goes through a placeholder filled when the item provider's load completes.
final class DragAndDropModel: NSObject, UICollectionViewDataSource, UICollectionViewDragDelegate,
    UICollectionViewDropDelegate
{
    let name: String
    private(set) var items: [String]
    private let hue: CGFloat
    /// Whether this collection's cards load their names asynchronously (no local object), like photos still in the
    /// cloud.
    private let loadsAsynchronously: Bool

    /// How long a cloud card takes to "download".
    static let cloudLoadDelay: TimeInterval = 0.8

    init(name: String, items: [String], hue: CGFloat, loadsAsynchronously: Bool = false) {
        self.name = name
        self.items = items
        self.hue = hue
        self.loadsAsynchronously = loadsAsynchronously
    }

    // MARK: Data source

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: LabelCell.reuseIdentifier, for: indexPath)
            as! LabelCell
        let title = items[indexPath.item]
        cell.label.text = title
        cell.accessibilityIdentifier = "dnd-\(name)-\(title)"
        let shade = CGFloat(abs(title.hashValue % 7)) / 40
        cell.backgroundView?.backgroundColor = UIColor(
            hue: hue + shade, saturation: 0.55, brightness: 0.85, alpha: 1)
        return cell
    }

    // MARK: Drag

    func collectionView(
        _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem] {
        [dragItem(for: items[indexPath.item])]
    }

    func collectionView(
        _ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
        point: CGPoint
    ) -> [UIDragItem] {
        [dragItem(for: items[indexPath.item])]
    }

    private func dragItem(for title: String) -> UIDragItem {
        guard loadsAsynchronously else {
            let item = UIDragItem(itemProvider: NSItemProvider(object: title))
            item.localObject = title
            return item
        }
        let provider = NSItemProvider()
        let delay = Self.cloudLoadDelay
        provider.registerObject(ofClass: String.self, visibility: .all) { completion in
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) { completion(title, nil) }
            return nil
        }
        return UIDragItem(itemProvider: provider)
    }

    /// Rounded previews on a clear background (seed 000's `dragPreviewParametersForItemAtIndexPath`).
    func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath)
        -> UIDragPreviewParameters?
    {
        let parameters = UIDragPreviewParameters()
        let bounds = collectionView.cellForItem(at: indexPath)?.bounds ?? .zero
        parameters.visiblePath = UIBezierPath(roundedRect: bounds, cornerRadius: 10)
        parameters.backgroundColor = .clear
        return parameters
    }

    // MARK: Drop

    /// Cards carry names: anything that loads as text, and images (dragged in from outside the page), whose card
    /// is named after the file.
    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: String.self) || session.canLoadObjects(ofClass: UIImage.self)
    }

    /// Seed 000's proposal: move within the app, copy from elsewhere; across collections the card is copied.
    func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
        let isOwn = session.localDragSession != nil && collectionView.hasActiveDrag
        return UICollectionViewDropProposal(operation: isOwn ? .move : .copy, intent: .insertAtDestinationIndexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator
    ) {
        var destination =
            coordinator.destinationIndexPath ?? IndexPath(item: items.count, section: 0)
        destination.item = min(destination.item, items.count)
        if coordinator.items.count == 1, let item = coordinator.items.first, let source = item.sourceIndexPath {
            let target = IndexPath(item: min(destination.item, items.count - 1), section: 0)
            collectionView.performBatchUpdates {
                self.items.insert(self.items.remove(at: source.item), at: target.item)
                collectionView.moveItem(at: source, to: target)
            }
            coordinator.drop(item.dragItem, toItemAt: target)
            return
        }
        for item in coordinator.items {
            if let title = item.dragItem.localObject as? String {
                let indexPath = destination
                collectionView.performBatchUpdates {
                    self.items.insert(title, at: indexPath.item)
                    collectionView.insertItems(at: [indexPath])
                }
                coordinator.drop(item.dragItem, toItemAt: indexPath)
            } else {
                insertThroughPlaceholder(item.dragItem, at: destination, coordinator: coordinator)
            }
            destination.item += 1
        }
    }

    /// Shows a "Loading…" placeholder at `indexPath` and replaces it with the card once the name has loaded.
    private func insertThroughPlaceholder(
        _ dragItem: UIDragItem, at indexPath: IndexPath, coordinator: any UICollectionViewDropCoordinator
    ) {
        let placeholder = UICollectionViewDropPlaceholder(
            insertionIndexPath: indexPath, reuseIdentifier: LabelCell.reuseIdentifier)
        placeholder.cellUpdateHandler = { cell in
            (cell as? LabelCell)?.label.text = "Loading…"
            cell.accessibilityIdentifier = "dnd-placeholder"
            cell.backgroundView?.backgroundColor = .systemGray
        }
        nonisolated(unsafe) let context = coordinator.drop(dragItem, to: placeholder)
        let provider = dragItem.itemProvider
        guard provider.canLoadObject(ofClass: String.self) else {
            let name = provider.suggestedName
            provider.loadObject(ofClass: UIImage.self) { image, _ in
                let title = image.map { Self.imageTitle(size: $0.size, name: name) }
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        guard let title else {
                            context.deletePlaceholder()
                            return
                        }
                        context.commitInsertion { self.items.insert(title, at: $0.item) }
                    }
                }
            }
            return
        }
        provider.loadObject(ofClass: String.self) { title, _ in
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    guard let title else {
                        context.deletePlaceholder()
                        return
                    }
                    let short = String(title.prefix(24))
                    context.commitInsertion { self.items.insert(short, at: $0.item) }
                }
            }
        }
    }

    /// The card for a dropped image: its file name, or its size in points when it came without one.
    nonisolated static func imageTitle(size: CGSize, name: String?) -> String {
        guard let name, !name.isEmpty else { return "Image \(Int(size.width))×\(Int(size.height))" }
        return String(name.prefix(24))
    }
}
