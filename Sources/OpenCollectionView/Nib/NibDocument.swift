import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// One element of an Interface Builder document (`.xib`): its name, attributes, children in document order and the
/// line it starts on (for diagnostics).
final class NibElement: Sendable {
    let name: String
    let attributes: [String: String]
    let line: Int
    /// Set once while parsing, then read only.
    nonisolated(unsafe) private(set) var children: [NibElement] = []
    /// The character content (`<string key="text">…</string>`).
    nonisolated(unsafe) fileprivate(set) var text = ""

    init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    fileprivate func append(_ child: NibElement) { children.append(child) }

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first child named `name`, with `key="…"` when `key` is given.
    func child(_ name: String, key: String? = nil) -> NibElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The first child with `key="…"`, whatever its name.
    func child(key: String) -> NibElement? { children.first { $0["key"] == key } }

    /// The children of the child named `name` (`subviews`, `constraints`, `connections` …).
    func children(of name: String) -> [NibElement] { child(name)?.children ?? [] }

    /// `YES`/`NO` attributes.
    func bool(_ attribute: String) -> Bool? { attributes[attribute].map { $0 == "YES" } }

    /// Numeric attributes.
    func number(_ attribute: String) -> CGFloat? { attributes[attribute].flatMap(Double.init).map { CGFloat($0) } }

    /// `<label id="…">` with the attributes that name it, for diagnostics.
    var summary: String {
        var text = "<\(name)"
        for key in ["key", "id", "customClass", "property", "selector", "keyPath"] {
            if let value = attributes[key] { text += " \(key)=\"\(value)\"" }
        }
        return text + "> (line \(line))"
    }
}

/// A parsed `.xib`: the root `document` element, the `objects` it lists and its named system colours.
struct NibDocument: Sendable {
    let root: NibElement
    /// The children of `<objects>`: placeholders and top-level objects, in document order.
    var objects: [NibElement] { root.children(of: "objects") }
    /// `<resources><systemColor name="…">` fallbacks: system colours IB writes with their light-mode values.
    var systemColors: [String: NibElement] {
        var colors: [String: NibElement] = [:]
        for resource in root.children(of: "resources") where resource.name == "systemColor" {
            if let name = resource["name"], let color = resource.child("color") { colors[name] = color }
        }
        return colors
    }

    /// Parses `data` with Foundation's `XMLParser`; returns the error text and line when the XML is malformed or the
    /// root is not an Interface Builder `document`.
    static func parse(_ data: Data) -> Result<NibDocument, NibParseError> {
        let builder = TreeBuilder()
        let parser = XMLParser(data: data)
        parser.delegate = builder
        let parsed = parser.parse()
        if let error = builder.error { return .failure(error) }
        if let open = builder.unclosed {
            return .failure(NibParseError(message: "<\(open.name)> is never closed", line: open.line))
        }
        guard parsed, let root = builder.root else {
            let message = parser.parserError.map { "\($0.localizedDescription)" } ?? "no document element"
            return .failure(NibParseError(message: message, line: parser.lineNumber))
        }
        guard root.name == "document" else {
            return .failure(
                NibParseError(message: "the root element is <\(root.name)>, not <document>", line: root.line))
        }
        return .success(NibDocument(root: root))
    }
}

/// Why a `.xib` could not be parsed.
struct NibParseError: Error, Sendable {
    var message: String
    var line: Int
}

/// Builds the element tree from the parser's events.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    var root: NibElement?
    private var stack: [NibElement] = []
    /// The outermost element still open when the parser stopped.
    var unclosed: NibElement? { stack.first }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let element = NibElement(name: elementName, attributes: attributes, line: parser.lineNumber)
        if let parent = stack.last { parent.append(element) } else if root == nil { root = element }
        stack.append(element)
    }

    /// The first error: the parser's, or an end tag that does not close the open element (which the parser can
    /// let through when it recovers).
    var error: NibParseError?

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if let open = stack.popLast(), open.name != elementName, error == nil {
            error = NibParseError(
                message: "</\(elementName)> closes <\(open.name)> opened at line \(open.line)", line: parser.lineNumber)
            parser.abortParsing()
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if error == nil {
            error = NibParseError(message: parseError.localizedDescription, line: parser.lineNumber)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { stack.last?.text += string }
}
