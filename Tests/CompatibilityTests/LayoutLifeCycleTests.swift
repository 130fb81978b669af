import Testing
import UIKit

/// The order in which UIKit introduces a layout to its collection view, and the update items layouts receive.
@MainActor
struct LayoutLifeCycleTests {
    /// A layout as defensive libraries write it: it only answers bounds changes once it has a collection view.
    final class GuardingLayout: UICollectionViewFlowLayout {
        var boundsQuestionsWithoutCollectionView = 0
        var boundsQuestions = 0
        var updateItems: [UICollectionViewUpdateItem] = []

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            guard let collectionView = collectionView else {
                boundsQuestionsWithoutCollectionView += 1
                return false
            }
            boundsQuestions += 1
            return !newBounds.size.equalTo(collectionView.bounds.size)
        }

        override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
            super.prepare(forCollectionViewUpdates: updateItems)
            self.updateItems = updateItems
        }
    }

    /// A layout that keeps its own model and applies an update in `prepare(forCollectionViewUpdates:)`, recording
    /// what the collection view asks of it.
    final class RecordingLayout: UICollectionViewLayout {
        var calls: [String] = []
        var count = 3
        override func prepare() {
            super.prepare()
            calls.append("prepare")
        }
        override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
            super.prepare(forCollectionViewUpdates: updateItems)
            calls.append("prepareForUpdates")
        }
        override var collectionViewContentSize: CGSize {
            calls.append("contentSize")
            return CGSize(width: 320, height: CGFloat(count) * 50)
        }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            (0..<count).map { layoutAttributesForItem(at: IndexPath(item: $0, section: 0))! }
        }
        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 50, width: 320, height: 50)
            return attributes
        }
    }

    final class CountingSource: NSObject, UICollectionViewDataSource {
        var count = 3
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    /// In a batch update UIKit calls `prepare()`, then `prepare(forCollectionViewUpdates:)`, and only then reads
    /// `collectionViewContentSize` (observed on iOS 17, and what layouts that apply updates to their own model in
    /// `prepare(forCollectionViewUpdates:)` rely on: the size read between the two would be the old model's).
    @Test func theContentSizeIsNotReadBetweenPrepareAndPrepareForUpdates() {
        let layout = RecordingLayout()
        let source = CountingSource()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        layout.calls.removeAll()
        source.count = 4
        layout.count = 4
        collectionView.performBatchUpdates { collectionView.insertItems(at: [IndexPath(item: 3, section: 0)]) }
        let prepare = layout.calls.firstIndex(of: "prepare")
        let forUpdates = layout.calls.firstIndex(of: "prepareForUpdates")
        #expect(prepare != nil && forUpdates != nil, "\(layout.calls)")
        if let prepare, let forUpdates {
            #expect(prepare < forUpdates)
            #expect(!layout.calls[prepare..<forUpdates].contains("contentSize"), "\(layout.calls)")
        }
        #expect(collectionView.contentSize.height == 200)
    }

    /// `UICollectionView(frame:collectionViewLayout:)` sets `layout.collectionView` before the layout is asked
    /// anything; later frame changes ask `shouldInvalidateLayout(forBoundsChange:)` with the collection view set.
    @Test func theLayoutIsNeverAskedAboutBoundsBeforeItHasItsCollectionView() {
        let layout = GuardingLayout()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        #expect(layout.collectionView === collectionView)
        #expect(layout.boundsQuestionsWithoutCollectionView == 0)

        collectionView.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        #expect(layout.boundsQuestionsWithoutCollectionView == 0)
        #expect(layout.boundsQuestions >= 1)
    }

    /// UIKit's `UICollectionViewUpdateItem()` has no index paths and the action `.none`; layouts' tests subclass it
    /// and override the read-only properties to describe a change.
    @Test func updateItemsCanBeMadeForLayoutTests() {
        final class InsertItem: UICollectionViewUpdateItem {
            let indexPath: IndexPath
            init(_ indexPath: IndexPath) {
                self.indexPath = indexPath
                super.init()
            }
            override var indexPathAfterUpdate: IndexPath? { indexPath }
            override var updateAction: UICollectionViewUpdateItem.Action { .insert }
        }
        let plain = UICollectionViewUpdateItem()
        #expect(plain.indexPathBeforeUpdate == nil && plain.indexPathAfterUpdate == nil)
        #expect(plain.updateAction == .none)

        let layout = GuardingLayout()
        let item = InsertItem(IndexPath(item: 3, section: 0))
        layout.prepare(forCollectionViewUpdates: [item])
        #expect(layout.updateItems.first?.indexPathAfterUpdate == IndexPath(item: 3, section: 0))
        #expect(layout.updateItems.first?.updateAction == .insert)
        #expect(layout.updateItems.first?.indexPathBeforeUpdate == nil)
    }

    /// `insertItems(at:)` hands the layout one update item per inserted item: action `.insert`, no index path
    /// before, the new index path after (UIKit's documented meaning of the properties).
    @Test func batchUpdatesHandTheLayoutUpdateItems() {
        let layout = GuardingLayout()
        let controller = SizedItemsViewController(
            layout: layout, sizes: Array(repeating: CGSize(width: 50, height: 50), count: 3))
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 320, height: 480))
        host.layout()

        controller.sizes.insert(CGSize(width: 50, height: 50), at: 1)
        controller.collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
        host.layout()
        #expect(layout.updateItems.count == 1)
        #expect(layout.updateItems.first?.updateAction == .insert)
        #expect(layout.updateItems.first?.indexPathBeforeUpdate == nil)
        #expect(layout.updateItems.first?.indexPathAfterUpdate == IndexPath(item: 1, section: 0))
    }
}
