// Host-driven: lays the stacks out in a HeadlessHost's window, so it does not compile against UIKit (see
// docs/Testing.md).
import OpenCollectionView
import Testing

/// Stack views placed by a frame or by their leading and top edges in a hosted view controller's view, laid out
/// by the window's layout pass (the frames `StackViewPlacementTests` checks on a bare view; UIStackView reference,
/// "Positioning and Sizing the Stack View").
@MainActor
struct StackViewInHostedControllerTests {
    final class StacksController: UIViewController {
        let framed = UIStackView(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
        let pinned = UIStackView()
        let heading = UILabel()
        let button = UIButton(type: .system)
        let left = UILabel()
        let right = UILabel()

        override func viewDidLoad() {
            super.viewDidLoad()
            left.text = "Left"
            right.text = "Right"
            framed.distribution = .fillEqually
            framed.addArrangedSubview(left)
            framed.addArrangedSubview(right)
            view.addSubview(framed)
            heading.text = "Title"
            button.setTitle("Go", for: .normal)
            pinned.spacing = 10
            pinned.alignment = .center
            pinned.addArrangedSubview(heading)
            pinned.addArrangedSubview(button)
            pinned.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(pinned)
            NSLayoutConstraint.activate([
                pinned.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                pinned.topAnchor.constraint(equalTo: view.topAnchor, constant: 200),
            ])
        }
    }

    @Test func hostedStacksArrangeTheirViews() {
        let controller = StacksController()
        let host = HeadlessHost(rootViewController: controller)
        host.layout()
        #expect(controller.framed.frame == CGRect(x: 20, y: 100, width: 300, height: 44))
        #expect(controller.left.frame == CGRect(x: 0, y: 0, width: 150, height: 44))
        #expect(controller.right.frame == CGRect(x: 150, y: 0, width: 150, height: 44))
        let titleSize = controller.heading.intrinsicContentSize
        let buttonSize = controller.button.intrinsicContentSize
        #expect(controller.pinned.frame.origin == CGPoint(x: 16, y: 200))
        #expect(controller.pinned.frame.width == titleSize.width + 10 + buttonSize.width)
        #expect(controller.pinned.frame.height == max(titleSize.height, buttonSize.height))
        #expect(controller.heading.frame.minX == 0 && controller.heading.frame.size == titleSize)
        #expect(controller.button.frame.minX == titleSize.width + 10)
    }
}
