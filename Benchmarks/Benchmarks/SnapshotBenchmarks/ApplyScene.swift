import Benchmark
import Foundation
import OpenCollectionView

/// SplitMix64: a small deterministic generator, so every run builds the same snapshots.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Sparse integers: positions scattered over the whole `Int` range (an odd multiplier is a bijection).
func sparseInt(_ position: Int) -> Int { position &* -0x61C8_8646_80B5_83EB }

/// The churn on `count` identifiers: every tenth deleted, another tenth moved to random places, `count / 10`
/// newcomers inserted at random places.
func churned(_ old: [Int], seed: UInt64 = 13) -> [Int] {
    var random = SplitMix64(state: seed)
    var keyed: [(key: Double, id: Int)] = []
    keyed.reserveCapacity(old.count + old.count / 10)
    for (position, id) in old.enumerated() where position % 10 != 0 {
        let moved = position % 10 == 5
        keyed.append((moved ? Double.random(in: 0..<Double(old.count), using: &random) : Double(position), id))
    }
    for position in old.count..<(old.count + old.count / 10) {
        keyed.append((Double.random(in: 0..<Double(old.count), using: &random), sparseInt(position)))
    }
    keyed.sort { $0.key < $1.key }
    return keyed.map(\.id)
}

/// The baseline of the snapshot goals: the same identifiers in a plain array and a Dictionary from each to its
/// position.
@inline(never)
func arrayAndDictionaryBaseline(_ identifiers: [Int]) -> Int {
    var array: [Int] = []
    var positions: [Int: Int] = [:]
    array.reserveCapacity(identifiers.count)
    positions.reserveCapacity(identifiers.count)
    for identifier in identifiers {
        positions[identifier] = array.count
        array.append(identifier)
    }
    return array.count + positions.count
}

/// A one-section snapshot of `identifiers`.
func snapshot(of identifiers: [Int]) -> NSDiffableDataSourceSnapshot<Int, Int> {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(identifiers)
    return snapshot
}

/// A diffable data source over a flow grid in a headless host, as an app sets one up.
@MainActor
final class ApplyScene {
    let layout = UICollectionViewFlowLayout()
    let collectionView: UICollectionView
    let host: HeadlessHost
    let dataSource: UICollectionViewDiffableDataSource<Int, Int>

    init() {
        layout.itemSize = CGSize(width: 80, height: 80)
        layout.minimumLineSpacing = 8
        layout.minimumInteritemSpacing = 8
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        let controller = UIViewController()
        host = HeadlessHost(rootViewController: controller)
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, identifier in
            cell.tag = identifier
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, identifier in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: identifier)
        }
        controller.view.addSubview(collectionView)
        host.layout()
    }

    /// Shows `snapshot` through a reload (untimed set-up).
    func reset(to snapshot: NSDiffableDataSourceSnapshot<Int, Int>) {
        host.advance(by: 1)  // lets an update animation still running finish
        dataSource.applySnapshotUsingReloadData(snapshot)
        host.layout()
    }

    /// Applies `snapshot` and lays the window out, as the next frame would.
    func apply(_ snapshot: NSDiffableDataSourceSnapshot<Int, Int>, animated: Bool) {
        dataSource.apply(snapshot, animatingDifferences: animated)
        host.layout()
    }
}
