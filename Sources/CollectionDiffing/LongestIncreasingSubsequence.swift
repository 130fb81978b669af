/// Which elements of `values` (distinct integers) belong to one longest strictly increasing subsequence; among
/// the longest, one holding as many `preferred` elements as can be.
///
/// Patience sorting: each value goes on the leftmost pile whose top is not smaller (a search, skipped when the value
/// belongs on the last pile or a new one, as most do in a nearly sorted sequence; `pileLowerBound` otherwise),
/// remembering the top of the pile to its left; following those links back from the last pile spells out one
/// subsequence. When a preferred element is
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
    // Raw scratch, left uninitialised: every slot of `levels` and `predecessor` is written before it is read, and
    // `tops` only up to the pile count, so pages never reached are never touched. `preferringMembers` reuses
    // `predecessor` and `tops` for its own chains and queue.
    let levels = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count)
    let predecessor = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count)
    let tops = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count)
    // The value on top of each pile, beside its position: the pile search reads one contiguous array.
    let topValues = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count)
    defer {
        levels.deallocate()
        predecessor.deallocate()
        tops.deallocate()
        topValues.deallocate()
    }
    var pileCount = 0
    values.withUnsafeBufferPointer { values in
        for position in 0..<count {
            let value = values[position]
            var low = pileCount
            if pileCount > 0, topValues[pileCount - 1] >= value {
                // Nearly sorted input: the value usually tops every pile, or (after an outlier) all but the last.
                low = pileCount - 1
                if low > 0, topValues[low - 1] >= value {
                    low = pileLowerBound(of: value, in: UnsafeBufferPointer(topValues), below: low - 1)
                }
            }
            levels[position] = Int32(truncatingIfNeeded: low)
            predecessor[position] = low > 0 ? tops[low - 1] : -1
            tops[low] = Int32(truncatingIfNeeded: position)
            topValues[low] = value
            if low == pileCount { pileCount += 1 }
        }
    }
    var position = Int(tops[pileCount - 1])
    var leftOut = false
    members.withUnsafeMutableBufferPointer { members in
        while position >= 0 {
            members[position] = true
            position = Int(predecessor[position])
        }
        if let preferred {
            leftOut = preferred.withUnsafeBufferPointer { preferred in
                (0..<count).contains { !members[$0] && preferred[$0] }
            }
        }
    }
    guard let preferred, leftOut else { return members }
    return preferringMembers(
        values, levels: UnsafeBufferPointer(levels), length: pileCount, preferred: preferred, from: predecessor,
        queue: tops) ?? members
}

