/// The vertical extent of a view controller's top or bottom bars that content should not overlap (UIKit's
/// `topLayoutGuide` and `bottomLayoutGuide`, deprecated since iOS 11 in favour of `safeAreaLayoutGuide`).
@preconcurrency @MainActor
public protocol UILayoutSupport: NSObjectProtocol {
    /// The height of the guide: from the view's top to its safe area (top guide), or from the safe area to the
    /// view's bottom (bottom guide).
    var length: CGFloat { get }
    /// The guide's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height.
    var heightAnchor: NSLayoutDimension { get }
}

/// The layout guide a view controller's `topLayoutGuide` or `bottomLayoutGuide` returns: a guide of the view pinned
/// between one edge of the view and the same edge of its safe area.
final class ViewControllerLayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    let isTop: Bool

    init(isTop: Bool) {
        self.isTop = isTop
        super.init()
        identifier = isTop ? "UIViewControllerTopLayoutGuide" : "UIViewControllerBottomLayoutGuide"
    }

    var length: CGFloat { layoutFrame.height }
}

extension UIViewController {
    /// The extent of the bars at the top of the view (UIKit, deprecated since iOS 11): a guide from the view's top
    /// to the top of its safe area. Kept for code written before `safeAreaLayoutGuide`.
    public var topLayoutGuide: any UILayoutSupport { layoutSupportGuide(isTop: true) }

    /// The extent of the bars at the bottom of the view (UIKit, deprecated since iOS 11): a guide from the bottom of
    /// the view's safe area to the view's bottom.
    public var bottomLayoutGuide: any UILayoutSupport { layoutSupportGuide(isTop: false) }

    private func layoutSupportGuide(isTop: Bool) -> ViewControllerLayoutSupportGuide {
        let view = self.view!
        if let guide = view.layoutGuides.lazy.compactMap({ $0 as? ViewControllerLayoutSupportGuide }).first(where: {
            $0.isTop == isTop
        }) {
            return guide
        }
        let guide = ViewControllerLayoutSupportGuide(isTop: isTop)
        view.addLayoutGuide(guide)
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            isTop
                ? guide.topAnchor.constraint(equalTo: view.topAnchor)
                : guide.topAnchor.constraint(equalTo: safeArea.bottomAnchor),
            isTop
                ? guide.bottomAnchor.constraint(equalTo: safeArea.topAnchor)
                : guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        return guide
    }
}
