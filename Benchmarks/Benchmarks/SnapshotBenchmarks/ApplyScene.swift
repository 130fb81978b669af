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

/// Every tenth of `old`'s identifiers that `churned(_:)` neither deletes nor moves (positions 3, 13, 23 …): the
/// issue's 10% reconfigured, some of them on the first screen.
func reconfigured(_ old: [Int]) -> [Int] {
    stride(from: 3, to: old.count, by: 10).map { old[$0] }
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

/// What was wrong with the screen after an apply.
struct ApplySceneProblem: Error, CustomStringConvertible {
    let description: String
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

    /// The snapshot `apply(_:animated:)` showed last, checked by the next `reset(to:)`.
    private var applied: NSDiffableDataSourceSnapshot<Int, Int>?

    /// Checks the screen the last `apply(_:animated:)` left (throwing what is wrong with it), then shows `snapshot`
    /// through a reload (untimed set-up).
    func reset(to snapshot: NSDiffableDataSourceSnapshot<Int, Int>) throws {
        if let shown = applied {
            applied = nil
            if let problem = problem(showing: shown) { throw ApplySceneProblem(description: problem) }
        }
        host.advance(by: 1)  // lets an update animation still running finish
        dataSource.applySnapshotUsingReloadData(snapshot)
        host.layout()
    }

    /// Applies `snapshot` and lays the window out, as the next frame would: the pass that puts the new cells on
    /// screen.
    func apply(_ snapshot: NSDiffableDataSourceSnapshot<Int, Int>, animated: Bool) {
        dataSource.apply(snapshot, animatingDifferences: animated)
        host.layout()
        applied = snapshot
    }

    /// What is wrong with the screen after `apply(_:animated:)` showed `snapshot`, or `nil`: the collection view
    /// must be in the window at 390 × 844, and every item of the first screen on it in a cell of its own identifier,
    /// at its place in the grid.
    func problem(showing snapshot: NSDiffableDataSourceSnapshot<Int, Int>) -> String? {
        guard collectionView.window != nil, collectionView.bounds.size == CGSize(width: 390, height: 844) else {
            return "the collection view is not in the window at 390 × 844"
        }
        let identifiers = snapshot.itemIdentifiers
        let onScreen = collectionView.indexPathsForVisibleItems.count
        // 4 columns of 80 points and 8 between, 10 rows of 88 points reach into 844 points.
        guard onScreen >= 40 else { return "\(onScreen) cells on screen, expected 40 or more" }
        for item in 0..<40 {
            let indexPath = IndexPath(item: item, section: 0)
            guard let cell = collectionView.cellForItem(at: indexPath), cell.superview === collectionView else {
                return "no cell on screen for item \(item)"
            }
            guard cell.tag == identifiers[item] else {
                return "the cell of item \(item) shows \(cell.tag), not \(identifiers[item])"
            }
            let expected = layout.layoutAttributesForItem(at: indexPath)?.frame
            guard cell.frame == expected, cell.frame.minY < 844 else {
                return "the cell of item \(item) is at \(cell.frame), not \(String(describing: expected))"
            }
        }
        return nil
    }
}
