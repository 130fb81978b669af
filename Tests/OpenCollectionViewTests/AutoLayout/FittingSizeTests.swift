import Testing

#if OPENCOLLECTIONVIEW_COMPATIBILITY_TEST
    import UIKit
#else
    import OpenCollectionView
#endif

/// `systemLayoutSizeFitting` (UIView reference: the size "that satisfies the constraints it holds", each dimension
/// pulled towards the target at the fitting priority) and self-sizing cells that size by their constraints.
@MainActor
struct FittingSizeTests {
    private func card() -> (UIView, IntrinsicView) {
        let container = UIView()
        let content = IntrinsicView(CGSize(width: 100, height: 40))
        container.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            content.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            content.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            content.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -10),
        ])
        return (container, content)
    }

    @Test func compressedAndExpandedSizesHugTheContent() {
        let (container, _) = card()
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 120, height: 60))
        // Hugging (250) outweighs the fitting level (50), so the expanded size is the same.
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: 120, height: 60))
    }

    @Test func requiredWidthFixesOneDimension() {
        let (container, _) = card()
        let size = container.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 300, height: 60))
    }

    @Test func wrappingLabelMeasuresAtItsConstrainedWidth() {
        let container = UIView()
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.numberOfLines = 0
        label.text = String(repeating: "Auto Layout wraps this text at the width it is given. ", count: 4)
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -8),
        ])
        let size = container.systemLayoutSizeFitting(
            CGSize(width: 232, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        // UIKit: a label with numberOfLines = 0 and no preferredMaxLayoutWidth wraps at its laid-out width (200).
        let wrapped = label.sizeThatFits(CGSize(width: 200, height: 0))
        #expect(wrapped.height > label.sizeThatFits(.zero).height)
        #expect(size == CGSize(width: 232, height: wrapped.height + 16))
    }

    @Test func alignmentRectInsetsOffsetTheFrame() {
        final class Shadowed: UIView {
            override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 4, bottom: 6, right: 4) }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = Shadowed()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            view.widthAnchor.constraint(equalToConstant: 100), view.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        // Constraints position the alignment rectangle; the frame extends by the insets.
        #expect(view.frame == CGRect(x: 16, y: 20, width: 108, height: 56))
        #expect(view.alignmentRect(forFrame: view.frame) == CGRect(x: 20, y: 20, width: 100, height: 50))
    }
}
