import OpenCollectionView

/// Turns successive render trees of one window into frame messages for one browser tab: nodes created (whole),
/// updated (changed fields only), removed (ids), and the child order of every parent whose children changed.
/// The first frame creates everything.
struct RenderTreeDiffer {
    private var nodes: [Int: WireNode] = [:]
    private var children: [Int: [Int]] = [:]
    private var rootID: Int?

    /// The frame message taking the browser from the last tree to `tree`, or `nil` when nothing changed.
    mutating func message(for tree: RenderTree) -> String? {
        var created: [String] = []
        var updated: [String] = []
        var newNodes: [Int: WireNode] = [:]
        newNodes.reserveCapacity(tree.nodes.count)
        var newChildren: [Int: [Int]] = [:]
        var newRoot: Int?
        for node in tree.nodes {
            let wire = WireNode(node)
            newNodes[node.id] = wire
            if let parent = node.parentID {
                newChildren[parent, default: []].append(node.id)
            } else {
                newRoot = node.id
            }
            if let old = nodes[node.id] {
                if let change = wire.changes(from: old, id: node.id) { updated.append(change) }
            } else {
                created.append(wire.json(id: node.id))
            }
        }
        let removed = nodes.keys.filter { newNodes[$0] == nil }.sorted()
        var order: [String] = []
        for (parent, ids) in newChildren.sorted(by: { $0.key < $1.key }) where children[parent] != ids {
            order.append("[\(parent),[" + ids.map(String.init).joined(separator: ",") + "]]")
        }
        for parent in children.keys where newChildren[parent] == nil && newNodes[parent] != nil {
            order.append("[\(parent),[]]")
        }
        let rootChanged = newRoot != rootID
        nodes = newNodes
        children = newChildren
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
