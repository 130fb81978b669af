import OpenCollectionView
import OpenCollectionViewWeb

// `swift run Gallery` serves every demo screen at http://127.0.0.1:8080 (`--host`, `--port` to change);
// `swift run Gallery --export DIR` writes an SVG and a PNG of every screen instead.
let arguments = Array(CommandLine.arguments.dropFirst())

func value(after flag: String) -> String? {
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
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
let host = WebHost(screens: screens, host: value(after: "--host") ?? "127.0.0.1", port: port)
Task {
    do {
        try await host.run()
    } catch {
        fail("\(error)")
    }
}
FileHandle.standardOutput.write(Data("Gallery: serving \(screens.count) screens at \(host.url)\n".utf8))
RunLoop.main.run()
