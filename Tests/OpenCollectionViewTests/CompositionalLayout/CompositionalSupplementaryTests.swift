// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// Headers, footers, badges, backgrounds, pinning, self-sizing and misuse. Expected values follow Apple's
/// "Implementing Modern Collection Views" samples (badges, section decorations, pinned headers) and the documented
/// semantics of each property.
@MainActor
struct CompositionalSupplementaryTests {
    static let header = "header"
    static let footer = "footer"

    private func boundary(
        _ kind: String, height: CGFloat, alignment: NSRectAlignment
    ) -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
            elementKind: kind, alignment: alignment)
    }

    /// A header extends the section before its top inset, a footer after its bottom inset; both follow the
    /// section's leading and trailing insets by default.
    @Test func headersAndFootersExtendTheSection() {
        let section = listSection()
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        section.boundarySupplementaryItems = [
            boundary(Self.header, height: 30, alignment: .top), boundary(Self.footer, height: 20, alignment: .bottom),
        ]
        let client = CompositionalClient(
            counts: [2, 1], layout: UICollectionViewCompositionalLayout(section: section),
            size: CGSize(width: 390, height: 844), kinds: [Self.header, Self.footer])
        _ = hosted(client)
        let view = client.collectionView
        #expect(
            view.layoutAttributesForSupplementaryElement(ofKind: Self.header, at: IndexPath(item: 0, section: 0))?
                .frame == CGRect(x: 20, y: 0, width: 350, height: 30))
        #expect(client.frame(0) == CGRect(x: 20, y: 40, width: 350, height: 44))
        #expect(client.frame(1) == CGRect(x: 20, y: 84, width: 350, height: 44))
        #expect(
            view.layoutAttributesForSupplementaryElement(ofKind: Self.footer, at: IndexPath(item: 0, section: 0))?
                .frame == CGRect(x: 20, y: 138, width: 350, height: 20))
        #expect(
            view.layoutAttributesForSupplementaryElement(ofKind: Self.header, at: IndexPath(item: 0, section: 1))?
                .frame.minY == 158)
        #expect(client.supplementaryLog.contains("header 1-0"))
    }

    @Test func supplementariesCanIgnoreTheContentInsets() {
        let section = listSection()
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        section.supplementariesFollowContentInsets = false
        section.boundarySupplementaryItems = [boundary(Self.header, height: 30, alignment: .top)]
        let client = CompositionalClient(
            counts: [1], layout: UICollectionViewCompositionalLayout(section: section),
            size: CGSize(width: 390, height: 844), kinds: [Self.header])
        _ = hosted(client)
        #expect(
            client.collectionView.layoutAttributesForSupplementaryElement(
                ofKind: Self.header, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 390, height: 30))
    }

    /// Apple's PinnedSectionHeaderFooterViewController: a pinned header stays at the top of the visible area
    /// while its section is on screen and is pushed up by the section's end.
    @Test func pinnedHeadersStickToTheVisibleTopWithinTheirSection() {
        let section = listSection()
        let header = boundary(Self.header, height: 40, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let client = CompositionalClient(
            counts: [20, 20], layout: UICollectionViewCompositionalLayout(section: section),
            size: CGSize(width: 390, height: 400), kinds: [Self.header])
        let host = hosted(client)
        let view = client.collectionView
        view.contentOffset = CGPoint(x: 0, y: 300)
        host.layout()
        let first = IndexPath(item: 0, section: 0)
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: Self.header, at: first)?.frame.minY == 300)
        #expect(view.supplementaryView(forElementKind: Self.header, at: first)?.frame.minY == 300)
        // Section 0 ends at 40 + 20 × 44 = 920: at offset 900 its header is pushed up to 880.
        view.contentOffset = CGPoint(x: 0, y: 900)
        host.layout()
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: Self.header, at: first)?.frame.minY == 880)
        #expect(
            view.layoutAttributesForSupplementaryElement(ofKind: Self.header, at: IndexPath(item: 0, section: 1))?
                .frame.minY == 920)
    }

    /// Apple's ItemBadgeSupplementaryViewController: a 20 × 20 badge anchored to the top-trailing corner with a
    /// fractional offset of (0.3, −0.3) sticks out 6 points right and up of the cell (inset 5 in its box).
    @Test func badgesAnchorToTheirItem() {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: .init(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(
                edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        let client = CompositionalClient(
            counts: [5], layout: UICollectionViewCompositionalLayout(section: section),
            size: CGSize(width: 400, height: 800), kinds: ["badge"])
        _ = hosted(client)
        // Group 360 × 72 (a fifth of the 360-point section width); boxes 90 × 72, cells 80 × 62 at x = 25, 115, …
        #expect(client.frame(1) == CGRect(x: 115, y: 25, width: 80, height: 62))
        #expect(
            client.collectionView.layoutAttributesForSupplementaryElement(
                ofKind: "badge", at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 181, y: 19, width: 20, height: 20))
        #expect(client.supplementaryLog.contains("badge 0-4"))
    }

    /// Apple's SectionDecorationViewController: a background decoration covers its section, inset by its own
    /// content insets, below the cells.
    @Test func backgroundDecorationsCoverTheirSection() {
        let section = listSection()
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        section.interGroupSpacing = 5
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
        let client = CompositionalClient(counts: [3, 2], layout: layout, size: CGSize(width: 390, height: 844))
        _ = hosted(client)
        let attributes = layout.layoutAttributesForDecorationView(
            ofKind: "background", at: IndexPath(item: 0, section: 1))
        // Section 0 is 10 + 3 × 44 + 2 × 5 + 10 = 162 tall; section 1 is 10 + 2 × 44 + 5 + 10 = 113.
        #expect(attributes?.frame == CGRect(x: 5, y: 167, width: 380, height: 103))
        #expect(
            (attributes?.zIndex ?? 0)
                < (client.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.zIndex ?? 0))
    }

    /// Estimated heights are resolved by the cells that are shown (a news feed), and the content size follows.
    @Test func estimatedHeightsResolveBySelfSizing() {
        let layout = UICollectionViewCompositionalLayout(section: listSection(height: .estimated(44)))
        let client = CompositionalClient(counts: [3], layout: layout, size: CGSize(width: 390, height: 844))
        client.texts[IndexPath(item: 0, section: 0)] = String(repeating: "a", count: 70)
        client.texts[IndexPath(item: 1, section: 0)] = "short"
        client.texts[IndexPath(item: 2, section: 0)] = String(repeating: "b", count: 40)
        _ = hosted(client)
        #expect(client.frame(0) == CGRect(x: 0, y: 0, width: 390, height: 76))
        #expect(client.frame(1) == CGRect(x: 0, y: 76, width: 390, height: 36))
        #expect(client.frame(2) == CGRect(x: 0, y: 112, width: 390, height: 56))
        #expect(client.collectionView.contentSize.height == 168)
        #expect(client.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.height == 56)
    }

    /// The section provider is asked again, with the new container, when the width changes.
    @Test func sectionProviderIsAskedAgainWhenTheWidthChanges() {
        var widths: [CGFloat] = []
        let layout = UICollectionViewCompositionalLayout { _, environment in
            widths.append(environment.container.effectiveContentSize.width)
            let columns = environment.container.effectiveContentSize.width > 500 ? 4 : 2
            let item = NSCollectionLayoutItem(
                layoutSize: .init(
                    widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .absolute(50)))
            return NSCollectionLayoutSection(
                group: .horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                    subitems: [item]))
        }
        let client = CompositionalClient(counts: [8], layout: layout, size: CGSize(width: 400, height: 600))
        let host = hosted(client)
        #expect(widths == [400])
        #expect(client.frame(2) == CGRect(x: 0, y: 50, width: 200, height: 50))
        client.collectionView.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
        host.layout()
        #expect(widths == [400, 800])
        #expect(client.frame(2) == CGRect(x: 400, y: 0, width: 200, height: 50))
    }

    @Test func misuseIsReportedNotFatal() {
        let (_, nilSection) = OpenCollectionViewDiagnostics.collect {
            let layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? listSection() : nil }
            let client = CompositionalClient(counts: [1, 3], layout: layout, size: CGSize(width: 390, height: 844))
            _ = hosted(client)
            #expect(client.frame(0) != nil)
        }
        #expect(nilSection.contains { $0.message.contains("returned nil for section 1") })

        let (_, overflow) = OpenCollectionViewDiagnostics.collect {
            let item = NSCollectionLayoutItem(
                layoutSize: .init(widthDimension: .absolute(500), heightDimension: .absolute(50)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item]
            )
            let client = CompositionalClient(
                counts: [2],
                layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
                size: CGSize(width: 390, height: 844))
            _ = hosted(client)
        }
        #expect(overflow.contains { $0.message.contains("There is no room for this NSCollectionLayoutGroup") })

        let (_, fractional) = OpenCollectionViewDiagnostics.collect {
            let item = NSCollectionLayoutItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
                subitems: [item])
            _ = NSCollectionLayoutSection(group: group)
            let client = CompositionalClient(
                counts: [1],
                layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
                size: CGSize(width: 390, height: 844))
            _ = hosted(client)
        }
        #expect(fractional.contains { $0.message.contains("fractional height") })

        let (_, invalid) = OpenCollectionViewDiagnostics.collect {
            let client = CompositionalClient(
                counts: [1], layout: UICollectionViewCompositionalLayout(section: listSection(height: .absolute(.nan))),
                size: CGSize(width: 390, height: 844))
            _ = hosted(client)
            #expect(client.frame(0)?.height == 0)
        }
        #expect(invalid.contains { $0.kind == .invalidGeometry })
    }
}
