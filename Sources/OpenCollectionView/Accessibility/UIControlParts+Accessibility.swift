/// Controls UIKit reads as several elements, one per part: a stepper's decrement and increment buttons, a segmented
/// control's segments. Each part is a `UIAccessibilityElement` placed over its part of the control; activating one
/// taps its centre, as VoiceOver does, so the control's own touch handling decides what happens.
extension UIView {
    /// `count` part elements contained in the view, the same objects as last time when the count is unchanged.
    func partAccessibilityElements(count: Int) -> [UIAccessibilityElement] {
        let store = accessibilityStore
        if store.partElements.count != count {
            store.partElements = (0..<count).map { _ in
                let element = UIAccessibilityElement(accessibilityContainer: self)
                element.isAccessibilityElement = true
                return element
            }
        }
        return store.partElements
    }
}

extension UIStepper {
    /// The stepper's two buttons, "Decrement" then "Increment" (UIKit's names), each dimmed when it cannot step.
    var defaultAccessibilityElements: [Any] {
        let parts = partAccessibilityElements(count: 2)
        let half = bounds.width / 2
        let canDecrement = isEnabled && (wraps || value > minimumValue)
        let canIncrement = isEnabled && (wraps || value < maximumValue)
        for (index, part) in parts.enumerated() {
            let enabled = index == 0 ? canDecrement : canIncrement
            part.accessibilityLabel = index == 0 ? "Decrement" : "Increment"
            part.accessibilityTraits = enabled ? .button : [.button, .notEnabled]
            part.accessibilityFrameInContainerSpace = CGRect(
                x: CGFloat(index) * half, y: 0, width: half, height: bounds.height)
        }
        return parts
    }
}

extension UISegmentedControl {
    /// One button per segment, labelled by its title (or image), selected when it is the selected segment.
    var defaultAccessibilityElements: [Any] {
        let parts = partAccessibilityElements(count: numberOfSegments)
        let frames = segmentFrames()
        for (index, part) in parts.enumerated() {
            part.accessibilityLabel =
                titleForSegment(at: index) ?? imageForSegment(at: index)?.accessibilitySymbolLabel
            var traits: UIAccessibilityTraits = .button
            if index == selectedSegmentIndex { traits.insert(.selected) }
            if !isEnabled || !isEnabledForSegment(at: index) { traits.insert(.notEnabled) }
            part.accessibilityTraits = traits
            part.accessibilityFrameInContainerSpace = frames.indices.contains(index) ? frames[index] : .zero
        }
        return parts
    }
}
