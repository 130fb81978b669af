// Host-driven: reads `AccessibilityTree`, OpenCollectionView's own API, so it does not compile against UIKit (see
// docs/Testing.md).
@_spi(Host) import OpenCollectionView
import Testing

/// VoiceOver reads a screen where things are, not in the order views were added: "VoiceOver navigates from top-left
/// to bottom-right, irrespective of the view hierarchy" (the iOS developer guidance quoted by the riptutorial and
/// Apple-forum answers on ordering elements), with elements whose tops are less than 8 points apart read as one line
/// from the leading edge (observed in VoiceOver by Cash App's AccessibilitySnapshot, sort-order change #242); a
/// view's `accessibilityElements` keep the order they are given; a collection view reads each section's footer after
/// its items, whatever the footer's kind is called.
@MainActor
struct PositionalReadingOrderTests {
    private func label(_ text: String, _ frame: CGRect) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        return label
    }

    private func labels(in root: UIView, rightToLeft: Bool = false) -> [String] {
        let host = hostedInWindow(root, size: CGSize(width: 390, height: 844))
        // As the Gallery's right-to-left button does: the scene's layout direction (iOS 17's scene traitOverrides).
        if rightToLeft { host.window.windowScene?.traitOverrides.layoutDirection = .rightToLeft }
        host.layout()
        return AccessibilityTree.build(from: host.window).elements.compactMap(\.label)
    }

    @Test func aFieldAboveAListIsReadFirstThoughAddedAfterIt() {
        // The Gallery's search screen alone: the list is added first, the search field after it, placed above it.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let list = UIView(frame: CGRect(x: 0, y: 56, width: 390, height: 788))
        list.addSubview(label("Ada Adams", CGRect(x: 16, y: 10, width: 200, height: 22)))
        list.addSubview(label("Ben Adams", CGRect(x: 16, y: 54, width: 200, height: 22)))
        root.addSubview(list)
        let field = UITextField(frame: CGRect(x: 8, y: 10, width: 374, height: 36))
        field.accessibilityLabel = "Search"
        root.addSubview(field)
        #expect(labels(in: root) == ["Search", "Ada Adams", "Ben Adams"])
    }

    @Test func aLineIsReadFromItsLeadingEdgeAcrossViews() {
        // A trailing button added before a leading title whose top is 6 points higher: one line, read leading first.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let trailing = UIButton(frame: CGRect(x: 300, y: 106, width: 80, height: 30))
        trailing.accessibilityLabel = "Edit"
        root.addSubview(trailing)
        let holder = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 44))
        holder.addSubview(label("Favourites", CGRect(x: 16, y: 0, width: 150, height: 30)))
        root.addSubview(holder)
        root.addSubview(label("Below", CGRect(x: 16, y: 200, width: 150, height: 30)))
        #expect(labels(in: root) == ["Favourites", "Edit", "Below"])

        // Right to left, the line starts at the right edge.
        #expect(labels(in: root, rightToLeft: true) == ["Edit", "Favourites", "Below"])
    }

    @Test func explicitAccessibilityElementsKeepTheirOrder() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let group = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let top = label("Top", CGRect(x: 16, y: 10, width: 100, height: 30))
        let bottom = label("Bottom", CGRect(x: 16, y: 300, width: 100, height: 30))
        group.addSubview(top)
        group.addSubview(bottom)
        group.accessibilityElements = [bottom, top]
        root.addSubview(group)
        #expect(labels(in: root) == ["Bottom", "Top"])
    }

    @MainActor private final class Items: NSObject, UICollectionViewDataSource {
        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.isAccessibilityElement = true
            cell.accessibilityLabel = "\(indexPath.section).\(indexPath.item)"
            return cell
        }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            let view = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: kind, for: indexPath)
            view.isAccessibilityElement = true
            view.accessibilityLabel = "\(kind) \(indexPath.section)"
            return view
        }
    }

    @Test func aPinnedFooterOfACustomKindIsReadAfterItsSectionsItems() {
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "top", alignment: .top)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size, elementKind: "end", alignment: .bottom)
        header.pinToVisibleBounds = true
        footer.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header, footer]
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        for kind in ["top", "end"] {
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
        }
        let items = Items()
        collectionView.dataSource = items
        let host = hostedInWindow(collectionView, size: CGSize(width: 390, height: 844))
        for _ in 0..<3 { host.layout() }
        let labels = AccessibilityTree.build(from: host.window).elements.compactMap(\.label)
        #expect(labels == ["top 0", "0.0", "0.1", "0.2", "end 0", "top 1", "1.0", "1.1", "1.2", "end 1"])
    }
}
