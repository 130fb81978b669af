/// A type whose values an item provider can hand out as data of one or more type identifiers (Foundation's
/// `NSItemProviderWriting`, here a Swift protocol: see docs/Deviations.md).
public protocol NSItemProviderWriting: Sendable {
    /// The type identifiers this type can write, most faithful first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }

    /// Produces the value's bytes for `typeIdentifier` and hands them to `completionHandler`; returns the progress
    /// of the work, or `nil` when there is none to report.
    func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress?
}

/// Why an item provider could not load what was asked (Foundation reports these as `NSItemProvider` errors).
public enum NSItemProviderError: Error, Equatable, Sendable {
    /// No representation of a type the requested class reads was registered.
    case cannotLoad(typeIdentifiers: [String])
    /// The data arrived but could not be turned into the requested class.
    case unreadableData(typeIdentifier: String)
}
