import Foundation
import OpenCollectionView
import Testing

@testable import OpenCollectionViewWeb

/// When a tab looks at its window without being told (docs/WebHost.md, "What a frame costs"): every display tick
/// while something animates, but not while the clock only has a timer waiting.
@MainActor
struct ClockPollingTests {
    private final class ScrollingController: UIViewController {
        let scrollView = UIScrollView()
        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
            scrollView.contentSize = CGSize(width: 200, height: 3000)
            view.addSubview(scrollView)
        }
    }

    @Test func aWheelStepIsNotFollowedByAPollEveryTickWhileTheIndicatorWaitsToFade() throws {
        let transport = RecordingTransport()
        let controller = ScrollingController()
        // A virtual clock: its time does not move while the test runs, so the wait measured is the timer's.
        let tab = BrowserTab(
            screen: WebScreen(slug: "s", title: "S") { controller }, transport: transport, clockMode: .virtual)
        tab.receive([try ClientMessage.decode(#"{"t":"resize","w":200,"h":300}"#)])
        tab.sendFrame()
        tab.frameWasSent()
        tab.receive([try ClientMessage.decode(#"{"t":"wheel","x":100,"y":100,"dx":0,"dy":40}"#)])
        #expect(controller.scrollView.contentOffset.y == 40)
        tab.frameWasSent()
        // UIKit's scroll indicator shows while the wheel scrolls and fades out half a second after it stopped
        // (`ScrollIndicators.hideDelay`). Until that timer fires nothing on screen changes: the tab's next look is
        // a frame after it, not at the next display tick.
        #expect(tab.frameScheduled)
        let wait = tab.scheduledDeadline - ProcessInfo.processInfo.systemUptime
        #expect(wait > 0.1, "the next look waits for the timer (\(wait) s), it does not poll every tick")
        tab.close()
    }
}
