/// Placing a horizontal or vertical group's subitems one after another along its axis.
extension GroupSolver {
    /// What one placed subitem added to the layout, to move it when flexible spacing is shared out.
    struct Placed {
        var cells: Range<Int>
        var supplementaries: Range<Int>
        var flexibleSlotsBefore: Int
        var uniformCross: Bool
    }

    /// Places the subitems of `group` along its axis in `content`; returns the extent used (main along the axis,
    /// cross the deepest subitem).
    ///
    /// Leaves whose dimension along the axis is `uniformAcrossSiblings` all take the largest of their sizes: a
    /// first pass measures them, and when they differ the group is placed again with that size for each.
    mutating func placeLinear(
        _ group: CompositionalSpec.Group, horizontal: Bool, mainIsEstimated: Bool, in content: CGRect,
        into layout: inout Layout, budget: inout Int
    ) -> CGSize {
        let firstCell = layout.cells.count
        let firstSupplementary = layout.supplementaries.count
        let startBudget = budget
        let problemCount = problems.count
        var uniformMain: CGFloat?
        let extent = placeLinearPass(
            group, horizontal: horizontal, mainIsEstimated: mainIsEstimated, in: content, into: &layout,
            budget: &budget, uniformMain: nil, largestUniformMain: &uniformMain)
        guard let largest = uniformMain else { return extent }
        layout.cells.removeSubrange(firstCell...)
        layout.supplementaries.removeSubrange(firstSupplementary...)
        problems.removeSubrange(problemCount...)
        budget = startBudget
        var unused: CGFloat?
        return placeLinearPass(
            group, horizontal: horizontal, mainIsEstimated: mainIsEstimated, in: content, into: &layout,
            budget: &budget, uniformMain: largest, largestUniformMain: &unused)
    }

