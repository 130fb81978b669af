extension UICollectionView.ReorderingCadence {
    /// How long the touch must rest over a new destination before the items move aside to it. UIKit does not
    /// document its delays; these follow what it shows: `.immediate` at once, `.fast` after a brief pause, `.slow`
    /// after a pause long enough to drag across items without disturbing them.
    var restDelay: TimeInterval {
        switch self {
        case .immediate: 0
        case .fast: 0.25
        case .slow: 0.6
        }
    }
}

/// The destination a drag over a collection view shows, held back by the reordering cadence: a new destination
/// is taken only once the touch has rested over it for the cadence's delay (measured on the window's clock).
struct DropDestinationCadence {
    /// The destination shown; `nil` until the drag first reports one.
    private(set) var shown: IndexPath??
    /// The destination waiting for the touch to rest, and since when.
    private(set) var pending: (destination: IndexPath?, since: TimeInterval)?

    /// The item found under the touch, and where the touch was (collection-view coordinates).
    private var lastHit: (point: CGPoint, destination: IndexPath?)?

    /// The destination found under the touch when it was last at `point`, if it has not moved since. Once the gap
    /// has opened the items stand elsewhere, and a touch that has not moved must not send the gap on (in a layout
    /// of unequal items the item now under it may be another one, and then another).
    func destination(foundUnder point: CGPoint) -> IndexPath?? {
        guard let lastHit, lastHit.point == point else { return nil }
        return .some(lastHit.destination)
    }

    /// Remembers the destination found under the touch at `point`.
    mutating func remember(_ destination: IndexPath?, foundUnder point: CGPoint) {
        lastHit = (point, destination)
    }

    /// Whether a destination waits for the touch to rest (the drag must be asked again as time passes).
    var isWaiting: Bool { pending != nil }

    /// The destination to show for `proposed` at time `now`, with `delay` the rest the cadence asks for.
    mutating func destination(for proposed: IndexPath?, at now: TimeInterval, delay: TimeInterval) -> IndexPath? {
        guard delay > 0, let shown else { return take(proposed) }
        if proposed == shown {
            pending = nil
            return shown
        }
        guard let pending, pending.destination == proposed else {
            self.pending = (proposed, now)
            return shown
        }
        return now - pending.since >= delay ? take(proposed) : shown
    }

    private mutating func take(_ destination: IndexPath?) -> IndexPath? {
        shown = .some(destination)
        pending = nil
        return destination
    }

    /// Forgets the destinations (the drag left or ended).
    mutating func reset() { self = DropDestinationCadence() }
}
