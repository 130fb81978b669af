// Host-driven: shows the software keyboard through the headless host, so it does not compile against UIKit (see
// docs/Testing.md).
import Foundation
import OpenCollectionView
import Testing

/// `UIView.keyboardLayoutGuide` (UIKit's `UIKeyboardLayoutGuide`, iOS 15): content constrained to its top stays
/// above the keyboard and moves with it. Expected values: UIKit's documentation ("Adjusting your layout with
/// keyboard layout guide": with the keyboard offscreen the guide's top is the bottom of the safe area;
/// `usesBottomSafeArea`, iOS 17, `true` by default) and the 336-point keyboard of a 390 × 844 iPhone 12–15 with its
/// 34-point home-indicator inset.
@MainActor
struct KeyboardLayoutGuideTests {
    /// A screen with a text field at the top and a 44-point bar pinned above the keyboard.
    final class ComposeViewController: UIViewController {
        let field = UITextField()
        let bar = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            field.borderStyle = .roundedRect
            for view in [field, bar] {
                view.translatesAutoresizingMaskIntoConstraints = false
                self.view.addSubview(view)
            }
            NSLayoutConstraint.activate([
                field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bar.heightAnchor.constraint(equalToConstant: 44),
                bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            ])
        }
    }

    private let iPhoneInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    private func hostedCompose(size: CGSize = CGSize(width: 390, height: 844)) -> (
        HeadlessHost, ComposeViewController
    ) {
        let controller = ComposeViewController()
        let host = HeadlessHost(rootViewController: controller, size: size, safeAreaInsets: iPhoneInsets)
        host.layout()
        return (host, controller)
    }

    @Test func theGuideRestsAtTheBottomOfTheSafeAreaWhileTheKeyboardIsHidden() {
        let (host, controller) = hostedCompose()
        let guide = controller.view.keyboardLayoutGuide
        #expect(guide === controller.view.keyboardLayoutGuide)
        #expect(!guide.followsUndockedKeyboard)
        #expect(guide.usesBottomSafeArea)
        #expect(guide.owningView === controller.view)
        #expect(guide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
        #expect(controller.bar.frame == CGRect(x: 0, y: 766, width: 390, height: 44))

        // Without the safe area the guide rests at the view's bottom edge, with no height.
        guide.usesBottomSafeArea = false
        host.layout()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 844, width: 390, height: 0))
        #expect(controller.bar.frame.maxY == 844)
    }

    @Test func contentConstrainedToTheGuideMovesAboveTheKeyboardWithItsAnimation() {
        let (host, controller) = hostedCompose()
        controller.field.becomeFirstResponder()
        // The guide takes the keyboard's frame at once; the bar's move animates over the keyboard's 0.25 s.
        #expect(controller.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 508, width: 390, height: 336))
        #expect(controller.bar.frame == CGRect(x: 0, y: 464, width: 390, height: 44))
        host.advance(by: 0.1)
        let midway = controller.bar.layer.presentation()!.frame.minY
        #expect(midway > 464 && midway < 766)
        host.advance(by: 0.2)
        #expect(controller.bar.layer.presentation()!.frame.minY == 464)

        controller.field.resignFirstResponder()
        #expect(controller.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
        #expect(controller.bar.frame.minY == 766)
        host.advance(by: 0.1)
        let leaving = controller.bar.layer.presentation()!.frame.minY
        #expect(leaving > 464 && leaving < 766)
        host.advance(by: 0.2)
        #expect(controller.bar.layer.presentation()!.frame.minY == 766)
    }

    @Test func aViewThatEndsAboveTheKeyboardKeepsItsGuideAtItsSafeArea() {
        let (host, controller) = hostedCompose()
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        controller.view.addSubview(header)
        host.layout()
        controller.field.becomeFirstResponder()
        host.advance(by: 0.3)
        // The keyboard's top (508 in the window) is below the header's bottom: nothing of it covers the header.
        #expect(header.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 300, width: 390, height: 0))
        // A view reaching under the keyboard sees it from the keyboard's top in its own coordinates.
        let footer = UIView(frame: CGRect(x: 0, y: 400, width: 390, height: 444))
        controller.view.addSubview(footer)
        host.layout()
        #expect(footer.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 108, width: 390, height: 336))
    }

    /// Lays a bar out by frames above the guide's `layoutFrame`.
    final class FrameLayoutViewController: UIViewController {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        let bar = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(field)
            view.addSubview(bar)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            let top = view.keyboardLayoutGuide.layoutFrame.minY
            bar.frame = CGRect(x: 0, y: top - 44, width: view.bounds.width, height: 44)
        }
    }

    @Test func frameLayoutReadingTheGuideRunsAgainWhenTheKeyboardMoves() {
        let controller = FrameLayoutViewController()
        let host = HeadlessHost(rootViewController: controller, safeAreaInsets: iPhoneInsets)
        host.layout()
        #expect(controller.bar.frame.minY == 766)
        controller.field.becomeFirstResponder()
        #expect(controller.bar.frame.minY == 464)
        host.advance(by: 0.3)
        controller.field.resignFirstResponder()
        #expect(controller.bar.frame.minY == 766)
    }

    @Test func withAHardwareKeyboardTheGuideStaysAtTheSafeArea() {
        let (host, controller) = hostedCompose()
        host.setHardwareKeyboard(attached: true)
        controller.field.becomeFirstResponder()
        host.advance(by: 0.3)
        #expect(controller.field.isFirstResponder)
        #expect(controller.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
        #expect(controller.bar.frame.minY == 766)
    }
}
