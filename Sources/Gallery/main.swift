import OpenCollectionView
import OpenCollectionViewWeb

// `swift run Gallery` serves every demo screen at http://127.0.0.1:8080 (`--host`, `--port` to change;
// `--allow-host NAME`, repeatable, to answer to another host name; `--max-tabs N` and `--max-tabs-per-client N`
// for the tab limits); `swift run Gallery --export DIR` writes an SVG and a PNG of every screen instead.
let arguments = Array(CommandLine.arguments.dropFirst())

func value(after flag: String) -> String? {
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

func values(after flag: String) -> [String] {
    arguments.indices.filter { arguments[$0] == flag && $0 + 1 < arguments.count }.map { arguments[$0 + 1] }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("Gallery: \(message)\n".utf8))
    exit(1)
}

if let directory = value(after: "--export") {
    do {
        try MainActor.assumeIsolated { try GalleryExporter.export(to: URL(fileURLWithPath: directory)) }
    } catch {
        fail("export failed: \(error)")
    }
    exit(0)
}

let portText = value(after: "--port") ?? "8080"
guard let port = UInt16(portText) else { fail("--port \(portText) is not a port number") }
let screens = MainActor.assumeIsolated {
    GalleryScreen.all.map { WebScreen(slug: $0.slug, title: $0.title, makeViewController: $0.makeViewController) }
}
func count(after flag: String, default fallback: Int) -> Int {
    guard let text = value(after: flag) else { return fallback }
    guard let number = Int(text), number > 0 else { fail("\(flag) \(text) is not a positive number") }
    return number
}
let host = WebHost(
    screens: screens, host: value(after: "--host") ?? "127.0.0.1", port: port,
    maximumTabs: count(after: "--max-tabs", default: 64),
    maximumTabsPerClient: count(after: "--max-tabs-per-client", default: 32),
    allowedHosts: values(after: "--allow-host"))
Task {
    do {
        try await host.run()
    } catch {
        fail("\(error)")
    }
}
FileHandle.standardOutput.write(Data("Gallery: serving \(screens.count) screens at \(host.url)\n".utf8))
RunLoop.main.run()
