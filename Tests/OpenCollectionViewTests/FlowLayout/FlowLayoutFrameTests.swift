import Testing

#if OPENCOLLECTIONVIEW_COMPATIBILITY_TEST
    import UIKit
#else
    import OpenCollectionView
#endif

@MainActor
struct FlowLayoutFrameTests {
    @Test func defaultsMatchUIKit() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10)
        #expect(layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero)
        #expect(layout.scrollDirection == .vertical)
        #expect(layout.estimatedItemSize == .zero)
        #expect(layout.headerReferenceSize == .zero)
    }

    /// 355 pt between the insets fit three 100-pt items; the 55 pt left over is shared by the two gaps (27.5 pt),
    /// and the last row keeps the grid's columns.
    @Test func fullRowsAreJustifiedAndLastRowOfUniformItemsAlignsToGrid() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let client = GridClient(
            sections: [(0..<7).map(String.init)], layout: layout, size: CGSize(width: 375, height: 667))
        let host = hostedInWindow(client.collectionView, size: CGSize(width: 375, height: 667))
        host.layout()
        let result = frames(client.collectionView)
        #expect(result.map(\.minX) == [10, 137.5, 265, 10, 137.5, 265, 10])
        #expect(result.map(\.minY) == [10, 10, 10, 120, 120, 120, 230])
        #expect(client.collectionView.contentSize == CGSize(width: 375, height: 340))
    }

    @Test func variedSizesJustifyFullLinesCentreItemsInTheLineAndLeftAlignTheLastLine() {
        let layout = UICollectionViewFlowLayout()
        let client = SizedGridClient(
            sizes: [
                CGSize(width: 100, height: 50), CGSize(width: 150, height: 80), CGSize(width: 200, height: 40),
                CGSize(width: 60, height: 40),
            ], layout: layout, size: CGSize(width: 320, height: 480))
        let host = hostedInWindow(client.collectionView, size: CGSize(width: 320, height: 480))
        host.layout()
        #expect(
            frames(client.collectionView) == [
                CGRect(x: 0, y: 15, width: 100, height: 50), CGRect(x: 170, y: 0, width: 150, height: 80),
                CGRect(x: 0, y: 90, width: 200, height: 40), CGRect(x: 210, y: 90, width: 60, height: 40),
            ])
    }

    /// A lone item is centred on every line, the last included (see `FlowLayoutLoneItemTests`).
    @Test func aLoneItemOnALineIsCentred() {
        let layout = UICollectionViewFlowLayout()
        let client = SizedGridClient(
            sizes: [CGSize(width: 300, height: 50), CGSize(width: 280, height: 50), CGSize(width: 100, height: 50)],
            layout: layout, size: CGSize(width: 320, height: 480))
        let host = hostedInWindow(client.collectionView, size: CGSize(width: 320, height: 480))
        host.layout()
        #expect(frames(client.collectionView).map(\.minX) == [10, 20, 110])
    }

    @Test func horizontalScrollingFillsColumnsTopToBottom() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.headerReferenceSize = CGSize(width: 30, height: 999)
        let client = GridClient(
            sections: [(0..<7).map(String.init)], layout: layout, size: CGSize(width: 320, height: 200))
        let host = hostedInWindow(client.collectionView, size: CGSize(width: 320, height: 200))
        host.layout()
        let result = frames(client.collectionView)
        #expect(result.map(\.minY) == [0, 75, 150, 0, 75, 150, 0])
        #expect(result.map(\.minX) == [30, 30, 30, 90, 90, 90, 150])
        let header = client.collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 30, height: 200))
        #expect(client.collectionView.contentSize == CGSize(width: 200, height: 200))
    }

    @Test func headersFootersAndInsetsStackSections() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        layout.sectionInset = UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
        let client = GridClient(
            sections: [["a", "b", "c", "d"], []], layout: layout, size: CGSize(width: 320, height: 480))
        let host = hostedInWindow(client.collectionView, size: CGSize(width: 320, height: 480))
        host.layout()
        let collectionView = client.collectionView
        func supplementary(_ kind: String, _ section: Int) -> CGRect? {
            collectionView.layoutAttributesForSupplementaryElement(
                ofKind: kind, at: IndexPath(item: 0, section: section))?
                .frame
        }
        #expect(
            supplementary(UICollectionView.elementKindSectionHeader, 0) == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(frames(collectionView).map(\.minY) == [35, 35, 35, 85])
        #expect(
            supplementary(UICollectionView.elementKindSectionFooter, 0) == CGRect(x: 0, y: 130, width: 320, height: 20))
        #expect(
            supplementary(UICollectionView.elementKindSectionHeader, 1) == CGRect(x: 0, y: 150, width: 320, height: 30))
        #expect(
            supplementary(UICollectionView.elementKindSectionFooter, 1) == CGRect(x: 0, y: 190, width: 320, height: 20))
        #expect(collectionView.contentSize.height == 210)
        #expect(collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 2)
    }

    @Test func delegateOverridesApplyOnlyWhenImplemented() {
        final class InsetClient: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            { collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }
            func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                insetForSectionAt section: Int
            ) -> UIEdgeInsets { UIEdgeInsets(top: 7, left: 3, bottom: 0, right: 0) }
            func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                minimumLineSpacingForSectionAt section: Int
            ) -> CGFloat { 1 }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 150, height: 20)
        layout.minimumInteritemSpacing = 4
        let client = InsetClient()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 310, height: 300), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = client
        collectionView.delegate = client
        let host = hostedInWindow(collectionView, size: CGSize(width: 310, height: 300))
        host.layout()
        #expect(
            frames(collectionView) == [
                CGRect(x: 3, y: 7, width: 150, height: 20), CGRect(x: 160, y: 7, width: 150, height: 20),
                CGRect(x: 3, y: 28, width: 150, height: 20), CGRect(x: 160, y: 28, width: 150, height: 20),
            ])
    }

    @Test func pinnedHeaderStaysAtTheTopUntilTheSectionEnds() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.sectionHeadersPinToVisibleBounds = true
        let client = GridClient(
            sections: [(0..<5).map(String.init), (0..<5).map(String.init)], layout: layout,
            size: CGSize(width: 320, height: 300))
        let host = hostedInWindow(client.collectionView, size: CGSize(width: 320, height: 300))
        host.layout()
        let collectionView = client.collectionView
        collectionView.contentOffset = CGPoint(x: 0, y: 200)
        host.layout()
        let header = collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame.minY == 200)
        collectionView.contentOffset = CGPoint(x: 0, y: 560)
        host.layout()
        let pushed = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        // Section 0 ends at 40 + 5 × 100 + 4 × 10 = 580, so the header stops at 580 − 40.
        #expect(pushed?.frame.minY == 540)
        #expect(pushed?.zIndex == 1024)
    }
}
