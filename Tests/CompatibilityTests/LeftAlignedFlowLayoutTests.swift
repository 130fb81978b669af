import Testing
import UIKit

@MainActor
struct LeftAlignedFlowLayoutTests {
    /// UIKit's flow layout breaks lines where the next item no longer fits between the section insets (300 pt here:
    /// 60 + 10 + 120 + 10 + 80 = 280 fits, adding 10 + 150 does not); the library then starts every line at
    /// `sectionInset.left` and places each item `minimumInteritemSpacing` after the previous one, which is what its
    /// README shows. Lines are `minimumLineSpacing` apart.
    @Test func linesStartAtTheLeftInsetAndItemsFollowAtTheInteritemSpacing() {
        let layout = LeftAlignedCollectionViewFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let widths: [CGFloat] = [60, 120, 80, 150, 40]
        let controller = SizedItemsViewController(
            layout: layout, sizes: widths.map { CGSize(width: $0, height: 30) })
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 320, height: 480))
        host.layout()

        #expect(
            controller.cellFrames == [
                CGRect(x: 10, y: 10, width: 60, height: 30), CGRect(x: 80, y: 10, width: 120, height: 30),
                CGRect(x: 210, y: 10, width: 80, height: 30), CGRect(x: 10, y: 50, width: 150, height: 30),
                CGRect(x: 170, y: 50, width: 40, height: 30),
            ])
    }
}
