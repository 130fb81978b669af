/// A pasteboard for copy, cut and paste (UIKit's `UIPasteboard`, strings only).
///
/// `general` is the pasteboard of the window scene being worked on, so browser tabs served by one process never
/// read one another's copies; a host hands what is copied to its own clipboard (the web host: the browser's).
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
    /// The general pasteboard of the current window scene.
    open class var general: UIPasteboard {
        let scene = UIWindowScene.current
        ScenePasteboards.entries.removeAll { $0.scene == nil }
        if let entry = ScenePasteboards.entries.first(where: { $0.scene === scene }) { return entry.pasteboard }
        let pasteboard = UIPasteboard()
        ScenePasteboards.entries.append(ScenePasteboards.Entry(scene: scene, pasteboard: pasteboard))
        return pasteboard
    }

    /// The first string on the pasteboard; setting it replaces the contents.
    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    /// The strings on the pasteboard; setting them replaces the contents.
    open var strings: [String]? {
        didSet { changeCount += 1 }
    }

    /// Whether the pasteboard holds a string.
    open var hasStrings: Bool { !(strings ?? []).isEmpty }

    /// How many times the contents changed.
    open private(set) var changeCount = 0
}

/// The pasteboards of the window scenes alive, each dropped once its scene is gone.
@MainActor
private enum ScenePasteboards {
    struct Entry {
        weak var scene: UIWindowScene?
        let pasteboard: UIPasteboard
    }
    static var entries: [Entry] = []
}
