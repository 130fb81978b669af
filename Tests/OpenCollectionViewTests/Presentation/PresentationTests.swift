// Host-driven: drives time and touches through OpenCollectionView's own API, so it does not compile against UIKit
// (see docs/Testing.md).
import OpenCollectionView
import Testing

/// A controller that records its appearance callbacks.
@MainActor
final class AppearanceLogger: UIViewController {
    let name: String
    var sink: EventSink?

    init(_ name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewWillAppear(_ animated: Bool) { record("\(name) willAppear") }
    override func viewDidAppear(_ animated: Bool) { record("\(name) didAppear") }
    override func viewWillDisappear(_ animated: Bool) { record("\(name) willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { record("\(name) didDisappear") }

    private func record(_ entry: String) { sink?.entries.append(entry) }
}

/// A shared event log.
@MainActor
final class EventSink {
    var entries: [String] = []
}

@MainActor
struct PresentationTests {
    func setUp() -> (AppearanceLogger, HeadlessHost, EventSink) {
        let sink = EventSink()
        let root = AppearanceLogger("root")
        root.sink = sink
        let host = HeadlessHost(rootViewController: root, size: CGSize(width: 390, height: 844))
        host.layout()
        sink.entries.removeAll()
        return (root, host, sink)
    }

    @Test func fullScreenPresentationCoversTheWindowAndHidesThePresenter() {
        let (root, host, sink) = setUp()
        let presented = AppearanceLogger("modal")
        presented.sink = sink
        presented.modalPresentationStyle = .fullScreen
        var completed = false
        root.present(presented, animated: true) { completed = true }
        #expect(root.presentedViewController === presented)
        #expect(presented.presentingViewController === root)
        #expect(presented.isBeingPresented)
        #expect(!completed)
        host.advance(by: 1)
        #expect(completed)
        #expect(!presented.isBeingPresented)
        #expect(presented.view.convert(presented.view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 390, height: 844))
        // UIKit's order: the presenter hears it will disappear, the presented that it will appear; then the
        // presented did appear and the presenter did disappear (its view leaves the window).
        #expect(sink.entries == ["root willDisappear", "modal willAppear", "modal didAppear", "root didDisappear"])
        #expect(root.view.window == nil)
        sink.entries.removeAll()
        presented.dismiss(animated: true)
        host.advance(by: 1)
        #expect(sink.entries == ["modal willDisappear", "root willAppear", "modal didDisappear", "root didAppear"])
        #expect(root.presentedViewController == nil)
        #expect(presented.presentingViewController == nil)
        #expect(root.view.window != nil)
        #expect(presented.view.window == nil)
    }

    @Test func automaticIsAPageSheetBelowTheStatusBarThatKeepsThePresenter() {
        let (root, host, sink) = setUp()
        host.resize(
            to: CGSize(width: 390, height: 844), safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        host.layout()
        let presented = AppearanceLogger("sheet")
        presented.sink = sink
        #expect(presented.modalPresentationStyle == .automatic)
        root.present(presented, animated: false)
        host.layout()
        // UIKit (iOS 13 and later): a sheet on compact width starts 10 points under the top safe area inset and
        // reaches the bottom; the presenter stays in the window and gets no disappearance callbacks.
        #expect(presented.view.convert(presented.view.bounds, to: nil) == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(sink.entries == ["sheet willAppear", "sheet didAppear"])
        #expect(root.view.window != nil)
        #expect(presented.view.layer.cornerRadius == 10)
    }

    @Test func overFullScreenKeepsThePresenterBeneath() {
        let (root, host, _) = setUp()
        let presented = UIViewController()
        presented.modalPresentationStyle = .overFullScreen
        root.present(presented, animated: true)
        host.advance(by: 1)
        #expect(root.view.window != nil)
        #expect(presented.view.convert(presented.view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func presentingTwiceFromTheSameControllerIsRefused() {
        let (root, host, _) = setUp()
        let first = UIViewController()
        root.present(first, animated: false)
        host.layout()
        let (_, diagnostics) = OpenCollectionViewDiagnostics.collect {
            root.present(UIViewController(), animated: false)
        }
        #expect(root.presentedViewController === first)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("which is already presenting") == true)
    }

    @Test func aControllerPresentedFromAPresentedControllerStacksAndDismissesWithIt() {
        let (root, host, _) = setUp()
        let sheet = UIViewController()
        root.present(sheet, animated: false)
        let top = UIViewController()
        sheet.present(top, animated: false)
        host.layout()
        #expect(top.presentingViewController === sheet)
        #expect(root.presentedViewController === sheet)
        root.dismiss(animated: false)
        host.layout()
        #expect(root.presentedViewController == nil)
        #expect(sheet.presentedViewController == nil)
        #expect(top.view.window == nil)
        #expect(sheet.view.window == nil)
    }
}
