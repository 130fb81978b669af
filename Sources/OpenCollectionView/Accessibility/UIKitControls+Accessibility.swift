/// The values UIKit's standard views and controls give assistive apps when the app sets none: the computations
/// behind the overrides each class declares in its body (Swift lets only class-body members be overridden).
extension UIButton {
    /// A button's label: its title, else its configuration's title, else the label of the image it shows.
    var defaultAccessibilityLabel: String? {
        if let title = currentTitle, !title.isEmpty { return title }
        if let title = configuration?.title, !title.isEmpty { return title }
        return (imageView?.image ?? configuration?.image)?.accessibilitySymbolLabel
    }
}

extension UISlider {
    /// UIKit speaks a slider's value as the percentage of its range, rounded ("50%").
    var defaultAccessibilityValue: String {
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? (value - minimumValue) / range : 0
        return "\(Int((fraction * 100).rounded()))%"
    }

    /// Moves the value a tenth of the range (UIKit's step for VoiceOver's swipe up and down) and sends
    /// `.valueChanged`.
    func adjustForAccessibility(byTenths tenths: Float) {
        guard isEnabled else { return }
        let oldValue = value
        setValue(value + tenths * (maximumValue - minimumValue) / 10, animated: false)
        if value != oldValue { sendActions(for: .valueChanged) }
    }
}

extension UIPageControl {
    /// UIKit speaks a page control's value as the current page among all ("page 2 of 5").
    var defaultAccessibilityValue: String { "page \(currentPage + 1) of \(numberOfPages)" }

    /// Moves to the next (or previous) page, as a tap beside the current dot does, and sends `.valueChanged`.
    func stepForAccessibility(by delta: Int) {
        guard isEnabled else { return }
        let page = currentPage + delta
        guard page >= 0, page < numberOfPages else { return }
        currentPage = page
        sendActions(for: .valueChanged)
    }
}

extension UIProgressView {
    /// UIKit speaks a progress view's value as a rounded percentage ("50%").
    var defaultAccessibilityValue: String { "\(Int((min(max(progress, 0), 1) * 100).rounded()))%" }
}

extension UITextField {
    /// A text field's value: its text, or its placeholder while empty (as UIKit reports it).
    var defaultAccessibilityValue: String? {
        if let text, !text.isEmpty { return text }
        return placeholder
    }
}

extension UIBarButtonItem.SystemItem {
    /// How VoiceOver names UIKit's system bar items that draw a glyph instead of a title.
    var accessibilityLabel: String? {
        switch self {
        case .add: "Add"
        case .compose: "Compose"
        case .reply: "Reply"
        case .action, .pageCurl: "Share"
        case .organize: "Organize"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .refresh: "Refresh"
        case .stop: "Stop"
        case .camera: "Camera"
        case .trash: "Delete"
        case .play: "Play"
        case .pause: "Pause"
        case .rewind: "Rewind"
        case .fastForward: "Fast Forward"
        case .close: "Close"
        case .done, .cancel, .edit, .save, .undo, .redo, .flexibleSpace, .fixedSpace: nil
        }
    }
}

extension BarButtonItemView {
    /// A bar button's label: its item's title or image label, a system item's name, or for the back button the back
    /// title it shows ("Back" when it shows the chevron alone, as UIKit's back button is read).
    var defaultAccessibilityLabel: String? {
        if showsBackChevron { return backTitle ?? "Back" }
        if let label = item.accessibilityLabel { return label }
        if let title = item.title, !title.isEmpty { return title }
        if let label = item.systemItem?.accessibilityLabel { return label }
        return item.image?.accessibilitySymbolLabel
    }
}
