/// The non-overridable half of UIAccessibility on views: the storage behind the properties declared in `UIView`,
/// UIKit's `UIAccessibilityContainer` methods, and what UIKit's controls share in their defaults.
extension UIView {
    /// The storage for set accessibility attributes, made on first use.
    var accessibilityStore: AccessibilityStorage {
        if let accessibilityStorage { return accessibilityStorage }
        let storage = AccessibilityStorage()
        accessibilityStorage = storage
        return storage
    }

    /// The number of elements in the view as a container (`accessibilityElements`).
    public func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }

    /// The element at `index` in `accessibilityElements`, or `nil` outside it.
    public func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The index of `element` in `accessibilityElements`, or `NSNotFound`.
    public func index(ofAccessibilityElement element: Any) -> Int {
        let target = element as AnyObject
        return accessibilityElements?.firstIndex { ($0 as AnyObject) === target } ?? NSNotFound
    }

    /// A control's traits: `base`, with `.notEnabled` while disabled and `.selected` while selected, as UIKit adds
    /// them for a control's state.
    func controlAccessibilityTraits(_ base: UIAccessibilityTraits, isEnabled: Bool, isSelected: Bool = false)
        -> UIAccessibilityTraits
    {
        var traits = base
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }

    /// The labels of the elements inside the view, in reading order, joined by ", " (how UIKit labels a cell that
    /// is one element made of several labels); `nil` when there are none.
    var combinedAccessibilityLabelOfSubviews: String? {
        var labels: [String] = []
        func collect(_ view: UIView) {
            for subview in view.subviews where !subview.isHidden && subview.alpha > 0.01 {
                if subview.accessibilityElementsHidden { continue }
                if subview.isAccessibilityElement {
                    if let label = subview.accessibilityLabel, !label.isEmpty { labels.append(label) }
                } else {
                    collect(subview)
                }
            }
        }
        collect(self)
        return labels.isEmpty ? nil : labels.joined(separator: ", ")
    }
}

extension UIImage {
    /// How an image is spoken when it labels a button: a system symbol's name with its dots read as spaces
    /// ("square.and.arrow.up" → "square and arrow up"); `nil` for other images, which have no label unless set.
    var accessibilitySymbolLabel: String? {
        symbol?.name.replacingOccurrences(of: ".", with: " ")
    }
}
