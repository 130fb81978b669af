/// Where prefetching stands: the items announced to the prefetch data source and the scroll position and time of
/// the last decision.
struct PrefetchState {
    var prefetched: Set<IndexPath> = []
    var lastOffset: CGPoint?
    var lastTime: TimeInterval = 0
    var decidedAtOffset: CGPoint?
    var lastDirection = CGPoint.zero

    mutating func reset() { self = PrefetchState() }
}

/// Prefetching: the items about to scroll into view — one screen ahead in the direction of scrolling, two when
/// scrolling fast — are announced with `prefetchItemsAt`; announced items that scrolling turned away from before
/// they were shown are withdrawn with `cancelPrefetchingForItemsAt`.
extension UICollectionView {
    /// Scrolling faster than this (points per second) looks two screens ahead instead of one.
    static let fastPrefetchSpeed: CGFloat = 2000

    func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetchDataSource else { return }
        let now = window?.clock.now ?? 0
        let offset = contentOffset
        defer {
            prefetch.lastOffset = offset
            prefetch.lastTime = now
        }
        guard let lastOffset = prefetch.lastOffset else { return }
        let delta = CGPoint(x: offset.x - lastOffset.x, y: offset.y - lastOffset.y)
        guard delta != .zero else { return }
        let direction = CGPoint(
            x: delta.x.sign == .minus ? -1 : (delta.x == 0 ? 0 : 1),
            y: delta.y.sign == .minus ? -1 : (delta.y == 0 ? 0 : 1))
        let travelled = prefetch.decidedAtOffset.map { hypot(offset.x - $0.x, offset.y - $0.y) } ?? .infinity
        guard direction != prefetch.lastDirection || travelled >= min(bounds.width, bounds.height) / 4 else { return }
        prefetch.lastDirection = direction
        prefetch.decidedAtOffset = offset
        let elapsed = max(now - prefetch.lastTime, 1.0 / 120)
        let speed = hypot(delta.x, delta.y) / CGFloat(elapsed)
        let screens: CGFloat = speed > Self.fastPrefetchSpeed ? 2 : 1
        let ahead = bounds.offsetBy(dx: direction.x * bounds.width, dy: direction.y * bounds.height)
            .union(bounds.offsetBy(dx: direction.x * bounds.width * screens, dy: direction.y * bounds.height * screens))
        let candidates = currentAttributes(in: ahead).compactMap { attributes -> IndexPath? in
            guard attributes.representedElementCategory == .cell, attributes.indexPath != dropGapIndexPath,
                visible.views[attributes.elementKey] == nil
            else { return nil }
            return attributes.indexPath
        }
        let wanted = Set(candidates)
        let shown = prefetch.prefetched.filter { cellForItem(at: $0) != nil }
        prefetch.prefetched.subtract(shown)
        let withdrawn = prefetch.prefetched.subtracting(wanted).sorted()
        let fresh = candidates.filter { !prefetch.prefetched.contains($0) }
        prefetch.prefetched.subtract(withdrawn)
        prefetch.prefetched.formUnion(fresh)
        if !withdrawn.isEmpty { prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: withdrawn) }
        if !fresh.isEmpty {
            let ordered = direction.x + direction.y < 0 ? fresh.sorted(by: >) : fresh.sorted()
            prefetchDataSource.collectionView(self, prefetchItemsAt: ordered)
        }
    }
}
