/// The accessibility tree of a window, built as UIKit's assistive apps walk a view hierarchy:
///
/// - Hidden views, views with an alpha of 0 and views with `accessibilityElementsHidden` are left out with
///   everything inside them.
/// - A view whose `accessibilityViewIsModal` is set hides its siblings (the frontmost such view wins).
/// - `accessibilityElements`, when set, replaces the subviews and gives their order; a collection view's cells and
///   supplementary views are read in index-path order (headers, items, footers of each section); everything else is
///   read where it is on screen, top to bottom and along each line from the leading edge, whatever views hold it.
/// - An element (`isAccessibilityElement`) stops the walk: what is inside it belongs to it. An element with nothing
///   to say (an empty label) is passed over, as VoiceOver passes over it.
/// - Views that are only containers leave no node unless they mean something to an assistive app: a container type,
///   traits (a tab bar), `accessibilityViewIsModal` or `shouldGroupAccessibilityChildren`. A collection view is a
///   list or data table reporting all its rows, and each cell on screen carries its row (and column).
///
/// `perform(_:onElementWithID:in:)` acts on an element of the tree as VoiceOver does; `text(of:)` writes the tree as
/// a screen reader meets it, one line per element.
@preconcurrency @MainActor
public enum AccessibilityTree {
    /// The tree of `view` (usually a window): a node for the view with everything assistive apps reach inside it.
    public static func build(from view: UIView) -> AccessibilityTreeNode {
        let nodes = AccessibilityWalk.nodes(for: view, in: nil)
        if nodes.count == 1, nodes[0].id == AccessibilityTreeNode.id(of: view) { return nodes[0] }
        return AccessibilityTreeNode(
            id: AccessibilityTreeNode.id(of: view), isElement: false, frame: view.accessibilityFrame, children: nodes)
    }

    /// The tree of the scene's key window (else its first window); `nil` when it has no window.
    public static func build(from scene: UIWindowScene) -> AccessibilityTreeNode? {
        guard let window = scene.keyWindow ?? scene.windows.first else { return nil }
        return build(from: window)
    }
}

