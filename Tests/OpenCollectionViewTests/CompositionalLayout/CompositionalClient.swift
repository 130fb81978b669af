// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView

/// A cell whose height follows its text length (self-sizing news-feed rows): 20 points a line of 30 characters.
final class FeedCell: UICollectionViewCell {
    var text = ""

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let lines = max(1, (text.count + 29) / 30)
        return CGSize(width: size.width, height: CGFloat(lines) * 20 + 16)
    }
}

/// A UIKit-style client of a compositional layout: item counts per section, one cell class, and any supplementary
/// kind served by one view class; logs the kinds and index paths of the supplementary views it was asked for.
@MainActor
final class CompositionalClient: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var counts: [Int]
    var texts: [IndexPath: String] = [:]
    var supplementaryLog: [String] = []
    var selected: [IndexPath] = []
    let collectionView: UICollectionView

    init(counts: [Int], layout: UICollectionViewLayout, size: CGSize, kinds: [String] = []) {
        self.counts = counts
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        super.init()
        collectionView.register(FeedCell.self, forCellWithReuseIdentifier: "cell")
        for kind in kinds {
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
        }
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! FeedCell
        cell.text = texts[indexPath] ?? ""
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        supplementaryLog.append("\(kind) \(indexPath.section)-\(indexPath.item)")
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }

    /// The frame of the item at `indexPath`, as the layout gives it.
    func frame(_ item: Int, _ section: Int = 0) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
}

/// A vertical list section: full-width items of `height` points.
@MainActor
func listSection(height: NSCollectionLayoutDimension = .absolute(44)) -> NSCollectionLayoutSection {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height)
    return NSCollectionLayoutSection(
        group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
}

/// Hosts a client's collection view in a window of the same size and lays it out.
@MainActor
func hosted(_ client: CompositionalClient) -> HeadlessHost {
    let host = hostedInWindow(client.collectionView, size: client.collectionView.bounds.size)
    host.layout()
    return host
}
