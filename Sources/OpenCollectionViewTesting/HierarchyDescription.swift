import OpenCollectionView

/// A view tree written out in the spirit of UIKit's `recursiveDescription`: one line per view, children under their
/// parent behind `   | `, each with its class, frame and what a test cares about — hidden, alpha, transform,
/// accessibility label and identifier, the text of labels, fields and text views, a scroll view's offset and
/// content size. Object addresses and layers, which differ from run to run, are left out.
@MainActor
enum HierarchyDescription {
    /// The description of `view` and everything under it.
    static func describe(_ view: UIView) -> String {
        var out = ""
        append(view, depth: 0, to: &out)
        return out
    }

    private static func append(_ view: UIView, depth: Int, to out: inout String) {
        out += String(repeating: "   | ", count: depth)
        out += "<" + String(describing: type(of: view)) + "; frame = " + SnapshotText.rect(view.frame)
        for property in properties(of: view) { out += "; " + property }
        out += ">\n"
        for subview in view.subviews { append(subview, depth: depth + 1, to: &out) }
    }

    /// The view's notable properties, in the order UIKit's descriptions put them, then the accessibility ones.
    private static func properties(of view: UIView) -> [String] {
        var properties: [String] = []
        if !view.transform.isIdentity { properties.append("transform = " + SnapshotText.transform(view.transform)) }
        if view.alpha != 1 { properties.append("alpha = " + SnapshotText.number(view.alpha)) }
        if view.isHidden { properties.append("hidden = YES") }
        if let text = text(of: view) { properties.append("text = " + SnapshotText.quoted(text)) }
        if let scrollView = view as? UIScrollView {
            let offset = scrollView.contentOffset
            let size = scrollView.contentSize
            properties.append(
                "contentOffset: {\(SnapshotText.number(offset.x)), \(SnapshotText.number(offset.y))}")
            properties.append("contentSize: {\(SnapshotText.number(size.width)), \(SnapshotText.number(size.height))}")
        }
        // A label's accessibility label is its text unless set otherwise (UIKit's default), so only a different one
        // is written.
        if let label = view.accessibilityLabel, label != (view as? UILabel)?.text {
            properties.append("accessibilityLabel = " + SnapshotText.quoted(label))
        }
        if let identifier = view.accessibilityIdentifier {
            properties.append("accessibilityIdentifier = " + SnapshotText.quoted(identifier))
        }
        return properties
    }

    /// The text a label, text field or text view shows, if any.
    private static func text(of view: UIView) -> String? {
        switch view {
        case let label as UILabel: label.text
        case let field as UITextField: field.text.flatMap { $0.isEmpty ? nil : $0 }
        case let textView as UITextView: textView.text.flatMap { $0.isEmpty ? nil : $0 }
        default: nil
        }
    }
}
