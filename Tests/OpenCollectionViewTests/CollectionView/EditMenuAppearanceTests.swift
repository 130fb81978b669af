// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

@MainActor
private final class CopyPasteClient: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    { collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }
    func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool {
        true
    }
    func collectionView(
        _ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool { action == .cut || action == .copy || action == .paste }
    func collectionView(
        _ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) {}
}

/// The item edit menu looks like iOS's: a dark rounded bar, white 15-point titles, a separator between neighbouring
/// actions and an arrow pointing at the item, above it when there is room and below it otherwise (Human Interface
/// Guidelines, "Edit menus": the menu appears above or below the selection depending on the space available, with
/// a pointer to the content).
@MainActor
struct EditMenuAppearanceTests {
    private let client = CopyPasteClient()

    private func find(_ identifier: String, in view: UIView) -> UIView? {
        if view.accessibilityIdentifier == identifier { return view }
        for subview in view.subviews { if let found = find(identifier, in: subview) { return found } }
        return nil
    }

    /// A 320 × 480 grid of 100-point items: three to a line, 10 points apart.
    private func showMenu(afterLongPressAt point: CGPoint) -> (menu: UIView?, collectionView: UICollectionView) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = client
        collectionView.delegate = client
        let host = hostedInWindow(collectionView, size: CGSize(width: 320, height: 480))
        host.layout()
        host.longPress(at: point)
        return (find("edit-menu", in: collectionView), collectionView)
    }

    /// The arrow: the one subview turned by 45°.
    private func arrowView(of menu: UIView) -> UIView? {
        menu.subviews.first { abs(atan2($0.transform.b, $0.transform.a) - .pi / 4) < 0.001 }
    }

    @Test func theBarIsDarkAndRoundedWithWhiteTitlesAndSeparators() throws {
        let menu = try #require(showMenu(afterLongPressAt: CGPoint(x: 160, y: 150)).menu)
        let bar = try #require(menu.subviews.first { $0.subviews.contains { $0 is UIButton } })
        #expect(bar.layer.cornerRadius > 0)
        let background = try #require(bar.backgroundColor?.cgColor.components)
        #expect(background.prefix(3).allSatisfy { $0 < 0.2 })
        let buttons = bar.subviews.compactMap { $0 as? UIButton }.sorted { $0.frame.minX < $1.frame.minX }
        #expect(buttons.map(\.currentTitle) == ["Cut", "Copy", "Paste"])
        #expect(buttons.allSatisfy { $0.titleLabel?.textColor.cgColor == UIColor.white.cgColor })
        #expect(buttons.allSatisfy { $0.titleLabel?.font.pointSize == 15 })
        let separators = bar.subviews.filter { !($0 is UIButton) }.sorted { $0.frame.minX < $1.frame.minX }
        #expect(separators.count == 2)
        #expect(separators.map(\.frame.minX) == [buttons[0].frame.maxX, buttons[1].frame.maxX])
        #expect(separators.allSatisfy { $0.frame.height == bar.bounds.height && $0.frame.width <= 1 })
    }

    /// Item 4 spans 110…210 both ways; the menu sits above it and its arrow's tip points down at the item's top
    /// middle.
    @Test func aboveTheItemTheArrowPointsDownAtIt() throws {
        let (found, collectionView) = showMenu(afterLongPressAt: CGPoint(x: 160, y: 150))
        let menu = try #require(found)
        let arrow = try #require(arrowView(of: menu))
        #expect(menu.frame.maxY <= 110)
        let tip = menu.convert(CGPoint(x: arrow.center.x, y: arrow.frame.maxY), to: collectionView)
        #expect(abs(tip.x - 160) < 0.001)
        #expect(tip.y > 100 && tip.y <= 110)
    }

    /// Item 0 touches the top edge: the menu goes below it, arrow pointing up at the item's bottom middle.
    @Test func withoutRoomAboveTheMenuGoesBelowWithTheArrowPointingUp() throws {
        let (found, collectionView) = showMenu(afterLongPressAt: CGPoint(x: 50, y: 50))
        let menu = try #require(found)
        let arrow = try #require(arrowView(of: menu))
        #expect(menu.frame.minY >= 100)
        let tip = menu.convert(CGPoint(x: arrow.center.x, y: arrow.frame.minY), to: collectionView)
        #expect(tip.y >= 100 && tip.y < 110)
        // The item's middle (x = 50) is too near the menu's rounded corner: the arrow stays as close as it can.
        #expect(abs(tip.x - 50) <= 16)
    }
}
