extension UITraitCollection {
    private static let currentStorage = LockedValue<UITraitCollection?>(nil)

    /// The traits dynamic colours resolve in when read without a trait collection: UIKit sets it while a view
    /// draws, lays out or hears of a trait change; the render tree sets it to each view's traits as it captures
    /// the view. Outside those, the light, left-to-right traits of a default phone.
    public static var current: UITraitCollection {
        get { currentStorage.withLock { $0 } ?? fallback }
        set { currentStorage.withLock { $0 = newValue } }
    }

    private static let fallback = UITraitCollection(traitsFrom: [
        UITraitCollection(userInterfaceStyle: .light), UITraitCollection(layoutDirection: .leftToRight),
        UITraitCollection(displayScale: 2), UITraitCollection(userInterfaceIdiom: .phone),
    ])

    /// Runs `actions` with this collection as `current`, then restores the one before.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        try Self.performAsCurrent(self, actions)
    }

    static func performAsCurrent<Result>(_ traits: UITraitCollection, _ body: () throws -> Result) rethrows -> Result {
        let outer = currentStorage.withLock { stored in
            let outer = stored
            stored = traits
            return outer
        }
        defer { currentStorage.withLock { $0 = outer } }
        return try body()
    }
}
