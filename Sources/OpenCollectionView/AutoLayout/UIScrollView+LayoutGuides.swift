/// A scroll view's two layout guides and how the engine reads scroll-view constraints (Apple's Auto Layout Guide,
/// "Working with Scroll Views"): the content guide is the scrollable content area — constraints that size it set
/// `contentSize` — and the frame guide is the scroll view's visible rectangle, so views pinned to it do not scroll.
/// Constraints between the edges of a scroll view and its content attach to the content area, as in UIKit; its
/// width, height and centres stay the frame's.
extension UIScrollView {
    /// The guide for the scrollable content: its origin is the content's, its size becomes `contentSize`.
    public var contentLayoutGuide: UILayoutGuide {
        if let guide = layoutState?.contentLayoutGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIScrollView-contentLayoutGuide"
        guide.systemKind = .scrollContent
        guide.owningView = self
        autoLayout.contentLayoutGuide = guide
        return guide
    }

    /// The guide for the scroll view's frame: the visible rectangle, which stays in place as the content scrolls.
    public var frameLayoutGuide: UILayoutGuide {
        if let guide = layoutState?.frameLayoutGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIScrollView-frameLayoutGuide"
        guide.systemKind = .scrollFrame
        guide.owningView = self
        autoLayout.frameLayoutGuide = guide
        return guide
    }

    /// Whether constraints may set `contentSize` through the content guide: a collection view's content size is
    /// its layout's (`collectionViewContentSize`), as in UIKit.
    var contentSizeFollowsConstraints: Bool { !(self is UICollectionView) }

    /// After the content offset changed: views pinned to the frame guide move with the visible rectangle.
    func contentOffsetChangedForLayoutGuides() {
        guard let guide = layoutState?.frameLayoutGuide, layoutEngineHost?.hasItem(guide) == true else { return }
        layoutEngineHost?.itemGeometryChanged()
        setNeedsLayout()
    }
}

extension LayoutEngine {
    /// Whether the engine has variables for the object.
    func hasItem(_ object: AnyObject) -> Bool { items[ObjectIdentifier(object)] != nil }

    /// The content guide's solved size, when constraints refer to the guide of a scroll view whose content size
    /// follows them (rounded to the screen's pixels as frames are).
    func solvedContentSize(of scrollView: UIScrollView) -> CGSize? {
        guard scrollView.contentSizeFollowsConstraints, let guide = scrollView.layoutState?.contentLayoutGuide,
            let item = items[ObjectIdentifier(guide)]
        else { return nil }
        let scale = scrollView.window?.screen.scale ?? UIScreen.main.scale
        func round(_ value: Double) -> CGFloat { max(0, (CGFloat(value) * scale).rounded() / scale) }
        return CGSize(width: round(solver.value(of: item.width)), height: round(solver.value(of: item.height)))
    }

    /// Sets a scroll view's content size from its content guide, when constraints define it.
    func applyContentSize(to scrollView: UIScrollView) {
        guard let size = solvedContentSize(of: scrollView), size != scrollView.contentSize else { return }
        scrollView.contentSize = size
    }

    /// The scroll view a constraint treats as its content's container: a scroll view item of the constraint with
    /// another item inside it (Apple: "constraints between the edges or margins of the scroll view and its content
    /// attach to the scroll view's content area").
    func scrollViewHoldingContent(of constraint: NSLayoutConstraint) -> UIScrollView? {
        guard constraint.involvesScrollView else { return nil }
        let objects = constraint.first.items + (constraint.second?.items ?? [])
        guard objects.count > 1 else { return nil }
        for case let scrollView as UIScrollView in objects {
            let holdsContent = objects.contains { object in
                if object === scrollView { return false }
                if let guide = object as? UILayoutGuide {
                    guard let owner = guide.owningView else { return false }
                    return owner !== scrollView && owner.isDescendant(of: scrollView)
                }
                return (object as? UIView)?.isDescendant(of: scrollView) ?? false
            }
            if holdsContent { return scrollView }
        }
        return nil
    }
}

extension NSLayoutConstraint.Attribute {
    /// Whether the attribute is an edge (what a scroll view's content constraints attach to its content area).
    var isEdge: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing: true
        default: false
        }
    }
}
