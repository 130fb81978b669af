import Testing

#if OPENCOLLECTIONVIEW_COMPATIBILITY_TEST
    import UIKit
#else
    import OpenCollectionView
#endif

/// A view with a fixed intrinsic content size, so that hugging and compression tests do not depend on fonts.
@MainActor
final class IntrinsicView: UIView {
    var size: CGSize
    init(_ size: CGSize) {
        self.size = size
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { fatalError() }
    override var intrinsicContentSize: CGSize { size }
}

/// Frames from constraints, checked against UIKit's documented meaning of each constraint (`item.attribute =
/// multiplier × item.attribute + constant`, priorities satisfied highest first, intrinsic sizes as hugging `≤` and
/// compression-resistance `≥` constraints).
@MainActor
struct ConstraintLayoutTests {
    private func container(_ width: CGFloat = 300, _ height: CGFloat = 200) -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    private func child(in parent: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    @Test func pinningToEdgesWithInsets() {
        let root = container()
        let view = child(in: root)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            view.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -30),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 10, width: 260, height: 160))
    }

    @Test func centringWithFixedSize() {
        let root = container()
        let view = child(in: root)
        NSLayoutConstraint.activate([
            view.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            view.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: 10),
            view.widthAnchor.constraint(equalToConstant: 100),
            view.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 100, y: 85, width: 100, height: 50))
    }

    @Test func multipliersAndAspectRatio() {
        let root = container(400, 300)
        let view = child(in: root)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 9.0 / 16.0),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 200, height: 112.5))
    }

    @Test func itemAttributeInitializerMatchesAnchors() {
        let root = container()
        let view = child(in: root)
        let constraints = [
            NSLayoutConstraint(
                item: view, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1,
                constant: 15),
            NSLayoutConstraint(
                item: view, attribute: .top, relatedBy: .equal, toItem: root, attribute: .centerY, multiplier: 1,
                constant: 0),
            NSLayoutConstraint(
                item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 40),
            NSLayoutConstraint(
                item: view, attribute: .height, relatedBy: .equal, toItem: root, attribute: .height,
                multiplier: 0.25, constant: 0),
        ]
        NSLayoutConstraint.activate(constraints)
        #expect(constraints.allSatisfy { $0.isActive })
        #expect(constraints[0].firstItem === view && constraints[0].secondItem === root)
        #expect(constraints[2].secondItem == nil && constraints[2].secondAttribute == .notAnAttribute)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 15, y: 100, width: 40, height: 50))
        // UIKit installs a constraint on the closest common ancestor of its items.
        #expect(root.constraints.count == 3)
        #expect(view.constraints.count == 1)
    }

    @Test func inequalitiesWithPriorities() {
        let root = container()
        let view = child(in: root)
        let preferred = view.widthAnchor.constraint(equalToConstant: 500)
        preferred.priority = .defaultHigh
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -10),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            preferred,
        ])
        root.layoutIfNeeded()
        // The optional width yields to the required inequality; the height takes its minimum (ambiguity aside,
        // nothing pulls it further).
        #expect(view.frame.minX == 10 && view.frame.width == 280)
        preferred.constant = 100
        root.layoutIfNeeded()
        #expect(view.frame.width == 100)
    }

    @Test func huggingKeepsIntrinsicSizeAndLowerHuggingStretches() {
        let root = container()
        let first = IntrinsicView(CGSize(width: 50, height: 20))
        let second = IntrinsicView(CGSize(width: 60, height: 20))
        root.addSubview(first)
        root.addSubview(second)
        second.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            second.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            first.topAnchor.constraint(equalTo: root.topAnchor),
            second.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // UIKit: of two views that must fill the space, the one with the lower hugging priority grows.
        #expect(first.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(second.frame == CGRect(x: 58, y: 0, width: 242, height: 20))
    }

    @Test func lowerCompressionResistanceShrinksFirst() {
        let root = container(200, 100)
        let first = IntrinsicView(CGSize(width: 150, height: 20))
        let second = IntrinsicView(CGSize(width: 150, height: 20))
        root.addSubview(first)
        root.addSubview(second)
        first.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
            second.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            first.topAnchor.constraint(equalTo: root.topAnchor),
            second.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(first.frame.width == 50)
        #expect(second.frame == CGRect(x: 50, y: 0, width: 150, height: 20))
    }

    @Test func layoutMarginsGuideAndMarginAttributes() {
        let root = container()
        root.layoutMargins = UIEdgeInsets(top: 10, left: 16, bottom: 12, right: 24)
        let view = child(in: root)
        let other = child(in: root)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            view.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 30),
            NSLayoutConstraint(
                item: other, attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottomMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: other, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin,
                multiplier: 1, constant: 0),
            other.widthAnchor.constraint(equalToConstant: 10),
            other.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 16, y: 10, width: 260, height: 30))
        #expect(other.frame == CGRect(x: 16, y: 178, width: 10, height: 10))
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 10, width: 260, height: 178))
        root.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 20, width: 260, height: 30))
    }

    @Test func layoutGuideSpacesViewsEvenly() {
        let root = container()
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        let view = child(in: root)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            guide.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            guide.topAnchor.constraint(equalTo: root.topAnchor),
            guide.heightAnchor.constraint(equalToConstant: 10),
            view.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
            view.topAnchor.constraint(equalTo: guide.bottomAnchor),
            view.widthAnchor.constraint(equalToConstant: 20),
            view.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 150, height: 10))
        #expect(view.frame == CGRect(x: 150, y: 10, width: 20, height: 20))
    }

    @Test func anchorWithOffsetMeasuresDistance() {
        let root = container()
        let first = child(in: root)
        let second = child(in: root)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            first.widthAnchor.constraint(equalToConstant: 40),
            second.widthAnchor.constraint(equalToConstant: 40),
            first.trailingAnchor.anchorWithOffset(to: second.leadingAnchor).constraint(equalToConstant: 25),
            first.topAnchor.constraint(equalTo: root.topAnchor),
            second.topAnchor.constraint(equalTo: root.topAnchor),
            first.heightAnchor.constraint(equalToConstant: 10),
            second.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(second.frame.minX == 65)
    }

    @Test func changingConstantsAndDeactivatingRelayout() {
        let root = container()
        let view = child(in: root)
        let leading = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let width = view.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([
            leading, width, view.topAnchor.constraint(equalTo: root.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 0, width: 50, height: 50))
        leading.constant = 40
        width.constant = 80
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 40, y: 0, width: 80, height: 50))
        width.isActive = false
        let other = view.widthAnchor.constraint(equalTo: root.widthAnchor, constant: -40)
        other.isActive = true
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 40, y: 0, width: 260, height: 50))
        root.frame.size.width = 400
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 40, y: 0, width: 360, height: 50))
    }

    @Test func framesRoundToPixels() {
        let root = container(100, 100)
        let views = (0..<3).map { _ in child(in: root) }
        var constraints: [NSLayoutConstraint] = []
        for (index, view) in views.enumerated() {
            constraints += [
                view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 1.0 / 3.0),
                view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 10),
                index == 0
                    ? view.leadingAnchor.constraint(equalTo: root.leadingAnchor)
                    : view.leadingAnchor.constraint(equalTo: views[index - 1].trailingAnchor),
            ]
        }
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        // 33.333… per view: UIKit rounds each edge to the nearest pixel (2× screens: half points).
        #expect(views[0].frame.minX == 0 && views[0].frame.maxX == 33.5)
        #expect(views[1].frame.minX == 33.5 && views[1].frame.maxX == 66.5)
        #expect(views[2].frame.minX == 66.5 && views[2].frame.maxX == 100)
    }

    @Test func nestedViewsAndConstraintsAcrossTheHierarchy() {
        let root = container()
        let card = child(in: root)
        let badge = child(in: card)
        let outside = child(in: root)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 100),
            badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -5),
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
            badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20),
            outside.leadingAnchor.constraint(equalTo: badge.leadingAnchor),
            outside.topAnchor.constraint(equalTo: badge.bottomAnchor, constant: 100),
            outside.widthAnchor.constraint(equalToConstant: 1), outside.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 75, y: 5, width: 20, height: 20))
        #expect(outside.frame == CGRect(x: 125, y: 165, width: 1, height: 1))
    }
}
