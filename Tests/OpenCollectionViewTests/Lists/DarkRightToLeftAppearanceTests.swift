// Host-driven: switches the scene's appearance and layout direction and reads the render tree through the headless
// host, so it does not compile against UIKit (see docs/Testing.md).
import Foundation
import Testing

@testable import OpenCollectionView

/// Dark appearance with a right-to-left layout, as UIKit draws it.
///
/// Sources: Apple's Human Interface Guidelines, Right to left ("flip controls that show progress from one value to
/// another … like sliders", and reverse chevrons that point forward); UIKit's `UICellAccessory.disclosureIndicator()`
/// and a collapsed `outlineDisclosure()` are the `chevron.forward` symbol, mirrored under a `.rightToLeft`
/// `effectiveUserInterfaceLayoutDirection`, and the disclosure indicator is tinted `.tertiaryLabel` (observed on
/// iOS 17), whose dark value is (235, 235, 245, 0.3) (HIG, Color → Specifications); an expanded outline disclosure
/// points down. `UISlider` under a right-to-left `semanticContentAttribute` or trait layout direction puts its
/// minimum end on the right, and its value grows leftwards.
@MainActor
struct DarkRightToLeftAppearanceTests {
    // MARK: Chevrons

    /// The SVG the accessory of `cell` draws its glyph with.
    private func accessoryDrawing(_ cell: UICollectionViewListCell, in host: HeadlessHost) throws -> String {
        let accessory = try #require(cell.subviews.first { $0 is UIControl })
        let imageView = try #require(accessory.subviews.compactMap { $0 as? UIImageView }.first)
        let node = try #require(host.renderTree().node(id: imageView.renderID))
        guard case .image(let image) = node.content else {
            Issue.record("the accessory draws no image")
            return ""
        }
        let base64 = image.source.split(separator: ",").last.map(String.init) ?? ""
        return try #require(Data(base64Encoded: base64).flatMap { String(data: $0, encoding: .utf8) })
    }

