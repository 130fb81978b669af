/// The flow layout's math, as plain data: sections of items placed in lines along the scroll axis, with headers and
/// footers, in contiguous arrays, queried by binary search. No views, no attribute objects.
///
/// Coordinates are "main" (along the scroll direction: y when scrolling vertically) and "cross" (across it). A
/// section whose items all have one size is a grid and stores no per-item data: its frames are arithmetic, so a
/// million uniform items cost nothing to lay out again after an insert. A section with varied sizes stores each
/// item's size and, per line, its first item, start, thickness, first cross position and gap; an item's frame is
/// derived from its line, so moving lines (after an insert above them) never touches per-item data.
///
/// UIKit's placement rules, reproduced:
/// - lines are filled greedily: an item joins the line while the line's items and minimum spacings fit the width
///   between the section insets;
/// - a full line is justified (the spare space is shared equally between its items); a line holding a single item
///   is centred, whether or not it is the section's last line (a justified line of one item has no gap to spread);
/// - in a grid (uniform sizes) the last line keeps the grid's columns, so a lone item there sits in the first
///   column; with varied sizes a last line of several items is left-aligned at the minimum spacing (UIKit's
///   "last row" rule);
/// - items are centred across their line's thickness (the tallest item in a vertical layout);
/// - headers and footers span the whole cross extent; section insets apply even to empty sections;
/// - negative spacings are honoured: items overlap, and a line may reach into the next.
struct FlowSolver {
    /// The metrics of one section, in main/cross terms.
    struct Metrics: Equatable {
        var insetMainStart: CGFloat = 0
        var insetMainEnd: CGFloat = 0
        var insetCrossStart: CGFloat = 0
        var insetCrossEnd: CGFloat = 0
        var lineSpacing: CGFloat = 10
        var interitemSpacing: CGFloat = 10
        var headerLength: CGFloat = 0
        var footerLength: CGFloat = 0
    }

    /// Item sizes in main/cross terms: one for all items, or one per item.
    enum Sizes {
        case uniform(main: CGFloat, cross: CGFloat)
        case varied(main: [CGFloat], cross: [CGFloat])
    }

    /// One solved section.
    struct Section {
        var itemCount = 0
        var metrics = Metrics()
        /// The section's start (its header's leading edge) and end (its footer's trailing edge).
        var start: CGFloat = 0
        var end: CGFloat = 0
        /// Where items begin and end along the main axis.
        var itemsStart: CGFloat = 0
        var itemsEnd: CGFloat = 0
        /// Grid storage.
        var uniformMain: CGFloat = 0
        var uniformCross: CGFloat = 0
        var columns = 1
        var columnPitch: CGFloat = 0
        var firstColumnCross: CGFloat = 0
        var isUniform = true
        /// Varied storage: each item's size, and per line its first item, leading edge, thickness, the cross
        /// position of its first item and the gap between its items.
        var mainSizes: [CGFloat] = []
        var crossSizes: [CGFloat] = []
        var lineFirstItems: [Int] = []
        var lineStarts: [CGFloat] = []
        var lineThicknesses: [CGFloat] = []
        var lineCrossStarts: [CGFloat] = []
        var lineGaps: [CGFloat] = []
        /// The cross extent the items were filled into (`available` of the last solve).
        var available: CGFloat = 0
        /// Whether no line of a varied section starts before the one above it (always so unless a negative line
        /// spacing is deeper than a line is thick), so its lines can be found by binary search.
        var linesOrdered = true

        var footerStart: CGFloat { end - metrics.footerLength }
        var lineCount: Int { isUniform ? (itemCount + columns - 1) / max(columns, 1) : lineFirstItems.count }

        /// The trailing edge of a line of a varied section.
        func lineEnd(_ line: Int) -> CGFloat { lineStarts[line] + lineThicknesses[line] }

        /// Whether the lines of a varied section run forward: a line's leading and trailing edges are the next
        /// line's less the line spacing, so both ascend when every line is at least as thick as a negative
        /// spacing is deep. Scans the lines only when the spacing is negative.
        func linesRunForward() -> Bool {
            let spacing = metrics.lineSpacing
            guard spacing < 0 else { return true }
            return lineThicknesses.withUnsafeBufferPointer { thicknesses in
                for thickness in thicknesses where thickness + spacing < 0 { return false }
                return true
            }
        }

        /// The line of a varied section holding `item` (binary search over the lines' first items).
        func line(of item: Int) -> Int {
            var low = 0
            var high = lineFirstItems.count
            while low < high {
                let middle = (low + high) / 2
                if lineFirstItems[middle] <= item { low = middle + 1 } else { high = middle }
            }
            return max(0, low - 1)
        }
    }

    /// The extent across the scroll direction (the content width when scrolling vertically).
    var crossExtent: CGFloat = 0
    var sections: [Section] = []

    /// The total length along the scroll axis.
    var mainExtent: CGFloat { sections.last?.end ?? 0 }

    // MARK: Solving

