/// The flow layout's math, as plain data: sections of items placed in lines along the scroll axis, with headers and
/// footers, in contiguous arrays, queried by binary search. No views, no attribute objects.
///
/// Coordinates are "main" (along the scroll direction: y when scrolling vertically) and "cross" (across it). A
/// section whose items all have one size is a grid and stores no per-item data: its frames are arithmetic, so a
/// million uniform items cost nothing to lay out again after an insert. A section with varied sizes stores each
/// frame and the first item and extent of each line.
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
/// - headers and footers span the whole cross extent; section insets apply even to empty sections.
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
        /// Varied storage: frames as main/cross origin and size, and lines.
        var mainOrigins: [CGFloat] = []
        var crossOrigins: [CGFloat] = []
        var mainSizes: [CGFloat] = []
        var crossSizes: [CGFloat] = []
        var lineFirstItems: [Int] = []
        var lineStarts: [CGFloat] = []
        var lineEnds: [CGFloat] = []

        var footerStart: CGFloat { end - metrics.footerLength }
        var lineCount: Int { isUniform ? (itemCount + columns - 1) / max(columns, 1) : lineFirstItems.count }
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
            if let first = mains.first, mains.allSatisfy({ $0 == first }), let firstCross = crosses.first,
                crosses.allSatisfy({ $0 == firstCross })
            {
                layOutGrid(&section, main: first, cross: firstCross, available: available)
            } else {
                layOutLines(&section, mains: mains, crosses: crosses, available: available)
            }
        }
        section.end = section.itemsEnd + metrics.insetMainEnd + metrics.footerLength
        return section
    }

    func layOutGrid(_ section: inout Section, main: CGFloat, cross: CGFloat, available: CGFloat) {
        let spacing = section.metrics.interitemSpacing
        section.isUniform = true
        section.uniformMain = main
        section.uniformCross = cross
        let fitting = cross > 0 ? Int(((available + spacing) / (cross + spacing)).rounded(.down)) : section.itemCount
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
        let metrics = section.metrics
        let count = section.itemCount
        section.isUniform = false
        section.mainSizes = mains
        section.crossSizes = crosses
        section.mainOrigins = Self.uninitializedArray(count: count)
        section.crossOrigins = Self.uninitializedArray(count: count)
        section.lineFirstItems.removeAll(keepingCapacity: true)
        section.lineStarts.removeAll(keepingCapacity: true)
        section.lineEnds.removeAll(keepingCapacity: true)
        var lineStart = section.itemsStart
        var first = 0
        while first < count {
            var used = crosses[first]
            var thickness = mains[first]
            var next = first + 1
            while next < count, used + metrics.interitemSpacing + crosses[next] <= available + 0.0001 {
                used += metrics.interitemSpacing + crosses[next]
                thickness = max(thickness, mains[next])
                next += 1
            }
            let itemsInLine = next - first
            let isLastLine = next == count
            var cross: CGFloat
            var gap = metrics.interitemSpacing
            if itemsInLine == 1 {
                cross =
                    crosses[first] > available
                    ? metrics.insetCrossStart : metrics.insetCrossStart + (available - crosses[first]) / 2
            } else {
                cross = metrics.insetCrossStart
                if !isLastLine {
                    let widths = used - CGFloat(itemsInLine - 1) * metrics.interitemSpacing
                    gap = (available - widths) / CGFloat(itemsInLine - 1)
                }
            }
            for item in first..<next {
                section.crossOrigins[item] = cross
                section.mainOrigins[item] = lineStart + (thickness - mains[item]) / 2
                cross += crosses[item] + gap
            }
            section.lineFirstItems.append(first)
            section.lineStarts.append(lineStart)
            section.lineEnds.append(lineStart + thickness)
            lineStart += thickness + metrics.lineSpacing
            first = next
        }
        section.itemsEnd = section.lineEnds.last ?? section.itemsStart
    }

    /// An array of `count` values for the caller to fill, without a zero-filling pass first: `CGFloat` is a
    /// trivial type and every caller writes each element before reading it (a million-item section fills four).
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
            for index in section.mainOrigins.indices { section.mainOrigins[index] += delta }
            for index in section.lineStarts.indices {
                section.lineStarts[index] += delta
                section.lineEnds[index] += delta
            }
        }
    }

    // MARK: Queries (main/cross rectangles: origin main, origin cross, length main, length cross)

    /// The main/cross frame of an item.
    func itemFrame(section index: Int, item: Int) -> (
        main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat
    ) {
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
        return (
            section.mainOrigins[item], section.crossOrigins[item], section.mainSizes[item], section.crossSizes[item]
        )
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
        let section = sections[index]
        guard section.itemCount > 0 else { return 0..<0 }
        if section.isUniform {
            let pitch = section.uniformMain + section.metrics.lineSpacing
            guard pitch > 0 else { return 0..<section.itemCount }
            let firstLine = max(0, Int(((minMain - section.itemsStart - section.uniformMain) / pitch).rounded(.down)))
            let lastLine = min(section.lineCount - 1, Int(((maxMain - section.itemsStart) / pitch).rounded(.down)))
            guard firstLine <= lastLine else { return 0..<0 }
            return (firstLine * section.columns)..<min(section.itemCount, (lastLine + 1) * section.columns)
        }
        var low = 0
        var high = section.lineEnds.count
        while low < high {
            let middle = (low + high) / 2
            if section.lineEnds[middle] < minMain { low = middle + 1 } else { high = middle }
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
