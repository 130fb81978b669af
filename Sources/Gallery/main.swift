import OpenCollectionView

// `swift run Gallery --export DIR` writes a picture of every demo screen. The live browser app (the web host)
// arrives with its own issue; until then, exporting is what the Gallery does.
let arguments = CommandLine.arguments.dropFirst()
let directory: String
if let flag = arguments.firstIndex(of: "--export"), arguments.index(after: flag) < arguments.endIndex {
    directory = arguments[arguments.index(after: flag)]
} else {
    directory = "gallery-export"
    print("usage: swift run Gallery --export DIR  (exporting to ./\(directory))")
}
do {
    try MainActor.assumeIsolated { try GalleryExporter.export(to: URL(fileURLWithPath: directory)) }
} catch {
    FileHandle.standardError.write(Data("Gallery: export failed: \(error)\n".utf8))
    exit(1)
}
