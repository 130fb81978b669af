/// An incremental Cassowary solver: linear equalities and inequalities, required or weighted, solved by the
/// simplex method with error variables, re-solved incrementally as constraints come and go and constants change.
///
/// The algorithm is the one Badros, Borning and Stuckey published ("The Cassowary Linear Arithmetic Constraint
/// Solving Algorithm", 2001) in the formulation of kiwi (Chris Colbert's C++ implementation): every constraint
/// becomes a tableau row in restricted symbols (slack, error, dummy) and the unrestricted external variables; a
/// required constraint with no usable subject is added through an artificial variable (phase one); optional
/// constraints put their error variables in the objective, which the primal simplex minimises; changing a
/// constant (an edit variable's suggested value, a constraint's `constant`) shifts row constants through the
/// constraint's marker symbol and the dual simplex restores feasibility.
///
/// Unlike kiwi, the solver keeps for every symbol the list of rows it may appear in (a column index, checked
/// lazily), so substituting a symbol touches only the rows that contain it: on the sparse systems view layouts make,
/// each pivot costs in proportion to the rows it changes, not to the size of the tableau. And unlike kiwi's single
/// weighted objective, the objective is ranked strictly by strength (`ObjectiveLevels`): an optional constraint's
/// error at a higher strength outweighs any number of errors at lower strengths, as UIKit ranks priorities.
struct ConstraintSolver: Sendable {
    /// How a constraint relates its expression to zero.
    enum Relation: Sendable { case lessThanOrEqual, equal, greaterThanOrEqual }

    /// Why a constraint could not be added or the solver could not proceed.
    enum SolverError: Error, Equatable, Sendable {
        /// The required constraint conflicts with the required constraints already in the solver.
        case unsatisfiable
        /// The constraint is not in the solver.
        case unknownConstraint
        /// The simplex method failed (an unbounded objective); the message says where.
        case internalError(String)
    }

    /// A handle to a constraint in the solver.
    struct ConstraintID: Hashable, Sendable { let index: Int32 }

    /// The strength of a required constraint (kiwi's `required`); anything weaker is optional, ranked strictly.
    static let required: Double = 1_001_001_000

    enum SymbolKind: UInt8, Sendable { case external, slack, error, dummy }

    private struct Tag: Sendable {
        var marker: Int32
        var other: Int32
        /// The marker's coefficient in the constraint's row as built, before any sign reversal.
        var markerSign: Double
        var strength: Double
        var constant: Double
    }

    var kinds: [SymbolKind] = []
    /// For each symbol, the index of the row it is basic in, or -1.
    var rowOfSymbol: [Int32] = []
    /// For each symbol, the rows that may contain it (a superset: checked when read).
    var columns: [[Int32]] = []
    var rows: [LinearExpression] = []
    /// For each row index, its basic symbol, or -1 for a free slot.
    var basicOfRow: [Int32] = []
    var freeRows: [Int32] = []
    var objective = ObjectiveLevels()
    /// Whether the objective may have a negative coefficient (an improving direction): only substitutions and
    /// removed error terms can make one, so an unchanged objective is not scanned again.
    var objectiveMayImprove = false
    var artificial: LinearExpression?
    var infeasible: [Int32] = []
    private var tags: [Tag?] = []
    private var freeTags: [Int32] = []

    /// Creates an empty solver.
    init() {}

    /// The number of constraints in the solver.
    private(set) var constraintCount = 0

    // MARK: Variables

    /// Creates an unrestricted variable; its value is 0 until constraints say otherwise.
    mutating func makeVariable() -> Int32 { newSymbol(.external) }

    /// The variable's value in the current solution.
    /// - Complexity: O(1).
    func value(of variable: Int32) -> Double {
        let row = rowOfSymbol[Int(variable)]
        return row < 0 ? 0 : rows[Int(row)].constant
    }

    /// Whether the variable's value is not fixed by the constraints: it could change without making the solution
    /// worse (it is parametric, or its row depends on a free symbol the objective does not weigh).
    func isAmbiguous(_ variable: Int32) -> Bool {
        let row = rowOfSymbol[Int(variable)]
        guard row >= 0 else { return true }
        for cell in rows[Int(row)].cells {
            switch kinds[Int(cell.symbol)] {
            case .external: return true
            case .slack, .error: if objective.isFree(cell.symbol) { return true }
            case .dummy: continue
            }
        }
        return false
    }

    private mutating func newSymbol(_ kind: SymbolKind) -> Int32 {
        let symbol = Int32(kinds.count)
        kinds.append(kind)
        rowOfSymbol.append(-1)
        columns.append([])
        return symbol
    }

    // MARK: Constraints

