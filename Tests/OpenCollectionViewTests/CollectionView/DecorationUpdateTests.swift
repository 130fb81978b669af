// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

private final class BadgeView: UICollectionReusableView {}

/// A flow layout with a badge decoration over the first item that, like a layout redrawing its decoration after
/// every change, asks for the badge to be deleted and inserted again by each update.
private final class BadgedFlowLayout: UICollectionViewFlowLayout {
    static let badge = "badge"
    var replacesBadgeOnUpdate = true

    override init() {
        super.init()
        register(BadgeView.self, forDecorationViewOfKind: Self.badge)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var attributes = super.layoutAttributesForElements(in: rect) ?? []
        if let badge = layoutAttributesForDecorationView(ofKind: Self.badge, at: IndexPath(item: 0, section: 0)),
            badge.frame.intersects(rect)
        {
            attributes.append(badge)
        }
        return attributes
    }
    override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
        attributes.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        attributes.zIndex = 1
        return attributes
    }
    override func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        replacesBadgeOnUpdate && elementKind == Self.badge ? [IndexPath(item: 0, section: 0)] : []
    }
    override func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        replacesBadgeOnUpdate && elementKind == Self.badge ? [IndexPath(item: 0, section: 0)] : []
    }
}

/// UICollectionViewLayout documentation: `indexPathsToDeleteForDecorationView(ofKind:)` and
/// `indexPathsToInsertForDecorationView(ofKind:)` name the decoration views to remove and add during an update;
/// the removed ones animate out with the final attributes for disappearing decorations and the added ones in
/// with the initial attributes for appearing ones.
@MainActor
struct DecorationUpdateTests {
    private func badges(in collectionView: UICollectionView) -> [UIView] {
        collectionView.subviews.filter { $0 is BadgeView && $0.alpha > 0 }
    }

    private func insertItem(replacingBadge: Bool) -> (before: UIView?, after: [UIView], departing: [UIView]) {
        let layout = BadgedFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.replacesBadgeOnUpdate = replacingBadge
        let client = GridClient(sections: [["a", "b", "c"]], layout: layout, size: CGSize(width: 320, height: 480))
        let host = hostedInWindow(client.collectionView, size: CGSize(width: 320, height: 480))
        host.layout()
        let before = badges(in: client.collectionView).first
        client.sections[0].insert("new", at: 1)
        client.collectionView.performBatchUpdates {
            client.collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
        }
        let all = client.collectionView.subviews.filter { $0 is BadgeView }
        let departing = all.filter { $0.alpha == 0 }
        host.advance(by: 0.5)
        return (before, badges(in: client.collectionView), departing)
    }

    @Test func decorationsNamedForDeletionAndInsertionAreReplacedByTheUpdate() {
        let (before, after, departing) = insertItem(replacingBadge: true)
        #expect(before != nil)
        #expect(after.count == 1)
        #expect(after.first !== before)
        #expect(departing.contains { $0 === before })
    }

    @Test func otherDecorationsStayThroughTheUpdate() {
        let (before, after, departing) = insertItem(replacingBadge: false)
        #expect(after.count == 1)
        #expect(after.first === before)
        #expect(departing.isEmpty)
    }
}
