import Testing
import UIKit

/// Cells and attribute subclasses written the UIKit way.
@MainActor
struct CellAndAttributesTests {
    final class NotesViewController: UICollectionViewController {
        var notes: [[String]] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(NoteCell.self, forCellWithReuseIdentifier: "Note")
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            notes.count
        }

        override func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Note", for: indexPath) as! NoteCell
            cell.lines = notes[indexPath.item]
            return cell
        }
    }

    /// UIKit passes `preferredLayoutAttributesFitting(_:)` a copy of the layout's attributes, so a cell that edits
    /// them and returns them self-sizes: 1, 3 and 2 lines make cells 36, 76 and 56 pt tall, stacked by the flow
    /// layout 10 pt apart (its default `minimumLineSpacing`) at y = 0, 46 and 132.
    @Test func aCellThatEditsTheAttributesItWasGivenSizesItself() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 300, height: 44)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        let controller = NotesViewController(collectionViewLayout: layout)
        controller.notes = [["one"], ["two", "lines", "more"], ["three", "four"]]
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 320, height: 480))
        host.layout()

        #expect(
            controller.collectionView.visibleCellFrames == [
                CGRect(x: 10, y: 0, width: 300, height: 36), CGRect(x: 10, y: 46, width: 300, height: 76),
                CGRect(x: 10, y: 132, width: 300, height: 56),
            ])
    }

    /// An attributes subclass with its own property (copied in `copy(with:)`, compared in `isEqual(_:)`) reaches
    /// the cell's `apply(_:)`; the nonisolated animator sets alpha and scale from the distance to the centre. Half
    /// a page from the centre each page has alpha 1 − 0.5 × 0.8 = 0.6 and scale 1 − 0.5 × 0.2 = 0.9.
    @Test func customAttributesAndANonisolatedAnimatorReachTheCells() {
        let layout = AnimatedPagingLayout()
        layout.animator = FadeScaleAnimator(minAlpha: 0.2, minScale: 0.8)
        let controller = SizedItemsViewController(
            layout: layout, sizes: Array(repeating: CGSize(width: 320, height: 480), count: 3))
        controller.loadViewIfNeeded()
        controller.collectionView.register(PageCell.self, forCellWithReuseIdentifier: "Cell")
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 320, height: 480))
        host.layout()
        let collectionView = controller.collectionView!

        let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? PageCell
        #expect(first?.appliedMiddleOffset == 0)
        #expect(first?.alpha == 1)
        #expect(first?.frame == CGRect(x: 0, y: 0, width: 320, height: 480))

        collectionView.contentOffset = CGPoint(x: 160, y: 0)
        host.layout()
        let pages = collectionView.indexPathsForVisibleItems.sorted().compactMap {
            collectionView.cellForItem(at: $0) as? PageCell
        }
        #expect(pages.map(\.appliedMiddleOffset) == [-0.5, 0.5])
        #expect(pages.map { Float($0.alpha) } == [0.6, 0.6])  // alpha lives in the layer's Float opacity
        #expect(
            pages.map(\.frame) == [
                CGRect(x: 16, y: 24, width: 288, height: 432), CGRect(x: 336, y: 24, width: 288, height: 432),
            ])
    }

    /// Attribute subclasses compare their own properties: equal copies, unequal after an edit (UIKit's contract for
    /// `isEqual(_:)` on custom attributes).
    @Test func customAttributesCompareAsValues() {
        let attributes = AnimatedLayoutAttributes(forCellWith: IndexPath(item: 2, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        attributes.middleOffset = 0.25
        let copy = attributes.copy() as! AnimatedLayoutAttributes
        #expect(copy !== attributes)
        #expect(copy.isEqual(attributes))
        #expect(copy.middleOffset == 0.25 && copy.indexPath == IndexPath(item: 2, section: 0))
        copy.middleOffset = 0.5
        #expect(!copy.isEqual(attributes))
    }
}

/// The nonisolated helpers of `LayoutCache.swift`, used from the main actor as a layout would.
@MainActor
struct NonisolatedHelperTests {
    @Test func helpersOutsideTheMainActorReadAttributesAndViews() {
        let cache = LayoutCache()
        for item in 0..<3 {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: CGFloat(item) * 50, width: 100, height: 40)
            cache.store(attributes)
        }
        #expect(cache.unionFrame == CGRect(x: 0, y: 0, width: 100, height: 140))
        #expect(cache.headerAttributes.representedElementKind == UICollectionView.elementKindSectionHeader)
        #expect(maxY(of: [UIView(frame: CGRect(x: 0, y: 10, width: 5, height: 5))]) == 15)
    }
}
