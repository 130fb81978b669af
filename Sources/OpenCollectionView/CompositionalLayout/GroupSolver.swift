/// Lays out one group of a compositional layout from its plain-data spec: where each of its cells and
/// supplementary items goes, relative to the group's origin.
///
/// UIKit's rules, reproduced:
/// - subitems' fractional dimensions refer to the group's size inside its content insets;
/// - `horizontal/vertical(layoutSize:subitems:)` repeats the subitems in order while the next one fits;
///   `repeatingSubitem:count:` places exactly `count` copies at their own size; `subitem:count:` makes `count`
///   copies that share the extent equally (minus the fixed inter-item spacing);
/// - fixed inter-item and edge spacings add up along the axis; flexible ones start at their value and share the
///   space left over equally; across the axis a flexible edge spacing on both sides centres the item, on the
///   leading (top) side only pushes it to the far edge;
/// - an item's content insets inset its cell inside its box, except along an estimated axis;
/// - an estimated group takes the extent of what it holds on that axis;
/// - a supplementary item is anchored to its item's cell frame (or its group's frame).
struct GroupSolver {
    /// One cell placed in a group.
    struct Cell {
        var frame: CGRect
        var leaf: Int32
        var zIndex: Int
    }

    /// A supplementary item placed in a group; `cell` is the group-relative index of the cell whose index path it
    /// takes (the item it is attached to, or a group's first cell).
    struct Supplementary {
        var kind: String
        var frame: CGRect
        var zIndex: Int
        var cell: Int
    }

    /// A laid-out group: its size and what it holds, relative to its origin.
    struct Layout {
        var size: CGSize = .zero
        var cells: [Cell] = []
        var supplementaries: [Supplementary] = []
    }

    /// The self-sized size of the section's `n`-th item, when known.
    var preferredSize: (Int) -> CGSize? = { _ in nil }
    /// The section's item the group's first cell shows (its `n`-th cell looks up item `firstItem + n`).
    var firstItem = 0
    /// The section-wide sizes of `uniformAcrossSiblings` leaves, when the section's outermost group is uniform on
    /// that axis (UIKit then shares the largest item's size across the entire section, nested groups included).
    var sectionUniformWidth: CGFloat?
    var sectionUniformHeight: CGFloat?
    /// Problems found (overflowing groups), reported by the caller once.
    var problems: [String] = []
    /// The subitems the linear passes under way placed, innermost pass last (one buffer for every pass and every
    /// group a solver lays out).
    var placedStack: [Placed] = []

    /// Lays out `group` in a box of `size`, placing at most `budget` cells.
    mutating func layOut(_ group: CompositionalSpec.Item, size: CGSize, budget: Int) -> Layout {
        var layout = Layout()
        layOut(group, size: size, budget: budget, into: &layout)
        return layout
    }

    /// Lays out `group` in a box of `size` into `layout`, replacing what it held but keeping its buffers (a section
    /// laying out its groups one by one reuses one layout for all of them).
    mutating func layOut(_ group: CompositionalSpec.Item, size: CGSize, budget: Int, into layout: inout Layout) {
        layout.cells.removeAll(keepingCapacity: true)
        layout.supplementaries.removeAll(keepingCapacity: true)
        var remaining = budget
        layout.size = place(group, at: .zero, size: size, into: &layout, budget: &remaining)
    }

    /// Places `item` (a group or a leaf) with its box at `origin`; returns its actual size.
    mutating func place(
        _ item: CompositionalSpec.Item, at origin: CGPoint, size: CGSize, into layout: inout Layout,
        budget: inout Int
    ) -> CGSize {
        guard let group = item.group else {
            return placeLeaf(item, at: origin, size: size, into: &layout, budget: &budget)
        }
        let firstCell = layout.cells.count
        let insets = item.contentInsets
        let content = CGRect(
            x: origin.x + insets.leading, y: origin.y + insets.top,
            width: max(0, size.width - insets.leading - insets.trailing),
            height: max(0, size.height - insets.top - insets.bottom))
        var used: CGSize
        switch group.arrangement {
        case .custom:
            for custom in group.customFrames where budget > 0 {
                budget -= 1
                layout.cells.append(
                    Cell(
                        frame: custom.frame.offsetBy(dx: origin.x, dy: origin.y), leaf: Int32(item.leafIndex),
                        zIndex: custom.zIndex))
            }
            used = size
        case .horizontal, .vertical:
            let horizontal = group.arrangement == .horizontal
            let extent = placeLinear(
                group, horizontal: horizontal,
                mainIsEstimated: horizontal ? item.width.isEstimated : item.height.isEstimated, in: content,
                into: &layout, budget: &budget)
            used = CGSize(
                width: extent.width + insets.leading + insets.trailing,
                height: extent.height + insets.top + insets.bottom)
        }
        let actual = CGSize(
            width: item.width.isEstimated ? used.width : size.width,
            height: item.height.isEstimated ? used.height : size.height)
        let frame = CGRect(origin: origin, size: actual)
        for supplementary in item.supplementaries {
            layout.supplementaries.append(
                Supplementary(
                    kind: supplementary.kind, frame: supplementary.frame(in: frame), zIndex: supplementary.zIndex,
                    cell: firstCell))
        }
        return actual
    }

    private mutating func placeLeaf(
        _ item: CompositionalSpec.Item, at origin: CGPoint, size: CGSize, into layout: inout Layout,
        budget: inout Int
    ) -> CGSize {
        guard budget > 0 else { return .zero }
        budget -= 1
        let insets = item.contentInsets
        let estimatedWidth = item.width.isEstimated
        let estimatedHeight = item.height.isEstimated
        let cell = CGRect(
            x: origin.x + (estimatedWidth ? 0 : insets.leading), y: origin.y + (estimatedHeight ? 0 : insets.top),
            width: max(0, size.width - (estimatedWidth ? 0 : insets.leading + insets.trailing)),
            height: max(0, size.height - (estimatedHeight ? 0 : insets.top + insets.bottom)))
        let index = layout.cells.count
        layout.cells.append(Cell(frame: cell, leaf: Int32(item.leafIndex), zIndex: 0))
        for supplementary in item.supplementaries {
            layout.supplementaries.append(
                Supplementary(
                    kind: supplementary.kind, frame: supplementary.frame(in: cell), zIndex: supplementary.zIndex,
                    cell: index))
        }
        return size
    }

    /// The box size of `item` in a container of `container` size: its dimensions resolved, estimated axes taking the
    /// cell's self-sized value when known.
    func boxSize(_ item: CompositionalSpec.Item, in container: CGSize, cell: Int) -> CGSize {
        var size = CGSize(width: item.width.resolve(in: container), height: item.height.resolve(in: container))
        if item.group == nil, item.width.isEstimated || item.height.isEstimated,
            let preferred = preferredSize(firstItem + cell)
        {
            if item.width.isEstimated { size.width = preferred.width }
            if item.height.isEstimated { size.height = preferred.height }
        }
        if item.group == nil {
            if item.width.kind == .uniform, let width = sectionUniformWidth { size.width = max(size.width, width) }
            if item.height.kind == .uniform, let height = sectionUniformHeight {
                size.height = max(size.height, height)
            }
        }
        return CGSize(width: max(0, size.width), height: max(0, size.height))
    }
}
