import Testing

#if OPENCOLLECTIONVIEW_COMPATIBILITY_TEST
    import UIKit
#else
    import OpenCollectionView
#endif

/// Priorities rank strictly. Apple's Auto Layout Guide ("Anatomy of a Constraint", Constraint Priorities): "the
/// system attempts to satisfy all optional constraints in priority order from highest to lowest"; it does not trade
/// a higher-priority constraint's error against the sum of lower-priority errors.
@MainActor
struct ConstraintPriorityTests {
    private func pinnedView(in root: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        return view
    }

    private func width(_ view: UIView, _ constant: CGFloat, _ priority: Float) -> NSLayoutConstraint {
        let constraint = view.widthAnchor.constraint(equalToConstant: constant)
        constraint.priority = UILayoutPriority(priority)
        return constraint
    }

    @Test func oneHigherPriorityWinsOverManyLowerOnes() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = pinnedView(in: root)
        // Ten constraints at 998 ask for 100; one at 999 asks for 200: the 999 one is satisfied.
        NSLayoutConstraint.activate((0..<10).map { _ in width(view, 100, 998) } + [width(view, 200, 999)])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 200, height: 10))
    }

    @Test func lowerPrioritiesDecideOnlyWhatHigherOnesLeaveOpen() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = pinnedView(in: root)
        // 750: at most 150 wide. 250 (three of them): 300 wide. 251: at least 120. The 750 bound holds, and of the
        // rest the 251 minimum outranks the three 250 preferences, which get as close as the bound allows: 150.
        let atMost = view.widthAnchor.constraint(lessThanOrEqualToConstant: 150)
        atMost.priority = .defaultHigh
        let atLeast = view.widthAnchor.constraint(greaterThanOrEqualToConstant: 120)
        atLeast.priority = UILayoutPriority(251)
        NSLayoutConstraint.activate([atMost, atLeast] + (0..<3).map { _ in width(view, 300, 250) })
        root.layoutIfNeeded()
        #expect(view.frame.width == 150)
    }

    @Test func compressionResistanceOutranksManyHuggingConstraints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let label = UILabel()
        label.text = "Compression resistance"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        let natural = label.intrinsicContentSize.width
        label.setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        NSLayoutConstraint.activate(
            [
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                label.topAnchor.constraint(equalTo: root.topAnchor),
            ] + (0..<20).map { _ in width(label, 10, 699) })
        root.layoutIfNeeded()
        // The label keeps its intrinsic width: the 700 resistance beats twenty 699 constraints asking for 10.
        #expect(abs(label.frame.width - natural) < 0.5)
    }

    @Test func raisingAPriorityAboveAnotherSwitchesWhichWins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = pinnedView(in: root)
        let narrow = width(view, 50, 500)
        let wide = width(view, 250, 499)
        NSLayoutConstraint.activate([narrow, wide])
        root.layoutIfNeeded()
        #expect(view.frame.width == 50)
        wide.priority = UILayoutPriority(501)
        root.layoutIfNeeded()
        #expect(view.frame.width == 250)
    }
}