    /// One placing pass; `uniformMain` (when set) is the size along the axis of every uniform leaf, and
    /// `largestUniformMain` is set to the largest such size placed when they differ.
    private mutating func placeLinearPass(
        _ group: CompositionalSpec.Group, horizontal: Bool, mainIsEstimated: Bool, in content: CGRect,
        into layout: inout Layout, budget: inout Int, uniformMain: CGFloat?, largestUniformMain: inout CGFloat?
    ) -> CGSize {
        func main(_ size: CGSize) -> CGFloat { horizontal ? size.width : size.height }
        func cross(_ size: CGSize) -> CGFloat { horizontal ? size.height : size.width }
        let mainLength = main(content.size)
        let crossLength = cross(content.size)
        let spacing = group.interItemSpacing
        var cursor: CGFloat = 0
        var deepest: CGFloat = 0
        var flexibleSlots = 0
        // This pass's entries sit at the top of the shared stack; nested groups' passes push theirs above them and
        // take them off before returning.
        let placedBase = placedStack.count
        defer { placedStack.removeSubrange(placedBase...) }
        var uniformSmallest = CGFloat.infinity
        var uniformLargest = -CGFloat.infinity
        var index = 0
        while budget > 0, !group.subitems.isEmpty, index < 10_000 {
            var fixedCount: Int?
            switch group.repetition {
            case .fill: fixedCount = nil
            case .repeating(let count), .equalSplit(let count): fixedCount = count
            }
            if let fixedCount, index >= fixedCount { break }
            let subitem = group.subitems[index % group.subitems.count]
            var box = boxSize(subitem, in: content.size, cell: layout.cells.count)
            let isUniformMain = subitem.group == nil && (horizontal ? subitem.width : subitem.height).kind == .uniform
            if isUniformMain, let uniformMain {
                if horizontal { box.width = uniformMain } else { box.height = uniformMain }
            }
            if case .equalSplit(let count) = group.repetition, count > 0 {
                let share = max(0, (mainLength - CGFloat(count - 1) * (spacing?.value ?? 0)) / CGFloat(count))
                if horizontal { box.width = share } else { box.height = share }
            }
            let leading = horizontal ? subitem.leading : subitem.top
            let trailing = horizontal ? subitem.trailing : subitem.bottom
            let gap = index > 0 ? spacing?.value ?? 0 : 0
            let need = gap + (leading?.value ?? 0) + main(box) + (trailing?.value ?? 0)
            if fixedCount == nil, index > 0, cursor + need > mainLength + 0.001 { break }
            if index == 0, need > mainLength + 0.001, !mainIsEstimated {
                problems.append(
                    "There is no room for this NSCollectionLayoutGroup to fit into its parent group or section, or it "
                        + "has no room for any subitems itself. Its subitem needs \(need) points along the group's "
                        + "axis and the group's effective size is \(content.size).")
            }
            if index > 0, spacing?.isFlexible == true { flexibleSlots += 1 }
            if leading?.isFlexible == true { flexibleSlots += 1 }
            let mainPosition = cursor + gap + (leading?.value ?? 0)
            let crossLeading = horizontal ? subitem.top : subitem.leading
            let crossTrailing = horizontal ? subitem.bottom : subitem.trailing
            let crossPosition: CGFloat
            if crossLeading?.isFlexible == true, crossTrailing?.isFlexible == true {
                crossPosition = (crossLength - cross(box)) / 2
            } else if crossLeading?.isFlexible == true {
                crossPosition = crossLength - cross(box) - (crossTrailing?.value ?? 0)
            } else {
                crossPosition = crossLeading?.value ?? 0
            }
            let origin =
                horizontal
                ? CGPoint(x: content.minX + mainPosition, y: content.minY + crossPosition)
                : CGPoint(x: content.minX + crossPosition, y: content.minY + mainPosition)
            let firstCell = layout.cells.count
            let firstSupplementary = layout.supplementaries.count
            let actual = place(subitem, at: origin, size: box, into: &layout, budget: &budget)
            if isUniformMain {
                uniformSmallest = min(uniformSmallest, main(actual))
                uniformLargest = max(uniformLargest, main(actual))
            }
            placedStack.append(
                Placed(
                    cells: firstCell..<layout.cells.count,
                    supplementaries: firstSupplementary..<layout.supplementaries.count,
                    flexibleSlotsBefore: flexibleSlots,
                    uniformCross: subitem.group == nil
                        && (horizontal ? subitem.height.kind : subitem.width.kind) == .uniform))
            if trailing?.isFlexible == true { flexibleSlots += 1 }
            cursor = mainPosition + main(actual) + (trailing?.value ?? 0)
            deepest = max(deepest, crossPosition + cross(actual) + (crossTrailing?.value ?? 0))
            index += 1
        }
        let leftover = mainLength - cursor
        if flexibleSlots > 0, leftover > 0, !mainIsEstimated {
            let share = leftover / CGFloat(flexibleSlots)
            for entry in placedStack[placedBase...] where entry.flexibleSlotsBefore > 0 {
                let shift = share * CGFloat(entry.flexibleSlotsBefore)
                let dx = horizontal ? shift : 0
                let dy = horizontal ? 0 : shift
                for cell in entry.cells { layout.cells[cell].frame = layout.cells[cell].frame.offsetBy(dx: dx, dy: dy) }
                for supplementary in entry.supplementaries {
                    layout.supplementaries[supplementary].frame =
                        layout.supplementaries[supplementary].frame.offsetBy(dx: dx, dy: dy)
                }
            }
            cursor = mainLength
        }
        if uniformLargest > uniformSmallest { largestUniformMain = uniformLargest }
        equalizeUniformSiblings(placedStack[placedBase...], horizontal: horizontal, in: &layout)
        return horizontal ? CGSize(width: cursor, height: deepest) : CGSize(width: deepest, height: cursor)
    }

    /// Gives the cells whose cross dimension is `uniformAcrossSiblings` the largest of their values.
    private func equalizeUniformSiblings(_ placed: ArraySlice<Placed>, horizontal: Bool, in layout: inout Layout) {
        guard placed.lazy.filter(\.uniformCross).count > 1 else { return }
        var largest: CGFloat = 0
        for entry in placed where entry.uniformCross {
            for cell in entry.cells {
                let frame = layout.cells[cell].frame
                largest = max(largest, horizontal ? frame.height : frame.width)
            }
        }
        for entry in placed where entry.uniformCross {
            for cell in entry.cells {
                if horizontal {
                    layout.cells[cell].frame.size.height = largest
                } else {
                    layout.cells[cell].frame.size.width = largest
                }
            }
        }
    }
}
