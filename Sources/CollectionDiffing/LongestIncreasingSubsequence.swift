/// Which elements of `values` (distinct integers) belong to one longest strictly increasing subsequence; among
/// the longest, one holding as many `preferred` elements as can be.
///
/// Patience sorting: each value goes on the leftmost pile whose top is not smaller (a binary search, skipped when
/// the value belongs on the last pile or a new one, as most do in a nearly sorted sequence), remembering the top of the pile to its
/// left; following those links back from the last pile spells out one subsequence. When a preferred element is
/// left out, `preferringMembers` picks again among all the longest subsequences.
///
/// - Complexity: O(n log n).
func longestIncreasingSubsequenceMembers(_ values: [Int], preferred: [Bool]? = nil) -> [Bool] {
    longestIncreasingSubsequenceMembers(values.map { Int32(truncatingIfNeeded: $0) }, preferred: preferred)
}

/// `longestIncreasingSubsequenceMembers` on 32-bit positions, as the diffs call it.
func longestIncreasingSubsequenceMembers(_ values: [Int32], preferred: [Bool]? = nil) -> [Bool] {
    let count = values.count
    var members = [Bool](repeating: false, count: count)
    guard count > 0 else { return members }
    var levels = [Int32](repeating: 0, count: count)
    var predecessor = [Int32](repeating: -1, count: count)
    var tops: [Int] = []  // the position on top of each pile
    values.withUnsafeBufferPointer { values in
        for position in 0..<count {
            let value = values[position]
            var low = tops.count
            if let last = tops.last, values[last] >= value {
                // Nearly sorted input: the value usually tops every pile, or (after an outlier) all but the last.
                low = tops.count - 1
                var high = low
                if low > 0, values[tops[low - 1]] >= value { low = 0 }
                while low < high {
                    let middle = (low + high) / 2
                    if values[tops[middle]] < value { low = middle + 1 } else { high = middle }
                }
            }
            levels[position] = Int32(low)
            if low > 0 { predecessor[position] = Int32(tops[low - 1]) }
            if low == tops.count { tops.append(position) } else { tops[low] = position }
        }
    }
    var position = tops[tops.count - 1]
    while position >= 0 {
        members[position] = true
        position = Int(predecessor[position])
    }
    guard let preferred, zip(members, preferred).contains(where: { !$0 && $1 }) else { return members }
    return preferringMembers(values, levels: levels, length: tops.count, preferred: preferred) ?? members
}

/// Among all longest increasing subsequences of `values` (`levels[p] + 1` the length of the longest one ending at
/// `p`, `length` the longest overall), one with the most `preferred` elements.
///
/// An element lies on some longest subsequence when the longest one ending at it and the longest one starting at
/// it add up to `length`. Such elements of one level, in position order, have decreasing values, so the elements of
/// the level below that can precede one of them form a contiguous run that slides forward as the position grows:
/// a sliding-window maximum (a monotonic queue) gives each element its best predecessor in linear time.
///
/// - Complexity: O(n log n) for the reverse levels, then O(n).
private func preferringMembers(
    _ values: [Int32], levels: [Int32], length: Int, preferred: [Bool]
) -> [Bool]? {
    let count = values.count
    // The longest increasing subsequence starting at each position, by patience sorting from the end.
    var reverseLevels = [Int32](repeating: 0, count: count)
    var reverseTops: [Int32] = []  // negated values on top of each pile
    for position in stride(from: count - 1, through: 0, by: -1) {
        let value = -values[position]
        var low = reverseTops.count
        if let last = reverseTops.last, last >= value {
            low = reverseTops.count - 1
            var high = low
            if low > 0, reverseTops[low - 1] >= value { low = 0 }
            while low < high {
                let middle = (low + high) / 2
                if reverseTops[middle] < value { low = middle + 1 } else { high = middle }
            }
        }
        reverseLevels[position] = Int32(low)
        if low == reverseTops.count { reverseTops.append(value) } else { reverseTops[low] = value }
    }
    // The candidates, grouped by level (a counting sort keeps position order within a level).
    var levelStart = [Int](repeating: 0, count: length + 1)
    for position in 0..<count where Int(levels[position] + reverseLevels[position]) + 1 == length {
        levelStart[Int(levels[position]) + 1] += 1
    }
    for level in 0..<length { levelStart[level + 1] += levelStart[level] }
    var byLevel = [Int32](repeating: 0, count: levelStart[length])
    var fill = levelStart
    for position in 0..<count where Int(levels[position] + reverseLevels[position]) + 1 == length {
        let level = Int(levels[position])
        byLevel[fill[level]] = Int32(truncatingIfNeeded: position)
        fill[level] += 1
    }
    var best = [Int32](repeating: 0, count: count)
    var from = [Int32](repeating: -1, count: count)
    for slot in levelStart[0]..<levelStart[1] { best[Int(byLevel[slot])] = preferred[Int(byLevel[slot])] ? 1 : 0 }
    var queue: [Int] = []  // slots of the level below, best values decreasing
    for level in 1..<max(length, 1) {
        let below = levelStart[level - 1]..<levelStart[level]
        var next = below.lowerBound
        var firstAllowed = below.lowerBound
        queue.removeAll(keepingCapacity: true)
        var head = 0
        for slot in levelStart[level]..<levelStart[level + 1] {
            let position = Int(byLevel[slot])
            while next < below.upperBound, byLevel[next] < position {
                while queue.count > head, best[Int(byLevel[queue[queue.count - 1]])] <= best[Int(byLevel[next])] {
                    queue.removeLast()
                }
                queue.append(next)
                next += 1
            }
            while firstAllowed < next, values[Int(byLevel[firstAllowed])] >= values[position] { firstAllowed += 1 }
            while head < queue.count, queue[head] < firstAllowed { head += 1 }
            guard head < queue.count else { return nil }
            let predecessor = byLevel[queue[head]]
            best[position] = best[Int(predecessor)] + (preferred[position] ? 1 : 0)
            from[position] = predecessor
        }
    }
    let top = levelStart[length - 1]..<levelStart[length]
    guard var position = top.map({ Int(byLevel[$0]) }).max(by: { best[$0] < best[$1] }) else { return nil }
    var members = [Bool](repeating: false, count: count)
    while position >= 0 {
        members[position] = true
        position = Int(from[position])
    }
    return members
}
