/// The space a compositional layout element is laid out in: its size and insets.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// The container's size.
    var contentSize: CGSize { get }
    /// The container's size inside its insets.
    var effectiveContentSize: CGSize { get }
    /// The container's insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets in effect (those of the container, after the content-insets reference).
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider is told about where its section goes: the layout container.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    /// The container the section is laid out in.
    var container: any NSCollectionLayoutContainer { get }
}

/// A layout container: a size and insets.
@MainActor
final class CompositionalLayoutContainer: NSObject, NSCollectionLayoutContainer {
    /// Changed only by the layout that made the container, on the main actor, while no one else holds it
    /// (`CompositionalLayoutEnvironment.update`); read by `description` from anywhere.
    nonisolated(unsafe) fileprivate(set) var contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets

    init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        super.init()
    }

    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }

    var effectiveContentSize: CGSize {
        CGSize(
            width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }

    nonisolated override var description: String {
        "<_UICollectionLayoutContainer: contentSize={\(contentSize.width), \(contentSize.height)}; "
            + "contentInsets=\(contentInsets)}>"
    }
}

/// The environment handed to section providers, custom group providers and visible-items handlers.
@MainActor
final class CompositionalLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment {
    private var layoutContainer: CompositionalLayoutContainer
    private(set) var traitCollection: UITraitCollection
    var container: any NSCollectionLayoutContainer { layoutContainer }

    init(container: CompositionalLayoutContainer, traitCollection: UITraitCollection) {
        layoutContainer = container
        self.traitCollection = traitCollection
        super.init()
    }

    /// Gives the environment a new container size and traits in place, when no one but the environment holds its
    /// container; `false`, changing nothing, otherwise (the layout then makes a new environment).
    func update(contentSize: CGSize, traitCollection: UITraitCollection) -> Bool {
        guard isKnownUniquelyReferenced(&layoutContainer) else { return false }
        layoutContainer.contentSize = contentSize
        self.traitCollection = traitCollection
        return true
    }
}
