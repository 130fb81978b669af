/// Resizing items in place: when only some items of a solved section changed their self-sized size, their groups are
/// laid out again and everything after them moves by the difference, instead of solving the section afresh (a
/// self-sizing invalidation in a 100,000-item list is one group's layout and one pass over the later frames).
extension SectionSolver {
    /// The size the section's group is laid out in (the container inside the section's content insets).
    func groupBox() -> CGSize {
        let insets = spec.contentInsets
        let container = placement.container
        let groupContainer = CGSize(
            width: max(0, container.width - insets.leading - insets.trailing),
            height: max(0, container.height - insets.top - insets.bottom))
        return CGSize(
            width: max(0, spec.group.width.resolve(in: groupContainer)),
            height: max(0, spec.group.height.resolve(in: groupContainer)))
    }

    /// Lays out again the groups of `items` (sorted) in `section`, solved before with per-group storage, and moves
    /// the later groups, trailing boundary items and the section's end by the change in length. Returns `false`,
    /// leaving `section` as it was, where the change is not local and the section must be solved whole: a section
    /// still in uniform storage, an orthogonal one, one sharing sizes across siblings, item supplementaries,
    /// boundary items that span the content, or a group that now holds a different number of items.
    ///
    /// - Complexity: O(*g* + *n*), for *g* the groups laid out again and *n* the items after the first of them.
    mutating func resize(_ section: inout SolvedSection, items: [Int]) -> Bool {
        guard !section.isUniform, section.orthogonal == nil, spec.orthogonalScrollingBehavior == .none,
            section.itemCount == itemCount, section.variedSupplementaries.isEmpty,
            spec.group.width.kind != .uniform, spec.group.height.kind != .uniform,
            spec.boundaries.allSatisfy({
                $0.extendsBoundary && Self.side(of: $0.alignment, vertical: placement.vertical) != .neither
            })
        else { return false }
        let box = groupBox()
        var relaidOut: [(group: Int, layout: GroupSolver.Layout)] = []
        var solver = GroupSolver()
        solver.preferredSize = preferredItemSize
        for item in items where item >= 0 && item < itemCount {
            let group = section.group(containing: item)
            if relaidOut.last?.group == group { continue }
            let first = section.groupFirstItems[group]
            solver.firstItem = first
            let layout = solver.layOut(spec.group, size: box, budget: itemCount - first)
            guard layout.cells.count == section.items(ofGroup: group).count, layout.supplementaries.isEmpty else {
                return false
            }
            relaidOut.append((group, layout))
        }
        guard let firstGroup = relaidOut.first?.group else { return true }
        let alongX = section.groupsAlongX
        let crossStart = alongX ? section.firstGroupOrigin.y : section.firstGroupOrigin.x
        var delta: CGFloat = 0
        var next = 0
        var group = firstGroup
        while group < section.groupCount {
            if next < relaidOut.count, relaidOut[next].group == group {
                let layout = relaidOut[next].layout
                let start = section.groupStarts[group] + delta
                let length = alongX ? layout.size.width : layout.size.height
                let origin = alongX ? CGPoint(x: start, y: crossStart) : CGPoint(x: crossStart, y: start)
                let first = section.groupFirstItems[group]
                for (offset, cell) in layout.cells.enumerated() {
                    section.cellFrames[first + offset] = cell.frame.offsetBy(dx: origin.x, dy: origin.y)
                    section.cellZIndexes[first + offset] = cell.zIndex
                    section.cellLeaves[first + offset] = cell.leaf
                }
                delta += length - (section.groupEnds[group] - section.groupStarts[group])
                section.groupStarts[group] = start
                section.groupEnds[group] = start + length
                next += 1
            } else if delta != 0 {
                section.groupStarts[group] += delta
                section.groupEnds[group] += delta
                let (dx, dy) = alongX ? (delta, CGFloat(0)) : (0, delta)
                for item in section.items(ofGroup: group) {
                    section.cellFrames[item] = section.cellFrames[item].offsetBy(dx: dx, dy: dy)
                }
            } else if next < relaidOut.count {
                group = relaidOut[next].group
                continue
            } else {
                break
            }
            group += 1
        }
        section.lengthen(by: delta, vertical: placement.vertical)
        return true
    }
}

extension SolvedSection {
    /// The group (per-group storage) that `item` is in.
    func group(containing item: Int) -> Int {
        var lower = 0
        var upper = groupFirstItems.count
        while upper - lower > 1 {
            let middle = (lower + upper) / 2
            if groupFirstItems[middle] <= item { lower = middle } else { upper = middle }
        }
        return lower
    }

    /// The items of `group` (per-group storage).
    func items(ofGroup group: Int) -> Range<Int> {
        groupFirstItems[group]..<(group + 1 < groupFirstItems.count ? groupFirstItems[group + 1] : itemCount)
    }

    /// Grows the section along the scroll axis by `delta` at its content's end: its frames and decorations
    /// lengthen, its trailing boundary items move.
    mutating func lengthen(by delta: CGFloat, vertical: Bool) {
        guard delta != 0 else { return }
        func grown(_ rect: CGRect) -> CGRect {
            vertical
                ? CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height + delta)
                : CGRect(x: rect.minX, y: rect.minY, width: rect.width + delta, height: rect.height)
        }
        end += delta
        frame = grown(frame)
        contentFrame = grown(contentFrame)
        for index in decorations.indices { decorations[index].frame = grown(decorations[index].frame) }
        for index in boundaries.indices where !boundaries[index].isLeading {
            boundaries[index].frame = boundaries[index].frame.offsetBy(
                dx: vertical ? 0 : delta, dy: vertical ? delta : 0)
        }
    }
}