/// Among all longest increasing subsequences of `values` (`levels[p] + 1` the length of the longest one ending at
/// `p`, `length` the longest overall), one with the most `preferred` elements.
///
/// The elements of one level (one pile of the patience sort), in position order, have decreasing values, so the
/// elements of the level below that can precede one of them — earlier and smaller — form a contiguous run that
/// slides forward as the position grows: a sliding-window maximum (a monotonic queue) gives each element the most
/// preferred elements any chain of full length ending at it can hold, level after level, in linear time. Every
/// element has such a predecessor (the pile top it was placed beside), so the best chain ending on the last level
/// is a longest subsequence.
///
/// `from` and `queue` are scratch of `values.count` slots each (the patience sort's, no longer needed).
///
/// - Complexity: O(n).
private func preferringMembers(
    _ values: [Int32], levels: UnsafeBufferPointer<Int32>, length: Int, preferred: [Bool],
    from: UnsafeMutableBufferPointer<Int32>, queue: UnsafeMutableBufferPointer<Int32>
) -> [Bool]? {
    let count = values.count
    // Scratch: the first slot of each level in `byLevel` (then the total), the positions grouped by level (a
    // counting sort keeps position order within a level), each element's best count of preferred elements and its
    // predecessor on that chain (`from`), and the monotonic queue.
    let levelStart = UnsafeMutableBufferPointer<Int32>.allocate(capacity: length + 1)
    let byLevel = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count)
    let best = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count)
    defer {
        levelStart.deallocate()
        byLevel.deallocate()
        best.deallocate()
    }
    return values.withUnsafeBufferPointer { values in
        preferred.withUnsafeBufferPointer { preferred in
            levelStart.initialize(repeating: 0)
            for position in 0..<count { levelStart[Int(levels[position]) + 1] += 1 }
            for level in 0..<length { levelStart[level + 1] += levelStart[level] }
            // `levelStart[level]` is the fill point of `level` while filling, the start of `level + 1` after.
            for position in 0..<count {
                let level = Int(levels[position])
                byLevel[Int(levelStart[level])] = Int32(truncatingIfNeeded: position)
                levelStart[level] += 1
            }
            func start(_ level: Int) -> Int { level == 0 ? 0 : Int(levelStart[level - 1]) }
            for slot in 0..<start(1) {
                let position = Int(byLevel[slot])
                best[position] = preferred[position] ? 1 : 0
                from[position] = -1
            }
            for level in 1..<max(length, 1) {
                let belowEnd = start(level)
                var next = start(level - 1)
                let end = start(level + 1)
                if end - belowEnd == 1, belowEnd - next == 1 {
                    // One element on this level and one below (most levels of a nearly sorted sequence): the one
                    // below is its only possible predecessor.
                    let position = Int(byLevel[belowEnd])
                    let predecessor = byLevel[next]
                    best[position] = best[Int(predecessor)] + (preferred[position] ? 1 : 0)
                    from[position] = predecessor
                    continue
                }
                var firstAllowed = next
                var head = 0
                var tail = 0
                for slot in start(level)..<start(level + 1) {
                    let position = Int(byLevel[slot])
                    while next < belowEnd, Int(byLevel[next]) < position {
                        let nextBest = best[Int(byLevel[next])]
                        while tail > head, best[Int(byLevel[Int(queue[tail - 1])])] <= nextBest { tail -= 1 }
                        queue[tail] = Int32(truncatingIfNeeded: next)
                        tail += 1
                        next += 1
                    }
                    while firstAllowed < next, values[Int(byLevel[firstAllowed])] >= values[position] {
                        firstAllowed += 1
                    }
                    while head < tail, Int(queue[head]) < firstAllowed { head += 1 }
                    guard head < tail else { return nil }
                    let predecessor = byLevel[Int(queue[head])]
                    best[position] = best[Int(predecessor)] + (preferred[position] ? 1 : 0)
                    from[position] = predecessor
                }
            }
            var position = -1
            for slot in start(length - 1)..<start(length)
            where position < 0 || best[Int(byLevel[slot])] > best[position] {
                position = Int(byLevel[slot])
            }
            guard position >= 0 else { return nil }
            var members = [Bool](repeating: false, count: count)
            while position >= 0 {
                members[position] = true
                position = Int(from[position])
            }
            return members
        }
    }
}

/// The first of the piles `0..<limit` whose top is not smaller than `value`, or `limit` when none is; `tops[limit]`
/// is not smaller. The tops increase, and in a nearly sorted sequence they grow about evenly, so the search starts
/// where `value` would fall on a straight line from 0 to `tops[limit]` and gallops outward from there (a few
/// neighbouring cache lines) before it bisects: a plain bisection over a million piles misses the cache at
/// nearly every step.
@inline(__always)
private func pileLowerBound(of value: Int32, in tops: UnsafeBufferPointer<Int32>, below limit: Int) -> Int {
    guard limit > 0 else { return 0 }
    let highest = Int(tops[limit])
    var guess = highest > 0 ? Int((Double(max(value, 0)) / Double(highest)) * Double(limit)) : 0
    guess = min(max(guess, 0), limit - 1)
    var low: Int
    var high: Int
    if tops[guess] < value {
        // The answer is in guess + 1 ... limit.
        low = guess + 1
        var step = 1
        while low + step - 1 < limit, tops[low + step - 1] < value {
            low += step
            step <<= 1
        }
        high = min(low + step - 1, limit)
    } else {
        // The answer is in 0 ... guess.
        high = guess
        var step = 1
        while high - step >= 0, tops[high - step] >= value {
            high -= step
            step <<= 1
        }
        low = max(high - step + 1, 0)
    }
    // Bisect low ..< high (the answer is in low ... high).
    var base = low
    var length = high - low
    while length > 1 {
        let half = length >> 1
        base = tops[base + half - 1] < value ? base + half : base
        length -= half
    }
    return base + (length == 1 && tops[base] < value ? 1 : 0)
}
