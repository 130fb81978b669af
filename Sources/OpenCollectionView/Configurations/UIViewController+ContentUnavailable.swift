/// What a view controller keeps for its content-unavailable view: the configuration, the view made from it and
/// whether an update was asked for.
@MainActor
final class ContentUnavailableStorage {
    /// The controller's `contentUnavailableConfiguration`.
    var configuration: (any UIContentConfiguration)?
    /// The view showing it, frontmost in the controller's view.
    var view: (any UIView & UIContentView)?
    /// Whether `updateContentUnavailableConfiguration(using:)` runs at the next layout pass (true until the first).
    var needsUpdate = true
}

/// Empty states on every view controller (iOS 17): a content configuration shown over the controller's view,
/// above its content and below any bars of its container, and updated at the layout pass after
/// `setNeedsUpdateContentUnavailableConfiguration()`.
extension UIViewController {
    /// The configuration of the view shown over the controller's content (default `nil`, nothing shown); usually
    /// a `UIContentUnavailableConfiguration`. Setting it shows, updates or (with `nil`) removes the view, the
    /// configuration first updated for `contentUnavailableConfigurationState`.
    public var contentUnavailableConfiguration: (any UIContentConfiguration)? {
        get { contentUnavailableStorage.configuration }
        set {
            contentUnavailableStorage.configuration = newValue
            applyContentUnavailableConfiguration()
        }
    }

    /// Asks for `updateContentUnavailableConfiguration(using:)` at the next layout pass; several requests before
    /// it make one update.
    public func setNeedsUpdateContentUnavailableConfiguration() {
        contentUnavailableStorage.needsUpdate = true
        viewIfLoaded?.setNeedsLayout()
    }

    /// Runs a pending update (called by the layout pass of the controller's view, before
    /// `viewWillLayoutSubviews()`).
    func updateContentUnavailableViewIfNeeded() {
        guard contentUnavailableStorage.needsUpdate else { return }
        contentUnavailableStorage.needsUpdate = false
        updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
        // The state (its search text) may have changed since the configuration was set.
        applyContentUnavailableConfiguration()
    }

    private func applyContentUnavailableConfiguration() {
        guard isViewLoaded else { return }
        let storage = contentUnavailableStorage
        guard let configuration = storage.configuration else {
            storage.view?.removeFromSuperview()
            storage.view = nil
            return
        }
        let updated = configuration.updated(for: contentUnavailableConfigurationState)
        if let view = storage.view, view.supports(updated) {
            view.configuration = updated
        } else {
            storage.view?.removeFromSuperview()
            let view = updated.makeContentView()
            storage.view = view
            self.view.addSubview(view)
        }
        placeContentUnavailableView()
    }

    /// Keeps the view frontmost and covering the controller's view (called again after the controller's view laid
    /// out its subviews, which may have added views above it).
    func placeContentUnavailableView() {
        guard let root = viewIfLoaded, let view = contentUnavailableStorage.view else { return }
        if root.subviews.last !== view { root.bringSubviewToFront(view) }
        if view.frame != root.bounds { view.frame = root.bounds }
    }

    /// The view showing `contentUnavailableConfiguration`, if one is shown.
    var contentUnavailableView: UIView? { contentUnavailableStorage.view }
}
