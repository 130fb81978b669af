import OpenCollectionView

/// A view a test asked the host for that is not there, or not where a finger can reach it.
public struct HostQueryError: Error, CustomStringConvertible {
    /// What was asked for and what the window holds instead.
    public var description: String
}

extension HeadlessHost {
    /// Every view in the window, depth first, in subview order.
    public var allViews: [UIView] {
        var views: [UIView] = []
        func visit(_ view: UIView) {
            views.append(view)
            for subview in view.subviews { visit(subview) }
        }
        visit(window)
        return views
    }

    /// The first view in the window (depth first) of type `type` that passes `test`.
    public func firstView<View: UIView>(ofType type: View.Type, where test: (View) -> Bool = { _ in true }) -> View? {
        for case let view as View in allViews where test(view) { return view }
        return nil
    }

    /// The view with accessibility identifier `identifier`; throws naming the identifiers the window does hold.
    public func view(withAccessibilityIdentifier identifier: String) throws -> UIView {
        if let view = allViews.first(where: { $0.accessibilityIdentifier == identifier }) { return view }
        let present = allViews.compactMap(\.accessibilityIdentifier)
        throw HostQueryError(
            description: """
                no view with accessibility identifier '\(identifier)' in the window; it has \
                \(present.isEmpty ? "none" : present.map { "'\($0)'" }.joined(separator: ", "))
                """)
    }

    /// The first label showing `text` that is not hidden; throws naming the texts the window's labels show.
    public func label(withText text: String) throws -> UILabel {
        if let label = firstView(ofType: UILabel.self, where: { $0.text == text && !$0.isHiddenInWindow }) {
            return label
        }
        let texts = allViews.compactMap { ($0 as? UILabel)?.text }.prefix(40)
        throw HostQueryError(
            description:
                "no visible label reads '\(text)'; labels read \(texts.map { "'\($0)'" }.joined(separator: ", "))"
        )
    }

    /// The point at the centre of the part of `view` inside the window, in window coordinates; throws when none of
    /// it is on screen.
    public func visibleCenter(of view: UIView) throws -> CGPoint {
        guard view.window === window else {
            throw HostQueryError(description: "\(Swift.type(of: view)) is not in the host's window")
        }
        let visible = view.convert(view.bounds, to: window).intersection(window.bounds)
        guard !visible.isNull, visible.width > 0, visible.height > 0, !view.isHiddenInWindow else {
            throw HostQueryError(
                description:
                    "\(Swift.type(of: view)) is off screen or hidden (frame in window \(view.convert(view.bounds, to: window)))"
            )
        }
        return CGPoint(x: visible.midX, y: visible.midY)
    }
}

extension UIView {
    /// Whether this view or one of its superviews is hidden or fully transparent.
    fileprivate var isHiddenInWindow: Bool {
        var view: UIView? = self
        while let current = view {
            if current.isHidden || current.alpha == 0 { return true }
            view = current.superview
        }
        return false
    }
}
