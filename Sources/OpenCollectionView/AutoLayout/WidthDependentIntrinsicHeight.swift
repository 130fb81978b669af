/// A view whose intrinsic height depends on the width it is given — wrapping text, a list cell's content — so
/// that, like UIKit's engine with a multi-line label, the layout engine measures it again at its solved width.
@MainActor
protocol WidthDependentIntrinsicHeight: UIView {
    /// Whether the height follows the width now (a label wraps only with more than one line and no
    /// `preferredMaxLayoutWidth`).
    var heightDependsOnWidth: Bool { get }
    /// The intrinsic height at `width`.
    func intrinsicHeight(forWidth width: CGFloat) -> CGFloat
}

extension UILabel: WidthDependentIntrinsicHeight {
    var heightDependsOnWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

    func intrinsicHeight(forWidth width: CGFloat) -> CGFloat { cachedSizeThatFits(width: max(width, 1)).height }
}

extension UIListContentView: WidthDependentIntrinsicHeight {
    var heightDependsOnWidth: Bool { true }

    func intrinsicHeight(forWidth width: CGFloat) -> CGFloat { frames(forWidth: width).height.rounded(.up) }
}

extension UIContentUnavailableView: WidthDependentIntrinsicHeight {
    var heightDependsOnWidth: Bool { true }

    func intrinsicHeight(forWidth width: CGFloat) -> CGFloat {
        sizeThatFits(CGSize(width: max(width, 1), height: 0)).height
    }
}
