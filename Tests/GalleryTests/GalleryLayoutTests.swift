import OpenCollectionView
import Testing

@testable import Gallery

/// Every Gallery screen lays itself out for the window it is shown in, and again when the window is resized, as a
/// UIKit screen does in `viewDidLayoutSubviews` and its layouts' bounds-change invalidation.
@MainActor
struct GalleryLayoutTests {
    /// What draws past the window's right or bottom edge (or before its left edge), described for a failure message.
    private func overflow(in host: HeadlessHost) -> [String] {
        let bounds = host.window.bounds
        return host.window.drawnDescendants().compactMap { view, frame in
            let outside =
                frame.maxX > bounds.maxX + 0.5 || frame.minX < bounds.minX - 0.5 || frame.maxY > bounds.maxY + 0.5
            return outside ? "\(type(of: view)) \(view.accessibilityIdentifier ?? "") at \(frame)" : nil
        }
    }

    @Test func everyScreenFitsEverySizeAndEveryResize() {
        for slug in GalleryScreen.all.map(\.slug) {
            checkSizes(of: slug)
        }
    }

    private func checkSizes(of slug: String) {
        for start in [phone, tablet, laptop] {
            let host = HeadlessHost.gallery(slug, size: start)
            #expect(overflow(in: host) == [], "\(slug) shown at \(start)")
            for size in [phone, tablet, laptop] where size != start {
                host.resize(to: size)
                host.advance(by: 1)
                #expect(overflow(in: host) == [], "\(slug) resized from \(start) to \(size)")
            }
        }
    }

    /// The carousel and both rows of the circle screen show whole at 1024 × 768; at 390 wide the circle and its Add
    /// button show too.
    @Test func customLayoutsShowEveryPart() throws {
        for size in [tablet, phone, laptop] {
            let host = HeadlessHost.gallery("custom-layouts", size: size)
            for part in ["waterfall", "circle", "circle-add", "carousel", "carousel-rotary", "carousel-coverFlow"] {
                let frame = try #require(host.view(part)?.convert(host.view(part)!.bounds, to: nil))
                #expect(host.window.bounds.contains(frame), "\(part) at \(size): \(frame)")
            }
        }
    }

    /// The mode buttons show which carousel style is on: the selected one draws UIKit's selected look.
    @Test func theCarouselModeButtonsShowTheModeThatIsOn() throws {
        let host = HeadlessHost.gallery("custom-layouts", size: phone)
        let coverFlow = try #require(host.view("carousel-coverFlow") as? UIButton)
        let rotary = try #require(host.view("carousel-rotary") as? UIButton)
        #expect(coverFlow.isSelected && !rotary.isSelected)
        host.tap(at: try #require(host.centre(of: "carousel-rotary")))
        host.advance(by: 1)
        #expect(rotary.isSelected && !coverFlow.isSelected)
    }
}
