import Foundation
import Testing

@testable import OpenCollectionViewTesting

/// Bad input fails the test with a message a person can act on, and never hangs.
@MainActor
@Suite struct SnapshotStageTests {
    private func expectFailure<Value>(
        of value: Value, as strategy: Snapshotting<Value, String>, saying words: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        withKnownIssue {
            let text = snapshotText(of: value, as: strategy)
            #expect(text.hasPrefix("Snapshot failed: "), sourceLocation: sourceLocation)
            #expect(text.contains(words), sourceLocation: sourceLocation)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains(words) }
        }
    }

    @Test func zeroSizedViewFails() {
        expectFailure(
            of: UIView(), as: .svg, saying: "cannot show the view (UIView) at 0 × 0: each side must be more than 0")
    }

    @Test func enormousSizeFails() {
        expectFailure(
            of: UIViewController(), as: .svg(size: CGSize(width: 390, height: 1_000_000)),
            saying: "at 390 × 1000000: each side must be more than 0 and at most 10000 points")
    }

    @Test func nonFiniteSizeFails() {
        expectFailure(
            of: makeCard(), as: .hierarchy(size: CGSize(width: CGFloat.nan, height: 10)), saying: "at nan × 10")
    }

    @Test func clockRunTooLongOrBackwardsFails() {
        expectFailure(of: makeCard(), as: .hierarchy(advancing: -1), saying: "cannot run the clock for -1.0 seconds")
        expectFailure(of: makeCard(), as: .svg(advancing: 1e9), saying: "give 0 to 600")
    }

    /// A duplicate identifier in a diffable snapshot is an `NSInternalInconsistencyException` in UIKit; here it is
    /// reported through `OpenCollectionViewDiagnostics`, and the snapshot fails listing it.
    @Test func misuseDuringViewDidLoadFailsListingTheDiagnostics() {
        expectFailure(
            of: DuplicateItemsViewController(), as: .hierarchy,
            saying:
                "OpenCollectionView reported misuse while showing the view controller (DuplicateItemsViewController)")
    }

    @Test func viewAlreadyInAWindowIsSnapshottedWhereItIs() {
        let grid = GridViewController(count: 3)
        let host = HeadlessHost.showing(grid, size: CGSize(width: 390, height: 300))
        let inPlace = snapshotText(of: grid, as: .hierarchy)
        #expect(inPlace == HierarchyDescription.describe(grid.view))
        #expect(grid.view.window === host.window)
        expectFailure(
            of: grid, as: .hierarchy(size: CGSize(width: 100, height: 100)),
            saying: "the view is already in a window, at 390 × 300, not 100 × 100")
    }

    @Test func subjectIsReleasedAfterTheSnapshot() {
        let card = makeCard()
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        holder.addSubview(UIView())
        holder.addSubview(card)
        card.frame.origin = CGPoint(x: 30, y: 40)
        let first = snapshotText(of: card, as: .svg)
        #expect(card.superview === holder)
        #expect(holder.subviews.firstIndex(of: card) == 1)
        #expect(card.frame == CGRect(x: 30, y: 40, width: 200, height: 120))
        let grid = GridViewController(count: 2)
        _ = snapshotText(of: grid, as: .svg)
        #expect(grid.view.window == nil)
        #expect(snapshotText(of: card, as: .svg) == first)
    }

    @Test nonisolated func snapshotOffTheMainActorFails() async {
        let card = await MainActor.run { makeCard() }
        withKnownIssue {
            var text = ""
            Snapshotting<UIView, String>.hierarchy.snapshot(card).run { text = $0 }
            #expect(text.contains("views are snapshotted on the main actor"))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("mark the test") }
        }
    }
}

/// A list whose `viewDidLoad` applies a snapshot with the same item twice.
final class DuplicateItemsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "a"])
    }
}
