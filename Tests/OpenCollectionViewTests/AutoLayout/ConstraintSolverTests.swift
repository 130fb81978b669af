import Testing

@testable import OpenCollectionView

/// The Cassowary solver on its own: required and weighted constraints, incremental changes, conflicts. Expected
/// values are the unique optimum of each small system (worked by hand in the comments).
struct ConstraintSolverTests {
    func expression(_ terms: [(Int32, Double)], _ constant: Double) -> LinearExpression {
        LinearExpression(terms: terms.map { (symbol: $0.0, coefficient: $0.1) }, constant: constant)
    }

    @Test func requiredEqualitiesAreSolvedExactly() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        // x + y = 100, x - y = 20 → x = 60, y = 40.
        _ = try solver.addConstraint(expression([(x, 1), (y, 1)], -100), .equal, strength: ConstraintSolver.required)
        _ = try solver.addConstraint(expression([(x, 1), (y, -1)], -20), .equal, strength: ConstraintSolver.required)
        #expect(solver.value(of: x) == 60)
        #expect(solver.value(of: y) == 40)
    }

    @Test func strongerWeightedConstraintWins() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        _ = try solver.addConstraint(expression([(x, 1)], -10), .equal, strength: 250)
        _ = try solver.addConstraint(expression([(x, 1)], -30), .equal, strength: 750)
        #expect(solver.value(of: x) == 30)
    }

    @Test func strengthsRankStrictly() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        // A hundred errors at strength 998 do not outweigh one at 999 (weighted sums would give x = 10).
        for _ in 0..<100 { _ = try solver.addConstraint(expression([(x, 1)], -10), .equal, strength: 998) }
        let strong = try solver.addConstraint(expression([(x, 1)], -30), .equal, strength: 999)
        #expect(solver.value(of: x) == 30)
        // Changing the strong constraint's constant moves x with it (dual simplex over ranked costs).
        try solver.setConstant(strong, -45)
        #expect(solver.value(of: x) == 45)
        try solver.removeConstraint(strong)
        #expect(solver.value(of: x) == 10)
    }

    @Test func lowerStrengthsSettleWhatHigherOnesLeaveFree() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        // x + y = 100 (required); x ≥ 70 at 500; y = 50 at 400, twice; x = 0 at 300. The 500 bound holds (x ≥ 70),
        // so the 400 pair gets y as close to 50 as it allows: y = 30, x = 70.
        _ = try solver.addConstraint(expression([(x, 1), (y, 1)], -100), .equal, strength: ConstraintSolver.required)
        _ = try solver.addConstraint(expression([(x, 1)], -70), .greaterThanOrEqual, strength: 500)
        _ = try solver.addConstraint(expression([(y, 1)], -50), .equal, strength: 400)
        _ = try solver.addConstraint(expression([(y, 1)], -50), .equal, strength: 400)
        _ = try solver.addConstraint(expression([(x, 1)], 0), .equal, strength: 300)
        #expect(solver.value(of: x) == 70)
        #expect(solver.value(of: y) == 30)
    }

    @Test func inequalityBoundsAWeightedPreference() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        _ = try solver.addConstraint(expression([(x, 1)], -100), .equal, strength: 1)
        let bound = try solver.addConstraint(
            expression([(x, 1)], -40), .lessThanOrEqual, strength: ConstraintSolver.required)
        #expect(solver.value(of: x) == 40)
        try solver.removeConstraint(bound)
        #expect(solver.value(of: x) == 100)
    }

    @Test func changingAConstantResolvesIncrementally() throws {
        var solver = ConstraintSolver()
        let left = solver.makeVariable()
        let width = solver.makeVariable()
        let right = solver.makeVariable()
        let pin = try solver.addConstraint(expression([(left, 1)], -20), .equal, strength: ConstraintSolver.required)
        _ = try solver.addConstraint(expression([(width, 1)], -100), .equal, strength: ConstraintSolver.required)
        _ = try solver.addConstraint(
            expression([(right, 1), (left, -1), (width, -1)], 0), .equal, strength: ConstraintSolver.required)
        #expect(solver.value(of: right) == 120)
        try solver.setConstant(pin, -50)
        #expect(solver.value(of: left) == 50)
        #expect(solver.value(of: right) == 150)
    }

    @Test func editStyleConstantsOnWeightedConstraintsMoveWithinBounds() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let edit = try solver.addConstraint(expression([(x, 1)], -10), .equal, strength: 1000)
        _ = try solver.addConstraint(expression([(x, 1)], -200), .lessThanOrEqual, strength: ConstraintSolver.required)
        try solver.setConstant(edit, -150)
        #expect(solver.value(of: x) == 150)
        try solver.setConstant(edit, -500)
        #expect(solver.value(of: x) == 200)
        try solver.setConstant(edit, -0)
        #expect(solver.value(of: x) == 0)
    }

    @Test func conflictingRequiredConstraintIsRejectedAndSolverKeepsWorking() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        _ = try solver.addConstraint(expression([(x, 1)], -10), .equal, strength: ConstraintSolver.required)
        #expect(throws: ConstraintSolver.SolverError.unsatisfiable) {
            try solver.addConstraint(expression([(x, 1)], -20), .equal, strength: ConstraintSolver.required)
        }
        #expect(throws: ConstraintSolver.SolverError.unsatisfiable) {
            try solver.addConstraint(
                expression([(x, 1)], -30), .greaterThanOrEqual, strength: ConstraintSolver.required)
        }
        #expect(solver.value(of: x) == 10)
        #expect(solver.constraintCount == 1)
        let y = solver.makeVariable()
        _ = try solver.addConstraint(expression([(y, 1), (x, -2)], 0), .equal, strength: ConstraintSolver.required)
        #expect(solver.value(of: y) == 20)
    }

    @Test func unconstrainedVariablesAreAmbiguous() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        _ = try solver.addConstraint(expression([(x, 1)], -5), .equal, strength: ConstraintSolver.required)
        _ = try solver.addConstraint(expression([(y, 1)], -5), .greaterThanOrEqual, strength: ConstraintSolver.required)
        #expect(!solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
    }

    /// Property test: random systems of pinned chains stay consistent through random constant changes and
    /// removals (every required equality holds after each step).
    @Test func randomChainsStayConsistentThroughChanges() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            var solver = ConstraintSolver()
            let count = 30
            let variables = (0..<count).map { _ in solver.makeVariable() }
            var gaps: [Double] = []
            var ids: [ConstraintSolver.ConstraintID] = []
            let origin = try solver.addConstraint(
                expression([(variables[0], 1)], 0), .equal, strength: ConstraintSolver.required)
            for index in 1..<count {
                let gap = Double(Int.random(in: 0...20, using: &generator))
                gaps.append(gap)
                ids.append(
                    try solver.addConstraint(
                        expression([(variables[index], 1), (variables[index - 1], -1)], -gap), .equal,
                        strength: ConstraintSolver.required))
                _ = try solver.addConstraint(expression([(variables[index], 1)], -500), .equal, strength: 1)
            }
            for _ in 0..<10 {
                let which = Int.random(in: 0..<ids.count, using: &generator)
                let gap = Double(Int.random(in: 0...20, using: &generator))
                gaps[which] = gap
                try solver.setConstant(ids[which], -gap)
                var position = 0.0
                for index in 1..<count {
                    position += gaps[index - 1]
                    #expect(abs(solver.value(of: variables[index]) - position) < 1e-6)
                }
            }
            try solver.removeConstraint(origin)
            // Without the origin, the weak pulls towards 500 decide: the chain is placed to minimise their errors.
            #expect(solver.constraintCount == 2 * (count - 1))
        }
    }
}

extension ConstraintSolverTests {
    /// Removing a constraint whose marker is not basic must drop it entirely (kiwi pivots the marker in, then
    /// removes its row).
    @Test func removingAParametricConstraintFreesItsVariables() throws {
        var solver = ConstraintSolver()
        let a = solver.makeVariable()
        let b = solver.makeVariable()
        _ = try solver.addConstraint(expression([(a, 1)], -50), .equal, strength: ConstraintSolver.required)
        let gap = try solver.addConstraint(
            expression([(b, 1), (a, -1)], 0), .equal, strength: ConstraintSolver.required)
        _ = try solver.addConstraint(expression([(b, 1)], -10), .equal, strength: 1)
        #expect(solver.value(of: b) == 50)
        try solver.removeConstraint(gap)
        #expect(solver.value(of: b) == 10)
        _ = try solver.addConstraint(expression([(b, 1), (a, -1)], -10), .equal, strength: ConstraintSolver.required)
        #expect(solver.value(of: b) == 60)
    }
}
