import ArgumentParser
import Foundation
import Logging
import OpenCollectionView
import OpenCollectionViewWeb

/// `swift run Gallery` serves every demo screen at http://127.0.0.1:8080; `swift run Gallery --export DIR` writes an
/// SVG and a PNG of every screen instead. `--help` lists the options.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "Gallery",
        abstract: "Serves the OpenCollectionView Gallery to browsers, or exports every screen as SVG and PNG.")

    @Option(help: "The address to bind (0.0.0.0 for every interface).")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0: any free port).")
    var port = 8080

    @Option(name: .customLong("allow-host"), help: "Another host name to answer to (repeatable).")
    var allowedHosts: [String] = []

    @Option(name: .customLong("max-tabs"), help: "The most tabs open at once.")
    var maximumTabs = 64

    @Option(name: .customLong("max-tabs-per-client"), help: "The most tabs one client address may hold open.")
    var maximumTabsPerClient = 32

    @Option(
        name: .customLong("trusted-proxy"),
        help: "A proxy address whose X-Forwarded-For names the client (repeatable; e.g. 127.0.0.1 behind nginx).")
    var trustedProxies: [String] = []

    @Flag(name: .customLong("no-compression"), help: "Do not negotiate permessage-deflate with browsers.")
    var withoutCompression = false

    @Option(
        name: .customLong("deflate-window-bits"),
        help: "permessage-deflate's window, 9 to 15 bits (zlib keeps 4 × 2^bits bytes a tab for it).")
    var compressionWindowBits = WebHost.defaultCompressionWindowBits

    @Option(
        name: .customLong("deflate-memory-level"),
        help: "zlib's memory level for frames to browsers, 1 to 9 (2^(level + 9) bytes a tab).")
    var compressionMemoryLevel = WebHost.defaultCompressionMemoryLevel

    @Option(
        name: .customLong("max-input-lag-ms"),
        help: "Refuse new tabs (1013) while input waits longer than this for the main actor, on average (0: never).")
    var maximumInputLagMilliseconds = WebHost.defaultMaximumInputLag * 1000

    @Option(help: "The least severe log level printed: trace, debug, info, notice, warning, error or critical.")
    var logLevel: Logger.Level = .info

    @Option(help: "Write an SVG (and a PNG, with Chromium) of every screen to this folder instead of serving.")
    var export: String?

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port \(port) is not a port number") }
        guard maximumTabs > 0 else { throw ValidationError("--max-tabs \(maximumTabs) is not a positive number") }
        guard (9...15).contains(compressionWindowBits) else {
            throw ValidationError("--deflate-window-bits \(compressionWindowBits) is not between 9 and 15")
        }
        guard (1...9).contains(compressionMemoryLevel) else {
            throw ValidationError("--deflate-memory-level \(compressionMemoryLevel) is not between 1 and 9")
        }
        guard maximumInputLagMilliseconds >= 0, maximumInputLagMilliseconds.isFinite else {
            throw ValidationError("--max-input-lag-ms \(maximumInputLagMilliseconds) is not a number of ms ≥ 0")
        }
        guard maximumTabsPerClient > 0 else {
            throw ValidationError("--max-tabs-per-client \(maximumTabsPerClient) is not a positive number")
        }
    }

    func run() throws {
        if let export {
            try MainActor.assumeIsolated { try GalleryExporter.export(to: URL(fileURLWithPath: export)) }
            return
        }
        let level = logLevel
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        let screens = MainActor.assumeIsolated {
            GalleryScreen.all.map {
                WebScreen(slug: $0.slug, title: $0.title, makeViewController: $0.makeViewController)
            }
        }
        let webHost = WebHost(
            screens: screens, host: host, port: port, maximumTabs: maximumTabs,
            maximumTabsPerClient: maximumTabsPerClient, allowedHosts: allowedHosts, trustedProxies: trustedProxies,
            compression: !withoutCompression, compressionWindowBits: compressionWindowBits,
            compressionMemoryLevel: compressionMemoryLevel, maximumInputLag: maximumInputLagMilliseconds / 1000,
            logger: Logger(label: "Gallery"))
        let count = screens.count
        Task {
            do {
                try await webHost.run { port in
                    FileHandle.standardOutput.write(
                        Data("Gallery: serving \(count) screens at http://\(webHost.host):\(port)/\n".utf8))
                }
                Foundation.exit(0)
            } catch {
                FileHandle.standardError.write(Data("Gallery: \(error)\n".utf8))
                Foundation.exit(1)
            }
        }
        RunLoop.main.run()
    }
}

extension Logger.Level: @retroactive ExpressibleByArgument {}

GalleryCommand.main()
