/// A type whose values can be made from an item provider's data (Foundation's `NSItemProviderReading`, here a Swift
/// protocol, `Sendable` like the values it reads, that `String` and `URL` adopt directly: see docs/Deviations.md).
public protocol NSItemProviderReading: Sendable {
    /// The type identifiers this type can read, most faithful first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }

    /// Makes a value from `data` of `typeIdentifier`, or throws when the bytes do not describe one.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}
