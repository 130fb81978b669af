/// The items of one section as an outline: root items with children, each parent expanded or collapsed. Applied
/// to a section, the section shows the visible items — roots, and the children of expanded parents, depth first.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    public typealias Item = ItemIdentifierType

    private(set) public var rootItems: [Item] = []
    private var childrenOf: [Item: [Item]] = [:]
    private var parentOf: [Item: Item] = [:]
    private var members: Set<Item> = []
    private var expandedItems: Set<Item> = []

    /// Creates an empty section snapshot.
    public init() {}

    // MARK: Queries

    /// Every item, depth first (the stored roots, without a copy, when no item has children).
    public var items: [Item] { childrenOf.isEmpty ? rootItems : flatten(rootItems, onlyVisible: false) }

    /// The items a collection view shows: roots and the children of expanded parents, depth first.
    public var visibleItems: [Item] { childrenOf.isEmpty ? rootItems : flatten(rootItems, onlyVisible: true) }

    /// Whether the item is in the snapshot.
    public func contains(_ item: Item) -> Bool { members.contains(item) }

    /// Whether the item is expanded.
    public func isExpanded(_ item: Item) -> Bool { expandedItems.contains(item) }

    /// Whether every ancestor of the item is expanded.
    public func isVisible(_ item: Item) -> Bool {
        guard members.contains(item) else { return false }
        var current = parentOf[item]
        while let parent = current {
            if !expandedItems.contains(parent) { return false }
            current = parentOf[parent]
        }
        return true
    }

    /// The depth of the item (0 for roots).
    public func level(of item: Item) -> Int {
        var level = 0
        var current = parentOf[item]
        while let parent = current {
            level += 1
            current = parentOf[parent]
        }
        return level
    }

    /// The item's parent, or `nil` for roots.
    public func parent(of child: Item) -> Item? { parentOf[child] }

    /// The item's index in `items`, or `nil`.
    public func index(of item: Item) -> Int? { items.firstIndex(of: item) }

    /// The subtree under `parent` as a section snapshot (with the parent as its root when `includingParent`).
    public func snapshot(of parent: Item, includingParent: Bool = false) -> Self {
        var result = Self()
        guard members.contains(parent) else {
            OpenCollectionViewDiagnostics.report(.invalidSnapshot, "snapshot(of:): unknown item identifier \(parent)")
            return result
        }
        if includingParent {
            result.append([parent])
            copySubtree(of: parent, into: &result, under: parent)
        } else {
            result.append(childrenOf[parent] ?? [])
            for child in childrenOf[parent] ?? [] { copySubtree(of: child, into: &result, under: child) }
        }
        return result
    }

    /// A text picture of the outline, one item per line, indented by level, "+" expanded, "-" collapsed parents.
    public func visualDescription() -> String {
        items.map { item in
            let marker = (childrenOf[item]?.isEmpty ?? true) ? " " : (isExpanded(item) ? "+" : "-")
            return String(repeating: "  ", count: level(of: item)) + marker + " \(item)"
        }.joined(separator: "\n")
    }

    // MARK: Changing

    /// Appends items as roots, or as the last children of `parent`. Duplicates are reported and skipped.
    public mutating func append(_ items: [Item], to parent: Item? = nil) {
        if let parent, !members.contains(parent) {
            return report("append(_:to:): unknown parent item identifier \(parent)")
        }
        let fresh = admit(items, parent: parent)
        if let parent { childrenOf[parent, default: []].append(contentsOf: fresh) } else { rootItems += fresh }
    }

    /// Inserts items as siblings before `item`.
    public mutating func insert(_ items: [Item], before item: Item) { insert(items, nextTo: item, after: false) }

    /// Inserts items as siblings after `item`.
    public mutating func insert(_ items: [Item], after item: Item) { insert(items, nextTo: item, after: true) }

    /// Deletes items and everything under them.
    public mutating func delete(_ items: [Item]) {
        for item in items {
            guard members.contains(item) else {
                report("delete(_:): unknown item identifier \(item)")
                continue
            }
            if let parent = parentOf[item] {
                childrenOf[parent]?.removeAll { $0 == item }
            } else {
                rootItems.removeAll { $0 == item }
            }
            removeSubtree(item)
        }
    }

    /// Deletes every item.
    public mutating func deleteAll() { self = Self() }

    /// Expands parents, showing their children.
    public mutating func expand(_ items: [Item]) {
        for item in items where members.contains(item) { expandedItems.insert(item) }
    }

    /// Collapses parents, hiding their children.
    public mutating func collapse(_ items: [Item]) { expandedItems.subtract(items) }

    /// Replaces the children of `parent` with the items of `snapshot`.
    public mutating func replace(childrenOf parent: Item, using snapshot: Self) {
        guard members.contains(parent) else {
            return report("replace(childrenOf:using:): unknown parent item identifier \(parent)")
        }
        for child in childrenOf[parent] ?? [] { removeSubtree(child) }
        let admitted = admit(snapshot.rootItems, parent: parent)
        childrenOf[parent] = admitted
        for root in admitted { snapshot.copySubtree(of: root, into: &self, under: root) }
    }

    // MARK: Storage

    private func flatten(_ level: [Item], onlyVisible: Bool) -> [Item] {
        var result: [Item] = []
        var stack = Array(level.reversed())
        while let item = stack.popLast() {
            result.append(item)
            if !onlyVisible || expandedItems.contains(item) {
                stack.append(contentsOf: (childrenOf[item] ?? []).reversed())
            }
        }
        return result
    }

    private mutating func admit(_ items: [Item], parent: Item?) -> [Item] {
        var fresh: [Item] = []
        for item in items {
            guard members.insert(item).inserted else {
                report("Item identifier \(item) is already in the section snapshot; identifiers must be unique")
                continue
            }
            if let parent { parentOf[item] = parent }
            fresh.append(item)
        }
        return fresh
    }

    private mutating func insert(_ items: [Item], nextTo item: Item, after: Bool) {
        guard members.contains(item) else { return report("insert: unknown item identifier \(item)") }
        let parent = parentOf[item]
        let fresh = admit(items, parent: parent)
        if let parent {
            let index = childrenOf[parent]!.firstIndex(of: item)! + (after ? 1 : 0)
            childrenOf[parent]!.insert(contentsOf: fresh, at: index)
        } else {
            let index = rootItems.firstIndex(of: item)! + (after ? 1 : 0)
            rootItems.insert(contentsOf: fresh, at: index)
        }
    }

    private mutating func removeSubtree(_ item: Item) {
        for child in childrenOf[item] ?? [] { removeSubtree(child) }
        childrenOf[item] = nil
        parentOf[item] = nil
        members.remove(item)
        expandedItems.remove(item)
    }

    /// Copies `item`'s expansion and subtree into `result` under `parent`. Children `result` already holds are
    /// reported and skipped with their subtrees, so nothing already there is re-parented or re-expanded.
    private func copySubtree(of item: Item, into result: inout Self, under parent: Item) {
        if isExpanded(item) { result.expandedItems.insert(item) }
        let children = childrenOf[item] ?? []
        guard !children.isEmpty else { return }
        let admitted = result.admit(children, parent: parent)
        result.childrenOf[parent, default: []].append(contentsOf: admitted)
        for child in admitted { copySubtree(of: child, into: &result, under: child) }
    }

    private func report(_ message: String) { OpenCollectionViewDiagnostics.report(.invalidSnapshot, message) }
}
