/// A container of items (and of further groups) in a compositional layout: it lays its subitems out along one axis
/// — horizontally, vertically, or wherever a custom provider puts them — and a section repeats it for as many
/// items as the section has.
///
/// `horizontal(layoutSize:subitems:)` repeats the subitems in order while they fit; `repeatingSubitem:count:`
/// places exactly `count` copies at their own size; the older `subitem:count:` makes `count` copies that share
/// the group's extent equally (their own size along the axis is ignored).
@preconcurrency @MainActor
public class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// How a group places its subitems.
    enum Arrangement {
        case horizontal, vertical
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    /// How many subitems a group holds.
    enum Repetition: Equatable {
        /// The subitems in order, repeated while they fit.
        case fill
        /// Exactly `count` copies of the single subitem at its own size.
        case repeating(count: Int)
        /// Exactly `count` copies of the single subitem sharing the group's extent equally.
        case equalSplit(count: Int)
    }

    let arrangement: Arrangement
    let repetition: Repetition

    /// The items and groups this group lays out.
    public let subitems: [NSCollectionLayoutItem]
    /// The spacing between subitems along the group's axis (default `nil`: none).
    public var interItemSpacing: NSCollectionLayoutSpacing?

    /// Supplementary items anchored to the group.
    public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { super.supplementaryItems }
        set { super.supplementaryItems = newValue }
    }

    required init(
        layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, repetition: Repetition,
        subitems: [NSCollectionLayoutItem]
    ) {
        self.arrangement = arrangement
        self.repetition = repetition
        self.subitems = subitems
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    // MARK: Horizontal

    /// A horizontal group of `count` copies of `subitem` sharing the group's width equally.
    @available(iOS, introduced: 13.0, deprecated: 16.0, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
    public class func horizontal(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
        Self(
            layoutSize: layoutSize, arrangement: .horizontal, repetition: .equalSplit(count: count), subitems: [subitem]
        )
    }

    /// A horizontal group of exactly `count` copies of `subitem`, each at its own size.
    public class func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
        Self(
            layoutSize: layoutSize, arrangement: .horizontal, repetition: .repeating(count: count), subitems: [subitem])
    }

    /// A horizontal group that repeats `subitems` in order while they fit its width.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(layoutSize: layoutSize, arrangement: .horizontal, repetition: .fill, subitems: subitems)
    }

    // MARK: Vertical

    /// A vertical group of `count` copies of `subitem` sharing the group's height equally.
    @available(iOS, introduced: 13.0, deprecated: 16.0, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self
    {
        Self(layoutSize: layoutSize, arrangement: .vertical, repetition: .equalSplit(count: count), subitems: [subitem])
    }

    /// A vertical group of exactly `count` copies of `subitem`, each at its own size.
    public class func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
        Self(layoutSize: layoutSize, arrangement: .vertical, repetition: .repeating(count: count), subitems: [subitem])
    }

    /// A vertical group that repeats `subitems` in order while they fit its height.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(layoutSize: layoutSize, arrangement: .vertical, repetition: .fill, subitems: subitems)
    }

    // MARK: Custom

    /// A group whose items are placed by `itemProvider`, called with the layout environment each time the group is
    /// laid out; the group holds as many items as the provider returns frames.
    public class func custom(
        layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
    ) -> Self {
        Self(layoutSize: layoutSize, arrangement: .custom(itemProvider), repetition: .fill, subitems: [])
    }

    // MARK: Copying and describing

    /// Returns a copy with the same size, arrangement, subitems, spacing, insets and supplementary items.
    public override func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self(layoutSize: layoutSize, arrangement: arrangement, repetition: repetition, subitems: subitems)
        copy.contentInsets = contentInsets
        copy.edgeSpacing = edgeSpacing
        copy.interItemSpacing = interItemSpacing
        copy.supplementaryItems = supplementaryItems
        return copy
    }

    /// A text picture of the group's structure, in UIKit's notation.
    public func visualDescription() -> String { describe(indent: "") }

    private func describe(indent: String) -> String {
        var lines = ["\(indent)<NSCollectionLayoutGroup size=\(layoutSize)>"]
        switch arrangement {
        case .horizontal: lines.append("\(indent)\t layoutDirection: .horizontal")
        case .vertical: lines.append("\(indent)\t layoutDirection: .vertical")
        case .custom: lines.append("\(indent)\t layoutDirection: .custom")
        }
        if let interItemSpacing { lines.append("\(indent)\t interItemSpacing=\(interItemSpacing)") }
        if !subitems.isEmpty {
            lines.append("\(indent)\t subitems=")
            for subitem in subitems {
                if let group = subitem as? NSCollectionLayoutGroup {
                    lines.append(group.describe(indent: indent + "\t\t"))
                } else {
                    lines.append("\(indent)\t\t \(subitem)")
                }
            }
        }
        return lines.joined(separator: "\n")
    }

    nonisolated public override var description: String { MainActor.assumeIsolated { describe(indent: "") } }
}
