import Testing

#if OPENCOLLECTIONVIEW_COMPATIBILITY_TEST
    import UIKit
#else
    import OpenCollectionView
#endif

/// The status-bar members of `UIViewController`. Expected values from Apple's documentation:
/// `preferredStatusBarStyle` defaults to `.default`, `prefersStatusBarHidden` to `false`, `childForStatusBarStyle`
/// and `childForStatusBarHidden` to `nil`; all are open for subclasses; `UIStatusBarStyle`'s raw values are those
/// of `UIApplication.h` (`default` 0, `lightContent` 1, `darkContent` 3).
@MainActor
struct StatusBarAppearanceTests {
    final class DarkController: UIViewController {
        var style = UIStatusBarStyle.lightContent
        var hidden = true
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidden }
        override var childForStatusBarStyle: UIViewController? { children.first }
        override var childForStatusBarHidden: UIViewController? { children.first }
    }

    @Test func defaults() {
        let controller = UIViewController()
        #expect(controller.preferredStatusBarStyle == .default)
        #expect(!controller.prefersStatusBarHidden)
        #expect(controller.childForStatusBarStyle == nil)
        #expect(controller.childForStatusBarHidden == nil)
    }

    @Test func styleRawValues() {
        #expect(UIStatusBarStyle.default.rawValue == 0)
        #expect(UIStatusBarStyle.lightContent.rawValue == 1)
        #expect(UIStatusBarStyle.darkContent.rawValue == 3)
    }

    @Test func subclassesOverrideAndAskForAnUpdate() {
        let controller = DarkController()
        let child = UIViewController()
        controller.addChild(child)
        child.didMove(toParent: controller)
        #expect(controller.preferredStatusBarStyle == .lightContent)
        #expect(controller.prefersStatusBarHidden)
        #expect(controller.childForStatusBarStyle === child)
        controller.style = .darkContent
        controller.hidden = false
        controller.setNeedsStatusBarAppearanceUpdate()
        #expect(controller.preferredStatusBarStyle == .darkContent)
        #expect(!controller.prefersStatusBarHidden)
        #expect(controller.childForStatusBarHidden === child)
    }
}
