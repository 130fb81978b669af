/// One section of a compositional layout solved into plain data: its extent along the scroll axis, its groups
/// (one shared geometry repeated arithmetically, or per-group arrays once items have sized themselves), its
/// boundary items, decorations and, for an orthogonal section, the band its own scroll view covers.
struct SolvedSection {
    /// A boundary item (header, footer) where it sits unpinned.
    struct Boundary {
        var kind: String
        var indexInKind: Int
        var frame: CGRect
        var zIndex: Int
        var pins: Bool
        /// Whether it sits before the content along the scroll axis (a header) rather than after (a footer).
        var isLeading: Bool
    }

    /// A decoration (background).
    struct Decoration {
        var kind: String
        var frame: CGRect
        var zIndex: Int
    }

    /// A supplementary item of an item or group, in content coordinates, with the item whose index path it takes.
    struct Supplementary {
        var kind: String
        var frame: CGRect
        var zIndex: Int
        var item: Int
    }

    /// The scroll view band of an orthogonal section.
    struct Orthogonal {
        var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
        /// The orthogonal scroll view's frame in the collection view's content coordinates.
        var frame: CGRect
        /// The scroll view's content length along its axis.
        var contentLength: CGFloat
        /// Where the first group starts along the scroll view's axis (where a group rests at offset zero).
        var firstGroupStart: CGFloat
    }

    var itemCount = 0
    /// Where the section starts and ends along the layout's scroll axis.
    var start: CGFloat = 0
    var end: CGFloat = 0
    /// The section's rect, and the rect inside its extending boundary items (content insets included).
    var frame: CGRect = .zero
    var contentFrame: CGRect = .zero
    /// Whether groups repeat along x (a horizontal layout, or an orthogonal section of a vertical one).
    var groupsAlongX = false
    var itemsPerGroup = 1
    var groupCount = 0
    /// Uniform storage: every group has the template's geometry, group `k` at `firstGroupOrigin + k × pitch`.
    var isUniform = true
    var template = GroupSolver.Layout()
    var firstGroupOrigin: CGPoint = .zero
    var groupPitch: CGFloat = 0
    /// Varied storage: each group's start and end along the group axis, its first item, and every cell.
    var groupStarts: [CGFloat] = []
    var groupEnds: [CGFloat] = []
    var groupFirstItems: [Int] = []
    var cellFrames: [CGRect] = []
    var cellZIndexes: [Int] = []
    var cellLeaves: [Int32] = []
    var variedSupplementaries: [Supplementary] = []
    var boundaries: [Boundary] = []
    var decorations: [Decoration] = []
    var orthogonal: Orthogonal?

    /// A section with `other`'s settings and none of its per-group arrays (to lay its groups out again).
    init(sizingFrom other: SolvedSection) {
        self = other
        groupStarts = []
        groupEnds = []
        groupFirstItems = []
        cellFrames = []
        cellZIndexes = []
        cellLeaves = []
        variedSupplementaries = []
    }

    init() {}

    /// An empty section (a fresh one's values) with the buffers of `old`'s arrays, which `old` gives up: a section
    /// solved again, as in every frame of a resize, fills the storage of the one it replaces.
    init(reusingStorageOf old: inout SolvedSection) {
        swap(&template.cells, &old.template.cells)
        swap(&template.supplementaries, &old.template.supplementaries)
        swap(&groupStarts, &old.groupStarts)
        swap(&groupEnds, &old.groupEnds)
        swap(&groupFirstItems, &old.groupFirstItems)
        swap(&cellFrames, &old.cellFrames)
        swap(&cellZIndexes, &old.cellZIndexes)
        swap(&cellLeaves, &old.cellLeaves)
        swap(&variedSupplementaries, &old.variedSupplementaries)
        swap(&boundaries, &old.boundaries)
        swap(&decorations, &old.decorations)
        template.cells.removeAll(keepingCapacity: true)
        template.supplementaries.removeAll(keepingCapacity: true)
        groupStarts.removeAll(keepingCapacity: true)
        groupEnds.removeAll(keepingCapacity: true)
        groupFirstItems.removeAll(keepingCapacity: true)
        cellFrames.removeAll(keepingCapacity: true)
        cellZIndexes.removeAll(keepingCapacity: true)
        cellLeaves.removeAll(keepingCapacity: true)
        variedSupplementaries.removeAll(keepingCapacity: true)
        boundaries.removeAll(keepingCapacity: true)
        decorations.removeAll(keepingCapacity: true)
    }

