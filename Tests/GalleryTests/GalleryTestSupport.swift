import OpenCollectionView
import Testing

@testable import Gallery

/// The window sizes the Gallery is checked at: a phone, an iPad in landscape and a laptop browser window.
let phone = CGSize(width: 390, height: 844)
let tablet = CGSize(width: 1024, height: 768)
let laptop = CGSize(width: 1280, height: 800)

extension HeadlessHost {
    /// Shows the Gallery screen `slug` in a window of `size`, laid out and settled.
    @MainActor
    static func gallery(_ slug: String, size: CGSize) -> HeadlessHost {
        let screen = GalleryScreen.all.first { $0.slug == slug }!
        let host = HeadlessHost(rootViewController: screen.makeViewController(), size: size)
        host.advance(by: 0.5)
        return host
    }

    /// Moves a finger that is down from `start` to `end` in 20 steps, one display frame each.
    @MainActor
    func slide(_ finger: Int, from start: CGPoint, to end: CGPoint) {
        for step in 1...20 {
            let fraction = CGFloat(step) / 20
            touchMove(
                finger,
                to: CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction))
            advance(by: AnimationClock.frameDuration)
        }
    }

    /// The visible view with `identifier` (as the browser sees it, `data-a`), if any.
    @MainActor
    func view(_ identifier: String) -> UIView? { window.descendant(identifier) }

    /// The middle of the view with `identifier`, in window coordinates.
    @MainActor
    func centre(of identifier: String) -> CGPoint? {
        guard let view = view(identifier) else { return nil }
        return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    /// The part of the view with `identifier` that shows (clipped by its clipping ancestors), in window coordinates.
    @MainActor
    func visibleFrame(of identifier: String) -> CGRect? {
        view(identifier).map { $0.visibleFrameInWindow }
    }
}

extension UIView {
    /// The first visible descendant (or self) with `identifier`.
    @MainActor
    func descendant(_ identifier: String) -> UIView? {
        guard !isHidden else { return nil }
        if accessibilityIdentifier == identifier { return self }
        for subview in subviews { if let found = subview.descendant(identifier) { return found } }
        return nil
    }

    /// The view's frame in window coordinates, cut by every ancestor that clips to its bounds.
    @MainActor
    var visibleFrameInWindow: CGRect {
        var visible = convert(bounds, to: nil)
        var ancestor = superview
        while let current = ancestor {
            if current.clipsToBounds { visible = visible.intersection(current.convert(current.bounds, to: nil)) }
            ancestor = current.superview
        }
        return visible
    }

    /// Every visible view below this one that draws something of its own, with what shows of it in window
    /// coordinates.
    @MainActor
    func drawnDescendants() -> [(view: UIView, frame: CGRect)] {
        var result: [(UIView, CGRect)] = []
        for subview in subviews where !subview.isHidden && subview.alpha > 0 {
            let frame = subview.visibleFrameInWindow
            let draws = subview.backgroundColor != nil || subview is UILabel || subview is UIImageView
            if draws, !frame.isEmpty { result.append((subview, frame)) }
            result += subview.drawnDescendants()
        }
        return result
    }
}

/// Tests of the Gallery's app screen: its split view controller, and a tap on a row of its index.
@MainActor
protocol GalleryAppTesting {}

extension GalleryAppTesting {
    /// The app screen's split view controller.
    func app(_ host: HeadlessHost) throws -> GalleryAppViewController {
        try #require(host.window.rootViewController as? GalleryAppViewController)
    }

    /// Taps the row of `slug` in the index, scrolling it into view first.
    func tapRow(_ slug: String, in host: HeadlessHost) throws {
        let index = try #require(host.view("gallery-index") as? UICollectionView)
        let screens = GalleryScreen.all.map(\.slug).filter { $0 != "app" }
        let row = try #require(screens.firstIndex(of: slug))
        index.scrollToItem(at: IndexPath(item: row, section: 0), at: .centeredVertically, animated: false)
        host.layout()
        host.tap(at: try #require(host.centre(of: "gallery-row-\(slug)")))
        host.advance(by: 1)
    }
}
