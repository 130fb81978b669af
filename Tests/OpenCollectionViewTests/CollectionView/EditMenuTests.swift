// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

@MainActor
private final class MenuClient: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var log: [String] = []
    var useContextMenu = false

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    { collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }

    func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldShowMenu \(indexPath.item)")
        return indexPath.item != 5
    }
    func collectionView(
        _ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool { action == .copy || action == .paste }
    func collectionView(
        _ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) { log.append("perform \(action) \(indexPath.item)") }
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard useContextMenu else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(title: "", children: [UIAction(title: "Share") { _ in self.log.append("share \(indexPath.item)") }])
        }
    }
}

@MainActor
struct EditMenuTests {
    private func find(_ identifier: String, in view: UIView) -> UIView? {
        if view.accessibilityIdentifier == identifier { return view }
        for subview in view.subviews { if let found = find(identifier, in: subview) { return found } }
        return nil
    }

    private func setUp() -> (MenuClient, UICollectionView, HeadlessHost) {
        let client = MenuClient()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = client
        collectionView.delegate = client
        let host = hostedInWindow(collectionView, size: CGSize(width: 320, height: 480))
        host.layout()
        return (client, collectionView, host)
    }

    @Test func longPressShowsTheActionsTheDelegateAcceptsAndPerformsTheChosenOne() {
        let (client, collectionView, host) = setUp()
        host.longPress(at: CGPoint(x: 160, y: 150))
        #expect(client.log == ["shouldShowMenu 4"])
        #expect(find("edit-menu-Cut", in: collectionView) == nil)
        let copy = find("edit-menu-Copy", in: collectionView)
        #expect(find("edit-menu-Paste", in: collectionView) != nil)
        let point = copy.map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: nil) } ?? .zero
        host.tap(at: point)
        #expect(client.log == ["shouldShowMenu 4", "perform copy: 4"])
        #expect(find("edit-menu", in: collectionView) == nil)
        #expect(collectionView.indexPathsForSelectedItems == [])
    }

    @Test func noMenuWhenTheDelegateDeclines() {
        let (client, collectionView, host) = setUp()
        host.longPress(at: CGPoint(x: 270, y: 150))
        #expect(client.log == ["shouldShowMenu 5"])
        #expect(find("edit-menu", in: collectionView) == nil)
    }

    @Test func contextMenuConfigurationTakesPrecedence() {
        let (client, collectionView, host) = setUp()
        client.useContextMenu = true
        host.longPress(at: CGPoint(x: 50, y: 50))
        let share = find("edit-menu-Share", in: collectionView)
        #expect(share != nil)
        let point = share.map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: nil) } ?? .zero
        host.tap(at: point)
        #expect(client.log == ["share 0"])
    }
}
