/// A focus group found in a window: the views and collection views whose items Tab and Shift-Tab treat as one
/// stop, and arrow keys move within.
///
/// A group is named by the nearest `focusGroupIdentifier` up an item's focus environments. A collection view
/// without an identifier is a group of its own (as UIKit makes collection and table views), and an item outside
/// every group is a group by itself.
@MainActor
struct FocusGroup {
    /// What identifies a group.
    enum Key: Hashable {
        case identifier(String)
        case implicit(ObjectIdentifier)
    }

    /// A member of a group: a focusable view, or a collection view whose items are focusable.
    enum Member {
        case view(UIView)
        case collection(UICollectionView)

        var view: UIView {
            switch self {
            case .view(let view): view
            case .collection(let collectionView): collectionView
            }
        }
    }

    let key: Key
    var members: [Member]
    /// The union of the members' frames in window coordinates (collection views by their visible frame).
    var frame: CGRect

    /// The group a view (a focusable view, or a collection view for its items) belongs to.
    static func key(for view: UIView) -> Key {
        var environment: (any UIFocusEnvironment)? = view
        while let current = environment {
            if let identifier = current.focusGroupIdentifier { return .identifier(identifier) }
            if let collectionView = current as? UICollectionView, collectionView.isFocusGroupOfItsOwn {
                return .implicit(ObjectIdentifier(collectionView))
            }
            environment = current.parentFocusEnvironment
        }
        return .implicit(ObjectIdentifier(view))
    }

    /// The part of `view` its content shows in: a scroll view's bounds less its adjusted content insets (a list
    /// reaching under a navigation bar comes after the bar's buttons in reading order, as on screen).
    private static func unobscuredBounds(of view: UIView) -> CGRect {
        guard let scrollView = view as? UIScrollView else { return view.bounds }
        let inner = view.bounds.inset(by: scrollView.adjustedContentInset)
        return inner.width > 0 && inner.height > 0 ? inner : view.bounds
    }

    /// The groups in the view hierarchy under `root`, in Tab order: reading order of their frames (top to bottom,
    /// then leading to trailing).
    static func groups(under root: UIView) -> [FocusGroup] {
        var groups: [FocusGroup] = []
        var indexByKey: [Key: Int] = [:]
        func add(_ member: Member) {
            let key = key(for: member.view)
            let frame = member.view.convert(unobscuredBounds(of: member.view), to: nil)
            if let index = indexByKey[key] {
                groups[index].members.append(member)
                groups[index].frame = groups[index].frame.union(frame)
            } else {
                indexByKey[key] = groups.count
                groups.append(FocusGroup(key: key, members: [member], frame: frame))
            }
        }
        func visit(_ view: UIView) {
            guard view.isVisibleForFocus, !(view is FocusHaloView) else { return }
            if let collectionView = view as? UICollectionView, collectionView.hasFocusableItems {
                add(.collection(collectionView))
                return
            }
            if view.canBecomeFocused { add(.view(view)) }
            for subview in view.subviews { visit(subview) }
        }
        visit(root)
        return groups.enumerated().sorted { lhs, rhs in
            FocusGeometry.readingOrder(lhs.element.frame, rhs.element.frame, lhs.offset, rhs.offset)
        }.map(\.element)
    }
}

extension UIView {
    /// Whether the view takes part in focus: shown, not transparent, taking touches.
    var isVisibleForFocus: Bool { !isHidden && alpha > 0.01 && isUserInteractionEnabled }

    /// Whether the view and all its ancestors are shown in a window (a focus target must be).
    var isShownForFocus: Bool {
        guard window != nil else { return false }
        var view: UIView? = self
        while let current = view {
            if !current.isVisibleForFocus { return false }
            view = current.superview
        }
        return true
    }
}
