/// Repeating a section's group: group by group once items have sized themselves, and across the scroll axis for
/// an orthogonal section.
extension SectionSolver {
    /// Lays out each group on its own (self-sized items make groups differ), from `start` along the group axis;
    /// returns where the last group ends.
    ///
    /// When the outermost group's width or height is `uniformAcrossSiblings`, UIKit shares the largest item's size
    /// on that axis across the entire section, nested groups included: the groups are laid out once to measure,
    /// then again with that size for every uniform item.
    mutating func layOutVaried(
        _ section: inout SolvedSection, box: CGSize, from start: CGFloat, acrossFrom crossStart: CGFloat
    ) -> CGFloat {
        let end = layOutGroups(&section, box: box, from: start, acrossFrom: crossStart, uniform: (nil, nil))
        let widthIsShared = spec.group.width.kind == .uniform
        let heightIsShared = spec.group.height.kind == .uniform
        guard widthIsShared || heightIsShared else { return end }
        var widest: CGFloat?
        var tallest: CGFloat?
        for (index, frame) in section.cellFrames.enumerated() {
            let leaf = spec.leaves[Int(section.cellLeaves[index])]
            if widthIsShared, leaf.width.kind == .uniform { widest = max(widest ?? 0, frame.width) }
            if heightIsShared, leaf.height.kind == .uniform { tallest = max(tallest ?? 0, frame.height) }
        }
        guard widest != nil || tallest != nil else { return end }
        section = SolvedSection(sizingFrom: section)
        return layOutGroups(&section, box: box, from: start, acrossFrom: crossStart, uniform: (widest, tallest))
    }

    private mutating func layOutGroups(
        _ section: inout SolvedSection, box: CGSize, from start: CGFloat, acrossFrom crossStart: CGFloat,
        uniform: (width: CGFloat?, height: CGFloat?)
    ) -> CGFloat {
        section.isUniform = false
        let alongX = section.groupsAlongX
        var cursor = start
        var first = 0
        section.cellFrames.reserveCapacity(itemCount)
        section.cellZIndexes.reserveCapacity(itemCount)
        section.cellLeaves.reserveCapacity(itemCount)
        // One solver and one group layout serve every group (a list lays out a group per row).
        var solver = GroupSolver()
        solver.sectionUniformWidth = uniform.width
        solver.sectionUniformHeight = uniform.height
        solver.preferredSize = preferredItemSize
        swap(&solver.placedStack, &placedStack)
        defer { swap(&solver.placedStack, &placedStack) }
        var layout = GroupSolver.Layout()
        while first < itemCount {
            solver.firstItem = first
            solver.layOut(spec.group, size: box, budget: itemCount - first, into: &layout)
            guard !layout.cells.isEmpty else { break }
            let origin = alongX ? CGPoint(x: cursor, y: crossStart) : CGPoint(x: crossStart, y: cursor)
            for cell in layout.cells {
                section.cellFrames.append(cell.frame.offsetBy(dx: origin.x, dy: origin.y))
                section.cellZIndexes.append(cell.zIndex)
                section.cellLeaves.append(cell.leaf)
            }
            for supplementary in layout.supplementaries {
                section.variedSupplementaries.append(
                    SolvedSection.Supplementary(
                        kind: supplementary.kind, frame: supplementary.frame.offsetBy(dx: origin.x, dy: origin.y),
                        zIndex: supplementary.zIndex, item: first + supplementary.cell))
            }
            let length = alongX ? layout.size.width : layout.size.height
            section.groupStarts.append(cursor)
            section.groupEnds.append(cursor + length)
            section.groupFirstItems.append(first)
            cursor += length + spec.interGroupSpacing
            first += layout.cells.count
        }
        section.groupCount = section.groupStarts.count
        return section.groupEnds.last ?? start
    }

    /// Lays out an orthogonal section's groups across the scroll axis in one band starting at `groupsStart`;
    /// returns where the band ends along the scroll axis.
    mutating func layOutOrthogonal(
        _ section: inout SolvedSection, box: CGSize, groupsStart: CGFloat, crossStartInset: CGFloat,
        crossEndInset: CGFloat
    ) -> CGFloat {
        let vertical = placement.vertical
        section.groupsAlongX = vertical
        let crossLength = vertical ? placement.container.width : placement.container.height
        let templateCross = vertical ? section.template.size.width : section.template.size.height
        let centered = spec.orthogonalScrollingBehavior == .groupPagingCentered
        let leadingInset = centered ? (crossLength - templateCross) / 2 : crossStartInset
        let trailingInset = centered ? (crossLength - templateCross) / 2 : crossEndInset
        let firstCross = placement.crossOrigin + leadingInset
        var band: CGFloat
        var lastEnd: CGFloat
        if spec.hasEstimatedItems && hasPreferredSizes {
            lastEnd = layOutVaried(&section, box: box, from: firstCross, acrossFrom: groupsStart)
            band = 0
            for frame in section.cellFrames { band = max(band, (vertical ? frame.maxY : frame.maxX) - groupsStart) }
        } else {
            section.groupPitch = templateCross + spec.interGroupSpacing
            section.firstGroupOrigin =
                vertical ? CGPoint(x: firstCross, y: groupsStart) : CGPoint(x: groupsStart, y: firstCross)
            band = vertical ? section.template.size.height : section.template.size.width
            let count = CGFloat(section.groupCount)
            lastEnd = firstCross + (count == 0 ? 0 : count * templateCross + (count - 1) * spec.interGroupSpacing)
        }
        let referenceTrailing = placement.fullCross - placement.crossOrigin - crossLength
        let contentLength = lastEnd + trailingInset + referenceTrailing
        let frame =
            vertical
            ? CGRect(x: 0, y: groupsStart, width: placement.fullCross, height: band)
            : CGRect(x: groupsStart, y: 0, width: band, height: placement.fullCross)
        section.orthogonal = SolvedSection.Orthogonal(
            behavior: spec.orthogonalScrollingBehavior, frame: frame, contentLength: contentLength,
            firstGroupStart: firstCross)
        return groupsStart + band
    }
}
