/// How a drop shows the progress of loading its data.
public enum UIDropSessionProgressIndicatorStyle: UInt, Sendable {
    /// No progress indicator.
    case none = 0
    /// The system's progress indicator (the default).
    case `default` = 1
}

/// A drag as a drop target sees it: the items, where the touch is, the drag session when it started in this app,
/// and loading the items' data (UIKit's `UIDropSession`).
@MainActor
public protocol UIDropSession: UIDragDropSession {
    /// The drag session when the drag started in this app; `nil` for drags from elsewhere (another app, the
    /// browser or the desktop in the web host).
    var localDragSession: (any UIDragSession)? { get }
    /// How progress is shown while the data loads.
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle { get set }
    /// Loads an object of `aClass` from every item that can load one and hands them, in item order, to
    /// `completion` on the main actor once all have arrived.
    @discardableResult
    func loadObjects<T: NSItemProviderReading>(
        ofClass aClass: T.Type, completion: @escaping @MainActor ([T]) -> Void
    ) -> Progress
}

/// The drop session a drag presents to drop targets: a local drag's items, or an external drag's.
@MainActor
final class DropSessionState: UIDropSession {
    unowned let activity: DragActivity
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle = .default

    init(activity: DragActivity) { self.activity = activity }

    var items: [UIDragItem] { activity.items }
    func location(in view: UIView) -> CGPoint { view.convert(activity.location, from: activity.window) }
    var allowsMoveOperation: Bool { activity.allowsMoveOperation }
    var isRestrictedToDraggingApplication: Bool { activity.isRestrictedToDraggingApplication }
    var localDragSession: (any UIDragSession)? { activity.dragSession }

    func loadObjects<T: NSItemProviderReading>(
        ofClass aClass: T.Type, completion: @escaping @MainActor ([T]) -> Void
    ) -> Progress {
        let providers = items.map(\.itemProvider).filter { $0.canLoadObject(ofClass: aClass) }
        let progress = Progress(totalUnitCount: Int64(providers.count))
        let results = LoadedObjects<T>(count: providers.count)
        guard !providers.isEmpty else {
            completion([])
            return progress
        }
        let handler = UncheckedSendableBox(completion)
        let call = SynchronousDelivery()
        for (index, provider) in providers.enumerated() {
            let child = provider.loadObject(ofClass: aClass) { object, _ in
                guard results.store(object, at: index), !call.deferToCaller() else { return }
                let loaded = UncheckedSendableBox(results.values)
                if Thread.isMainThread {
                    MainActor.assumeIsolated { handler.value(loaded.value) }
                } else {
                    DispatchQueue.main.async { MainActor.assumeIsolated { handler.value(loaded.value) } }
                }
            }
            progress.addChild(child, withPendingUnitCount: 1)
        }
        // Loads that all finished during the call (data already at hand, as an external drop's is) are delivered
        // here, on the main actor, whichever thread the main actor runs on.
        if call.close() { completion(results.values) }
        return progress
    }
}

/// Tells whether the last of several loads finished while the call that started them was still running, so that
/// call delivers the objects itself.
final class SynchronousDelivery: @unchecked Sendable {
    private let lock = NSLock()
    private var isOpen = true
    private var isPending = false

    /// Called by the last load: `true` when the call is still running and will deliver.
    func deferToCaller() -> Bool {
        lock.withLock {
            if isOpen { isPending = true }
            return isOpen
        }
    }

    /// The call is done starting loads: `true` when the last one already finished and it must deliver.
    func close() -> Bool {
        lock.withLock {
            isOpen = false
            return isPending
        }
    }
}

/// Objects arriving from several loads, from any thread; the last to arrive completes the set.
final class LoadedObjects<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [T?]
    private var remaining: Int

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
        remaining = count
    }

    /// Stores one result; `true` for the last one.
    func store(_ value: T?, at index: Int) -> Bool {
        lock.withLock {
            slots[index] = value
            remaining -= 1
            return remaining == 0
        }
    }

    /// The objects that loaded, in order.
    var values: [T] { lock.withLock { slots.compactMap { $0 } } }
}
