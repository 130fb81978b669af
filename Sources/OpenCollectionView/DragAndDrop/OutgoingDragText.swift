import Foundation

/// The text an in-app drag carries if it leaves the app (the web host hands it to the browser, which can take it to
/// another page or the desktop): each item's string (`String`, or a `URL`'s absolute string), in item order,
/// joined by newlines.
///
/// The loads start when the items are lifted, not when another app asks as on iOS: the browser wants the data the
/// moment the drag starts leaving the page. Items whose provider delivers later contribute their text once it has
/// arrived; items with neither a string nor a URL contribute nothing.
final class OutgoingDragText: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String?] = []

    /// Starts loading the text of `items`, appended after those already asked for.
    func load(_ items: [UIDragItem]) {
        for item in items {
            let provider = item.itemProvider
            let slot = lock.withLock {
                texts.append(nil)
                return texts.count - 1
            }
            if provider.canLoadObject(ofClass: String.self) {
                provider.loadObject(ofClass: String.self) { [self] text, _ in store(text, at: slot) }
            } else if provider.canLoadObject(ofClass: URL.self) {
                provider.loadObject(ofClass: URL.self) { [self] url, _ in store(url?.absoluteString, at: slot) }
            }
        }
    }

    private func store(_ text: String?, at slot: Int) {
        lock.withLock { texts[slot] = text }
    }

    /// The text that has arrived, or `nil` when none has.
    var text: String? {
        let arrived = lock.withLock { texts.compactMap { $0 } }
        return arrived.isEmpty ? nil : arrived.joined(separator: "\n")
    }
}