    /// Lays out one section starting at `start`.
    func solveSection(count: Int, metrics: Metrics, sizes: Sizes, start: CGFloat) -> Section {
        var section = Section()
        section.itemCount = count
        section.metrics = metrics
        section.start = start
        section.itemsStart = start + metrics.headerLength + metrics.insetMainStart
        let available = crossExtent - metrics.insetCrossStart - metrics.insetCrossEnd
        switch sizes {
        case .uniform(let main, let cross):
            layOutGrid(&section, main: main, cross: cross, available: available)
        case .varied(let mains, let crosses):
            if let first = mains.first, let firstCross = crosses.first, Self.allEqual(mains, first),
                Self.allEqual(crosses, firstCross)
            {
                layOutGrid(&section, main: first, cross: firstCross, available: available)
            } else {
                layOutLines(&section, mains: mains, crosses: crosses, available: available)
            }
        }
        section.end = section.itemsEnd + metrics.insetMainEnd + metrics.footerLength
        return section
    }

    private static func allEqual(_ values: [CGFloat], _ first: CGFloat) -> Bool {
        values.withUnsafeBufferPointer { buffer in
            for value in buffer where value != first { return false }
            return true
        }
    }

    func layOutGrid(_ section: inout Section, main: CGFloat, cross: CGFloat, available: CGFloat) {
        let spacing = section.metrics.interitemSpacing
        section.isUniform = true
        section.available = available
        section.uniformMain = main
        section.uniformCross = cross
        // An item and a spacing that together take no room (a negative spacing as deep as the item) all fit.
        let pitch = cross + spacing
        let fitting =
            cross > 0 && pitch > 0
            ? Int(min(((available + spacing) / pitch).rounded(.down), CGFloat(Int32.max)))
            : section.itemCount
        section.columns = max(1, fitting)
        if section.columns == 1 {
            section.firstColumnCross =
                section.metrics.insetCrossStart + (cross > available ? 0 : (available - cross) / 2)
            section.columnPitch = 0
        } else {
            let columns = CGFloat(section.columns)
            section.firstColumnCross = section.metrics.insetCrossStart
            section.columnPitch = cross + (available - columns * cross) / (columns - 1)
        }
        let lines = section.lineCount
        section.itemsEnd =
            section.itemsStart
            + (lines == 0 ? 0 : CGFloat(lines) * main + CGFloat(lines - 1) * section.metrics.lineSpacing)
    }

    func layOutLines(_ section: inout Section, mains: [CGFloat], crosses: [CGFloat], available: CGFloat) {
        section.isUniform = false
        section.available = available
        section.mainSizes = mains
        section.crossSizes = crosses
        section.lineFirstItems.removeAll(keepingCapacity: true)
        section.lineStarts.removeAll(keepingCapacity: true)
        section.lineThicknesses.removeAll(keepingCapacity: true)
        section.lineCrossStarts.removeAll(keepingCapacity: true)
        section.lineGaps.removeAll(keepingCapacity: true)
        var lines = Lines()
        _ = Self.fillLines(
            from: 0, at: section.itemsStart, section: section, into: &lines, stop: { _, _ in false })
        section.lineFirstItems = lines.firstItems
        section.lineStarts = lines.starts
        section.lineThicknesses = lines.thicknesses
        section.lineCrossStarts = lines.crossStarts
        section.lineGaps = lines.gaps
        section.linesOrdered = section.linesRunForward()
        section.itemsEnd = section.lineCount > 0 ? section.lineEnd(section.lineCount - 1) : section.itemsStart
    }

    /// Lines being filled.
    struct Lines {
        var firstItems: [Int] = []
        var starts: [CGFloat] = []
        var thicknesses: [CGFloat] = []
        var crossStarts: [CGFloat] = []
        var gaps: [CGFloat] = []
    }

    /// Fills lines greedily with the section's items from `first`, the first line's leading edge at `lineStart`,
    /// until the items run out or `stop(item, lineStart)` says a line starting there need not be filled. Returns
    /// where filling stopped: the next line's first item and leading edge.
    static func fillLines(
        from first: Int, at lineStart: CGFloat, section: Section, into lines: inout Lines,
        stop: (Int, CGFloat) -> Bool
    ) -> (item: Int, lineStart: CGFloat) {
        let metrics = section.metrics
        let count = section.itemCount
        let available = section.available
        var first = first
        var lineStart = lineStart
        section.mainSizes.withUnsafeBufferPointer { mains in
            section.crossSizes.withUnsafeBufferPointer { crosses in
                while first < count, !stop(first, lineStart) {
                    var used = crosses[first]
                    var thickness = mains[first]
                    var next = first + 1
                    while next < count, used + metrics.interitemSpacing + crosses[next] <= available + 0.0001 {
                        used += metrics.interitemSpacing + crosses[next]
                        thickness = max(thickness, mains[next])
                        next += 1
                    }
                    let itemsInLine = next - first
                    var cross = metrics.insetCrossStart
                    var gap = metrics.interitemSpacing
                    if itemsInLine == 1 {
                        cross =
                            crosses[first] > available
                            ? metrics.insetCrossStart : metrics.insetCrossStart + (available - crosses[first]) / 2
                    } else if next != count {
                        let widths = used - CGFloat(itemsInLine - 1) * metrics.interitemSpacing
                        gap = (available - widths) / CGFloat(itemsInLine - 1)
                    }
                    lines.firstItems.append(first)
                    lines.starts.append(lineStart)
                    lines.thicknesses.append(thickness)
                    lines.crossStarts.append(cross)
                    lines.gaps.append(gap)
                    lineStart += thickness + metrics.lineSpacing
                    first = next
                }
            }
        }
        return (first, lineStart)
    }

