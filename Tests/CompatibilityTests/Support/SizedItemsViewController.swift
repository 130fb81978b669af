import UIKit

// An app screen written the usual UIKit way: a view controller owning a collection view, acting as its data source
// and flow-layout delegate, with one size per item.
class SizedItemsViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let layout: UICollectionViewLayout
    var sizes: [CGSize]
    var collectionView: UICollectionView!

    init(layout: UICollectionViewLayout, sizes: [CGSize]) {
        self.layout = layout
        self.sizes = sizes
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sizes.count
    }

    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        cell.backgroundColor = .systemBlue
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizes[indexPath.item]
    }

    /// The frames of the visible cells, by item.
    var cellFrames: [CGRect] {
        collectionView.indexPathsForVisibleItems.sorted().compactMap { collectionView.cellForItem(at: $0)?.frame }
    }
}
