/// The solver's objective, ranked strictly by priority: one row of error terms per priority level, compared
/// lexicographically from the highest level down (a symbolic weight per level, as in the Cassowary paper's
/// "symbolic weights"). An error at a higher priority always costs more than any sum of errors at lower ones, which
/// is how UIKit's engine ranks priorities: a 999 constraint wins over any number of 998 ones. Within one level the
/// errors add up, each point costing one unit.
struct ObjectiveLevels: Sendable {
    /// The strength of each level, highest first.
    private(set) var strengths: [Double] = []
    /// The error terms of each level, in the order of `strengths`.
    private(set) var rows: [LinearExpression] = []

    /// The index of the level for `strength`, creating it in rank order when it is new.
    mutating func level(for strength: Double) -> Int {
        var index = 0
        while index < strengths.count && strengths[index] > strength { index += 1 }
        if index < strengths.count && strengths[index] == strength { return index }
        strengths.insert(strength, at: index)
        rows.insert(LinearExpression(), at: index)
        return index
    }

    /// Adds `coefficient·symbol` to the level of `strength`.
    mutating func add(_ symbol: Int32, _ coefficient: Double, strength: Double) {
        rows[level(for: strength)].add(symbol, coefficient)
    }

    /// Adds `multiplier·row` to the level of `strength`.
    mutating func add(_ row: LinearExpression, times multiplier: Double, strength: Double) {
        rows[level(for: strength)].add(row, times: multiplier)
    }

    /// Substitutes `row` for `symbol` in every level; returns whether any level contained it.
    mutating func substitute(_ symbol: Int32, with row: LinearExpression) -> Bool {
        var found = false
        for index in rows.indices where rows[index].substitute(symbol, with: row) { found = true }
        return found
    }

    /// Removes `symbol` from every level.
    mutating func remove(_ symbol: Int32) {
        for index in rows.indices { rows[index].remove(symbol) }
    }

    /// Whether `symbol` costs nothing at any level.
    func isFree(_ symbol: Int32) -> Bool {
        rows.allSatisfy { LinearExpression.nearZero($0.coefficient(of: symbol)) }
    }

    /// The first symbol (highest level first, then symbol order) whose cost vector is lexicographically negative,
    /// skipping symbols `excluded` rejects: entering it improves the objective. `nil` at the optimum.
    func improvingSymbol(excluding excluded: (Int32) -> Bool) -> Int32? {
        for level in rows.indices {
            search: for cell in rows[level].cells where cell.coefficient < 0 && !excluded(cell.symbol) {
                for higher in 0..<level where rows[higher].coefficient(of: cell.symbol) != 0 { continue search }
                return cell.symbol
            }
        }
        return nil
    }

    /// Compares the cost vectors of two symbols each divided by a positive factor, lexicographically from the
    /// highest level (the dual simplex's ratio test); `true` when the first is strictly smaller.
    func ratio(of first: Int32, over firstFactor: Double, isLessThan second: Int32, over secondFactor: Double) -> Bool {
        for row in rows {
            let left = row.coefficient(of: first) / firstFactor
            let right = row.coefficient(of: second) / secondFactor
            if LinearExpression.nearZero(left - right) { continue }
            return left < right
        }
        return false
    }
}
