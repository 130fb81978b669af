import Testing

#if OPENCOLLECTIONVIEW_COMPATIBILITY_TEST
    import UIKit
#else
    import OpenCollectionView
#endif

/// Stack views that are not pinned on all sides: placed by their frame, or sized by their content.
///
/// UIKit (UIStackView reference): "The stack view uses Auto Layout to position and size its arranged views", along
/// its bounds, so a stack placed by a frame (`translatesAutoresizingMaskIntoConstraints` left `true`) keeps that
/// frame and arranges its views inside it. "Positioning and Sizing the Stack View": "pinning at least two, adjacent
/// edges of the stack view to define its position. Without additional constraints, the system calculates the size
/// of the stack view based on its content": the arranged views' intrinsic sizes plus the spacing between them.
@MainActor
struct StackViewPlacementTests {
    private func root() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }

    @Test func aStackPlacedByItsFrameArrangesItsViewsInsideItsBounds() {
        let root = root()
        let first = IntrinsicView(CGSize(width: 50, height: 20))
        let second = IntrinsicView(CGSize(width: 60, height: 30))
        second.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let stack = UIStackView(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
        stack.addArrangedSubview(first)
        stack.addArrangedSubview(second)
        stack.spacing = 10
        root.addSubview(stack)
        root.layoutIfNeeded()
        #expect(stack.translatesAutoresizingMaskIntoConstraints)
        #expect(stack.frame == CGRect(x: 20, y: 100, width: 300, height: 44))
        #expect(first.frame == CGRect(x: 0, y: 0, width: 50, height: 44))
        #expect(second.frame == CGRect(x: 60, y: 0, width: 240, height: 44))
    }

    @Test func aStackPlacedByItsFrameFollowsANewFrame() {
        let root = root()
        let views = [IntrinsicView(CGSize(width: 50, height: 20)), IntrinsicView(CGSize(width: 60, height: 30))]
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.distribution = .fillEqually
        stack.frame = CGRect(x: 10, y: 10, width: 200, height: 100)
        root.addSubview(stack)
        root.layoutIfNeeded()
        #expect(
            views.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 200, height: 50), CGRect(x: 0, y: 50, width: 200, height: 50),
            ])
        stack.frame = CGRect(x: 10, y: 10, width: 300, height: 200)
        root.layoutIfNeeded()
        #expect(
            views.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 300, height: 100), CGRect(x: 0, y: 100, width: 300, height: 100),
            ])
    }

    @Test func aStackPinnedByLeadingAndTopTakesTheSizeOfItsViews() {
        let root = root()
        let first = IntrinsicView(CGSize(width: 50, height: 20))
        let second = IntrinsicView(CGSize(width: 60, height: 30))
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        ])
        root.layoutIfNeeded()
        // 50 + 8 + 60 wide, as tall as the tallest view (alignment `.fill` stretches the shorter one).
        #expect(stack.frame == CGRect(x: 16, y: 100, width: 118, height: 30))
        #expect(first.frame == CGRect(x: 0, y: 0, width: 50, height: 30))
        #expect(second.frame == CGRect(x: 58, y: 0, width: 60, height: 30))
    }

    @Test func aStackOfALabelAndAButtonTakesTheirIntrinsicSizes() {
        let root = root()
        let label = UILabel()
        label.text = "Name"
        let button = UIButton(type: .system)
        button.setTitle("Edit", for: .normal)
        let stack = UIStackView(arrangedSubviews: [label, button])
        stack.spacing = 12
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
        ])
        root.layoutIfNeeded()
        let labelSize = label.intrinsicContentSize
        let buttonSize = button.intrinsicContentSize
        #expect(labelSize.width > 0 && buttonSize.width > 0)
        #expect(stack.frame.origin == CGPoint(x: 20, y: 60))
        #expect(stack.frame.width == labelSize.width + 12 + buttonSize.width)
        #expect(stack.frame.height == max(labelSize.height, buttonSize.height))
        #expect(label.frame.minX == 0 && label.frame.size == labelSize)
        #expect(button.frame.minX == labelSize.width + 12 && button.frame.size == buttonSize)
    }

    @Test func nestedStacksPinnedByLeadingAndTopTakeTheSizeOfTheirContent() {
        let root = root()
        let row = UIStackView(arrangedSubviews: [
            IntrinsicView(CGSize(width: 50, height: 20)), IntrinsicView(CGSize(width: 60, height: 30)),
        ])
        row.spacing = 8
        let lone = IntrinsicView(CGSize(width: 70, height: 40))
        let column = UIStackView(arrangedSubviews: [row, lone])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 4
        column.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(column)
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            column.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        ])
        root.layoutIfNeeded()
        #expect(column.frame == CGRect(x: 16, y: 100, width: 118, height: 74))
        #expect(row.frame == CGRect(x: 0, y: 0, width: 118, height: 30))
        #expect(
            row.arrangedSubviews.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 50, height: 30), CGRect(x: 58, y: 0, width: 60, height: 30),
            ])
        #expect(lone.frame == CGRect(x: 0, y: 34, width: 70, height: 40))
    }

    @Test func aNestedStackInsideAStackPlacedByItsFrame() {
        let root = root()
        let row = UIStackView(arrangedSubviews: [
            IntrinsicView(CGSize(width: 50, height: 20)), IntrinsicView(CGSize(width: 60, height: 30)),
        ])
        row.distribution = .fillEqually
        let footer = IntrinsicView(CGSize(width: 70, height: 40))
        let column = UIStackView(frame: CGRect(x: 20, y: 40, width: 200, height: 150))
        column.axis = .vertical
        column.addArrangedSubview(row)
        column.addArrangedSubview(footer)
        // The footer hugs its height harder than the row's views, so the row takes the extra height.
        footer.setContentHuggingPriority(.defaultHigh, for: .vertical)
        root.addSubview(column)
        root.layoutIfNeeded()
        #expect(column.frame == CGRect(x: 20, y: 40, width: 200, height: 150))
        #expect(row.frame == CGRect(x: 0, y: 0, width: 200, height: 110))
        #expect(
            row.arrangedSubviews.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 100, height: 110), CGRect(x: 100, y: 0, width: 100, height: 110),
            ])
        #expect(footer.frame == CGRect(x: 0, y: 110, width: 200, height: 40))
    }
}
