import Testing

#if OPENCOLLECTIONVIEW_COMPATIBILITY_TEST
    import UIKit
#else
    import OpenCollectionView
#endif

/// The visual format language (Auto Layout Guide, "Visual Format Language"): standard spacing is 8 points between
/// siblings and 20 to the superview's edge; predicates set sizes, relations and priorities.
@MainActor
struct VisualFormatTests {
    @Test func standardSpacingAndEqualWidths() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let a = UIView()
        let b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let views = ["a": a, "b": b]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-[a]-[b(==a)]-|", options: [], metrics: nil, views: views)
                + NSLayoutConstraint.constraints(
                    withVisualFormat: "V:|-top-[a(height@750)]", options: [], metrics: ["top": 12, "height": 40],
                    views: views)
                + NSLayoutConstraint.constraints(
                    withVisualFormat: "V:[b(>=30,<=35)]-(>=10)-|", options: [], metrics: nil, views: views))
        root.layoutIfNeeded()
        #expect(a.frame.minX == 20 && a.frame.width == 126)
        #expect(b.frame.minX == 154 && b.frame.maxX == 280)
        #expect(a.frame.minY == 12 && a.frame.height == 40)
        #expect(b.frame.height >= 30 && b.frame.height <= 35 && b.frame.maxY <= 190)
    }

    @Test func alignmentOptionsAlignEveryView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let a = IntrinsicView(CGSize(width: 40, height: 40))
        let b = IntrinsicView(CGSize(width: 40, height: 20))
        root.addSubview(a)
        root.addSubview(b)
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-10-[a]-5-[b]", options: .alignAllCenterY, metrics: nil, views: ["a": a, "b": b])
        #expect(constraints.count == 3)
        NSLayoutConstraint.activate(constraints + [a.topAnchor.constraint(equalTo: root.topAnchor, constant: 50)])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 50, width: 40, height: 40))
        #expect(b.frame == CGRect(x: 55, y: 60, width: 40, height: 20))
    }
}
