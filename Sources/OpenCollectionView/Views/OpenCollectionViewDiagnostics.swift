/// The one documented hook for misuse that UIKit answers with an exception: an inconsistent batch update, an
/// unregistered reuse identifier, a duplicate snapshot identifier, a NaN size. OpenCollectionView reports the problem
/// here — with UIKit's wording where UIKit has one — and then recovers (usually by reloading), so the process keeps
/// running and no data is lost.
///
/// The default handler writes each diagnostic to standard error. Tests and apps may replace it:
///
/// ```swift
/// OpenCollectionViewDiagnostics.handler = { diagnostic in log.append(diagnostic.message) }
/// ```
public enum OpenCollectionViewDiagnostics {
    /// One reported problem.
    public struct Diagnostic: Sendable, CustomStringConvertible {
        /// What kind of misuse it was.
        public enum Kind: String, Sendable {
            /// A batch update whose counts or index paths do not match the data source.
            case invalidUpdate
            /// A dequeue or view request that cannot be satisfied (unregistered identifier, wrong view returned).
            case invalidReuse
            /// A layout produced or received unusable geometry (NaN, infinite or negative sizes).
            case invalidGeometry
            /// A diffable snapshot or data source was asked something inconsistent (duplicate or unknown identifier).
            case invalidSnapshot
            /// Anything else.
            case misuse
        }

        /// The kind of problem.
        public var kind: Kind
        /// The message, in UIKit's words where UIKit has them.
        public var message: String

        /// Creates a diagnostic.
        public init(kind: Kind, message: String) {
            self.kind = kind
            self.message = message
        }

        public var description: String { "OpenCollectionView \(kind.rawValue): \(message)" }
    }

    /// Receives every diagnostic; the default writes it to standard error.
    @MainActor public static var handler: @MainActor (Diagnostic) -> Void = { diagnostic in
        FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
    }

    /// Reports a diagnostic to the handler.
    @MainActor static func report(_ kind: Diagnostic.Kind, _ message: String) {
        handler(Diagnostic(kind: kind, message: message))
    }
}
