// Host-free but uses OpenCollectionView's Swift-protocol readers (`NSItemProviderReading` on `String`), which UIKit
// spells through Objective-C bridging, so it does not compile against UIKit (see docs/Deviations.md).
import OpenCollectionView
import Testing

/// `NSItemProvider`'s registration and loading, as Foundation documents them: representations in registration
/// order, objects loaded from the first representation their class reads, data loaded on demand.
struct NSItemProviderTests {
    /// A string registers as UTF-8 plain text and plain text (NSString's writable types) and loads back.
    @Test func aStringRoundTrips() {
        let provider = NSItemProvider(object: "Beach")
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text", "public.plain-text"])
        #expect(provider.canLoadObject(ofClass: String.self))
        #expect(!provider.canLoadObject(ofClass: URL.self))
        let loaded = LockedBox<String>()
        let progress = provider.loadObject(ofClass: String.self) { string, _ in loaded.set(string) }
        #expect(loaded.get() == "Beach")
        #expect(progress.fractionCompleted == 1)
    }

    /// Data registered with a load handler arrives when the handler completes, later; the progress completes then.
    @Test func dataLoadsWhenTheHandlerCompletes() {
        let provider = NSItemProvider()
        let pending = PendingLoads()
        provider.registerDataRepresentation(forTypeIdentifier: "public.url", visibility: .all) { completion in
            pending.add { completion(Data("https://swift.org".utf8), nil) }
            return nil
        }
        #expect(provider.canLoadObject(ofClass: URL.self))
        let loaded = LockedBox<URL>()
        let progress = provider.loadObject(ofClass: URL.self) { url, _ in loaded.set(url) }
        #expect(loaded.get() == nil)
        #expect(progress.fractionCompleted == 0)
        pending.runAll()
        #expect(loaded.get() == URL(string: "https://swift.org"))
        #expect(progress.fractionCompleted == 1)
    }

    /// Asking for a class no representation serves fails with an error, not a crash.
    @Test func loadingAnUnregisteredClassFails() {
        let provider = NSItemProvider(object: Data([1, 2, 3]))
        let failed = LockedBox<Bool>()
        provider.loadObject(ofClass: String.self) { string, error in failed.set(string == nil && error != nil) }
        #expect(failed.get() == true)
    }
}

/// A value set from a completion handler on any thread.
final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?

    func set(_ newValue: Value?) { lock.withLock { value = newValue } }
    func get() -> Value? { lock.withLock { value } }
}
