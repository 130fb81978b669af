import Benchmark
import OpenCollectionView

/// The constraint system `Benchmarks/kiwi/grid_solve.py` builds in kiwisolver, as views: 1,000 views in a grid of
/// 25 columns with four constraints each (4,000): left pinned to the previous view's right + 8 (or the container),
/// top at least 8 below the view above (or pinned), width 40 + index % 7 at priority 750, height half the width.
@MainActor
final class ConstraintGridScene {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 2_000, height: 2_000))
    let views: [UIView]
    let constraints: [NSLayoutConstraint]
    let firstLeft: NSLayoutConstraint

    init() {
        var views: [UIView] = []
        var constraints: [NSLayoutConstraint] = []
        for index in 0..<1_000 {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            let column = index % 25
            let row = index / 25
            constraints.append(
                column == 0
                    ? view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
                    : view.leftAnchor.constraint(equalTo: views[index - 1].rightAnchor, constant: 8))
            constraints.append(
                row == 0
                    ? view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
                    : view.topAnchor.constraint(greaterThanOrEqualTo: views[index - 25].bottomAnchor, constant: 8))
            let width = view.widthAnchor.constraint(equalToConstant: CGFloat(40 + index % 7))
            width.priority = .defaultHigh
            constraints.append(width)
            constraints.append(view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5))
            views.append(view)
        }
        self.views = views
        self.constraints = constraints
        firstLeft = constraints[0]
    }

    /// Activates the 4,000 constraints and lays out: the engine adds and solves them, then sets 1,000 frames.
    func activateAndSolve() {
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
    }

    /// Deactivates everything so the next `activateAndSolve()` starts from nothing.
    func reset() {
        NSLayoutConstraint.deactivate(constraints)
        root.layoutIfNeeded()
    }

    /// Changes the first view's left constant and lays out again (one incremental re-solve).
    func changeConstant(_ value: CGFloat) {
        firstLeft.constant = value
        root.layoutIfNeeded()
    }

    /// The baseline: the same 1,000 frames computed in a bare loop.
    func bareLoopFrames() -> [CGRect] {
        var frames: [CGRect] = []
        frames.reserveCapacity(1_000)
        var rowBottoms = [CGFloat](repeating: 10, count: 25)
        var x: CGFloat = 10
        for index in 0..<1_000 {
            let column = index % 25
            if column == 0 { x = 10 }
            let width = CGFloat(40 + index % 7)
            let top = index < 25 ? 10 : rowBottoms[column] + 8
            let frame = CGRect(x: x, y: top, width: width, height: width / 2)
            rowBottoms[column] = frame.maxY
            frames.append(frame)
            x = frame.maxX + 8
        }
        return frames
    }
}

/// A list cell sized by its constraints: a title and a wrapping body in a vertical stack view, pinned to the
/// content view, whose width is fixed as a list's would be.
@MainActor
final class ConstraintCell: UICollectionViewCell {
    let title = UILabel()
    let body = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        body.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [title, body])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Sizing 100 list cells by their constraints, as self-sizing does when they are shown.
@MainActor
final class CellSizingScene {
    let cells: [ConstraintCell] = (0..<100).map { index in
        let cell = ConstraintCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        cell.title.text = "Row \(index)"
        cell.body.text = String(repeating: "Sized by its constraints. ", count: index % 5 + 1)
        return cell
    }

    /// Each cell's fitting size at the list's width (width required, height free).
    func sizeAll() -> CGFloat {
        var total: CGFloat = 0
        for cell in cells {
            total +=
                cell.systemLayoutSizeFitting(
                    CGSize(width: 390, height: 44), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel
                ).height
        }
        return total
    }
}

/// Sizing 100 list items with 10 reused cells, as a list does while scrolling: each cell is configured with the
/// next item's text (its labels' intrinsic sizes change) and measured again.
@MainActor
final class CellReuseSizingScene {
    let cells: [ConstraintCell] = (0..<10).map { _ in ConstraintCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    }
    let texts = (0..<100).map { String(repeating: "Sized by its constraints. ", count: $0 % 5 + 1) }
    var round = 0

    /// Configures and measures 100 items.
    func sizeAll() -> CGFloat {
        var total: CGFloat = 0
        round += 1
        for index in 0..<100 {
            let cell = cells[index % cells.count]
            cell.title.text = "Row \(index) \(round % 2)"
            cell.body.text = texts[(index + round) % texts.count]
            total +=
                cell.systemLayoutSizeFitting(
                    CGSize(width: 390, height: 44), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel
                ).height
        }
        return total
    }
}
