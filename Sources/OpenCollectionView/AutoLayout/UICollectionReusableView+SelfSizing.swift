/// Self-sizing by constraints, for every reusable view (cells of any class, list cells included, and supplementary
/// views): `preferredLayoutAttributesFitting(_:)` asks `systemLayoutSizeFitting(_:withHorizontalFittingPriority:
/// verticalFittingPriority:)` for the size, holding the axes the layout fixes at `required` and leaving the
/// estimated ones at `fittingSizeLevel` (a compositional layout's absolute or fractional dimensions are fixed, its
/// `.estimated` ones free; a flow layout's `estimatedItemSize` leaves both free, so its cells' constraints decide both,
/// as in UIKit); a cell showing an app's own content configuration measures that content view the same way. The
/// view's fitting engine is kept between measurements, so re-measuring a reused cell is an
/// incremental re-solve.
extension UICollectionReusableView {
    /// The attributes with the size the view's constraints give it (unchanged when they give the proposed size).
    func selfSizedAttributes(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let fixed = selfSizingFixedAxes
        let horizontal: UILayoutPriority = fixed.width ? .required : .fittingSizeLevel
        let vertical: UILayoutPriority = fixed.height ? .required : .fittingSizeLevel
        // A cell showing an app's own content configuration is as big as that content view's constraints make it.
        let fitted =
            (self as? UICollectionViewCell)?.customContentFittingSize(
                layoutAttributes.size, horizontal: horizontal, vertical: vertical)
            ?? systemLayoutSizeFitting(
                layoutAttributes.size, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
        guard fitted.width.isFinite, fitted.height.isFinite, fitted != layoutAttributes.size else {
            return layoutAttributes
        }
        let attributes = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        attributes.size = fitted
        return attributes
    }
}

extension UICollectionViewLayout {
    /// The axes of an element's size the layout does not estimate (measured at `required`): a compositional
    /// layout's non-estimated dimensions; none for other layouts (a flow layout's `estimatedItemSize` is an estimate
    /// of both).
    func selfSizingFixedAxes(for attributes: UICollectionViewLayoutAttributes) -> (width: Bool, height: Bool) {
        guard let compositional = self as? UICollectionViewCompositionalLayout else { return (false, false) }
        return compositional.fixedAxes(of: attributes)
    }

    /// Whether visible views are measured again after the layout is invalidated entirely (UIKit re-measures
    /// self-sizing cells when, for example, the width changes): layouts that estimate sizes.
    var remeasuresSelfSizingViews: Bool {
        if let flow = self as? UICollectionViewFlowLayout { return flow.estimatedItemSize != .zero }
        return self is UICollectionViewCompositionalLayout
    }

    /// Whether a view that stays on screen is asked for its preferred attributes again when the layout gives it a
    /// size it did not ask for: custom layouts, which UIKit asks about every view whose attributes it applies and
    /// which self-size through `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` —
    /// Parchment's menu switched to self-sizing, invalidated and laid out once, has its cells' preferred widths
    /// (its `cellFramesForItemSizeSelfSizing`, run on iOS simulators by its CI). Flow and compositional layouts
    /// measure again by `remeasuresSelfSizingViews` after an invalidation of everything.
    var remeasuresResizedViews: Bool {
        !(self is UICollectionViewFlowLayout) && !(self is UICollectionViewCompositionalLayout)
    }
}
