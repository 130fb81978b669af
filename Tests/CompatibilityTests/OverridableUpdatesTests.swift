import Testing
import UIKit

/// UIKit declares `UICollectionView`'s and `UITableView`'s update methods `open` (UICollectionView.h,
/// UITableView.h), and subclasses override them: DiffableDataSources' test mocks count `performBatchUpdates` calls
/// made by a diffable data source's apply, apps log or intercept updates (issue 23's ports,
/// docs/Compatibility.md). Each override here records its call and passes it on to `super`.
final class RecordingCollectionView: UICollectionView {
    var calls: [String] = []

    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        calls.append("performBatchUpdates")
        super.performBatchUpdates(updates, completion: completion)
    }
    override func insertSections(_ sections: IndexSet) {
        calls.append("insertSections")
        super.insertSections(sections)
    }
    override func deleteSections(_ sections: IndexSet) {
        calls.append("deleteSections")
        super.deleteSections(sections)
    }
    override func reloadSections(_ sections: IndexSet) {
        calls.append("reloadSections")
        super.reloadSections(sections)
    }
    override func moveSection(_ section: Int, toSection newSection: Int) {
        calls.append("moveSection")
        super.moveSection(section, toSection: newSection)
    }
    override func insertItems(at indexPaths: [IndexPath]) {
        calls.append("insertItems")
        super.insertItems(at: indexPaths)
    }
    override func deleteItems(at indexPaths: [IndexPath]) {
        calls.append("deleteItems")
        super.deleteItems(at: indexPaths)
    }
    override func reloadItems(at indexPaths: [IndexPath]) {
        calls.append("reloadItems")
        super.reloadItems(at: indexPaths)
    }
    override func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        calls.append("moveItem")
        super.moveItem(at: indexPath, to: newIndexPath)
    }
    override func reconfigureItems(at indexPaths: [IndexPath]) {
        calls.append("reconfigureItems")
        super.reconfigureItems(at: indexPaths)
    }
    override func reloadData() {
        calls.append("reloadData")
        super.reloadData()
    }
}

final class RecordingTableView: UITableView {
    var calls: [String] = []

    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        calls.append("performBatchUpdates")
        super.performBatchUpdates(updates, completion: completion)
    }
    override func beginUpdates() {
        calls.append("beginUpdates")
        super.beginUpdates()
    }
    override func endUpdates() {
        calls.append("endUpdates")
        super.endUpdates()
    }
    override func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        calls.append("insertSections")
        super.insertSections(sections, with: animation)
    }
    override func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        calls.append("deleteSections")
        super.deleteSections(sections, with: animation)
    }
    override func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        calls.append("reloadSections")
        super.reloadSections(sections, with: animation)
    }
    override func moveSection(_ section: Int, toSection newSection: Int) {
        calls.append("moveSection")
        super.moveSection(section, toSection: newSection)
    }
    override func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        calls.append("insertRows")
        super.insertRows(at: indexPaths, with: animation)
    }
    override func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        calls.append("deleteRows")
        super.deleteRows(at: indexPaths, with: animation)
    }
    override func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        calls.append("reloadRows")
        super.reloadRows(at: indexPaths, with: animation)
    }
    override func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        calls.append("moveRow")
        super.moveRow(at: indexPath, to: newIndexPath)
    }
    override func reconfigureRows(at indexPaths: [IndexPath]) {
        calls.append("reconfigureRows")
        super.reconfigureRows(at: indexPaths)
    }
    override func reloadData() {
        calls.append("reloadData")
        super.reloadData()
    }
}

/// DiffableDataSources' mock: counts batch updates and does not pass them on.
final class CountingCollectionView: UICollectionView {
    var performBatchUpdatesCount = 0

    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatchUpdatesCount += 1
        updates?()
        completion?(true)
    }
    override func insertSections(_ sections: IndexSet) {}
    override func insertItems(at indexPaths: [IndexPath]) {}
}

@MainActor
struct OverridableUpdatesTests {
    final class Counts: NSObject, UICollectionViewDataSource, UITableViewDataSource {
        var counts = [2, 2]
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            counts[section]
        }
        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
        func numberOfSections(in tableView: UITableView) -> Int { counts.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
    }

