/// Self-sizing invalidation (iOS 16): a cell or supplementary view on screen asks to be measured again, and the
/// layout makes room for its new size.
///
/// A request comes from `invalidateIntrinsicContentSize()` on a reusable view or a cell's `contentView`, from a new
/// `contentConfiguration`, and, with `.enabledIncludingConstraints`, from any Auto Layout change inside the view (a
/// constraint's constant or priority, a constraint activated or deactivated, a subview's intrinsic size). The view
/// is only marked; the collection view's next layout pass measures it with `preferredLayoutAttributesFitting(_:)`,
/// and the layout invalidates that one element through `invalidationContext(forPreferredLayoutAttributes:
/// withOriginalAttributes:)`, as for any self-sized view. A request made inside `UIView.animate` animates the views
/// that stay to their new frames with the block's timing (Apple: "If the invalidation occurs inside an animation
/// block, the resizing animates").
extension UICollectionView {
    /// How self-sizing cells and supplementary views on screen update their size when their content changes.
    public enum SelfSizingInvalidation: Int, Sendable {
        /// Nothing resizes until the app invalidates the layout.
        case disabled
        /// `invalidateIntrinsicContentSize()` on a self-sizing cell or its `contentView`, or a new content
        /// configuration, resizes the cell if necessary.
        case enabled
        /// As `enabled`, and any Auto Layout change within a self-sizing cell's `contentView` invalidates its size.
        case enabledIncludingConstraints
    }

    /// The mode for invalidating the size of self-sizing cells (default `.enabled`, as in UIKit).
    public var selfSizingInvalidation: SelfSizingInvalidation {
        get { selfSizing.invalidation.mode }
        set { selfSizing.invalidation.mode = newValue }
    }

    /// Marks `view` for measuring at the next layout pass if the mode allows a request of this kind and the view is
    /// on screen (a view being configured for display is measured anyway).
    func selfSizingInvalidationRequested(by view: UICollectionReusableView, fromConstraints: Bool) {
        switch selfSizing.invalidation.mode {
        case .disabled: return
        case .enabled: if fromConstraints { return }
        case .enabledIncludingConstraints: break
        }
        guard !view.isMeasuringSelfSize, let attributes = view.appliedAttributes,
            attributes.representedElementCategory != .decorationView, visible.views[attributes.elementKey] === view
        else { return }
        if let context = AnimationContext.current {
            selfSizing.invalidation.animation = SelfSizingAnimation(
                duration: context.duration, delay: context.delay, curve: context.curve, options: context.options)
        }
        guard !view.needsSelfSizingInvalidation else { return }
        view.needsSelfSizingInvalidation = true
        setNeedsLayout()
    }

    /// Runs `body` (the views that stay being moved to their attributes) inside the animation of a self-sizing
    /// invalidation made in an animation block, or as it is.
    func withSelfSizingAnimation(_ body: () -> Void) {
        guard let animation = selfSizing.invalidation.animation else {
            body()
            return
        }
        AnimationContext.run(
            duration: animation.duration, delay: animation.delay, curve: animation.curve, options: animation.options,
            changes: body, completion: nil)
    }
}

extension UIView {
    /// `invalidateIntrinsicContentSize()` was called: a reusable view or a cell's content view asks its collection
    /// view to measure it again; any view inside one is an Auto Layout change (`.enabledIncludingConstraints`).
    func intrinsicContentSizeInvalidatedForSelfSizing() {
        if let reusable = self as? UICollectionReusableView {
            reusable.requestSelfSizingInvalidation(fromConstraints: false)
        } else if let cell = superview as? UICollectionViewCell, cell.contentView === self {
            cell.requestSelfSizingInvalidation(fromConstraints: false)
        } else {
            autoLayoutChangedForSelfSizing()
        }
    }

    /// An Auto Layout change in this view (a constraint installed on it changed, was added or removed): the
    /// enclosing self-sizing cell (when the view is its content view or inside it) or supplementary view asks to
    /// be measured again under `.enabledIncludingConstraints`.
    func autoLayoutChangedForSelfSizing() {
        var child: UIView = self
        var view: UIView? = self
        while let current = view {
            if let reusable = current as? UICollectionReusableView {
                // A cell's own constraints (outside its content view) are not the content's.
                if (reusable as? UICollectionViewCell).map({ $0.contentView === child }) ?? true {
                    reusable.requestSelfSizingInvalidation(fromConstraints: true)
                }
                return
            }
            if current is UICollectionView { return }
            child = current
            view = current.superview
        }
    }
}

extension UICollectionReusableView {
    /// Asks the collection view showing this view to measure it again (`selfSizingInvalidation`).
    func requestSelfSizingInvalidation(fromConstraints: Bool) {
        guard let collectionView = superview as? UICollectionView ?? owningCollectionView else { return }
        collectionView.selfSizingInvalidationRequested(by: self, fromConstraints: fromConstraints)
    }
}
