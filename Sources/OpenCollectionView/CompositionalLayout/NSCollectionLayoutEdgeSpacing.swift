/// Spacing around an item inside its group, per edge (`nil` edges add none); used to push items apart or, with
/// flexible spacing, to centre or spread them.
@preconcurrency @MainActor
open class NSCollectionLayoutEdgeSpacing: NSObject, @preconcurrency NSCopying {
    /// The spacing before the leading edge.
    public let leading: NSCollectionLayoutSpacing?
    /// The spacing above the top edge.
    public let top: NSCollectionLayoutSpacing?
    /// The spacing after the trailing edge.
    public let trailing: NSCollectionLayoutSpacing?
    /// The spacing below the bottom edge.
    public let bottom: NSCollectionLayoutSpacing?

    /// Creates edge spacing from a spacing (or none) per edge.
    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
        bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        super.init()
    }

    /// Returns an equal edge spacing (edge spacings are immutable).
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// UIKit's notation: `<leading=.flexible(0); top=(null); trailing=(null); bottom=(null)>`.
    nonisolated open override var description: String {
        func text(_ spacing: NSCollectionLayoutSpacing?) -> String { spacing?.description ?? "(null)" }
        return "<leading=\(text(leading)); top=\(text(top)); trailing=\(text(trailing)); bottom=\(text(bottom))>"
    }
}
