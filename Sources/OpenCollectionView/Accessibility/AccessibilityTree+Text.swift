/// The accessibility tree as a screen reader meets it, one line per element in reading order, containers as
/// headings of indented blocks:
///
/// ```text
/// Heading "Settings"
/// List, 1,000,000 rows
///   Row 1 of 1,000,000: "Item 1", selected
///   Row 2 of 1,000,000: Button "Item 2", actions: Delete
/// Tab bar
///   Tab 1 of 2: "Home", selected
/// ```
///
/// Roles follow the traits as VoiceOver names them (a `.button` with `.toggleButton` is a "Switch button", whose
/// value "1" or "0" reads "on" or "off"); `.notEnabled` reads "dimmed".
extension AccessibilityTree {
    /// The tree under `node` as text (the node itself is not written when it is only the root container).
    public static func text(of node: AccessibilityTreeNode) -> String {
        var lines: [String] = []
        if node.isElement {
            lines.append(line(for: node, tab: nil, in: nil))
        } else {
            writeChildren(of: node, depth: 0, into: &lines)
        }
        return lines.joined(separator: "\n")
    }

    /// The tree of `view` as text.
    public static func text(of view: UIView) -> String { text(of: build(from: view)) }

    private static func writeChildren(of node: AccessibilityTreeNode, depth: Int, into lines: inout [String]) {
        let tabs = node.traits.contains(.tabBar)
        for (index, child) in node.children.enumerated() {
            lines.append(
                String(repeating: "  ", count: depth)
                    + line(for: child, tab: tabs ? (index + 1, node.children.count) : nil, in: node))
            if !child.isElement { writeChildren(of: child, depth: depth + 1, into: &lines) }
        }
    }

    /// One node's line; `parent` gives a row its table's counts.
    private static func line(for node: AccessibilityTreeNode, tab: (Int, Int)?, in parent: AccessibilityTreeNode?)
        -> String
    {
        guard node.isElement else { return containerLine(for: node, in: parent) }
        var text = ""
        if let position = position(of: node, in: parent) {
            text += position + ": "
        } else if let tab {
            text += "Tab \(tab.0) of \(tab.1): "
        }
        let role = tab == nil ? roleName(of: node) : nil
        if let role, !(node.rowIndex != nil && role == "Text") { text += role + " " }
        text += "\"\(node.label ?? "")\""
        if let value = spokenValue(of: node) { text += ": \(value)" }
        var flags: [String] = []
        if node.isSelected { flags.append("selected") }
        if !node.isEnabled { flags.append("dimmed") }
        if let expanded = node.isExpanded { flags.append(expanded ? "expanded" : "collapsed") }
        if !node.customActionNames.isEmpty {
            flags.append("actions: " + node.customActionNames.joined(separator: ", "))
        }
        if let hint = node.hint { flags.append("hint: \(hint)") }
        return ([text] + flags).joined(separator: ", ")
    }

    /// "Row 5 of 1,000" (", column 2 of 4" in a data table) for a row of a list or table.
    private static func position(of node: AccessibilityTreeNode, in parent: AccessibilityTreeNode?) -> String? {
        guard let row = node.rowIndex else { return nil }
        var text = "Row \(grouped(row + 1)) of \(grouped(parent?.rowCount ?? 0))"
        if let column = node.columnIndex {
            text += ", column \(column + 1) of \(grouped(parent?.columnCount ?? 0))"
        }
        return text
    }

    private static func containerLine(for node: AccessibilityTreeNode, in parent: AccessibilityTreeNode?) -> String {
        var parts: [String]
        switch node.containerType {
        case .list: parts = ["List", "\(grouped(node.rowCount ?? 0)) rows"]
        case .dataTable:
            parts = ["Table", "\(grouped(node.rowCount ?? 0)) rows", "\(grouped(node.columnCount ?? 0)) columns"]
        case .landmark: parts = ["Landmark"]
        case .semanticGroup: parts = ["Group"]
        case .none: parts = [node.traits.contains(.tabBar) ? "Tab bar" : "Group"]
        }
        if let label = node.label { parts[0] += " \"\(label)\"" }
        if let position = position(of: node, in: parent) { parts.insert(position, at: 0) }
        if node.isModal { parts.append("modal") }
        return parts.joined(separator: ", ")
    }

    /// The role VoiceOver speaks for an element's traits, or `nil` for a plain element.
    static func roleName(of node: AccessibilityTreeNode) -> String? {
        let traits = node.traits
        if node.isTextEntry { return traits.contains(.searchField) ? "Search field" : "Text field" }
        if traits.contains(.searchField) { return "Search field" }
        if traits.contains(.toggleButton) { return traits.contains(.button) ? "Switch button" : "Toggle" }
        if traits.contains(.button) { return "Button" }
        if traits.contains(.link) { return "Link" }
        if traits.contains(.adjustable) { return "Adjustable" }
        if traits.contains(.header) { return "Heading" }
        if traits.contains(.image) { return "Image" }
        if traits.contains(.staticText) { return "Text" }
        return nil
    }

    /// The value as spoken: a switch's "1" and "0" as "on" and "off".
    private static func spokenValue(of node: AccessibilityTreeNode) -> String? {
        guard let value = node.value, !value.isEmpty else { return nil }
        if node.traits.contains(.toggleButton) {
            if value == "1" { return "on" }
            if value == "0" { return "off" }
        }
        return value
    }

    /// A count with thousands separators ("1,000,000"), as VoiceOver's English speaks them.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = ""
        for (offset, character) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return number < 0 ? "-" + result : result
    }
}