    static func layout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        return layout
    }

    @Test func collectionViewOverridesSeeEveryUpdateMethod() {
        let counts = Counts()
        let collectionView = RecordingCollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: Self.layout())
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.dataSource = counts
        collectionView.layoutIfNeeded()
        collectionView.calls = []

        var completed: Bool?
        UIView.performWithoutAnimation {  // the completion runs at once
            collectionView.performBatchUpdates(
                {
                    counts.counts = [3, 2, 0]
                    collectionView.insertItems(at: [IndexPath(item: 2, section: 0)])
                    collectionView.insertSections([2])
                }, completion: { completed = $0 })
        }
        collectionView.performBatchUpdates {  // the non-escaping overload reaches the override too
            counts.counts = [2, 2, 0]
            collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)])
        }
        collectionView.reloadItems(at: [IndexPath(item: 0, section: 0)])
        collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
        collectionView.reloadSections([1])
        collectionView.moveSection(0, toSection: 1)
        counts.counts = [2, 2]
        collectionView.deleteSections([2])
        collectionView.reconfigureItems(at: [IndexPath(item: 0, section: 0)])
        collectionView.reloadData()

        #expect(
            collectionView.calls == [
                "performBatchUpdates", "insertItems", "insertSections", "performBatchUpdates", "deleteItems",
                "reloadItems", "moveItem", "reloadSections", "moveSection", "deleteSections", "reconfigureItems",
                "reloadData",
            ])
        #expect(completed == true)
        #expect(collectionView.numberOfSections == 2)
    }

    @Test func tableViewOverridesSeeEveryUpdateMethod() {
        let counts = Counts()
        let tableView = RecordingTableView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.dataSource = counts
        tableView.layoutIfNeeded()
        tableView.calls = []

        tableView.performBatchUpdates({
            counts.counts = [3, 2]
            tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        })
        tableView.beginUpdates()
        counts.counts = [2, 2, 0]
        tableView.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        tableView.insertSections([2], with: .fade)
        tableView.endUpdates()
        tableView.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
        tableView.reloadSections([1], with: .none)
        tableView.moveSection(0, toSection: 1)
        counts.counts = [2, 2]
        tableView.deleteSections([2], with: .none)
        tableView.reconfigureRows(at: [IndexPath(row: 0, section: 0)])
        tableView.reloadData()

        #expect(
            tableView.calls == [
                "performBatchUpdates", "insertRows", "beginUpdates", "deleteRows", "insertSections", "endUpdates",
                "reloadRows", "moveRow", "reloadSections", "moveSection", "deleteSections", "reconfigureRows",
                "reloadData",
            ])
        #expect(tableView.numberOfSections == 2)
    }

    /// UIKit's diffable data source applies a snapshot's differences through the collection view's batch updates;
    /// DiffableDataSources' tests count them on a mock (`isPerformBatchUpdatesCalledCount`).
    @Test func diffableApplyGoesThroughTheOverride() {
        let collectionView = RecordingCollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: Self.layout())
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b"])
        collectionView.calls = []  // becoming the data source reloaded
        dataSource.apply(snapshot, animatingDifferences: false)
        snapshot.appendItems(["c"])
        dataSource.apply(snapshot)
        dataSource.applySnapshotUsingReloadData(snapshot)

        #expect(
            collectionView.calls == [
                "performBatchUpdates", "insertSections", "performBatchUpdates", "insertItems", "reloadData",
            ])
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
    }

    @Test func diffableApplyCountsOnAMockThatSwallowsUpdates() {
        let collectionView = CountingCollectionView(frame: .zero, collectionViewLayout: Self.layout())
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2])
        var completions = 0
        dataSource.apply(snapshot) { completions += 1 }
        dataSource.apply(snapshot) { completions += 1 }

        #expect(collectionView.performBatchUpdatesCount == 2)
        #expect(completions == 2)
    }

    @Test func tableDiffableApplyGoesThroughTheTableViewsOverride() {
        let tableView = RecordingTableView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), style: .plain)
        let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: tableView) { _, _, _ in
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b"])
        tableView.calls = []
        dataSource.apply(snapshot, animatingDifferences: false)
        dataSource.applySnapshotUsingReloadData(snapshot)

        #expect(tableView.calls == ["performBatchUpdates", "reloadData"])
        #expect(tableView.numberOfRows(inSection: 0) == 2)
    }
}
