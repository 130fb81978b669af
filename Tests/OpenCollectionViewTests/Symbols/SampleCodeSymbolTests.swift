import Testing

#if OPENCOLLECTIONVIEW_COMPATIBILITY_TEST
    import UIKit
#else
    import OpenCollectionView
#endif

/// The SF Symbols names that Apple's published UIKit sample code and documentation snippets ask
/// `UIImage(systemName:)` for (listed in docs/Symbols.md) all resolve to a drawing; a name that is no symbol gives
/// `nil`, as UIKit documents ("the image object, or nil if the method couldn't find the specified image").
@MainActor
struct SampleCodeSymbolTests {
    /// The names, by where Apple uses them.
    nonisolated static let sampleCodeNames = [
        // Implementing Modern Collection Views: list cells, custom configurations, swipe actions.
        "music.mic", "car", "cloud.rain", "headphones", "hifispeaker.fill", "airplane", "tram.fill", "car.fill",
        "hurricane", "tornado", "tropicalstorm", "snow", "star", "star.fill", "star.slash", "tablecells",
        // Building High-Performance Lists and Collection Views; UIKit Catalog.
        "heart", "heart.fill", "photo", "cart", "cart.fill", "cart.badge.plus", "square.and.arrow.up", "folder",
        "doc", "doc.on.doc", "trash", "pencil", "person", "person.circle", "gear", "magnifyingglass", "arrow.right",
        "arrow.right.circle", "cloud.sun.rain.fill", "tortoise", "hare", "sun.max", "moon", "checkmark", "bookmark",
        "gift", "paperplane", "info.circle", "bell",
        // UIKit documentation snippets (symbol images, menus, swipe actions, content configurations).
        "wifi", "multiply.circle.fill", "plus", "flag", "arrow.up.arrow.down", "square.and.pencil",
        "ellipsis.circle", "xmark", "xmark.circle.fill", "chevron.right", "list.bullet", "square.grid.2x2",
        "circle", "checkmark.circle.fill", "house", "envelope", "phone", "camera", "mic", "video", "calendar",
        "clock", "map", "location", "lock", "globe", "text.bubble", "exclamationmark.triangle",
        "questionmark.circle",
    ]

    @Test(arguments: sampleCodeNames)
    func sampleCodeNameResolves(_ name: String) throws {
        let image = try #require(UIImage(systemName: name), "\(name)")
        #expect(image.isSymbolImage)
        #expect(image.size.width > 0 && image.size.height > 0)
    }

    @Test func unknownNamesGiveNil() {
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(systemName: "tropicalstorm.fill.badge.nonsense") == nil)
        #expect(UIImage(systemName: "") == nil)
    }
}
