/// An Interface Builder document in memory, instantiated as many times as needed (UIKit's `UINib`).
///
/// UIKit loads compiled `.nib` archives that Xcode makes from `.xib` files; here the nib is the `.xib` XML itself,
/// read and parsed at run time (once per `UINib`, on first use) — ship `.xib` files as resources (SwiftPM:
/// `resources: [.copy("Cells")]`, then `UINib(nibName: "NameCell", bundle: .module)`). Custom classes, outlets,
/// actions and runtime attributes need a registration or a conformance, since there is no Objective-C runtime (see
/// `UINibOutletReceiving`, `UINibActionReceiving`, `UINibKeyValueCoding` and `register(_:)`). Problems are reported
/// through `OpenCollectionViewDiagnostics` (kind `.invalidNib`), naming the file and the element, and what loaded is
/// still returned.
@preconcurrency @MainActor
open class UINib: NSObject {
    /// Keys of `instantiate(withOwner:options:)`'s options.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `[String: Any]` of the objects that stand for the nib's external-object placeholders, by identifier.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    private enum Source {
        case file(name: String, bundle: Bundle)
        case data(Data)
    }

    private let source: Source
    private let bundle: Bundle?
    private var document: NibDocument?
    private var loadFailed = false

    /// A nib for the file `name.xib` of `bundleOrNil` (the main bundle when `nil`), searched in the bundle's
    /// resource folder and its subfolders. A missing file is reported when the nib is instantiated.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        let bundle = bundleOrNil ?? .main
        source = .file(name: name, bundle: bundle)
        self.bundle = bundle
        super.init()
    }

    /// A nib for the `.xib` XML in `data`; `bundleOrNil` is searched for the images it names.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        source = .data(data)
        bundle = bundleOrNil
        super.init()
    }

    /// Makes the nib's objects — views with their properties, subviews and constraints, runtime attributes set,
    /// outlets and actions connected, each sent `awakeFromNib()` — and returns the top-level objects in document
    /// order (the File's Owner and other placeholders excluded). `ownerOrNil` stands for the File's Owner.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        guard let document = loadDocument() else { return [] }
        let loader = NibLoader(document: document, diagnostics: diagnostics, bundle: bundle)
        let external = optionsOrNil?[.externalObjects] as? [String: Any] ?? [:]
        return loader.instantiate(document, owner: ownerOrNil, externalObjects: external)
    }

    /// Makes the instances of `customClass="…"` in nibs of `viewClass` (matched by its name, or module and name).
    /// Without an Objective-C runtime a class cannot be found by name, so each custom view class a nib names is
    /// registered once before the nib is instantiated; instances are made with `init?(coder:)`, as UIKit makes them.
    public static func register(_ viewClass: UIView.Type) { NibClassRegistry.register(viewClass) }

    /// The name diagnostics use for this nib.
    var fileName: String {
        switch source {
        case .file(let name, _): name.hasSuffix(".xib") ? name : "\(name).xib"
        case .data: "nib data"
        }
    }

    private var diagnostics: NibDiagnostics { NibDiagnostics(fileName: fileName) }

    /// The parsed document, read on first use and kept; `nil` (reported each time) when it cannot be loaded.
    private func loadDocument() -> NibDocument? {
        if let document { return document }
        let data: Data
        switch source {
        case .data(let bytes):
            data = bytes
        case .file(let name, let bundle):
            guard let url = Self.url(ofNib: name, in: bundle), let contents = try? Data(contentsOf: url) else {
                diagnostics.report(
                    "Could not load NIB in bundle: '\(bundle.bundlePath)' with name '\(name)' (no \(fileName) found)")
                return nil
            }
            data = contents
        }
        switch NibDocument.parse(data) {
        case .success(let parsed):
            document = parsed
            return parsed
        case .failure(let error):
            diagnostics.report("malformed XML at line \(error.line): \(error.message)")
            return nil
        }
    }

    /// `name.xib` in the bundle's resources, at the top or in a subfolder (SwiftPM copies resource folders whole).
    private static func url(ofNib name: String, in bundle: Bundle) -> URL? {
        let base = name.hasSuffix(".xib") ? String(name.dropLast(4)) : name
        if let url = bundle.url(forResource: base, withExtension: "xib") { return url }
        guard let root = bundle.resourceURL else { return nil }
        let direct = root.appendingPathComponent(base + ".xib")
        if FileManager.default.fileExists(atPath: direct.path) { return direct }
        let fileName = (base as NSString).lastPathComponent + ".xib"
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            return nil
        }
        for case let url as URL in enumerator where url.lastPathComponent == fileName {
            if !base.contains("/") || url.path.hasSuffix("/" + base + ".xib") { return url }
        }
        return nil
    }
}

extension Bundle {
    /// Instantiates the nib `name` of this bundle with `owner` as its File's Owner and returns its top-level
    /// objects (UIKit's addition to `Bundle`).
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}