/// The walk behind `AccessibilityTree`: which objects an assistive app reaches below an object, and the node each
/// becomes.
@MainActor
enum AccessibilityWalk {
    /// The objects directly below `object` that an assistive app reaches, in reading order.
    static func children(of object: AnyObject) -> [AnyObject] {
        let candidates: [AnyObject]
        if let view = object as? UIView {
            if let elements = view.accessibilityElements {
                candidates = elements.map { $0 as AnyObject }
            } else if let collectionView = view as? UICollectionView {
                candidates = orderedSubviews(of: collectionView)
            } else if view.next is UISplitViewController {
                candidates = columnsInReadingOrder(
                    view.subviews, rightToLeft: view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
            } else {
                candidates = topBarsFirst(view.subviews)
            }
        } else if let element = object as? UIAccessibilityElement {
            candidates = (element.accessibilityElements ?? []).map { $0 as AnyObject }
        } else {
            candidates = []
        }
        let reachable = candidates.filter(isReachable)
        if let modal = reachable.last(where: isModal) { return [modal] }
        return reachable
    }

    /// `subviews` with navigation bars moved to the front: VoiceOver reads a screen top to bottom, so a navigation
    /// controller's bar (added above its content, and drawn over it) is read before the content below it, as on iOS,
    /// where a pushed screen's first element is its back button or title.
    private static func topBarsFirst(_ subviews: [UIView]) -> [AnyObject] {
        guard subviews.count > 1, let bar = subviews.firstIndex(where: { $0 is UINavigationBar }), bar > 0 else {
            return subviews
        }
        var ordered = subviews
        ordered.insert(ordered.remove(at: bar), at: 0)
        return ordered
    }

    /// A split view's columns as VoiceOver reads them: across the screen in the reading direction (the sidebar
    /// before the secondary column, though the secondary is added first, behind), and a column floating over another
    /// (an overlaid sidebar) before the one below it.
    private static func columnsInReadingOrder(_ subviews: [UIView], rightToLeft: Bool) -> [AnyObject] {
        let ranked = subviews.enumerated().map { index, view in
            (lead: rightToLeft ? -view.frame.maxX : view.frame.minX, front: index, view: view)
        }
        return ranked.sorted { $0.lead != $1.lead ? $0.lead < $1.lead : $0.front > $1.front }.map(\.view)
    }

    /// Whether an object is shown to assistive apps at all.
    static func isReachable(_ object: AnyObject) -> Bool {
        if let view = object as? UIView {
            return !view.isHidden && view.alpha > 0.01 && !view.accessibilityElementsHidden
        }
        if let element = object as? UIAccessibilityElement { return !element.accessibilityElementsHidden }
        return false
    }

    static func isModal(_ object: AnyObject) -> Bool {
        (object as? UIView)?.accessibilityViewIsModal ?? (object as? UIAccessibilityElement)?.accessibilityViewIsModal
            ?? false
    }

    static func isElement(_ object: AnyObject) -> Bool {
        (object as? UIView)?.isAccessibilityElement ?? (object as? UIAccessibilityElement)?.isAccessibilityElement
            ?? false
    }

    /// Whether an element has nothing to say: no label or value, and no role beyond static text or a heading (an
    /// empty label, such as a navigation bar's title with no title, which VoiceOver passes over).
    private static func isSilent(_ node: AccessibilityTreeNode) -> Bool {
        (node.label ?? "").isEmpty && (node.value ?? "").isEmpty && !node.isTextEntry
            && node.traits.subtracting([.staticText, .notEnabled, .header]).isEmpty && node.customActionNames.isEmpty
    }

    /// A collection view's subviews with its cells and supplementary views in index-path order: each section's
    /// headers, then its items, then its footers; other subviews (a background view) first. The cells of a section
    /// that scrolls orthogonally (held by a scroll view of its own) are read in their section's place, as VoiceOver
    /// reads a compositional layout's sections top to bottom, each header before its row of items.
    private static func orderedSubviews(of collectionView: UICollectionView) -> [AnyObject] {
        var others: [UIView] = []
        var placed: [(key: (Int, Int, Int), view: UIView)] = []
        var views = collectionView.subviews
        if let orthogonal = views.firstIndex(where: { $0 is OrthogonalScrollView }) {
            views =
                Array(views[..<orthogonal])
                + views[orthogonal...].flatMap { ($0 as? OrthogonalScrollView).map(reachableSubviews) ?? [$0] }
        }
        for subview in views {
            guard let reusable = subview as? UICollectionReusableView, let attributes = reusable.appliedAttributes
            else {
                others.append(subview)
                continue
            }
            let indexPath = attributes.indexPath
            let section = indexPath.count > 0 ? indexPath.section : 0
            let item = indexPath.count > 1 ? indexPath.item : 0
            let rank: Int
            switch attributes.representedElementCategory {
            case .cell: rank = 1
            case .decorationView: continue
            default:
                let kind = attributes.representedElementKind ?? ""
                let footer = collectionView.collectionViewLayout.readsAfterItems(
                    supplementaryOfKind: kind, inSection: section)
                rank = footer ? 2 : 0
            }
            placed.append(((section, rank, item), subview))
        }
        placed.sort { $0.key < $1.key }
        return others + placed.map(\.view)
    }

    /// The subviews of an orthogonal section's scroll view an assistive app reaches (none while it is hidden).
    private static func reachableSubviews(of scrollView: OrthogonalScrollView) -> [UIView] {
        isReachable(scrollView) ? scrollView.subviews : []
    }

    /// The nodes `object` contributes: one for an element or a meaningful container, else its children's.
    static func nodes(for object: AnyObject, in collectionView: UICollectionView?) -> [AccessibilityTreeNode] {
        runs(for: object, in: collectionView).flatMap { $0 }
    }

    /// The nodes `object` contributes, in runs that are read together: a run is one node (an element or a meaningful
    /// container), or the nodes of a view whose order is its own (`accessibilityElements`, which VoiceOver keeps as
    /// given). A plain view's runs are its children's, in positional order (below).
    private static func runs(for object: AnyObject, in collectionView: UICollectionView?) -> [[AccessibilityTreeNode]] {
        if isElement(object) {
            let node = elementNode(for: object, in: collectionView)
            return isSilent(node) ? [] : [[node]]
        }
        let table = object as? UICollectionView
        let childRuns = children(of: object).flatMap { runs(for: $0, in: table) }
        let ownOrder =
            table != nil || (object as? UIView)?.accessibilityElements != nil
            || object is UIAccessibilityElement || (object as? UIView)?.next is UISplitViewController
        let rightToLeft = (object as? UIView)?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let ordered = ownOrder ? childRuns : positionalOrder(childRuns, rightToLeft: rightToLeft)
        let children = ordered.flatMap { $0 }
        var node = containerNode(for: object, children: children)
        if let table {
            node.rowCount = table.accessibilityRowCount()
            node.columnCount = table.accessibilityColumnCount()
            return [[node]]
        }
        if let collectionView, let cell = object as? UICollectionViewCell, cell.displayedItemIndexPath != nil {
            // A cell that is not one element still stands for its row.
            return [[positioned(node, cell: cell, in: collectionView)]]
        }
        let meaningful =
            node.containerType != .none || node.traits.contains(.tabBar) || node.isModal || node.bar != nil
            || ((object as? UIView)?.shouldGroupAccessibilityChildren ?? false)
            || ((object as? UIAccessibilityElement)?.shouldGroupAccessibilityChildren ?? false)
        if meaningful && !children.isEmpty { return [[node]] }
        return ownOrder && !children.isEmpty ? [children] : ordered
    }

    /// Runs in the order VoiceOver reads a screen whatever the view hierarchy: top to bottom, and along a line (tops
    /// less than 8 points apart) from the leading edge — left to right, or right to left in a right-to-left layout.
    /// A run is placed by its first element (a container by where its reading starts, so a list under a bar follows
    /// the bar's buttons even when its scroll view reaches under the bar). Runs that tie keep their order (a
    /// navigation bar before the content it overlaps). Source: VoiceOver's documented top-left to bottom-right
    /// navigation ("VoiceOver navigates from top-left to bottom-right, irrespective of the view hierarchy"), and the
    /// 8-point line tolerance observed in VoiceOver by Cash App's AccessibilitySnapshot (its sort-order change #242).
    private static func positionalOrder(_ runs: [[AccessibilityTreeNode]], rightToLeft: Bool)
        -> [[AccessibilityTreeNode]]
    {
        guard runs.count > 1 else { return runs }
        let placed = runs.enumerated().map { index, run in
            (index: index, frame: run.first.map(readingStart) ?? .zero, run: run)
        }
        return placed.sorted { a, b in
            let dy = a.frame.minY - b.frame.minY
            if abs(dy) >= 8 { return dy < 0 }
            let aLead = rightToLeft ? -a.frame.maxX : a.frame.minX
            let bLead = rightToLeft ? -b.frame.maxX : b.frame.minX
            if aLead != bLead { return aLead < bLead }
            return a.index < b.index
        }.map(\.run)
    }

    /// Where reading a node starts: an element's frame, a container's first element's (its own frame when empty).
    private static func readingStart(_ node: AccessibilityTreeNode) -> CGRect {
        var node = node
        while !node.isElement, let first = node.children.first { node = first }
        return node.frame
    }

    private static func positioned(
        _ node: AccessibilityTreeNode, cell: UICollectionViewCell, in collectionView: UICollectionView
    ) -> AccessibilityTreeNode {
        guard let indexPath = cell.displayedItemIndexPath else { return node }
        var node = node
        let position = collectionView.accessibilityPosition(of: indexPath)
        node.rowIndex = position.row
        if collectionView.accessibilityContainerType == .dataTable { node.columnIndex = position.column }
        return node
    }

    private static func containerNode(for object: AnyObject, children: [AccessibilityTreeNode])
        -> AccessibilityTreeNode
    {
        var node = baseNode(for: object)
        node.isElement = false
        node.children = children
        return node
    }

    private static func elementNode(for object: AnyObject, in collectionView: UICollectionView?)
        -> AccessibilityTreeNode
    {
        var node = baseNode(for: object)
        node.isElement = true
        if let cell = object as? UICollectionViewCell, let collectionView, cell.displayedItemIndexPath != nil {
            node = positioned(node, cell: cell, in: collectionView)
        }
        return node
    }

    /// What UIAccessibility says about a view or element.
    private static func baseNode(for object: AnyObject) -> AccessibilityTreeNode {
        if let view = object as? UIView {
            return AccessibilityTreeNode(
                id: AccessibilityTreeNode.id(of: view), isElement: false, traits: view.accessibilityTraits,
                label: view.accessibilityLabel, value: view.accessibilityValue, hint: view.accessibilityHint,
                identifier: view.accessibilityIdentifier, frame: view.accessibilityFrame,
                containerType: view.accessibilityContainerType,
                customActionNames: (view.accessibilityCustomActions ?? []).map(\.name),
                isExpanded: (view as? UICollectionViewListCell)?.accessibilityExpandedState,
                isTextEntry: view is UITextField || ((view as? UITextView)?.isEditable ?? false),
                placeholder: (view as? UITextField)?.placeholder,
                isModal: view.accessibilityViewIsModal, contentOffset: (view as? UIScrollView)?.bounds.origin,
                bar: view is UINavigationBar ? .navigationBar : view is UIToolbar ? .toolbar : nil)
        }
        guard let element = object as? UIAccessibilityElement else {
            return AccessibilityTreeNode(id: AccessibilityTreeNode.id(of: object), isElement: false, frame: .zero)
        }
        return AccessibilityTreeNode(
            id: AccessibilityTreeNode.id(of: element), isElement: false, traits: element.accessibilityTraits,
            label: element.accessibilityLabel, value: element.accessibilityValue, hint: element.accessibilityHint,
            identifier: element.accessibilityIdentifier, frame: element.resolvedAccessibilityFrame,
            containerType: element.accessibilityContainerType,
            customActionNames: (element.accessibilityCustomActions ?? []).map(\.name),
            isModal: element.accessibilityViewIsModal)
    }

    /// The object with `id` among those an assistive app reaches from `root`, or `nil`.
    static func object(withID id: Int, from root: AnyObject) -> AnyObject? {
        if AccessibilityTreeNode.id(of: root) == id { return root }
        if isElement(root) { return nil }
        for child in children(of: root) {
            if let found = object(withID: id, from: child) { return found }
        }
        return nil
    }
}
