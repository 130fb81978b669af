/// The uniform type identifiers the standard types read and write.
enum UniformTypeIdentifier {
    static let utf8PlainText = "public.utf8-plain-text"
    static let plainText = "public.plain-text"
    static let text = "public.text"
    static let url = "public.url"
    static let fileURL = "public.file-url"
    static let data = "public.data"
    static let image = "public.image"
    static let png = "public.png"
    static let jpeg = "public.jpeg"

    /// Whether data of `identifier` can stand in where `wanted` is asked for (the few conformances the standard
    /// types need: plain text is text, PNG and JPEG are images, everything is data).
    static func conforms(_ identifier: String, to wanted: String) -> Bool {
        if identifier == wanted || wanted == data { return true }
        switch wanted {
        case text: return identifier == plainText || identifier == utf8PlainText
        case plainText: return identifier == utf8PlainText
        case image: return identifier == png || identifier == jpeg || identifier == "public.svg-image"
        case url: return identifier == fileURL
        default: return false
        }
    }
}

/// Strings are written and read as UTF-8 plain text, as Foundation's `NSString` is.
extension String: NSItemProviderWriting, NSItemProviderReading {
    /// UTF-8 plain text, then plain text.
    public static var writableTypeIdentifiersForItemProvider: [String] {
        [UniformTypeIdentifier.utf8PlainText, UniformTypeIdentifier.plainText]
    }

    /// Writes the string as UTF-8.
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        completionHandler(Data(utf8), nil)
        return nil
    }

    /// UTF-8 plain text, plain text and text.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UniformTypeIdentifier.utf8PlainText, UniformTypeIdentifier.plainText, UniformTypeIdentifier.text]
    }

    /// Reads UTF-8 text.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> String {
        guard let string = String(data: data, encoding: .utf8) else {
            throw NSItemProviderError.unreadableData(typeIdentifier: typeIdentifier)
        }
        return string
    }
}

/// URLs are written as their absolute string (`public.url`, or `public.file-url` for file URLs).
extension URL: NSItemProviderWriting, NSItemProviderReading {
    /// URL and file URL.
    public static var writableTypeIdentifiersForItemProvider: [String] {
        [UniformTypeIdentifier.url, UniformTypeIdentifier.fileURL]
    }

    /// Writes the absolute string as UTF-8.
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        completionHandler(Data(absoluteString.utf8), nil)
        return nil
    }

    /// URL and file URL.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UniformTypeIdentifier.url, UniformTypeIdentifier.fileURL]
    }

    /// Reads an absolute URL string.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> URL {
        let string = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let url = URL(string: string), url.scheme != nil else {
            throw NSItemProviderError.unreadableData(typeIdentifier: typeIdentifier)
        }
        return url
    }
}

/// Raw bytes are written and read as `public.data`.
extension Data: NSItemProviderWriting, NSItemProviderReading {
    /// `public.data`.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UniformTypeIdentifier.data] }

    /// Hands out the bytes.
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        completionHandler(self, nil)
        return nil
    }

    /// `public.data`.
    public static var readableTypeIdentifiersForItemProvider: [String] { [UniformTypeIdentifier.data] }

    /// The bytes themselves.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Data { data }
}

/// Images are written as their encoded bytes (PNG or JPEG) and read from PNG, JPEG, GIF or SVG data.
extension UIImage: NSItemProviderWriting, NSItemProviderReading {
    /// PNG, JPEG and image.
    public static var writableTypeIdentifiersForItemProvider: [String] {
        [UniformTypeIdentifier.png, UniformTypeIdentifier.jpeg, UniformTypeIdentifier.image]
    }

    /// Hands out the encoded bytes.
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        completionHandler(data, nil)
        return nil
    }

    /// Image, PNG and JPEG.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UniformTypeIdentifier.image, UniformTypeIdentifier.png, UniformTypeIdentifier.jpeg]
    }

    /// Decodes the bytes; throws when they are no image.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let image = UIImage(data: data) as? Self else {
            throw NSItemProviderError.unreadableData(typeIdentifier: typeIdentifier)
        }
        return image
    }
}
