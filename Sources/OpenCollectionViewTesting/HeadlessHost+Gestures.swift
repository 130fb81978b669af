import OpenCollectionView

extension HeadlessHost {
    /// Taps the centre of the visible part of `view`.
    public func tap(_ view: UIView) throws { tap(at: try visibleCenter(of: view)) }

    /// Taps the view with accessibility identifier `identifier`.
    public func tap(accessibilityIdentifier identifier: String) throws {
        try tap(view(withAccessibilityIdentifier: identifier))
    }

    /// Taps the first visible label reading `text` (a button's title, a list row).
    public func tap(text: String) throws { try tap(label(withText: text)) }

    /// Scrolls `indexPath` into view without animation, then taps its cell.
    public func tapItem(at indexPath: IndexPath, in collectionView: UICollectionView) throws {
        scene.makeCurrent { collectionView.scrollToItem(at: indexPath, at: [], animated: false) }
        layout()
        guard let cell = scene.makeCurrent({ collectionView.cellForItem(at: indexPath) }) else {
            throw HostQueryError(description: "no cell for item \(indexPath) after scrolling to it")
        }
        try tap(cell)
    }

    /// Drags `view` by `translation` from its centre with a finger (see `drag(from:to:duration:hold:press:)`).
    public func drag(
        _ view: UIView, by translation: CGPoint, duration: TimeInterval = 0.25, hold: TimeInterval = 0,
        press: TimeInterval = 0
    ) throws {
        let start = try visibleCenter(of: view)
        drag(
            from: start, to: CGPoint(x: start.x + translation.x, y: start.y + translation.y), duration: duration,
            hold: hold, press: press)
    }

    /// Scrolls `scrollView`'s content by `delta` (positive moves the content up and left, as a wheel or trackpad
    /// does) and lets it settle for `seconds` of the clock.
    public func scroll(_ scrollView: UIScrollView, by delta: CGPoint, settling seconds: TimeInterval = 0.5) throws {
        wheel(at: try visibleCenter(of: scrollView), delta: delta)
        advance(by: seconds)
    }

    /// Taps `field` (a text field, text view or search bar) to focus it, then types `text` one character at a
    /// time.
    public func type(_ text: String, into field: UIView) throws {
        try tap(field)
        type(text)
        layout()
    }

    /// Runs the clock a display frame at a time until `condition` holds, for at most `timeout` seconds; whether it
    /// came to hold.
    @discardableResult
    public func advance(until condition: () -> Bool, timeout: TimeInterval = 5) -> Bool {
        var elapsed: TimeInterval = 0
        while !scene.makeCurrent(condition) {
            guard elapsed < timeout else { return false }
            advance(by: AnimationClock.frameDuration)
            elapsed += AnimationClock.frameDuration
        }
        return true
    }
}
