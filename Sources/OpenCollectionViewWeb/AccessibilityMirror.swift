import Foundation
@_spi(Host) import OpenCollectionView

/// The window's accessibility tree as the browser client mirrors it into the page's DOM: each node with the ARIA
/// role its UIKit traits and container type stand for, its name (label), value, description (hint), states and,
/// for collections, the counts of all their rows and columns and each cell's place among them — so a screen reader
/// hears "row 5 of 1,000,000" while only the cells on screen are nodes.
///
/// The tree travels as changes (`"ax"`, docs/WebHost.md): the first message of a tab carries every node, later ones
/// only nodes created, fields changed, ids removed, the child order of parents whose children changed, and the node
/// holding keyboard focus when focus moved. Frames are relative to the parent's content (a scroll view's children in
/// its content coordinates, its offset as the parent's `b`), so scrolling changes one field of the scroll view, not
/// every cell; a parent whose children all carry a row is ordered by the client from their rows.
///
/// The tree is built at most every `interval` (a screen reader reads at human pace; a coasting grid must not walk
/// its views for it 60 times a second), at most every `movingInterval` while a scroll view's content moved since the
/// last look (what a reader would hear is stale within a frame anyway; the tree settles once scrolling stops), and at
/// once when keyboard focus moved or the page acted on an element. A look that finds nothing changed sends nothing.
/// Time is the window's clock, so a tab on a virtual clock (a benchmark) paces it as a real one would. A window whose
/// host stopped mirroring its scene (`UIWindowScene.mirrorsAccessibility` cleared) sends no tree.
@MainActor
struct AccessibilityMirror {
    /// The least time between two looks at the tree.
    static let interval: TimeInterval = 0.25
    /// The least time between two looks while a scroll view's content moves.
    static let movingInterval: TimeInterval = 1

    /// The fields of every node last sent (their JSON text by key, the id left out), by id.
    private var sentNodes: [Int: [String: String]] = [:]
    /// The child order last sent of each parent ordered by the server.
    private var sentOrders: [Int: [Int]] = [:]
    /// The node that had keyboard focus as last sent (0: none).
    private var sentFocus = 0
    /// Whether anything was sent yet (the first message tells the client to start afresh).
    private var hasSent = false
    /// The content offsets of the scroll views in the last tree, by id.
    private var offsets: [Int: CGPoint] = [:]
    /// Whether a scroll view's content moved between the last two looks.
    private var isScrolling = false
    /// The focused view at the last look.
    private var lastFocusedView: ObjectIdentifier?
    private var lastBuilt: TimeInterval = -.infinity
    /// The clock of the window last looked at.
    private weak var clock: AnimationClock?

    /// Whether a frame came while the interval ran, so the tree may have changed unseen.
    private var isPending = false

    private var currentInterval: TimeInterval { isScrolling ? Self.movingInterval : Self.interval }

    /// How long until a pending look at the tree may be taken; `nil` when none is pending.
    func pendingWait(now: TimeInterval? = nil) -> TimeInterval? {
        guard isPending else { return nil }
        let now = now ?? clock?.now ?? ProcessInfo.processInfo.systemUptime
        return max(0, lastBuilt + currentInterval - now)
    }

    /// Builds the tree at the next frame whatever the interval (the page acted on an element).
    mutating func forceNextUpdate() { lastBuilt = -.infinity }

    /// The `ax` field of the next frame message (a JSON array of changes), or `nil` when the tree has not changed
    /// since the last one sent (or its interval has not passed). `now` is the window's clock unless given.
    mutating func update(from window: UIView, now: TimeInterval? = nil) -> String? {
        let host = window as? UIWindow ?? window.window
        // A scene whose host stopped mirroring it (`mirrorsAccessibility` cleared) sends no tree.
        guard !(host?.windowScene?.stoppedMirroringAccessibility ?? false) else { return nil }
        let clock = host?.clock ?? .shared
        self.clock = clock
        let now = now ?? clock.now
        let focusedView = AccessibilityTree.focusedView(in: window).map(ObjectIdentifier.init)
        guard focusedView != lastFocusedView || now - lastBuilt >= currentInterval else {
            isPending = true
            return nil
        }
        isPending = false
        lastBuilt = now
        lastFocusedView = focusedView
        var flat = Flattened()
        flat.append(AccessibilityTree.build(from: window), parent: 0, origin: .zero)
        isScrolling = flat.offsets.contains { id, offset in offsets[id].map { $0 != offset } ?? false }
        offsets = flat.offsets
        let focus = AccessibilityTree.focusedNodeID(in: window, among: Set(flat.ids)) ?? 0
        return changes(to: flat, focus: focus)
    }