    /// An array of `count` values for the caller to fill, without a zero-filling pass first: `CGFloat` is a
    /// trivial type and every caller writes each element before reading it (a million-item section fills two).
    static func uninitializedArray(count: Int) -> [CGFloat] {
        [CGFloat](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
    }

    /// Moves a solved section (and everything in it) along the main axis.
    static func shift(_ section: inout Section, by delta: CGFloat) {
        guard delta != 0 else { return }
        section.start += delta
        section.end += delta
        section.itemsStart += delta
        section.itemsEnd += delta
        if !section.isUniform {
            section.lineStarts.withUnsafeMutableBufferPointer { starts in
                for index in starts.indices { starts[index] += delta }
            }
        }
    }

    // MARK: Queries (main/cross rectangles: origin main, origin cross, length main, length cross)

    /// The main/cross frame of an item.
    func itemFrame(section index: Int, item: Int) -> (
        main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat
    ) {
        sections.withUnsafeBufferPointer { sections in
            let section = sections[index]
            if section.isUniform {
                let line = item / section.columns
                let column = item % section.columns
                return (
                    section.itemsStart + CGFloat(line) * (section.uniformMain + section.metrics.lineSpacing),
                    section.firstColumnCross + CGFloat(column) * section.columnPitch, section.uniformMain,
                    section.uniformCross
                )
            }
            let line = section.line(of: item)
            let gap = section.lineGaps[line]
            var cross = section.lineCrossStarts[line]
            for previous in section.lineFirstItems[line]..<item { cross += section.crossSizes[previous] + gap }
            let main = section.mainSizes[item]
            return (
                section.lineStarts[line] + (section.lineThicknesses[line] - main) / 2, cross, main,
                section.crossSizes[item]
            )
        }
    }

    /// The index of the first section whose end is past `main` (binary search).
    func firstSection(endingAfter main: CGFloat) -> Int {
        var low = 0
        var high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if sections[middle].end <= main { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The items of a section whose lines overlap `minMain ..< maxMain` (binary search over lines).
    func itemRange(section index: Int, minMain: CGFloat, maxMain: CGFloat) -> Range<Int> {
        sections.withUnsafeBufferPointer { sections in
            let section = sections[index]
            guard section.itemCount > 0 else { return 0..<0 }
            if section.isUniform {
                let pitch = section.uniformMain + section.metrics.lineSpacing
                guard pitch > 0 else { return 0..<section.itemCount }
                let firstLine = max(
                    0, Int(((minMain - section.itemsStart - section.uniformMain) / pitch).rounded(.down)))
                let lastLine = min(section.lineCount - 1, Int(((maxMain - section.itemsStart) / pitch).rounded(.down)))
                guard firstLine <= lastLine else { return 0..<0 }
                return (firstLine * section.columns)..<min(section.itemCount, (lastLine + 1) * section.columns)
            }
            guard section.linesOrdered else {
                return Self.itemRangeScanning(section, minMain: minMain, maxMain: maxMain)
            }
            var low = 0
            var high = section.lineStarts.count
            while low < high {
                let middle = (low + high) / 2
                if section.lineEnd(middle) < minMain { low = middle + 1 } else { high = middle }
            }
            let firstLine = low
            var lastLine = firstLine
            while lastLine < section.lineStarts.count, section.lineStarts[lastLine] <= maxMain { lastLine += 1 }
            guard firstLine < lastLine else { return 0..<0 }
            let lower = section.lineFirstItems[firstLine]
            let upper = lastLine < section.lineFirstItems.count ? section.lineFirstItems[lastLine] : section.itemCount
            return lower..<upper
        }
    }

    /// The items of the lines overlapping `minMain ... maxMain` when lines run backwards (a negative line spacing
    /// deeper than a line), found by looking at every line.
    private static func itemRangeScanning(_ section: Section, minMain: CGFloat, maxMain: CGFloat) -> Range<Int> {
        var firstLine = Int.max
        var lastLine = -1
        for line in section.lineStarts.indices
        where section.lineStarts[line] <= maxMain && section.lineEnd(line) >= minMain {
            firstLine = min(firstLine, line)
            lastLine = line
        }
        guard lastLine >= 0 else { return 0..<0 }
        let upper =
            lastLine + 1 < section.lineFirstItems.count ? section.lineFirstItems[lastLine + 1] : section.itemCount
        return section.lineFirstItems[firstLine]..<upper
    }
}
