import Testing
import UIKit

/// DifferenceKit's `reload(using:)` extensions (issue 23's ports, docs/Compatibility.md): UIKit declares
/// `performBatchUpdates`'s block `NS_NOESCAPE`, so a non-escaping closure can be passed on and the methods called
/// inside it need no `self.`.
extension UICollectionView {
    fileprivate func applyInsertions(_ items: [IndexPath], setData: () -> Void) {
        performBatchUpdates({
            setData()
            insertItems(at: items)
        })
    }
}

extension UITableView {
    fileprivate func performUpdates(_ updates: () -> Void) {
        performBatchUpdates(updates)
    }
}

@MainActor
struct BatchUpdateClosureTests {
    final class Numbers: NSObject, UICollectionViewDataSource, UITableViewDataSource {
        var count = 2
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    @Test func nonEscapingUpdatesReachTheCollectionView() {
        let numbers = Numbers()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.dataSource = numbers
        collectionView.layoutIfNeeded()
        var completed: Bool?
        collectionView.applyInsertions([IndexPath(item: 2, section: 0)], setData: { numbers.count = 3 })
        collectionView.performBatchUpdates({}, completion: { completed = $0 })
        collectionView.layoutIfNeeded()

        #expect(collectionView.numberOfItems(inSection: 0) == 3)
        #expect(completed != false)
    }

    @Test func nonEscapingUpdatesReachTheTableView() {
        let numbers = Numbers()
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), style: .plain)
        tableView.dataSource = numbers
        tableView.layoutIfNeeded()
        tableView.performUpdates {
            numbers.count = 3
            tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        }
        tableView.layoutIfNeeded()

        #expect(tableView.numberOfRows(inSection: 0) == 3)
    }
}
