/// One item of a drag from outside the app — in the web host, text, a link or a file dragged from another page or
/// the desktop: its representations by uniform type identifier, highest fidelity first, each with its data once the
/// item is dropped (a drag from elsewhere shows its types while it hovers and hands over its data only on drop).
public struct ExternalDragItem: Equatable, Sendable {
    /// One representation of the item.
    public struct Representation: Equatable, Sendable {
        /// The uniform type identifier (`public.plain-text`, `public.url`, `public.png` …).
        public var typeIdentifier: String
        /// The bytes, present once dropped.
        public var data: Data?
        /// Why the bytes did not arrive with the drop (too large, unreadable), reported as a diagnostic.
        public var refusal: String?

        /// A representation of `typeIdentifier`, with `data` when dropped.
        public init(typeIdentifier: String, data: Data? = nil, refusal: String? = nil) {
            self.typeIdentifier = typeIdentifier
            self.data = data
            self.refusal = refusal
        }
    }

    /// The representations, highest fidelity first.
    public var representations: [Representation]
    /// The name the data came with (a file's name), if any.
    public var suggestedName: String?

    /// An item with `representations`.
    public init(representations: [Representation], suggestedName: String? = nil) {
        self.representations = representations
        self.suggestedName = suggestedName
    }

    /// Plain text, as a page's selected text arrives.
    public static func text(_ text: String) -> ExternalDragItem {
        ExternalDragItem(representations: [
            Representation(typeIdentifier: UniformTypeIdentifier.plainText, data: Data(text.utf8))
        ])
    }

    /// A link, as a browser drags one: its URL, and the URL as plain text.
    public static func url(_ url: URL) -> ExternalDragItem {
        let bytes = Data(url.absoluteString.utf8)
        return ExternalDragItem(representations: [
            Representation(typeIdentifier: UniformTypeIdentifier.url, data: bytes),
            Representation(typeIdentifier: UniformTypeIdentifier.plainText, data: bytes),
        ])
    }

    /// A file of `typeIdentifier` (`public.png`, `public.jpeg` …) named `name`.
    public static func file(_ data: Data, typeIdentifier: String, name: String? = nil) -> ExternalDragItem {
        ExternalDragItem(
            representations: [Representation(typeIdentifier: typeIdentifier, data: data)], suggestedName: name)
    }

    /// The item as it shows while hovering: its types, without data.
    public var withoutData: ExternalDragItem {
        var item = self
        item.representations = representations.map { Representation(typeIdentifier: $0.typeIdentifier) }
        return item
    }
}
