// Host-driven: reads `AccessibilityTree` and the host's `shownScreenTitle`, OpenCollectionView's own API, so it does
// not compile against UIKit (see docs/Testing.md).
@_spi(Host) import OpenCollectionView
import Testing

/// What a screen reader meets first on a screen, and in what order. UIKit's behaviour named per test:
/// - VoiceOver reads a compositional layout's sections top to bottom, each section's header before its items, also
///   when a section scrolls sideways (Apple, "Implementing Modern Collection Views": orthogonal sections are rows of
///   the list; observed in the sample's "Orthogonal Section Behaviors" screen).
/// - A split view's sidebar is read before its secondary column (VoiceOver reads left to right in a left-to-right
///   language, right to left in a right-to-left one).
/// - A navigation bar with no title has no heading to read (VoiceOver passes over an empty label), and after a push
///   VoiceOver names the new screen by its navigation item's title.
@MainActor
struct ScreenReadingOrderTests {
    private final class Headers: UICollectionReusableView {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.accessibilityTraits = .header
            label.frame = bounds
            label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(label)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
    }

    @MainActor private final class Rows: NSObject, UICollectionViewDataSource {
        func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
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
            let header =
                collectionView.dequeueReusableSupplementaryView(
                    ofKind: kind, withReuseIdentifier: "header", for: indexPath) as! Headers
            header.label.text = "Section \(indexPath.section)"
            return header
        }
    }

    @Test func orthogonalSectionsAreReadInSectionOrderEachHeaderFirst() throws {
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .absolute(150), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(
            Headers.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        let rows = Rows()
        collectionView.dataSource = rows
        let host = hostedInWindow(collectionView, size: CGSize(width: 390, height: 844))
        for _ in 0..<3 { host.layout() }

        let labels = AccessibilityTree.build(from: host.window).elements.compactMap(\.label)
        // 150-point items on a 390-point row: three of each section show (the third in part).
        #expect(
            labels == [
                "Section 0", "0.0", "0.1", "0.2", "Section 1", "1.0", "1.1", "1.2", "Section 2", "2.0", "2.1", "2.2",
            ])
        // The items carry their places among all of the collection's, as the rest of a data table's do.
        let first = try #require(AccessibilityTree.build(from: host.window).elements.first { $0.label == "1.0" })
        #expect(first.rowIndex != nil)
    }

    private func split(size: CGSize, rightToLeft: Bool = false)
        -> (UISplitViewController, HeadlessHost)
    {
        let split = UISplitViewController(style: .doubleColumn)
        split.preferredDisplayMode = .oneBesideSecondary
        let primary = UIViewController()
        primary.title = "Mail"
        let sidebarLabel = UILabel(frame: CGRect(x: 20, y: 200, width: 200, height: 30))
        sidebarLabel.text = "Inbox"
        primary.view.addSubview(sidebarLabel)
        let secondary = UIViewController()
        let messageLabel = UILabel(frame: CGRect(x: 20, y: 200, width: 300, height: 30))
        messageLabel.text = "No message selected"
        secondary.view.addSubview(messageLabel)
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        if rightToLeft { split.view.semanticContentAttribute = .forceRightToLeft }
        let host = HeadlessHost(rootViewController: split, size: size)
        for _ in 0..<3 { host.layout() }
        return (split, host)
    }

    @Test func aSplitViewsSidebarIsReadBeforeItsSecondaryColumn() {
        let (split, host) = split(size: CGSize(width: 1280, height: 800))
        #expect(!split.isCollapsed)
        let tree = AccessibilityTree.build(from: host.window)
        let labels = tree.elements.compactMap(\.label)
        #expect(labels == ["Mail", "Inbox", "No message selected"])
        // The secondary column's bar has no title: nothing of it is read, and it is a bar with nothing in it.
        let bars = tree.allNodes.filter { $0.bar == .navigationBar }
        #expect(bars.count == 1)
        #expect(bars.first?.elements.compactMap(\.label) == ["Mail"])
    }

    @Test func theShownScreensTitleFollowsPushesAndTheScenesOwnTitle() {
        let root = UIViewController()
        root.title = "Settings"
        let navigation = UINavigationController(rootViewController: root)
        let host = HeadlessHost(rootViewController: navigation, size: CGSize(width: 390, height: 844))
        host.layout()
        #expect(host.window.shownScreenTitle == "Settings")
        let pushed = UIViewController()
        pushed.title = "General"
        pushed.navigationItem.title = "General settings"
        navigation.pushViewController(pushed, animated: false)
        host.layout()
        // A navigation bar shows the navigation item's title before the controller's.
        #expect(host.window.shownScreenTitle == "General settings")
        let presented = UIViewController()
        presented.title = "About"
        navigation.present(presented, animated: false)
        host.layout()
        #expect(host.window.shownScreenTitle == "About")
        host.window.windowScene?.title = "Preferences"
        #expect(host.window.shownScreenTitle == "Preferences")
    }
}