    /// The changes from the tree last sent to `flat`, as the `ax` array; records `flat` as sent.
    private mutating func changes(to flat: Flattened, focus: Int) -> String? {
        var entries: [String] = hasSent ? [] : [#"{"z":1}"#]
        var present = Set<Int>()
        present.reserveCapacity(flat.ids.count)
        for (index, id) in flat.ids.enumerated() {
            present.insert(id)
            let fields = flat.fields[index]
            guard let old = sentNodes[id] else {
                entries.append(Self.object(id: id, fields.map { ($0.key, $0.value) }))
                sentNodes[id] = Dictionary(uniqueKeysWithValues: fields.map { ($0.key, $0.value) })
                continue
            }
            var changed: [(String, String)] = []
            var new: [String: String] = [:]
            new.reserveCapacity(fields.count)
            for (key, value) in fields {
                new[key] = value
                if old[key] != value { changed.append((key, value)) }
            }
            for key in old.keys where new[key] == nil { changed.append((key, "null")) }
            guard !changed.isEmpty else { continue }
            entries.append(Self.object(id: id, changed.sorted { $0.0 < $1.0 }))
            sentNodes[id] = new
        }
        let removed = sentNodes.keys.filter { !present.contains($0) }.sorted()
        if !removed.isEmpty {
            for id in removed { sentNodes[id] = nil }
            entries.append(#"{"r":"# + JSONText.array(removed.map(String.init)) + "}")
        }
        for (parent, children) in flat.orders where sentOrders[parent] != children {
            sentOrders[parent] = children
            entries.append(#"{"o":["# + String(parent) + "," + JSONText.array(children.map(String.init)) + "]}")
        }
        for parent in Array(sentOrders.keys) where flat.orders[parent] == nil { sentOrders[parent] = nil }
        if focus != sentFocus {
            sentFocus = focus
            entries.append(#"{"fx":"# + String(focus) + "}")
        }
        guard !entries.isEmpty else { return nil }
        hasSent = true
        return JSONText.array(entries)
    }

    private static func object(id: Int, _ fields: [(String, String)]) -> String {
        var text = #"{"i":"# + String(id)
        for (key, value) in fields { text += ",\"" + key + "\":" + value }
        return text + "}"
    }

    /// A tree flattened into its mirrored nodes in reading order (parents first), each with its wire fields.
    private struct Flattened {
        var ids: [Int] = []
        var fields: [[(key: String, value: String)]] = []
        /// The child order of each parent the client cannot order from rows.
        var orders: [Int: [Int]] = [:]
        /// Each scroll view's content offset, by id.
        var offsets: [Int: CGPoint] = [:]

        /// Appends `node` (and what is inside it) under `parent`, whose content origin is at `origin` in window
        /// coordinates.
        @MainActor
        mutating func append(_ node: AccessibilityTreeNode, parent: Int, origin: CGPoint) {
            let role = AccessibilityMirror.role(of: node)
            guard node.isElement || role != nil || !node.children.isEmpty else { return }
            ids.append(node.id)
            var list: [(key: String, value: String)] = [("p", String(parent))]
            if let role { list.append(("r", JSONText.string(role))) }
            let frame = node.frame
            list.append(
                (
                    "f",
                    JSONText.array(
                        [frame.minX - origin.x, frame.minY - origin.y, frame.width, frame.height].map {
                            JSONText.number(($0 * 100).rounded() / 100)
                        })
                ))
            var contentOrigin = frame.origin
            if let offset = node.contentOffset {
                offsets[node.id] = offset
                contentOrigin.x -= offset.x
                contentOrigin.y -= offset.y
                if offset != .zero {
                    list.append(
                        ("b", JSONText.array([offset.x, offset.y].map { JSONText.number(($0 * 100).rounded() / 100) })))
                }
            }
            if node.isElement { list.append(("e", "1")) }
            if let label = node.label, !label.isEmpty { list.append(("n", JSONText.string(label))) }
            if let value = node.value, !value.isEmpty { list.append(("v", JSONText.string(value))) }
            if let hint = node.hint, !hint.isEmpty { list.append(("d", JSONText.string(hint))) }
            if let placeholder = node.placeholder, !placeholder.isEmpty {
                list.append(("ph", JSONText.string(placeholder)))
            }
            var states = ""
            if node.isSelected { states += "s" }
            if !node.isEnabled { states += "x" }
            if node.isModal { states += "m" }
            if let expanded = node.isExpanded { states += expanded ? "E" : "C" }
            if !states.isEmpty { list.append(("st", JSONText.string(states))) }
            if let rows = node.rowCount { list.append(("rc", String(rows))) }
            if let columns = node.columnCount { list.append(("cc", String(columns))) }
            if let row = node.rowIndex { list.append(("ri", String(row))) }
            if let column = node.columnIndex { list.append(("ci", String(column))) }
            if !node.customActionNames.isEmpty {
                list.append(("ca", JSONText.array(node.customActionNames.map(JSONText.string))))
            }
            fields.append(list)
            var children: [Int] = []
            var allPositioned = true
            for child in node.children {
                let before = ids.count
                append(child, parent: node.id, origin: contentOrigin)
                guard ids.count > before else { continue }
                children.append(child.id)
                if child.rowIndex == nil { allPositioned = false }
            }
            if !children.isEmpty, !allPositioned { orders[node.id] = children }
        }
    }

    /// The ARIA role a node stands for (`nil`: no role of its own — static text, or a plain container).
    static func role(of node: AccessibilityTreeNode) -> String? {
        let traits = node.traits
        if node.isModal { return "dialog" }
        switch node.bar {
        case .navigationBar: return "navigation"
        case .toolbar: return "toolbar"
        case nil: break
        }
        switch node.containerType {
        case .dataTable: return "grid"
        case .list: return "list"
        case .landmark: return "region"
        case .semanticGroup: return "group"
        case .none: break
        }
        if traits.contains(.tabBar) { return "tablist" }
        guard node.isElement else { return nil }
        if node.isTextEntry || traits.contains(.searchField) {
            return traits.contains(.searchField) ? "searchbox" : "textbox"
        }
        if traits.contains(.adjustable) { return "slider" }
        if traits.contains(.toggleButton) { return "switch" }
        if traits.contains(.header) { return "heading" }
        if traits.contains(.link) { return "link" }
        if traits.contains(.button) { return "button" }
        if traits.contains(.image) { return "img" }
        if node.rowIndex != nil { return node.columnIndex != nil ? "gridcell" : "listitem" }
        return nil
    }
}
