extension UIView {
    /// A copy of what the view shows now, as a new view tree of plain views, labels and image views with the same
    /// geometry and look (UIKit's `snapshotView(afterScreenUpdates:)`); drag previews are made from it. The copy's
    /// frame has the view's size at the origin. Views of other classes are copied as plain views with their
    /// layer's look (background, corners, border) and their subviews.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        if afterUpdates { layoutIfNeeded() }
        let copy = Self.snapshotCopy(of: self)
        copy.transform = .identity
        copy.frame = CGRect(origin: .zero, size: bounds.size)
        copy.isHidden = false
        copy.alpha = 1
        return copy
    }

    private static func snapshotCopy(of view: UIView) -> UIView {
        let copy: UIView
        switch view {
        case let label as UILabel:
            let labelCopy = UILabel(frame: .zero)
            labelCopy.font = label.font
            labelCopy.textColor = label.textColor
            labelCopy.textAlignment = label.textAlignment
            labelCopy.numberOfLines = label.numberOfLines
            labelCopy.lineBreakMode = label.lineBreakMode
            labelCopy.text = label.text
            copy = labelCopy
        case let imageView as UIImageView:
            let imageCopy = UIImageView(image: imageView.image)
            copy = imageCopy
        default:
            copy = UIView(frame: .zero)
        }
        copy.bounds = view.bounds
        copy.center = view.center
        copy.layer.transform = view.layer.transform
        copy.contentMode = view.contentMode
        copy.backgroundColor = view.backgroundColor
        copy.alpha = view.alpha
        copy.isHidden = view.isHidden
        copy.clipsToBounds = view.clipsToBounds
        copy.layer.cornerRadius = view.layer.cornerRadius
        copy.layer.borderWidth = view.layer.borderWidth
        copy.layer.borderColor = view.layer.borderColor
        copy.layer.zPosition = view.layer.zPosition
        copy.isUserInteractionEnabled = false
        for subview in view.subviews where !subview.isHidden {
            copy.addSubview(snapshotCopy(of: subview))
        }
        return copy
    }
}