    /// Adds `expression relation 0` with a strength (`required` or less) and returns its handle.
    /// - Throws: `unsatisfiable` when a required constraint conflicts with required ones already added (the solver
    ///   is left as it was).
    mutating func addConstraint(
        _ expression: LinearExpression, _ relation: Relation, strength: Double
    ) throws(SolverError) -> ConstraintID {
        let strength = min(max(strength, 0), Self.required)
        var row = LinearExpression(constant: expression.constant)
        for cell in expression.cells {
            let basic = rowOfSymbol[Int(cell.symbol)]
            if basic >= 0 {
                row.add(rows[Int(basic)], times: cell.coefficient)
            } else {
                row.add(cell.symbol, cell.coefficient)
            }
        }
        var tag = Tag(marker: -1, other: -1, markerSign: 1, strength: strength, constant: expression.constant)
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            tag.marker = slack
            tag.markerSign = sign
            row.add(slack, sign)
            if strength < Self.required {
                let error = newSymbol(.error)
                tag.other = error
                row.add(error, -sign)
                objective.add(error, 1, strength: strength)
            }
        case .equal:
            if strength < Self.required {
                let plus = newSymbol(.error)
                let minus = newSymbol(.error)
                tag.marker = plus
                tag.other = minus
                tag.markerSign = -1
                row.add(plus, -1)
                row.add(minus, 1)
                objective.add(plus, 1, strength: strength)
                objective.add(minus, 1, strength: strength)
            } else {
                let dummy = newSymbol(.dummy)
                tag.marker = dummy
                row.add(dummy, 1)
            }
        }
        if row.constant < 0 { row.negate() }
        let id = storeTag(tag)

