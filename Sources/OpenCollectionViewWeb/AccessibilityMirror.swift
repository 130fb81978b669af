import Foundation
@_spi(Host) import OpenCollectionView

/// The window's accessibility tree as the browser client mirrors it into the page's DOM: each node with the ARIA
/// role its UIKit traits and container type stand for, its name (label), value, description (hint), states and,
/// for collections, the counts of all their rows and columns and each cell's place among them — so a screen reader
/// hears "row 5 of 1,000,000" while only the cells on screen are nodes.
///
/// Built from `AccessibilityTree` at most every `interval` (a screen reader reads at human pace; a coasting grid must
/// not walk its views for it 60 times a second), and right after the page acted on an element; the message carries
/// it (`"ax"`) only when it differs from the one last sent, so a frame with an unchanged tree sends nothing for it.
@MainActor
struct AccessibilityMirror {
    private var lastSent = ""
    private var lastBuilt: TimeInterval = -.infinity
    /// The least time between two builds of the tree.
    static let interval: TimeInterval = 0.25

    /// Whether a frame came while the interval ran, so the tree may have changed unseen.
    private var isPending = false

    /// How long until a pending look at the tree may be taken; `nil` when none is pending.
    func pendingWait(now: TimeInterval = ProcessInfo.processInfo.systemUptime) -> TimeInterval? {
        isPending ? max(0, lastBuilt + Self.interval - now) : nil
    }

    /// Builds the tree at the next frame whatever the interval (the page acted on an element).
    mutating func forceNextUpdate() { lastBuilt = -.infinity }

    /// The `ax` field of the next frame message, or `nil` when the tree has not changed since the last one sent (or
    /// was built less than `interval` ago).
    mutating func update(from window: UIView, now: TimeInterval = ProcessInfo.processInfo.systemUptime) -> String? {
        guard now - lastBuilt >= Self.interval else {
            isPending = true
            return nil
        }
        isPending = false
        lastBuilt = now
        let tree = AccessibilityTree.build(from: window)
        var nodes: [String] = []
        nodes.reserveCapacity(64)
        Self.append(tree, parent: 0, to: &nodes)
        let json = JSONText.array(nodes)
        guard json != lastSent else { return nil }
        lastSent = json
        return json
    }

    private static func append(_ node: AccessibilityTreeNode, parent: Int, to nodes: inout [String]) {
        let role = role(of: node)
        guard node.isElement || role != nil || !node.children.isEmpty else { return }
        var fields: [(String, String)] = [("i", String(node.id)), ("p", String(parent))]
        if let role { fields.append(("r", JSONText.string(role))) }
        fields.append(
            (
                "f",
                JSONText.array(
                    [node.frame.minX, node.frame.minY, node.frame.width, node.frame.height].map(JSONText.number)
                )
            ))
        if node.isElement { fields.append(("e", "1")) }
        if let label = node.label, !label.isEmpty { fields.append(("n", JSONText.string(label))) }
        if let value = node.value, !value.isEmpty { fields.append(("v", JSONText.string(value))) }
        if let hint = node.hint, !hint.isEmpty { fields.append(("d", JSONText.string(hint))) }
        var states = ""
        if node.isSelected { states += "s" }
        if !node.isEnabled { states += "x" }
        if node.isModal { states += "m" }
        if let expanded = node.isExpanded { states += expanded ? "E" : "C" }
        if !states.isEmpty { fields.append(("st", JSONText.string(states))) }
        if let rows = node.rowCount { fields.append(("rc", String(rows))) }
        if let columns = node.columnCount { fields.append(("cc", String(columns))) }
        if let row = node.rowIndex { fields.append(("ri", String(row))) }
        if let column = node.columnIndex { fields.append(("ci", String(column))) }
        if !node.customActionNames.isEmpty {
            fields.append(("ca", JSONText.array(node.customActionNames.map(JSONText.string))))
        }
        nodes.append(JSONText.object(fields))
        for child in node.children { append(child, parent: node.id, to: &nodes) }
    }

    /// The ARIA role a node stands for (`nil`: no role of its own — static text, or a plain container).
    static func role(of node: AccessibilityTreeNode) -> String? {
        let traits = node.traits
        if node.isModal { return "dialog" }
        switch node.containerType {
        case .dataTable: return "grid"
        case .list: return "list"
        case .landmark: return "region"
        case .semanticGroup: return "group"
        case .none: break
        }
        if traits.contains(.tabBar) { return "tablist" }
        guard node.isElement else { return nil }
        if node.isTextEntry || traits.contains(.searchField) { return node.isTextEntry ? "textbox" : "searchbox" }
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
