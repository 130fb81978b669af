import OpenCollectionView
import Testing

@testable import Gallery

/// The settings list's appearance row: a segmented control that sets the window's `overrideUserInterfaceStyle`
/// (Light, Dark, Auto), so the whole screen redraws in that appearance, as a settings screen in a UIKit app does.
@MainActor
struct SettingsScreenTests {
    @Test func theAppearanceSegmentsSwitchTheWindowToDarkAndBack() throws {
        let host = HeadlessHost.gallery("lists-settings", size: phone)
        let control = try #require(host.view("appearance-control") as? UISegmentedControl)
        let frame = control.convert(control.bounds, to: nil)
        #expect(host.window.bounds.contains(frame))
        #expect(control.selectedSegmentIndex == 2)
        // The middle segment is "Dark".
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        host.advance(by: 1)
        #expect(control.selectedSegmentIndex == 1)
        #expect(host.window.overrideUserInterfaceStyle == .dark)
        #expect(control.traitCollection.userInterfaceStyle == .dark)
        host.tap(at: CGPoint(x: frame.minX + frame.width / 6, y: frame.midY))
        host.advance(by: 1)
        #expect(host.window.overrideUserInterfaceStyle == .light)
    }
}
