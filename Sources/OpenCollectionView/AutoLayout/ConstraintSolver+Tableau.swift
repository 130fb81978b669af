/// The simplex tableau's storage: rows in a pool indexed by row number, each symbol's basic row, and the column
/// index (the rows each symbol may appear in) that lets a substitution visit only the rows it changes.
extension ConstraintSolver {
    /// Makes `entering` basic in the row where `leaving` is basic, and substitutes it out of every other row.
    mutating func pivot(leaving: Int32, entering: Int32) {
        let rowIndex = Int(rowOfSymbol[Int(leaving)])
        rows[rowIndex].solve(for: leaving, replacing: entering)
        rowOfSymbol[Int(leaving)] = -1
        rowOfSymbol[Int(entering)] = Int32(rowIndex)
        basicOfRow[rowIndex] = entering
        columns[Int(leaving)].append(Int32(rowIndex))
        substitute(entering, with: rows[rowIndex])
    }

    mutating func insertRow(_ row: LinearExpression, basic: Int32) {
        let index: Int
        if let free = freeRows.popLast() {
            index = Int(free)
            rows[index] = row
            basicOfRow[index] = basic
        } else {
            index = rows.count
            rows.append(row)
            basicOfRow.append(basic)
        }
        rowOfSymbol[Int(basic)] = Int32(index)
        columns.withUnsafeMutableBufferPointer { columns in
            for cell in row.cells { columns[Int(cell.symbol)].append(Int32(index)) }
        }
    }

    mutating func removeRow(basic: Int32) -> LinearExpression {
        let index = Int(rowOfSymbol[Int(basic)])
        rowOfSymbol[Int(basic)] = -1
        basicOfRow[index] = -1
        freeRows.append(Int32(index))
        let row = rows[index]
        rows[index] = LinearExpression()
        return row
    }

    /// The live rows containing `symbol`, in row order, compacting its column list on the way.
    /// - Complexity: O(k log k) for a column of k entries, compacted in place (no allocation when it shrinks).
    mutating func liveRows(containing symbol: Int32) -> [Int32] {
        var list = columns[Int(symbol)]
        columns[Int(symbol)] = []
        var kept = 0
        for position in list.indices {
            let index = Int(list[position])
            if basicOfRow[index] >= 0 && basicOfRow[index] != symbol && rows[index].coefficient(of: symbol) != 0 {
                list[kept] = list[position]
                kept += 1
            }
        }
        list.removeLast(list.count - kept)
        if list.count > 1 {
            list.sort()
            var unique = 1
            for position in 1..<list.count where list[position] != list[unique - 1] {
                list[unique] = list[position]
                unique += 1
            }
            list.removeLast(list.count - unique)
        }
        columns[Int(symbol)] = list
        return list
    }

    /// Replaces `symbol` with `row` in every row, the objective and the artificial objective, noting rows that became
    /// infeasible.
    mutating func substitute(_ symbol: Int32, with row: LinearExpression) {
        let candidates = columns[Int(symbol)]
        columns[Int(symbol)] = []
        var added: [Int32] = []
        for rowIndex32 in candidates {
            let rowIndex = Int(rowIndex32)
            let basic = basicOfRow[rowIndex]
            guard basic >= 0, basic != symbol else { continue }
            added.removeAll(keepingCapacity: true)
            guard rows[rowIndex].substitute(symbol, with: row, added: { added.append($0) }) else { continue }
            columns.withUnsafeMutableBufferPointer { columns in
                for newSymbol in added { columns[Int(newSymbol)].append(rowIndex32) }
            }
            if kinds[Int(basic)] != .external && rows[rowIndex].constant < 0 { infeasible.append(basic) }
        }
        if objective.substitute(symbol, with: row) { objectiveMayImprove = true }
        artificial?.substitute(symbol, with: row)
    }
}
