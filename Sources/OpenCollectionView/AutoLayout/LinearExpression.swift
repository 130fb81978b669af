/// A sparse linear expression `constant + Σ coefficient·symbol` over the solver's symbols: the rows of the simplex
/// tableau, the objective, and the expressions constraints are built from.
///
/// Cells are kept sorted by symbol so that every walk over a row is in a fixed order (the solver's tie-breaks, and
/// therefore its answers, are the same on every run) and so that adding one row to another is a linear merge.
struct LinearExpression: Sendable, Equatable {
    /// One term of the expression.
    struct Cell: Sendable, Equatable {
        var symbol: Int32
        var coefficient: Double
    }

    /// The constant term.
    var constant: Double
    /// The terms, sorted by symbol, none with a coefficient near zero.
    private(set) var cells: [Cell]

    /// An expression with only a constant term.
    init(constant: Double = 0) {
        self.constant = constant
        cells = []
    }

    /// An expression from terms in any order; repeated symbols are summed.
    init(terms: [(symbol: Int32, coefficient: Double)], constant: Double) {
        self.constant = constant
        cells = []
        for term in terms { add(term.symbol, term.coefficient) }
    }

    /// Whether `value` is zero for the solver's purposes (kiwi's tolerance).
    static func nearZero(_ value: Double) -> Bool { abs(value) < 1.0e-8 }

    /// Binary search for `symbol`: its index, or where it would be inserted.
    private func index(of symbol: Int32) -> (index: Int, found: Bool) {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low + high) >> 1
            let candidate = cells[middle].symbol
            if candidate == symbol { return (middle, true) }
            if candidate < symbol { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    /// The coefficient of `symbol` (zero when absent).
    /// - Complexity: O(log n).
    func coefficient(of symbol: Int32) -> Double {
        let position = index(of: symbol)
        return position.found ? cells[position.index].coefficient : 0
    }

    /// Adds `coefficient·symbol`, dropping the term when it cancels out.
    mutating func add(_ symbol: Int32, _ coefficient: Double) {
        let position = index(of: symbol)
        if position.found {
            let sum = cells[position.index].coefficient + coefficient
            if Self.nearZero(sum) {
                cells.remove(at: position.index)
            } else {
                cells[position.index].coefficient = sum
            }
        } else if !Self.nearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: position.index)
        }
    }

    /// Adds `multiplier·other` and calls `added` for each symbol that was not in this expression before.
    /// - Complexity: O(n + m), one merge.
    mutating func add(_ other: LinearExpression, times multiplier: Double, added: (Int32) -> Void = { _ in }) {
        constant += other.constant * multiplier
        if other.cells.isEmpty { return }
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + other.cells.count)
        var left = 0
        var right = 0
        let mine = cells
        let theirs = other.cells
        while left < mine.count || right < theirs.count {
            if right == theirs.count || (left < mine.count && mine[left].symbol < theirs[right].symbol) {
                merged.append(mine[left])
                left += 1
            } else if left == mine.count || theirs[right].symbol < mine[left].symbol {
                let coefficient = theirs[right].coefficient * multiplier
                if !Self.nearZero(coefficient) {
                    merged.append(Cell(symbol: theirs[right].symbol, coefficient: coefficient))
                    added(theirs[right].symbol)
                }
                right += 1
            } else {
                let sum = mine[left].coefficient + theirs[right].coefficient * multiplier
                if !Self.nearZero(sum) { merged.append(Cell(symbol: mine[left].symbol, coefficient: sum)) }
                left += 1
                right += 1
            }
        }
        cells = merged
    }

    /// Removes the term for `symbol`, returning its coefficient (zero when absent).
    @discardableResult
    mutating func remove(_ symbol: Int32) -> Double {
        let position = index(of: symbol)
        guard position.found else { return 0 }
        return cells.remove(at: position.index).coefficient
    }

    /// Negates the constant and every coefficient.
    mutating func negate() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Rewrites `0 = self` as `symbol = …`: removes `symbol` and divides the rest by minus its coefficient.
    mutating func solve(for symbol: Int32) {
        let factor = -1.0 / remove(symbol)
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// Rewrites `lhs = self` (where `self` contains `rhs`) as `rhs = …`: the pivot of the simplex method.
    mutating func solve(for lhs: Int32, replacing rhs: Int32) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` with `row` (an expression equal to it); calls `added` for symbols new to this expression.
    /// Returns whether `symbol` was present.
    @discardableResult
    mutating func substitute(_ symbol: Int32, with row: LinearExpression, added: (Int32) -> Void = { _ in }) -> Bool {
        let position = index(of: symbol)
        guard position.found else { return false }
        let coefficient = cells.remove(at: position.index).coefficient
        add(row, times: coefficient, added: added)
        return true
    }
}
