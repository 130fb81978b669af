/// What a view shows, as a value: it makes the view that shows it and gives the version of itself for a state.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// This configuration as it looks in `state` (selected, highlighted …).
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration; set `configuration` to change what it shows.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration the view shows.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (a cell makes a new view when it cannot).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Every configuration is supported unless the view says otherwise, as in UIKit.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

/// The axes along which a view works: horizontal, vertical or both.
public struct UIAxis: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// The axes with the given bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Neither axis.
    public static let none: UIAxis = []
    /// The horizontal axis.
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    /// The vertical axis.
    public static let vertical = UIAxis(rawValue: 1 << 1)
    /// Both axes.
    public static let both: UIAxis = [.horizontal, .vertical]
}
