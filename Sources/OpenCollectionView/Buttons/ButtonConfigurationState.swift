/// What a button keeps for its configuration: the configuration, the update handler, whether an update is pending,
/// and the views only a configured button has (background, subtitle, activity indicator, pop-up indicator).
@MainActor
final class ButtonConfigurationState {
    var configuration: UIButton.Configuration?
    var updateHandler: (@MainActor (UIButton) -> Void)?
    var needsUpdate = false
    /// Whether `updateConfiguration()` is running, so the handler's own assignment does not ask for another update.
    var isUpdating = false
    var backgroundView: BackgroundConfigurationView?
    let subtitleLabel = UILabel()
    var activityIndicator: UIActivityIndicatorView?
    let indicatorView = UIImageView()
}
