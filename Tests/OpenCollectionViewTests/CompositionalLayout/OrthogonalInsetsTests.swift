// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// An orthogonal section's content insets, checked against reported observations of UIKit: the iOS 13 reference
/// screenshots in IBPCollectionViewCompositionalLayout issue #78 and pull request #84 (a row scrolled all the way
/// to its end keeps the section's trailing inset after its last item, as the leading inset before its first).
@MainActor
struct OrthogonalInsetsTests {
    /// A 400-point-wide collection view whose only section is a row of three 200 × 100 groups, 10 points apart,
    /// inset by 20 points on each side.
    private func insetRow() -> (CompositionalClient, HeadlessHost) {
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let item = NSCollectionLayoutItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .absolute(200), heightDimension: .absolute(100)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            section.interGroupSpacing = 10
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
            return section
        }
        let client = CompositionalClient(counts: [3], layout: layout, size: CGSize(width: 400, height: 300))
        return (client, hosted(client))
    }

    @Test func theLeadingInsetComesBeforeTheFirstItem() {
        let (client, _) = insetRow()
        #expect(client.frame(0) == CGRect(x: 20, y: 0, width: 200, height: 100))
        #expect(client.frame(1) == CGRect(x: 230, y: 0, width: 200, height: 100))
    }

    @Test func scrolledToItsEndTheRowKeepsItsTrailingInset() {
        let (client, host) = insetRow()
        // Wheel far past the end: the row stops where its content (20 + 3 × 200 + 2 × 10 + 20 = 660) ends.
        host.wheel(at: CGPoint(x: 200, y: 50), delta: CGPoint(x: 1000, y: 0))
        host.advance(by: 2)
        #expect(client.frame(2)?.maxX == 380)
        #expect(client.frame(0)?.minX == -240)
    }

    /// `groupPagingCentered`: Apple's documentation says only that it pages one group at a time, centred; a
    /// developer's report on the Apple Developer Forums (thread 684678, "Adapting orthogonal scrolling behaviour")
    /// observes that with it even the first and last groups rest centred, not against the row's ends.
    @Test func groupPagingCenteredRestsEveryGroupInTheMiddle() {
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let item = NSCollectionLayoutItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .absolute(200), heightDimension: .absolute(100)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .groupPagingCentered
            section.interGroupSpacing = 10
            return section
        }
        let client = CompositionalClient(counts: [5], layout: layout, size: CGSize(width: 400, height: 300))
        let host = hosted(client)
        #expect(client.frame(0) == CGRect(x: 100, y: 0, width: 200, height: 100))
        host.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 220, y: 50), duration: 0.08)
        host.advance(by: 2)
        #expect(client.frame(1)?.minX == 100)
        // The last group can come to the middle too.
        host.wheel(at: CGPoint(x: 200, y: 50), delta: CGPoint(x: 2000, y: 0))
        host.advance(by: 2)
        #expect(client.frame(4)?.minX == 100)
    }
}
