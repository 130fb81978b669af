/// How a presented view controller covers the screen.
public enum UIModalPresentationStyle: Int, Sendable {
    /// The system's choice: a page sheet for most controllers, as in UIKit since iOS 13.
    case automatic = -2
    /// No adaptation (used by adaptive presentation delegates).
    case none = -1
    /// The presented view covers the window; the presenting view is removed once it is covered.
    case fullScreen = 0
    /// A card that covers the window below the status bar on compact widths, a wide centred card on regular widths.
    case pageSheet = 1
    /// A card like a page sheet on compact widths, a centred 540 × 620 card on regular widths.
    case formSheet = 2
    /// Covers the presenting view controller's view (drawn here as `fullScreen`).
    case currentContext = 3
    /// A presentation driven by a transitioning delegate (drawn here as `overFullScreen`).
    case custom = 4
    /// The presented view covers the window; the presenting view stays beneath it.
    case overFullScreen = 5
    /// Covers the presenting view controller's view, which stays beneath it (drawn here as `overFullScreen`).
    case overCurrentContext = 6
    /// A popover (drawn here as a form sheet).
    case popover = 7
}

/// The animation a presentation uses.
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented view slides up from the bottom and back down when dismissed (the default).
    case coverVertical = 0
    /// A horizontal flip (drawn here as a cross dissolve).
    case flipHorizontal = 1
    /// The presented view fades in and out.
    case crossDissolve = 2
    /// A page curl (drawn here as a cross dissolve).
    case partialCurl = 3
}
