"""The constraint system of the Swift `AutoLayoutBenchmarks` solve benchmark, built in kiwisolver.

1,000 views in a grid of 25 columns, four variables and four constraints each (4,000 constraints):
  left   == 10 (first column) or == previous.left + previous.width + 8   (required)
  top    == 10 (first row)    or >= above.top + above.height + 8         (required)
  width  == 40 + index % 7                                               (priority 750)
  height == width * 0.5                                                  (required)
then one constant change (the first view's left from 10 to 20). Run: Benchmarks/kiwi/.venv/bin/python Benchmarks/kiwi/grid_solve.py
"""

import statistics
import sys
import time

import kiwisolver as kiwi

VIEWS = 1000
COLUMNS = 25
PRIORITY_750 = 750.0  # the same weight the Swift solver gives UILayoutPriority(750)


def build():
    solver = kiwi.Solver()
    views = []
    first = None
    for index in range(VIEWS):
        left, top, width, height = (kiwi.Variable(f"{name}{index}") for name in ("l", "t", "w", "h"))
        views.append((left, top, width, height))
        column, row = index % COLUMNS, index // COLUMNS
        if column == 0:
            constraint = left == 10
        else:
            previous = views[index - 1]
            constraint = left == previous[0] + previous[2] + 8
        if index == 0:
            first = constraint
        solver.addConstraint(constraint)
        if row == 0:
            solver.addConstraint(top == 10)
        else:
            above = views[index - COLUMNS]
            solver.addConstraint(top >= above[1] + above[3] + 8)
        solver.addConstraint((width == 40 + index % 7) | PRIORITY_750)
        solver.addConstraint(height == width * 0.5)
    solver.updateVariables()
    return solver, views, first


def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    solves, solve_cpu, changes = [], [], []
    for _ in range(runs):
        start, start_cpu = time.perf_counter(), time.process_time()
        solver, views, first = build()
        solves.append((time.perf_counter() - start) * 1000)
        solve_cpu.append((time.process_time() - start_cpu) * 1000)
        # The constant change: kiwi has no in-place constant edit, so the first view's `left == 10` is replaced.
        before = views[COLUMNS - 1][0].value()
        start = time.perf_counter()
        solver.removeConstraint(first)
        solver.addConstraint(views[0][0] == 20)
        solver.updateVariables()
        changes.append((time.perf_counter() - start) * 1000)
        assert views[COLUMNS - 1][0].value() == before + 10 and views[-1][1].value() == 1158.5
    print(f"kiwisolver {kiwi.__version__}: solve 1,000 views / 4,000 constraints: median {statistics.median(solves):.2f} ms "
          f"wall, {statistics.median(solve_cpu):.2f} ms CPU (min {min(solve_cpu):.2f}); "
          f"one constant change: median {statistics.median(changes) * 1000:.1f} µs")


if __name__ == "__main__":
    main()
