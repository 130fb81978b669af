import Foundation
import OpenCollectionView
import Testing

@testable import Gallery
@testable import OpenCollectionViewWeb

/// A transport that only counts what the tab sends.
private final class CountingTransport: TabTransport, @unchecked Sendable {
    var frames = 0
    func send(frame: String) { frames += 1 }
    func close(code: UInt16, reason: String) {}
}

/// A closed browser tab leaves nothing behind: the server runs for weeks and opens a window for each tab, so a
/// window, view controller or session kept alive by a cycle (a closure capturing its owner, a timer, a delegate held
/// strongly) would grow its memory with every visit.
@MainActor
struct TabReleaseTests {
    @Test func everyScreensWindowControllerAndSessionAreReleasedWhenItsTabCloses() {
        var kept: [String] = []
        for screen in GalleryScreen.all {
            weak var window: UIWindow?
            weak var controller: UIViewController?
            weak var session: HostSession?
            let transport = CountingTransport()
            do {
                let tab = BrowserTab(
                    screen: WebScreen(
                        slug: screen.slug, title: screen.title, makeViewController: screen.makeViewController),
                    transport: transport)
                // As the socket does: a frame is sent, then written, before the next.
                tab.receive(.resize(phone))
                tab.sendFrame()
                tab.frameWasSent()
                tab.receive(.resize(laptop))
                tab.sendFrame()
                tab.frameWasSent()
                window = tab.session?.window
                controller = tab.session?.window.rootViewController
                session = tab.session
                tab.close()
            }
            #expect(transport.frames >= 2, "\(screen.slug) drew")
            if window != nil || controller != nil || session != nil {
                kept.append(
                    "\(screen.slug): window \(window != nil), controller \(controller != nil), session \(session != nil)"
                )
            }
        }
        #expect(kept.isEmpty)
    }
}
