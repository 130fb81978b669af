/// The cell attributes a compositional layout handed out recently, kept so that asking again for the same rect
/// (every scrolled frame asks for almost the same cells) returns the same objects instead of making new ones —
/// UIKit's layouts cache their attributes the same way, which is why UIKit asks clients to copy attributes before
/// changing them.
///
/// A direct-mapped table of a fixed number of slots, indexed by the item's position: looking up costs a few
/// arithmetic operations and no allocation, and the table never grows however far the collection view scrolls.
/// A slot answers only for the same index path, frame and z-index it was filled with, so an orthogonal section
/// that scrolled or an item that moved gets fresh attributes; a new solve of the layout retires every slot at once
/// by moving to a new generation.
struct CompositionalAttributesCache {
    /// How many slots the table has (a power of two, several screens of small cells).
    static let capacity = 512

    private struct Slot {
        var generation = 0
        var section = -1
        var item = -1
        var frame = CGRect.zero
        var zIndex = 0
        var attributes: UICollectionViewLayoutAttributes?
    }

    /// Empty until the first attributes are kept (a layout never queried costs nothing).
    private var slots = ContiguousArray<Slot>()
    private var generation = 1

    /// Forgets every cached attribute object (after the layout was solved again).
    mutating func removeAll() { generation += 1 }

    private static func slotIndex(section: Int, item: Int) -> Int {
        (item &+ section &* 7919) & (capacity - 1)
    }

    /// The cached attributes of the cell at `section`/`item` if they were made for `frame` and `zIndex`.
    func attributes(section: Int, item: Int, frame: CGRect, zIndex: Int) -> UICollectionViewLayoutAttributes? {
        guard !slots.isEmpty else { return nil }
        let slot = slots[Self.slotIndex(section: section, item: item)]
        guard slot.generation == generation, slot.item == item, slot.section == section, slot.frame == frame,
            slot.zIndex == zIndex
        else { return nil }
        return slot.attributes
    }

    /// Takes the object out of the slot the cell at `section`/`item` maps to, reset for reuse, when nothing else
    /// holds it (the collection view let go of the last answer): a layout solved again, as in every frame of a
    /// resize, refills the slots with the objects it retires instead of making new ones.
    @MainActor
    mutating func takeRecyclable(section: Int, item: Int) -> UICollectionViewLayoutAttributes? {
        guard !slots.isEmpty else { return nil }
        let index = Self.slotIndex(section: section, item: item)
        return LayoutAttributesRecycling.reclaim(&slots[index].attributes)
    }

    /// Keeps `attributes`, made for the cell at `section`/`item` with `frame` and `zIndex`.
    mutating func store(
        _ attributes: UICollectionViewLayoutAttributes, section: Int, item: Int, frame: CGRect, zIndex: Int
    ) {
        if slots.isEmpty { slots = ContiguousArray(repeating: Slot(), count: Self.capacity) }
        slots[Self.slotIndex(section: section, item: item)] = Slot(
            generation: generation, section: section, item: item, frame: frame, zIndex: zIndex,
            attributes: attributes)
    }
}
