// Shared by the property tests and by the libFuzzer target in `fuzz/Snapshot/`.
#if canImport(OpenCollectionView)
    @testable import OpenCollectionView
#endif

/// Runs a byte string as a program of outline operations against `NSDiffableDataSourceSectionSnapshot` and a naive
/// tree model (nested arrays of nodes), returning the first place they disagree, or `nil`. Item identifiers come
/// from 0..<24 so that duplicates, unknown parents and re-parenting attempts are common.
struct SectionSnapshotProgram {
    typealias Outline = NSDiffableDataSourceSectionSnapshot<Int>

    /// One node of the model: an item, whether it is expanded, and its children in order.
    struct Node {
        var id: Int
        var expanded = false
        var children: [Node] = []
    }

    private var bytes: [UInt8]
    private var cursor = 0
    private var outline = Outline()
    private var roots: [Node] = []

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    private mutating func byte() -> UInt8 {
        guard cursor < bytes.count else { return 0 }
        defer { cursor += 1 }
        return bytes[cursor]
    }

    private mutating func item() -> Int { Int(byte() % 24) }
    private mutating func itemList() -> [Int] { (0..<Int(byte() % 4)).map { _ in item() } }

    /// Runs the whole program; returns the first divergence.
    mutating func run() -> String? {
        var step = 0
        while cursor < bytes.count {
            let description = perform(byte() % 9)
            if let problem = compare() { return "step \(step) (\(description)): \(problem)" }
            step += 1
        }
        return nil
    }

    // swift-format-ignore: FunctionBodyLength
    private mutating func perform(_ operation: UInt8) -> String {
        switch operation {
        case 0:
            let ids = itemList()
            outline.append(ids)
            roots += fresh(ids).map { Node(id: $0) }
            return "append \(ids)"
        case 1:
            let (ids, parent) = (itemList(), item())
            outline.append(ids, to: parent)
            if contains(parent) {
                let nodes = fresh(ids).map { Node(id: $0) }
                Self.update(&roots, parent) { $0.children += nodes }
            }
            return "append \(ids) to \(parent)"
        case 2, 3:
            let (ids, sibling) = (itemList(), item())
            if operation == 2 { outline.insert(ids, before: sibling) } else { outline.insert(ids, after: sibling) }
            if contains(sibling) {
                let nodes = fresh(ids).map { Node(id: $0) }
                Self.insert(nodes, in: &roots, nextTo: sibling, after: operation == 3)
            }
            return "insert \(ids) \(operation == 2 ? "before" : "after") \(sibling)"
        case 4:
            let ids = itemList()
            outline.delete(ids)
            for id in ids { Self.remove(id, from: &roots) }
            return "delete \(ids)"
        case 5:
            let ids = itemList()
            outline.expand(ids)
            for id in ids { Self.update(&roots, id) { $0.expanded = true } }
            return "expand \(ids)"
        case 6:
            let ids = itemList()
            outline.collapse(ids)
            for id in ids { Self.update(&roots, id) { $0.expanded = false } }
            return "collapse \(ids)"
        case 7:
            let parent = item()
            var replacement = Outline()
            let (children, grandchildren) = (itemList(), itemList())
            replacement.append(children)
            if let first = children.first { replacement.append(grandchildren, to: first) }
            if byte() % 2 == 0, let first = children.first { replacement.expand([first]) }
            outline.replace(childrenOf: parent, using: replacement)
            if contains(parent) {
                Self.update(&roots, parent) { $0.children = [] }
                let nodes = Self.nodes(of: replacement, admittedBy: self)
                Self.update(&roots, parent) { $0.children = nodes }
            }
            return "replace children of \(parent) with \(children) / \(grandchildren)"
        default:
            outline.deleteAll()
            roots = []
            return "deleteAll"
        }
    }

    /// Where the outline's answers differ from the model's.
    private func compare() -> String? {
        let all = Self.flatten(roots, onlyVisible: false)
        if outline.items != all.map(\.id) { return "items \(outline.items), model \(all.map(\.id))" }
        let visible = Self.flatten(roots, onlyVisible: true).map(\.id)
        if outline.visibleItems != visible { return "visible items \(outline.visibleItems), model \(visible)" }
        if outline.rootItems != roots.map(\.id) { return "root items" }
        for id in 0..<24 {
            let path = Self.path(to: id, in: roots)
            if outline.contains(id) != (path != nil) { return "contains(\(id))" }
            guard let path else { continue }
            if outline.level(of: id) != path.count - 1 { return "level(of: \(id))" }
            if outline.parent(of: id) != (path.count > 1 ? path[path.count - 2].id : nil) { return "parent(of: \(id))" }
            if outline.isExpanded(id) != path.last!.expanded { return "isExpanded(\(id))" }
            if outline.isVisible(id) != path.dropLast().allSatisfy(\.expanded) { return "isVisible(\(id))" }
            if outline.index(of: id) != all.firstIndex(where: { $0.id == id }) { return "index(of: \(id))" }
        }
        return nil
    }

    // MARK: The model

    private func contains(_ id: Int) -> Bool { Self.path(to: id, in: roots) != nil }

    /// The identifiers not yet in the model, first occurrences only (duplicates are skipped).
    private func fresh(_ ids: [Int]) -> [Int] {
        var result: [Int] = []
        for id in ids where !contains(id) && !result.contains(id) { result.append(id) }
        return result
    }

    /// The replacement's roots and their subtrees, keeping only items the model does not hold yet.
    private static func nodes(of outline: Outline, admittedBy program: SectionSnapshotProgram) -> [Node] {
        var admitted = Set<Int>()
        func build(_ ids: [Int]) -> [Node] {
            ids.compactMap { id -> Node? in
                guard !program.contains(id), admitted.insert(id).inserted else { return nil }
                let children = outline.snapshot(of: id).rootItems
                return Node(id: id, expanded: outline.isExpanded(id), children: build(children))
            }
        }
        return build(outline.rootItems)
    }

    private static func flatten(_ nodes: [Node], onlyVisible: Bool) -> [Node] {
        nodes.flatMap { node in
            [node] + (onlyVisible && !node.expanded ? [] : flatten(node.children, onlyVisible: onlyVisible))
        }
    }

    private static func path(to id: Int, in nodes: [Node]) -> [Node]? {
        for node in nodes {
            if node.id == id { return [node] }
            if let below = path(to: id, in: node.children) { return [node] + below }
        }
        return nil
    }

    private static func update(_ nodes: inout [Node], _ id: Int, _ change: (inout Node) -> Void) {
        for index in nodes.indices {
            if nodes[index].id == id { return change(&nodes[index]) }
            update(&nodes[index].children, id, change)
        }
    }

    private static func remove(_ id: Int, from nodes: inout [Node]) {
        nodes.removeAll { $0.id == id }
        for index in nodes.indices { remove(id, from: &nodes[index].children) }
    }

    private static func insert(_ new: [Node], in nodes: inout [Node], nextTo id: Int, after: Bool) {
        if let index = nodes.firstIndex(where: { $0.id == id }) {
            nodes.insert(contentsOf: new, at: index + (after ? 1 : 0))
            return
        }
        for index in nodes.indices { insert(new, in: &nodes[index].children, nextTo: id, after: after) }
    }
}
