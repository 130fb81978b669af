import OpenCollectionViewTesting
import XCTest

/// The strategies and helpers from XCTest, as teams with XCTest suites call them. (XCTest on Linux runs only
/// nonisolated test methods; the test hops to the main actor, where views live.)
final class XCTestUsageTests: XCTestCase {
    func testSnapshotsAndHelpersFromXCTest() async throws {
        try await MainActor.run { try Self.snapshotsAndHelpers() }
    }

    @MainActor
    private static func snapshotsAndHelpers() throws {
        let screen = UIViewController()
        var taps = 0
        let button = UIButton(primaryAction: UIAction(title: "Go") { _ in taps += 1 })
        button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        button.accessibilityIdentifier = "go"
        screen.view.addSubview(button)
        let host = HeadlessHost.showing(screen, size: CGSize(width: 320, height: 200))
        try host.tap(accessibilityIdentifier: "go")
        XCTAssertEqual(taps, 1)
        assertSnapshot(of: makeCard(), as: .hierarchy)
        XCTAssertThrowsError(try host.tap(accessibilityIdentifier: "stop"))
    }
}
