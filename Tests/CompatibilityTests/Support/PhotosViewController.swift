import UIKit

// A photo wall screen as the waterfall tutorial writes it: the view controller is the layout's delegate.
class PhotosViewController: UICollectionViewController, WaterfallLayoutDelegate {
    var photoHeights: [CGFloat] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        if let layout = collectionView?.collectionViewLayout as? WaterfallLayout {
            layout.delegate = self
        }
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "PhotoCell")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return photoHeights.count
    }

    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        return collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath) -> CGFloat {
        return photoHeights[indexPath.item]
    }
}

extension UICollectionView {
    /// The frames of the visible cells, by item (test helper).
    var visibleCellFrames: [CGRect] {
        indexPathsForVisibleItems.sorted().compactMap { cellForItem(at: $0)?.frame }
    }
}
