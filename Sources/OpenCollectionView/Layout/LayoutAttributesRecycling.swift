/// Recycling of layout attributes objects, so steady scrolling allocates nothing per frame (issue 13).
///
/// Only objects of the base class `UICollectionViewLayoutAttributes` are recycled — a subclass's own properties
/// could not be reset — and only when nothing but the collection view holds them (`isKnownUniquelyReferenced`): a
/// layout that caches its attributes, or a cell that keeps what `apply(_:)` gave it, keeps its object untouched.
/// Recycled objects go back to the layouts' factory (`UICollectionViewLayout.makeAttributes()`), reset to the
/// defaults of a fresh object. UIKit allocates its attributes anew; nothing observable differs, since an object is
/// reused only once nobody can see it.
@MainActor
enum LayoutAttributesRecycling {
    /// Spare objects, reset; at most `capacity`.
    private static var spares: [UICollectionViewLayoutAttributes] = []
    /// Spare arrays for the flow and compositional layouts' rect queries, emptied, capacity kept.
    private static var spareArrays: [[UICollectionViewLayoutAttributes]] = []
    /// The most spare objects kept: a few screens of a dense grid.
    static let capacity = 2048

    /// Whether `attributes` are of the class that can be recycled.
    private static func isRecyclable(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        type(of: attributes) == UICollectionViewLayoutAttributes.self
    }

    /// A spare object reset to a fresh one's values, or `nil` when there is none.
    static func takeSpare() -> UICollectionViewLayoutAttributes? {
        guard let spare = spares.popLast() else { return nil }
        spare.resetValues()
        return spare
    }

    /// `attributes` reset to a fresh object's values when they can be recycled and nothing else holds them (a
    /// layout's own cache handing back an object it retires), else `nil`.
    /// `attributes` is taken (left `nil`), so that the caller's reference does not count as another holder.
    static func reclaim(_ attributes: inout UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard var object = attributes.take(), isRecyclable(object), isKnownUniquelyReferenced(&object) else {
            return nil
        }
        object.resetValues()
        return object
    }

    /// An empty array to build a query's answer in, with the capacity of an earlier answer when there is one.
    static func takeArray() -> [UICollectionViewLayoutAttributes] {
        spareArrays.popLast() ?? []
    }

    /// Takes back the objects of `array` nobody else holds, and the array's storage.
    static func recycle(_ array: inout [UICollectionViewLayoutAttributes]) {
        while var attributes = array.popLast() {
            if spares.count < capacity, isRecyclable(attributes), isKnownUniquelyReferenced(&attributes) {
                spares.append(attributes)
            }
        }
        if spareArrays.count < 4, array.capacity > 0 {
            spareArrays.append(array)
        }
        array = []
    }

    /// Copies `source`'s values into `target` when `target` can be reused for them (same recyclable class, held by
    /// nobody but the caller); otherwise returns a copy of `source`.
    static func copy(
        _ source: UICollectionViewLayoutAttributes, reusing target: inout UICollectionViewLayoutAttributes?
    ) -> UICollectionViewLayoutAttributes {
        if var existing = target.take(), isRecyclable(source), isRecyclable(existing),
            isKnownUniquelyReferenced(&existing)
        {
            existing.assignValues(of: source)
            return existing
        }
        return source.copiedForView()
    }
}
