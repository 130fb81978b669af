import Testing
import UIKit

/// Stack views added to a hierarchy whose constraints were already solved (issue 34 item 6). UIKit runs the
/// update-constraints pass over the whole window before every layout, so a stack view's arrangement constraints —
/// made in its `updateConstraints()` — are in the engine for the very first `layoutIfNeeded()` after it joins.
/// Expected values from Apple's UIStackView reference: `.fillEqually` "resizes all arranged views to the same size,
/// filling the available space along the stack view's axis" (so 320 points with two 10-point spaces give three
/// 100-point views at 0, 110 and 220); and the overview's "Position and size the stack view": placed by position
/// alone, a stack view takes its fitting size — along its axis the arranged views' sizes plus the spacing, across it
/// the largest arranged view's size (80 × 30 and 60 × 25 stacked vertically make 80 × 55).
@MainActor
struct StackViewJoiningSolvedLayoutTests {
    /// A plain view with a fixed intrinsic size, as a label of known text would have.
    final class SizedView: UIView {
        let size: CGSize
        init(size: CGSize) {
            self.size = size
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override var intrinsicContentSize: CGSize { size }
    }

    /// Keeps the windows alive for the whole test.
    final class Windows { var all: [UIWindow] = [] }
    let windows = Windows()

    /// A 400 × 800 root view in a window with a header and a body placed by constraints, laid out twice.
    func makeSolvedRoot() -> UIView {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        window.isHidden = false
        windows.all.append(window)
        let header = UIView()
        let body = UIView()
        for view in [header, body] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 44),
            body.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
            body.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            body.heightAnchor.constraint(equalToConstant: 300),
        ])
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        #expect(body.frame == CGRect(x: 16, y: 72, width: 368, height: 300))
        return root
    }

    @Test func aFillEquallyStackPlacedByItsFrameIsRightOnTheFirstLayout() {
        let root = makeSolvedRoot()
        let views = (0..<3).map { _ in UIView() }
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .horizontal
        stack.distribution = .fillEqually
        stack.spacing = 10
        stack.frame = CGRect(x: 0, y: 600, width: 320, height: 44)
        root.addSubview(stack)
        root.layoutIfNeeded()

        #expect(views.map(\.frame) == [0, 110, 220].map { CGRect(x: $0, y: 0, width: 100, height: 44) })
    }

    @Test func aStackPlacedByConstraintsTakesItsSizeFromItsViewsOnTheFirstLayout() {
        let root = makeSolvedRoot()
        let first = SizedView(size: CGSize(width: 80, height: 30))
        let second = SizedView(size: CGSize(width: 60, height: 25))
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 700),
        ])
        root.layoutIfNeeded()

        #expect(stack.frame == CGRect(x: 0, y: 700, width: 80, height: 55))
        #expect(first.frame == CGRect(x: 0, y: 0, width: 80, height: 30))
        #expect(second.frame == CGRect(x: 0, y: 30, width: 60, height: 25))
    }

    /// Both stacks at once, as the reproduction adds them.
    @Test func twoStacksJoiningTogetherAreBothRightOnTheFirstLayout() {
        let root = makeSolvedRoot()
        let views = (0..<3).map { _ in UIView() }
        let row = UIStackView(arrangedSubviews: views)
        row.distribution = .fillEqually
        row.spacing = 10
        row.frame = CGRect(x: 0, y: 600, width: 320, height: 44)
        root.addSubview(row)
        let column = UIStackView(arrangedSubviews: [
            SizedView(size: CGSize(width: 80, height: 30)), SizedView(size: CGSize(width: 60, height: 25)),
        ])
        column.axis = .vertical
        column.alignment = .leading
        column.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(column)
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            column.topAnchor.constraint(equalTo: root.topAnchor, constant: 700),
        ])
        root.layoutIfNeeded()

        #expect(views[1].frame == CGRect(x: 110, y: 0, width: 100, height: 44))
        #expect(column.frame == CGRect(x: 0, y: 700, width: 80, height: 55))
    }
}
