import QuartzCore
import Testing
import UIKit

/// `CATransaction` as DiffableDataSources uses it around its batch updates (issue 23's ports,
/// docs/Compatibility.md). Apple documents: "the completion block is called when all animations subsequently added
/// by this transaction group have completed … If no animations are added before the current transaction group is
/// committed … the block will be invoked immediately."
@MainActor
struct TransactionTests {
    @Test func completionRunsAtCommitWithoutAnimations() {
        var order: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { order.append("completion") }
        order.append("changes")
        CATransaction.commit()
        order.append("after commit")

        #expect(order == ["changes", "completion", "after commit"])
    }

    @Test func completionWaitsForAnimationsStartedInside() {
        let controller = UIViewController()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 200, height: 200))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(box)
        host.layout()
        var completed = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed = true }
        UIView.animate(withDuration: 0.3) { box.frame.origin.x = 100 }
        CATransaction.commit()
        #expect(!completed)
        host.advance(by: 0.2)
        #expect(!completed)
        host.advance(by: 0.2)
        #expect(completed)
    }

    /// `setDisableActions(true)` holds for the innermost transaction only and ends with its commit.
    @Test func disabledActionsLastUntilCommit() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.begin()
        let inner = CATransaction.disableActions()
        CATransaction.commit()
        let outer = CATransaction.disableActions()
        CATransaction.commit()

        #expect(!inner && outer && !CATransaction.disableActions())
    }
}
