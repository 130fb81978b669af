/// Who may see one representation an item provider registers.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Every process, including other apps (and, in the web host, the browser a drag leaves the page for).
    case all = 0
    /// Apps of the same team.
    case team = 1
    /// Apps of the same group.
    case group = 2
    /// Only this process.
    case ownProcess = 3
}

/// Carries data between processes and views for drag and drop and the pasteboard (Foundation's `NSItemProvider`):
/// representations are registered by type identifier with a load handler that produces their bytes on demand, and
/// loaded asynchronously as objects or as data.
///
/// Completion handlers run on the thread the registered load handler delivers on — synchronously for objects
/// registered by value — where Foundation uses a background queue (docs/Deviations.md); hop to the main queue for
/// UI work in either case.
open class NSItemProvider: NSObject, @unchecked Sendable {
    /// Produces one representation's bytes.
    public typealias DataLoadHandler =
        @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?

    struct Representation {
        var typeIdentifier: String
        var visibility: NSItemProviderRepresentationVisibility
        var load: DataLoadHandler
    }

    private let lock = NSLock()
    private var representations: [Representation] = []
    private var storedSuggestedName: String?

    /// An empty item provider.
    public override init() { super.init() }

    /// An item provider holding `object` in every representation it writes.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// The name a receiver should give the data (for example a file name).
    open var suggestedName: String? {
        get { lock.withLock { storedSuggestedName } }
        set { lock.withLock { storedSuggestedName = newValue } }
    }

    // MARK: Registering

    /// Registers `object` under every type identifier its type writes.
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        for identifier in type(of: object).writableTypeIdentifiersForItemProvider {
            register(
                Representation(typeIdentifier: identifier, visibility: visibility) { completion in
                    object.loadData(withTypeIdentifier: identifier, forItemProviderCompletionHandler: completion)
                })
        }
    }

    /// Registers objects of `aClass` produced on demand by `loadHandler`, under every type identifier it writes.
    open func registerObject<T: NSItemProviderWriting>(
        ofClass aClass: T.Type, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable (T?, (any Error)?) -> Void) -> Progress?
    ) {
        for identifier in aClass.writableTypeIdentifiersForItemProvider {
            register(
                Representation(typeIdentifier: identifier, visibility: visibility) { completion in
                    loadHandler { object, error in
                        guard let object else {
                            completion(nil, error ?? NSItemProviderError.cannotLoad(typeIdentifiers: [identifier]))
                            return
                        }
                        _ = object.loadData(
                            withTypeIdentifier: identifier, forItemProviderCompletionHandler: completion)
                    }
                })
        }
    }

    /// Registers bytes of `typeIdentifier` produced on demand by `loadHandler`.
    open func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping DataLoadHandler
    ) {
        register(Representation(typeIdentifier: typeIdentifier, visibility: visibility, load: loadHandler))
    }

    private func register(_ representation: Representation) {
        lock.withLock {
            guard !representations.contains(where: { $0.typeIdentifier == representation.typeIdentifier }) else {
                return
            }
            representations.append(representation)
        }
    }

    // MARK: Inspecting

    /// The registered type identifiers, in registration order (highest fidelity first).
    open var registeredTypeIdentifiers: [String] { lock.withLock { representations.map(\.typeIdentifier) } }

    /// The type identifiers visible to another process (`.all` visibility) — what a drag leaving the app carries.
    var publicTypeIdentifiers: [String] {
        lock.withLock { representations.filter { $0.visibility == .all }.map(\.typeIdentifier) }
    }

    /// Whether a representation conforms to `typeIdentifier`.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains { UniformTypeIdentifier.conforms($0, to: typeIdentifier) }
    }

    /// Whether an object of `aClass` can be loaded: some representation is of a type it reads.
    open func canLoadObject<T: NSItemProviderReading>(ofClass aClass: T.Type) -> Bool {
        representation(readableBy: aClass) != nil
    }

    private func representation<T: NSItemProviderReading>(readableBy aClass: T.Type) -> Representation? {
        let readable = aClass.readableTypeIdentifiersForItemProvider
        return lock.withLock {
            representations.first { representation in
                readable.contains { UniformTypeIdentifier.conforms(representation.typeIdentifier, to: $0) }
            }
        }
    }

    // MARK: Loading

    /// Loads an object of `aClass` from the best representation it reads; `completionHandler` gets the object or
    /// the error. The returned progress completes when the object is delivered and can cancel the load.
    @discardableResult
    open func loadObject<T: NSItemProviderReading>(
        ofClass aClass: T.Type, completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void
    ) -> Progress {
        guard let representation = representation(readableBy: aClass) else {
            let progress = Progress(totalUnitCount: 1)
            completionHandler(
                nil, NSItemProviderError.cannotLoad(typeIdentifiers: aClass.readableTypeIdentifiersForItemProvider))
            progress.completedUnitCount = 1
            return progress
        }
        let identifier = representation.typeIdentifier
        return load(representation) { data, error in
            guard let data else {
                completionHandler(nil, error)
                return
            }
            do {
                completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: identifier), nil)
            } catch {
                completionHandler(nil, error)
            }
        }
    }

    /// Loads the bytes of the first representation conforming to `typeIdentifier`.
    @discardableResult
    open func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String,
        completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
        let found = lock.withLock {
            representations.first { UniformTypeIdentifier.conforms($0.typeIdentifier, to: typeIdentifier) }
        }
        guard let found else {
            let progress = Progress(totalUnitCount: 1)
            completionHandler(nil, NSItemProviderError.cannotLoad(typeIdentifiers: [typeIdentifier]))
            progress.completedUnitCount = 1
            return progress
        }
        return load(found, completionHandler: completionHandler)
    }

    /// Runs a representation's load handler once; the progress counts one unit, done when the data arrives. A
    /// cancelled load reports `CocoaError(.userCancelled)` and ignores the data that arrives later.
    private func load(
        _ representation: Representation, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let delivered = LockedFlag()
        progress.cancellationHandler = {
            if delivered.setOnce() { completionHandler(nil, CocoaError(.userCancelled)) }
        }
        let child = representation.load { data, error in
            guard delivered.setOnce() else { return }
            progress.completedUnitCount = 1
            completionHandler(data, data == nil ? error ?? NSItemProviderError.cannotLoad(typeIdentifiers: []) : nil)
        }
        if let child { progress.addChild(child, withPendingUnitCount: 0) }
        return progress
    }
}

/// A flag set at most once, from any thread.
final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var isSet = false

    /// Sets the flag; `true` only for the call that set it.
    func setOnce() -> Bool {
        lock.withLock {
            guard !isSet else { return false }
            isSet = true
            return true
        }
    }
}

/// Carries a value the item provider only reads across its load handlers.
struct UncheckedSendableBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