    /// Moves the whole section along the scroll axis.
    mutating func shift(by delta: CGFloat, vertical: Bool) {
        guard delta != 0 else { return }
        let dx = vertical ? 0 : delta
        let dy = vertical ? delta : 0
        start += delta
        end += delta
        frame = frame.offsetBy(dx: dx, dy: dy)
        contentFrame = contentFrame.offsetBy(dx: dx, dy: dy)
        firstGroupOrigin = CGPoint(x: firstGroupOrigin.x + dx, y: firstGroupOrigin.y + dy)
        let alongGroups = groupsAlongX != vertical
        if !isUniform {
            for index in cellFrames.indices { cellFrames[index] = cellFrames[index].offsetBy(dx: dx, dy: dy) }
            for index in variedSupplementaries.indices {
                variedSupplementaries[index].frame = variedSupplementaries[index].frame.offsetBy(dx: dx, dy: dy)
            }
            if alongGroups {
                for index in groupStarts.indices {
                    groupStarts[index] += delta
                    groupEnds[index] += delta
                }
            }
        }
        for index in boundaries.indices { boundaries[index].frame = boundaries[index].frame.offsetBy(dx: dx, dy: dy) }
        for index in decorations.indices {
            decorations[index].frame = decorations[index].frame.offsetBy(dx: dx, dy: dy)
        }
        if var band = orthogonal {
            band.frame = band.frame.offsetBy(dx: dx, dy: dy)
            orthogonal = band
        }
    }

    // MARK: Groups and items

    /// Where group `index` starts along the group axis.
    func groupStart(_ index: Int) -> CGFloat {
        if !isUniform { return groupStarts[index] }
        return (groupsAlongX ? firstGroupOrigin.x : firstGroupOrigin.y) + CGFloat(index) * groupPitch
    }

    /// The length of group `index` along the group axis.
    func groupLength(_ index: Int) -> CGFloat {
        if !isUniform { return groupEnds[index] - groupStarts[index] }
        return groupsAlongX ? template.size.width : template.size.height
    }

    /// The cell frame of `item` (unscrolled, for an orthogonal section).
    func itemFrame(_ item: Int) -> CGRect {
        if !isUniform { return cellFrames[item] }
        let group = item / itemsPerGroup
        let offset = CGFloat(group) * groupPitch
        return template.cells[item % itemsPerGroup].frame.offsetBy(
            dx: firstGroupOrigin.x + (groupsAlongX ? offset : 0), dy: firstGroupOrigin.y + (groupsAlongX ? 0 : offset))
    }

    /// The index of the leaf item spec `item`'s cell comes from.
    func itemLeaf(_ item: Int) -> Int {
        Int(isUniform ? template.cells[item % itemsPerGroup].leaf : cellLeaves[item])
    }

    /// The z-index of `item`'s cell.
    func itemZIndex(_ item: Int) -> Int {
        isUniform ? template.cells[item % itemsPerGroup].zIndex : cellZIndexes.isEmpty ? 0 : cellZIndexes[item]
    }

    /// The items whose groups overlap `low...high` along the group axis (binary search or arithmetic).
    func itemRange(groupAxisFrom low: CGFloat, to high: CGFloat) -> Range<Int> {
        guard itemCount > 0 else { return 0..<0 }
        if isUniform {
            let origin = groupsAlongX ? firstGroupOrigin.x : firstGroupOrigin.y
            let length = groupsAlongX ? template.size.width : template.size.height
            guard groupPitch > 0 else { return 0..<itemCount }
            let first = max(0, Int(((low - origin - length) / groupPitch).rounded(.down)))
            let last = min(groupCount - 1, Int(((high - origin) / groupPitch).rounded(.down)))
            guard first <= last else { return 0..<0 }
            return (first * itemsPerGroup)..<min(itemCount, (last + 1) * itemsPerGroup)
        }
        var lower = 0
        var upper = groupEnds.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if groupEnds[middle] < low { lower = middle + 1 } else { upper = middle }
        }
        var last = lower
        while last < groupStarts.count, groupStarts[last] <= high { last += 1 }
        guard lower < last else { return 0..<0 }
        let end = last < groupFirstItems.count ? groupFirstItems[last] : itemCount
        return groupFirstItems[lower]..<end
    }

    /// The item and group supplementary items attached to the items in `items`.
    func supplementaries(for items: Range<Int>) -> [Supplementary] {
        guard !items.isEmpty else { return [] }
        if !isUniform {
            return variedSupplementaries.filter { items.contains($0.item) }
        }
        guard !template.supplementaries.isEmpty else { return [] }
        var result: [Supplementary] = []
        let firstGroup = items.lowerBound / itemsPerGroup
        let lastGroup = (items.upperBound - 1) / itemsPerGroup
        for group in firstGroup...lastGroup {
            let offset = CGFloat(group) * groupPitch
            for supplementary in template.supplementaries {
                let item = group * itemsPerGroup + supplementary.cell
                guard items.contains(item) else { continue }
                result.append(
                    Supplementary(
                        kind: supplementary.kind,
                        frame: supplementary.frame.offsetBy(
                            dx: firstGroupOrigin.x + (groupsAlongX ? offset : 0),
                            dy: firstGroupOrigin.y + (groupsAlongX ? 0 : offset)),
                        zIndex: supplementary.zIndex, item: item))
            }
        }
        return result
    }
}
