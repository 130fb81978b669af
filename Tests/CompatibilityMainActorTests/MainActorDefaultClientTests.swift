import Testing
import UIKit

// Client code compiled with main-actor default isolation (Swift 6.2 app targets' default): no annotations at all,
// every declaration is on the main actor.

final class TagsDataSource: NSObject, UICollectionViewDataSource {
    var tags = ["swift", "uikit", "linux", "layout"]

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        tags.count
    }

    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Tag", for: indexPath)
    }
}

func makeTagsView(dataSource: TagsDataSource) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 40)
    let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Tag")
    collectionView.dataSource = dataSource
    return collectionView
}

struct MainActorDefaultClientTests {
    /// Three 100-pt items fit a 320-pt line (UIKit justifies a full line: the 20 pt left over go to the two gaps,
    /// x = 0, 110, 220); the fourth starts the next line 10 pt (minimumLineSpacing) below.
    @Test func unannotatedClientCodeRunsOnTheMainActor() {
        let dataSource = TagsDataSource()
        let collectionView = makeTagsView(dataSource: dataSource)
        let controller = UIViewController()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 320, height: 200))
        controller.view.addSubview(collectionView)
        host.layout()
        let frames = collectionView.indexPathsForVisibleItems.sorted().compactMap {
            collectionView.cellForItem(at: $0)?.frame
        }
        #expect(frames.map(\.minX) == [0, 110, 220, 0])
        #expect(frames.map(\.minY) == [0, 0, 0, 50])
    }
}
