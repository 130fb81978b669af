import OpenCollectionView

/// Turns successive render trees of one window into frame messages for one browser tab: nodes created (whole),
/// updated (changed fields only), removed (ids), and the child order of every parent whose children changed.
/// The first frame creates everything.
///
/// A frame costs in proportion to what changed: a node equal on the wire to the one last sent (compared as plain
/// values, before any text is written) reuses its encoded fields, and child transforms are sent in their parent's
/// bounds space with the parent's bounds origin beside them, so a scroll changes one node (the scroll view's `b`),
/// not every cell in it.
struct RenderTreeDiffer {
    private struct Entry {
        var node: RenderNode
        var wire: WireNode
        var seen: Int
    }

    private var entries: [Int: Entry] = [:]
    private var children: [Int: [Int]] = [:]
    private var rootID: Int?
    private var generation = 0

    /// The frame message taking the browser from the last tree to `tree`, or `nil` when nothing changed.
    mutating func message(for tree: RenderTree) -> String? {
        generation &+= 1
        let now = generation
        var created: [String] = []
        var updated: [String] = []
        var newChildren: [Int: [Int]] = [:]
        newChildren.reserveCapacity(children.count)
        var newRoot: Int?
        entries.reserveCapacity(tree.nodes.count)
        for node in tree.nodes {
            if let parent = node.parentID {
                newChildren[parent, default: []].append(node.id)
            } else {
                newRoot = node.id
            }
            if var entry = entries[node.id] {
                entry.seen = now
                if !WireNode.sameOnWire(entry.node, node) {
                    let wire = WireNode(node)
                    if let change = wire.changes(from: entry.wire, id: node.id) { updated.append(change) }
                    entry.wire = wire
                }
                entry.node = node
                entries[node.id] = entry
            } else {
                let wire = WireNode(node)
                created.append(wire.json(id: node.id))
                entries[node.id] = Entry(node: node, wire: wire, seen: now)
            }
        }
        var removed: [Int] = []
        for (id, entry) in entries where entry.seen != now { removed.append(id) }
        removed.sort()
        for id in removed { entries[id] = nil }
        var order: [String] = []
        for (parent, ids) in newChildren.sorted(by: { $0.key < $1.key }) where children[parent] != ids {
            order.append("[\(parent),[" + ids.map(String.init).joined(separator: ",") + "]]")
        }
        for parent in children.keys where newChildren[parent] == nil && entries[parent] != nil {
            order.append("[\(parent),[]]")
        }
        children = newChildren
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
}