    /// The value of the first `name="…"` attribute in `svg`.
    private func attribute(_ name: String, in svg: String) -> String? {
        guard let start = svg.range(of: " \(name)=\"") else { return nil }
        let rest = svg[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    /// The points of the first path in `svg` (its moves and lines).
    private func points(in svg: String) -> [CGPoint] {
        let numbers = (attribute("d", in: svg) ?? "")
            .split { $0 == " " || $0 == "M" || $0 == "L" }
            .compactMap { Double($0) }
        return stride(from: 0, to: numbers.count - 1, by: 2).map { CGPoint(x: numbers[$0], y: numbers[$0 + 1]) }
    }

    /// Which way a three-point chevron points: to the side (or down) its middle point sticks out.
    private enum Pointing { case left, right, down, other }

    private func pointing(_ svg: String) -> Pointing {
        let p = points(in: svg)
        guard p.count == 3 else { return .other }
        if p[1].x < p[0].x, p[1].x < p[2].x { return .left }
        if p[1].x > p[0].x, p[1].x > p[2].x { return .right }
        if p[1].y > p[0].y, p[1].y > p[2].y { return .down }
        return .other
    }

    @Test func disclosureIndicatorMirrorsAndTurnsLightWhenTheSceneGoesDarkAndRightToLeft() throws {
        let client = ListClient(UICollectionLayoutListConfiguration(appearance: .insetGrouped)) { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let cell = try #require(client.cell(0))
        let light = try accessoryDrawing(cell, in: client.host)
        // Light, left to right: `.tertiaryLabel` (60, 60, 67, 0.3), pointing right.
        #expect(attribute("stroke", in: light) == "rgba(60,60,67,0.3)")
        #expect(pointing(light) == .right)

        client.host.setUserInterfaceStyle(.dark)
        client.host.setLayoutDirection(.rightToLeft)
        client.settle()
        let dark = try accessoryDrawing(cell, in: client.host)
        // Dark `.tertiaryLabel` is (235, 235, 245, 0.3): a light grey on the dark cell, not the light grey-blue.
        #expect(attribute("stroke", in: dark) == "rgba(235,235,245,0.3)")
        #expect(pointing(dark) == .left)
        // The indicator sits at the trailing (left) edge of the row, 16 points in from the inset cell's edge.
        let accessory = try #require(cell.subviews.first { $0 is UIControl })
        #expect(accessory.frame.midX < cell.bounds.midX)
    }

    @Test func cellsMadeInADarkRightToLeftSceneDrawTheMirroredLightChevron() throws {
        let client = ListClient(UICollectionLayoutListConfiguration(appearance: .plain), sections: [[]]) {
            cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        client.host.setUserInterfaceStyle(.dark)
        client.host.setLayoutDirection(.rightToLeft)
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["A", "B"])
        client.dataSource.apply(snapshot, animatingDifferences: false)
        client.settle()
        let drawing = try accessoryDrawing(try #require(client.cell(1)), in: client.host)
        #expect(attribute("stroke", in: drawing) == "rgba(235,235,245,0.3)")
        #expect(pointing(drawing) == .left)
    }

    @Test func outlineDisclosurePointsForwardMirroredWhenCollapsedAndDownWhenExpanded() throws {
        let client = ListClient(UICollectionLayoutListConfiguration(appearance: .plain), sections: [[]]) {
            cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = item.count == 1 ? [.outlineDisclosure()] : []
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["P", "Q"])
        outline.append(["P1"], to: "P")
        outline.append(["Q1"], to: "Q")
        outline.expand(["P"])
        client.dataSource.apply(outline, to: 0, animatingDifferences: false)
        client.settle()
        client.host.setUserInterfaceStyle(.dark)
        client.host.setLayoutDirection(.rightToLeft)
        client.settle()
        // Rows: P (expanded), P1, Q (collapsed).
        let expanded = try accessoryDrawing(try #require(client.cell(0)), in: client.host)
        let collapsed = try accessoryDrawing(try #require(client.cell(2)), in: client.host)
        #expect(pointing(expanded) == .down)
        #expect(pointing(collapsed) == .left)
        // A light colour on the dark row (the dark `.secondaryLabel`, (235, 235, 245, 0.6)).
        #expect(attribute("stroke", in: collapsed) == "rgba(235,235,245,0.6)")

        client.host.setLayoutDirection(.leftToRight)
        client.settle()
        #expect(pointing(try accessoryDrawing(try #require(client.cell(2)), in: client.host)) == .right)
    }

    // MARK: Slider

    private static let minimumTint = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    private static let maximumTint = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    private static let thumbTint = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// A 228-point slider at (20, 100) with its parts told apart by their tints.
    private func slider() -> UISlider {
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 228, height: 31))
        slider.minimumTrackTintColor = Self.minimumTint
        slider.maximumTrackTintColor = Self.maximumTint
        slider.thumbTintColor = Self.thumbTint
        return slider
    }

    /// The slider's part drawn in `tint`.
    private func part(of slider: UISlider, tinted tint: UIColor) throws -> UIView {
        try #require(slider.subviews.first { $0.backgroundColor?.cgColor == tint.cgColor })
    }

    @Test func aRightToLeftSliderPutsItsMinimumEndOnTheRight() throws {
        let slider = slider()
        let host: HeadlessHost = hostedInWindow(slider, size: CGSize(width: 390, height: 844))
        host.setLayoutDirection(.rightToLeft)
        slider.value = 0.25
        host.layout()
        // The thumb's centre travels 228 − 28 = 200 points from the right end: a quarter is 50 points in, so the
        // thumb spans 150 … 178 and its centre is at 164.
        let thumb = try part(of: slider, tinted: Self.thumbTint)
        #expect(thumb.frame == CGRect(x: 150, y: 1.5, width: 28, height: 28))
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.25) == thumb.frame)
        // The minimum track runs from the thumb to the right end, the maximum track from the left end to the thumb.
        #expect(try part(of: slider, tinted: Self.minimumTint).frame == CGRect(x: 164, y: 13.5, width: 64, height: 4))
        #expect(try part(of: slider, tinted: Self.maximumTint).frame == CGRect(x: 0, y: 13.5, width: 164, height: 4))
    }

    @Test func aRightToLeftSliderGrowsAsItsThumbIsDraggedLeft() {
        let slider = slider()
        let host: HeadlessHost = hostedInWindow(slider, size: CGSize(width: 390, height: 844))
        host.setLayoutDirection(.rightToLeft)
        host.layout()
        // At 0 the thumb's centre is 14 points in from the right end: 20 + 228 − 14 = 234 in the window.
        host.drag(from: CGPoint(x: 234, y: 115), to: CGPoint(x: 134, y: 115), duration: 0.2)
        #expect(abs(slider.value - 0.5) < 0.001)
        host.drag(from: CGPoint(x: 134, y: 115), to: CGPoint(x: 10, y: 115), duration: 0.2)
        #expect(slider.value == 1)
    }

    @Test func aForcedRightToLeftSliderMirrorsInALeftToRightScene() throws {
        let slider = slider()
        slider.semanticContentAttribute = .forceRightToLeft
        let host: HeadlessHost = hostedInWindow(slider, size: CGSize(width: 390, height: 844))
        host.layout()
        // Value 0: the thumb rests at the right end, and the minimum track is empty there.
        #expect(try part(of: slider, tinted: Self.thumbTint).frame.maxX == 228)
        #expect(try part(of: slider, tinted: Self.minimumTint).frame == CGRect(x: 214, y: 13.5, width: 14, height: 4))
    }

    // MARK: Switch

    @Test func aSwitchMirrorsInARightToLeftLayout() throws {
        // Apple's "Supporting Right-to-Left Languages": UIKit controls appear flipped when the app links against iOS 9
        // and later; the HIG's right-to-left controls: a switch shows its state on one side and flips with the
        // language. Off, the thumb rests at the right end; on, at the left; a drag to the left turns it on.
        let toggle = UISwitch(frame: CGRect(x: 20, y: 100, width: 51, height: 31))
        toggle.semanticContentAttribute = .forceRightToLeft
        let host: HeadlessHost = hostedInWindow(toggle, size: CGSize(width: 390, height: 844))
        host.layout()
        func thumb() throws -> CGRect {
            try #require(toggle.subviews.first { $0.bounds.width == 27 }).frame
        }
        #expect(try thumb().minX == 22)
        toggle.setOn(true, animated: false)
        #expect(try thumb().minX == 2)
        toggle.setOn(false, animated: false)
        host.drag(from: CGPoint(x: 60, y: 115), to: CGPoint(x: 25, y: 115))
        #expect(toggle.isOn)
    }
}
