/// The reuse registry of a collection view: the cell and supplementary view classes registered by reuse identifier,
/// and the views that left the screen waiting in their reuse queues to be dequeued again. A dequeue pops the most
/// recently queued view of its queue and only makes a new view of the registered class when the queue is empty, so
/// steady scrolling makes no views (`UICollectionView+Reuse.swift` is the API over it).
@MainActor
struct CollectionReuseRegistry {
    /// Registered cell classes by reuse identifier.
    var cellClasses: [String: UICollectionReusableView.Type] = [:]
    /// Registered supplementary classes by kind, then reuse identifier.
    var supplementaryClasses: [String: [String: UICollectionReusableView.Type]] = [:]
    /// Registered nibs by reuse key; the class of such a key is the placeholder its nib's view must be.
    var nibs: [ReuseKey: UINib] = [:]
    /// Views waiting to be dequeued.
    var queues: [ReuseKey: ReuseQueue] = [:]

    /// Takes the most recently queued view of `key` out of its queue.
    func dequeue(_ key: ReuseKey) -> UICollectionReusableView? { queues[key]?.popLast() }

    /// Puts `view` in the queue of `key`, making the queue on first use.
    mutating func enqueue(_ view: UICollectionReusableView, for key: ReuseKey) {
        if let queue = queues[key] {
            queue.append(view)
        } else {
            let queue = ReuseQueue()
            queue.append(view)
            queues[key] = queue
        }
    }
}

/// Identifies a reuse queue: element category, kind and reuse identifier.
struct ReuseKey: Hashable {
    var category: UICollectionView.ElementCategory
    var kind: String?
    var identifier: String
}

/// The views of one reuse identifier waiting to be dequeued, last in first out.
///
/// A class, so taking a view out of a queue found in the dictionary changes the queue in place: popping through the
/// dictionary's `modify` accessor allocated its coroutine frames on the heap, three mallocs a dequeue.
@MainActor
final class ReuseQueue {
    private(set) var views: [UICollectionReusableView] = []

    /// Takes the most recently queued view out.
    func popLast() -> UICollectionReusableView? { views.popLast() }

    /// Queues a view.
    func append(_ view: UICollectionReusableView) { views.append(view) }
}