        var subject = chooseSubject(row, tag)
        if subject < 0 && row.cells.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
            guard LinearExpression.nearZero(row.constant) else {
                releaseTag(id)
                throw .unsatisfiable
            }
            subject = tag.marker
        }
        if subject < 0 {
            let added: Bool
            do { added = try addWithArtificialVariable(row) } catch {
                releaseTag(id)
                throw error
            }
            if !added {
                try? removeConstraint(id)
                throw .unsatisfiable
            }
        } else {
            row.solve(for: subject)
            substitute(subject, with: row)
            insertRow(row, basic: subject)
        }
        try optimize(objective: true)
        return id
    }

    /// Removes a constraint and re-solves.
    mutating func removeConstraint(_ id: ConstraintID) throws(SolverError) {
        guard Int(id.index) < tags.count, let tag = tags[Int(id.index)] else { throw .unknownConstraint }
        releaseTag(id)
        if kinds[Int(tag.marker)] == .error { removeMarkerEffects(tag.marker, strength: tag.strength) }
        if tag.other >= 0, kinds[Int(tag.other)] == .error { removeMarkerEffects(tag.other, strength: tag.strength) }
        if rowOfSymbol[Int(tag.marker)] >= 0 {
            _ = removeRow(basic: tag.marker)
        } else {
            guard let leaving = markerLeavingSymbol(tag.marker) else {
                throw .internalError("failed to find leaving row")
            }
            pivot(leaving: leaving, entering: tag.marker)
            _ = removeRow(basic: tag.marker)
        }
        try optimize(objective: true)
    }

    /// Changes the constant of a constraint's expression and re-solves incrementally (dual simplex). Edit variables
    /// are constraints `variable - value = 0`, so suggesting a value is this with `-value`.
    mutating func setConstant(_ id: ConstraintID, _ constant: Double) throws(SolverError) {
        guard Int(id.index) < tags.count, let tag = tags[Int(id.index)] else { throw .unknownConstraint }
        let delta = (constant - tag.constant) / tag.markerSign
        if delta == 0 { return }
        tags[Int(id.index)]?.constant = constant
        let markerRow = rowOfSymbol[Int(tag.marker)]
        if markerRow >= 0 {
            rows[Int(markerRow)].constant -= delta
            if rows[Int(markerRow)].constant < 0 { infeasible.append(tag.marker) }
        } else {
            for rowIndex32 in liveRows(containing: tag.marker) {
                let rowIndex = Int(rowIndex32)
                let coefficient = rows[rowIndex].coefficient(of: tag.marker)
                rows[rowIndex].constant += coefficient * delta
                let basic = basicOfRow[rowIndex]
                if rows[rowIndex].constant < 0 && kinds[Int(basic)] != .external { infeasible.append(basic) }
            }
        }
        try dualOptimize()
    }

    private mutating func storeTag(_ tag: Tag) -> ConstraintID {
        constraintCount += 1
        if let index = freeTags.popLast() {
            tags[Int(index)] = tag
            return ConstraintID(index: index)
        }
        tags.append(tag)
        return ConstraintID(index: Int32(tags.count - 1))
    }

    private mutating func releaseTag(_ id: ConstraintID) {
        constraintCount -= 1
        tags[Int(id.index)] = nil
        freeTags.append(id.index)
    }

    private mutating func removeMarkerEffects(_ marker: Int32, strength: Double) {
        objectiveMayImprove = true
        let row = rowOfSymbol[Int(marker)]
        if row >= 0 {
            objective.add(rows[Int(row)], times: -1, strength: strength)
        } else {
            objective.add(marker, -1, strength: strength)
        }
    }

    /// kiwi's rule: an external symbol, else the marker or other symbol when it is a slack or error symbol with a
    /// negative coefficient; -1 when there is none.
    private func chooseSubject(_ row: LinearExpression, _ tag: Tag) -> Int32 {
        for cell in row.cells where kinds[Int(cell.symbol)] == .external { return cell.symbol }
        func usable(_ symbol: Int32) -> Bool {
            guard symbol >= 0 else { return false }
            let kind = kinds[Int(symbol)]
            return (kind == .slack || kind == .error) && row.coefficient(of: symbol) < 0
        }
        if usable(tag.marker) { return tag.marker }
        if usable(tag.other) { return tag.other }
        return -1
    }

    /// Phase one for a row with no subject: minimise an artificial variable equal to the row; the constraint is
    /// satisfiable when it reaches zero.
    private mutating func addWithArtificialVariable(_ row: LinearExpression) throws(SolverError) -> Bool {
        let artificialSymbol = newSymbol(.slack)
        insertRow(row, basic: artificialSymbol)
        artificial = row
        try optimize(objective: false)
        let success = LinearExpression.nearZero(artificial?.constant ?? 0)
        artificial = nil
        if rowOfSymbol[Int(artificialSymbol)] >= 0 {
            let rowIndex = Int(rowOfSymbol[Int(artificialSymbol)])
            if rows[rowIndex].cells.isEmpty {
                _ = removeRow(basic: artificialSymbol)
                return success
            }
            guard
                let entering = rows[rowIndex].cells.first(where: {
                    kinds[Int($0.symbol)] == .slack || kinds[Int($0.symbol)] == .error
                })?.symbol
            else {
                _ = removeRow(basic: artificialSymbol)
                return false
            }
            pivot(leaving: artificialSymbol, entering: entering)
        }
        for rowIndex in liveRows(containing: artificialSymbol) { rows[Int(rowIndex)].remove(artificialSymbol) }
        columns[Int(artificialSymbol)] = []
        objective.remove(artificialSymbol)
        return success
    }

    // MARK: Simplex

    /// The primal simplex on the objective (or, in phase one, the artificial objective).
    private mutating func optimize(objective useObjective: Bool) throws(SolverError) {
        if useObjective && !objectiveMayImprove { return }
        while true {
            let entering: Int32?
            if !useObjective, let artificial {
                entering =
                    artificial.cells.first(where: { kinds[Int($0.symbol)] != .dummy && $0.coefficient < 0 })?.symbol
            } else {
                entering = objective.improvingSymbol(excluding: { kinds[Int($0)] == .dummy })
            }
            guard let entering else {
                if useObjective { objectiveMayImprove = false }
                return
            }
            var ratio = Double.infinity
            var leaving: Int32 = -1
            for rowIndex32 in liveRows(containing: entering) {
                let rowIndex = Int(rowIndex32)
                let basic = basicOfRow[rowIndex]
                guard kinds[Int(basic)] != .external else { continue }
                let coefficient = rows[rowIndex].coefficient(of: entering)
                guard coefficient < 0 else { continue }
                let candidate = -rows[rowIndex].constant / coefficient
                if candidate < ratio || (candidate == ratio && basic < leaving) {
                    ratio = candidate
                    leaving = basic
                }
            }
            guard leaving >= 0 else { throw .internalError("The objective is unbounded.") }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// The dual simplex: pivots infeasible rows back to feasibility after constants changed.
    private mutating func dualOptimize() throws(SolverError) {
        while let leaving = infeasible.popLast() {
            let rowIndex = rowOfSymbol[Int(leaving)]
            guard rowIndex >= 0 else { continue }
            let row = rows[Int(rowIndex)]
            guard !LinearExpression.nearZero(row.constant), row.constant < 0 else { continue }
            var entering: Int32 = -1
            var enteringCoefficient = 1.0
            for cell in row.cells where cell.coefficient > 0 && kinds[Int(cell.symbol)] != .dummy {
                if entering < 0
                    || objective.ratio(
                        of: cell.symbol, over: cell.coefficient, isLessThan: entering, over: enteringCoefficient)
                {
                    entering = cell.symbol
                    enteringCoefficient = cell.coefficient
                }
            }
            guard entering >= 0 else { throw .internalError("Dual optimize failed.") }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// kiwi's choice of the row to pivot a marker into when removing its constraint.
    private mutating func markerLeavingSymbol(_ marker: Int32) -> Int32? {
        var firstRatio = Double.infinity
        var secondRatio = Double.infinity
        var first: Int32?
        var second: Int32?
        var third: Int32?
        for rowIndex32 in liveRows(containing: marker) {
            let rowIndex = Int(rowIndex32)
            let basic = basicOfRow[rowIndex]
            let coefficient = rows[rowIndex].coefficient(of: marker)
            if kinds[Int(basic)] == .external {
                third = third ?? basic
            } else if coefficient < 0 {
                let ratio = -rows[rowIndex].constant / coefficient
                if ratio < firstRatio {
                    firstRatio = ratio
                    first = basic
                }
            } else {
                let ratio = rows[rowIndex].constant / coefficient
                if ratio < secondRatio {
                    secondRatio = ratio
                    second = basic
                }
            }
        }
        return first ?? second ?? third
    }
}
