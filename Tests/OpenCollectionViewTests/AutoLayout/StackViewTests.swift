import Testing

#if OPENCOLLECTIONVIEW_COMPATIBILITY_TEST
    import UIKit
#else
    import OpenCollectionView
#endif

/// `UIStackView` frames for each distribution and alignment, from UIKit's documented rules (UIStackView
/// reference: "Distribution" and "Alignment"), with views of fixed intrinsic sizes.
@MainActor
struct StackViewTests {
    private func stack(
        _ sizes: [CGSize], axis: NSLayoutConstraint.Axis = .horizontal, width: CGFloat = 300, height: CGFloat = 100,
        configure: (UIStackView) -> Void
    ) -> (UIView, UIStackView, [UIView]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        let views = sizes.map { IntrinsicView($0) }
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = axis
        stack.translatesAutoresizingMaskIntoConstraints = false
        configure(stack)
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        return (root, stack, views)
    }

    private let three = [CGSize(width: 50, height: 20), CGSize(width: 60, height: 30), CGSize(width: 70, height: 40)]

    @Test func arrangedViewsStopTranslatingAutoresizingMasks() {
        let (_, stack, views) = stack(three) { _ in }
        #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        #expect(stack.arrangedSubviews.count == 3 && stack.subviews.count == 3)
        stack.removeArrangedSubview(views[0])
        // UIKit: removing an arranged subview keeps it as a subview.
        #expect(stack.arrangedSubviews.count == 2 && stack.subviews.count == 3)
    }

    @Test func fillStretchesTheLowestHuggingView() {
        let (_, _, views) = stack(three) { stack in
            stack.spacing = 10
            stack.arrangedSubviews[2].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        }
        #expect(
            views.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 60, y: 0, width: 60, height: 100),
                CGRect(x: 130, y: 0, width: 170, height: 100),
            ])
    }

    @Test func fillEquallyGivesEveryViewTheSameWidth() {
        let (_, _, views) = stack(three, width: 320) { stack in
            stack.distribution = .fillEqually
            stack.spacing = 10
        }
        #expect(views.map(\.frame.minX) == [0, 110, 220])
        #expect(views.allSatisfy { $0.frame.width == 100 })
    }

    @Test func fillProportionallySharesByIntrinsicWidth() {
        let sizes = [CGSize(width: 50, height: 10), CGSize(width: 100, height: 10), CGSize(width: 150, height: 10)]
        let (_, _, views) = stack(sizes, width: 620) { stack in
            stack.distribution = .fillProportionally
            stack.spacing = 10
        }
        #expect(views.map(\.frame.width) == [100, 200, 300])
        #expect(views.map(\.frame.minX) == [0, 110, 320])
    }

    @Test func equalSpacingKeepsSizesAndEqualizesGaps() {
        let (_, _, views) = stack(three) { stack in
            stack.distribution = .equalSpacing
            stack.alignment = .top
        }
        #expect(
            views.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 110, y: 0, width: 60, height: 30),
                CGRect(x: 230, y: 0, width: 70, height: 40),
            ])
    }

    @Test func equalCenteringSpacesCentres() {
        let (_, _, views) = stack(three) { stack in
            stack.distribution = .equalCentering
            stack.alignment = .center
        }
        #expect(views.map(\.frame.midX) == [25, 145, 265])
    }

    @Test func alignmentsAcrossTheAxis() {
        let expectations: [(UIStackView.Alignment, [CGFloat])] = [
            (.top, [0, 0, 0]), (.bottom, [80, 70, 60]), (.center, [40, 35, 30]),
            // Views without a baseline use their bottom edge (UIKit), so the bottoms line up at the tallest view's.
            (.firstBaseline, [20, 10, 0]), (.lastBaseline, [20, 10, 0]),
        ]
        for (alignment, tops) in expectations {
            let (_, _, views) = stack(three) { stack in
                stack.alignment = alignment
                stack.distribution = .equalSpacing
            }
            #expect(views.map(\.frame.minY) == tops, "\(alignment)")
            #expect(views.map(\.frame.height) == [20, 30, 40], "\(alignment)")
        }
        let (_, _, filled) = stack(three) { stack in stack.distribution = .equalSpacing }
        #expect(filled.allSatisfy { $0.frame.height == 100 })
    }

    @Test func verticalStackWithCustomSpacingAndAlignments() {
        let sizes = [CGSize(width: 50, height: 20), CGSize(width: 60, height: 30)]
        for (alignment, xs) in [
            (UIStackView.Alignment.leading, [CGFloat(0), 0]), (.center, [75, 70]), (.trailing, [150, 140]),
        ] {
            let (_, _, views) = stack(sizes, axis: .vertical, width: 200, height: 300) { stack in
                stack.alignment = alignment
                stack.distribution = .equalSpacing
                stack.spacing = 4
            }
            #expect(views.map(\.frame.minX) == xs)
        }
        let (_, _, views) = stack(sizes, axis: .vertical, width: 200, height: 300) { stack in
            stack.alignment = .leading
            stack.spacing = 4
            stack.setCustomSpacing(12, after: stack.arrangedSubviews[0])
            stack.arrangedSubviews[1].setContentHuggingPriority(.defaultLow - 1, for: .vertical)
        }
        #expect(views[1].frame == CGRect(x: 0, y: 32, width: 60, height: 268))
    }

    @Test func layoutMarginsRelativeArrangement() {
        let (_, stack, views) = stack(three, width: 320) { stack in
            stack.distribution = .fillEqually
            stack.isLayoutMarginsRelativeArrangement = true
            stack.layoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        }
        #expect(views.map(\.frame.minX) == [10, 110, 210])
        #expect(views.allSatisfy { $0.frame.minY == 10 && $0.frame.height == 80 })
        #expect(stack.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
    }

    @Test func hiddenViewsCollapseAndSpacingCloses() {
        let (root, _, views) = stack(three) { stack in
            stack.spacing = 10
            stack.alignment = .top
            stack.arrangedSubviews[2].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        }
        views[1].isHidden = true
        root.layoutIfNeeded()
        #expect(views[0].frame.minX == 0)
        #expect(views[1].frame.width == 0)
        #expect(views[2].frame.minX == 60 && views[2].frame.width == 240)
        views[1].isHidden = false
        root.layoutIfNeeded()
        #expect(views[2].frame.minX == 130)
    }

    @Test func stackSizesToItsContentWhenOnlyPositioned() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let stack = UIStackView(arrangedSubviews: three.map { IntrinsicView($0) })
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = 10
        stack.alignment = .center
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
        ])
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 5, y: 5, width: 200, height: 40))
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 200, height: 40))
    }
}
