/// The one documented hook for misuse that UIKit answers with an exception: an inconsistent batch update, an
/// unregistered reuse identifier, a duplicate snapshot identifier, a NaN size. OpenCollectionView reports the problem
/// here — with UIKit's wording where UIKit has one — and then recovers (usually by reloading or ignoring the bad
/// input), so the process keeps running and no data is lost.
///
/// The default handler writes each diagnostic to standard error. Apps may replace it; tests collect the
/// diagnostics of a block of code (reports from any thread inside the block's task are collected, and other tasks'
/// are not):
///
/// ```swift
/// OpenCollectionViewDiagnostics.handler = { diagnostic in logger.error("\(diagnostic)") }
/// let (_, diagnostics) = OpenCollectionViewDiagnostics.collect { snapshot.appendItems([1, 1]) }
/// ```
public enum OpenCollectionViewDiagnostics {
    /// One reported problem.
    public struct Diagnostic: Sendable, CustomStringConvertible, Equatable {
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
            /// A nib (`.xib`) that cannot be loaded, or a part of one: a missing file, malformed XML, an unknown
            /// class, an outlet or action without a target.
            case invalidNib
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

    private static let lock = NSLock()
    nonisolated(unsafe) private static var installedHandler: @Sendable (Diagnostic) -> Void = { diagnostic in
        FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
    }

    /// Receives every diagnostic not collected by `collect(_:)`; the default writes it to standard error. It may be
    /// called on any thread.
    public static var handler: @Sendable (Diagnostic) -> Void {
        get { lock.withLock { installedHandler } }
        set { lock.withLock { installedHandler = newValue } }
    }

    /// Runs `body` and returns its result with the diagnostics reported while it ran in this task.
    public static func collect<Result>(_ body: () throws -> Result) rethrows -> (Result, [Diagnostic]) {
        let collector = Collector()
        let result = try $collector.withValue(collector) { try body() }
        return (result, collector.diagnostics)
    }

    /// Reports a diagnostic: to the collector of the current task if there is one, else to the handler.
    static func report(_ kind: Diagnostic.Kind, _ message: String) {
        let diagnostic = Diagnostic(kind: kind, message: message)
        if let collector { collector.append(diagnostic) } else { handler(diagnostic) }
    }

    @TaskLocal private static var collector: Collector?

    private final class Collector: @unchecked Sendable {
        private let lock = NSLock()
        private var collected: [Diagnostic] = []
        var diagnostics: [Diagnostic] { lock.withLock { collected } }
        func append(_ diagnostic: Diagnostic) { lock.withLock { collected.append(diagnostic) } }
    }
}
