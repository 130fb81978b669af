@_spi(Host) import OpenCollectionView

/// Turns successive render trees of one window into frame messages for one browser tab: nodes created (whole),
/// updated (changed fields only), removed (ids), and the child order of every parent whose children changed.
/// The first frame creates everything.
///
/// A frame costs in proportion to what changed: a browser tab's frames come from a `RenderChangeCapture`, which
/// builds no node for a view whose drawing inputs are as they were, and such a view costs the differ one table
/// lookup. A node that was built is compared with the last one sent as plain values before any text is written,
/// and reuses its encoded fields when equal on the wire. Child transforms are sent in their parent's bounds space
/// with the parent's bounds origin beside them, so a scroll changes one node (the scroll view's `b`), not every
/// cell in it.
struct RenderTreeDiffer {
    private struct Entry {
        var node: RenderNode
        var wire: WireNode
        var seen: Int
    }

    private struct Children {
        var ids: [Int]
        var seen: Int
    }

    private var entries: [Int: Entry] = [:]
    private var children: [Int: Children] = [:]
    private var rootID: Int?
    private var generation = 0
    /// This frame's parent–child links in painting order, kept between frames for its storage.
    private var links: [(parent: Int, index: Int, child: Int)] = []
    private var removed: [Int] = []

    /// The frame message taking the browser from the last tree to `tree`, or `nil` when nothing changed.
    mutating func message(for tree: RenderTree) -> String? {
        message(count: tree.nodes.count) { index in
            let node = tree.nodes[index]
            return (node.id, node.parentID, node)
        }
    }

    /// The frame message taking the browser from the last capture to `capture`'s latest, or `nil` when nothing
    /// changed. Every capture of `capture` must be diffed, in order, by this differ alone.
    @MainActor
    mutating func message(for capture: RenderChangeCapture) -> String? {
        let items = capture.items
        return message(count: items.count) { index in
            let item = items[index]
            return (item.id, item.parentID, item.node)
        }
    }

    private mutating func message(
        count: Int, item: (Int) -> (id: Int, parentID: Int?, node: RenderNode?)
    ) -> String? {
        generation &+= 1
        let now = generation
        var created: [String] = []
        var updated: [String] = []
        var newRoot: Int?
        links.removeAll(keepingCapacity: true)
        entries.reserveCapacity(count)
        for index in 0..<count {
            let (id, parentID, captured) = item(index)
            if let parentID {
                links.append((parentID, links.count, id))
            } else {
                newRoot = id
            }
            // Entries are changed in place through their index: reading one out and writing it back would copy
            // its node and wire fields twice for every node of every frame.
            let slot = entries.index(forKey: id)
            guard let node = captured else {
                // Unchanged since the last capture, which this differ diffed: the entry is there.
                if let slot { entries.values[slot].seen = now }
                continue
            }
            if let slot {
                entries.values[slot].seen = now
                if !WireNode.sameOnWire(entries.values[slot].node, node) {
                    let wire = WireNode(node)
                    if let change = wire.changes(from: entries.values[slot].wire, id: id) { updated.append(change) }
                    entries.values[slot].wire = wire
                }
                entries.values[slot].node = node
            } else {
                let wire = WireNode(node)
                created.append(wire.json(id: id))
                entries[id] = Entry(node: node, wire: wire, seen: now)
            }
        }
        removed.removeAll(keepingCapacity: true)
        for (id, entry) in entries where entry.seen != now { removed.append(id) }
        removed.sort()
        for id in removed { entries[id] = nil }
        let order = childOrderChanges(now: now)
        let rootChanged = newRoot != rootID
        rootID = newRoot
        guard !created.isEmpty || !updated.isEmpty || !removed.isEmpty || !order.isEmpty || rootChanged else {
            return nil
        }
        var message = "{\"t\":\"frame\""
        if rootChanged { message += ",\"root\":" + (newRoot.map(String.init) ?? "null") }
        if !created.isEmpty { message += ",\"c\":[" + created.joined(separator: ",") + "]" }
        if !updated.isEmpty { message += ",\"u\":[" + updated.joined(separator: ",") + "]" }
        if !removed.isEmpty { message += ",\"r\":[" + removed.map(String.init).joined(separator: ",") + "]" }
        if !order.isEmpty { message += ",\"o\":[" + order.joined(separator: ",") + "]" }
        return message + "}"
    }

    /// The `o` entries of this frame: each parent (by id) whose children differ from the last frame's, with its
    /// children in painting order, then `[]` for each parent still drawn that lost all its children.
    private mutating func childOrderChanges(now: Int) -> [String] {
        links.sort { ($0.parent, $0.index) < ($1.parent, $1.index) }
        var order: [String] = []
        var start = 0
        while start < links.count {
            let parent = links[start].parent
            var end = start + 1
            while end < links.count, links[end].parent == parent { end += 1 }
            let group = links[start..<end]
            if let old = children[parent], old.ids.elementsEqual(group.lazy.map(\.child)) {
                children[parent]!.seen = now
            } else {
                let ids = group.map(\.child)
                children[parent] = Children(ids: ids, seen: now)
                order.append("[\(parent),[" + ids.map(String.init).joined(separator: ",") + "]]")
            }
            start = end
        }
        var emptied: [Int] = []
        for (parent, list) in children where list.seen != now { emptied.append(parent) }
        emptied.sort()
        for parent in emptied {
            children[parent] = nil
            if entries[parent] != nil { order.append("[\(parent),[]]") }
        }
        return order
    }
}
