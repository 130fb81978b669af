// Host-driven: performs actions through `AccessibilityTree` and reads diagnostics, OpenCollectionView's own API,
// so it does not compile against UIKit (see docs/Testing.md).
@_spi(Host) import OpenCollectionView
import Testing

/// Acting on elements as VoiceOver does, and the notifications a host receives. UIKit's behaviour:
/// - Activation calls `accessibilityActivate()`; when that answers `false`, VoiceOver taps the element's activation
///   point, its centre by default (Apple, `accessibilityActivate()` and `accessibilityActivationPoint`).
/// - Increment and decrement go to adjustable elements; a three-finger swipe calls `accessibilityScroll(_:)` up the
///   container chain, and a scroll view then moves a page and announces its position ("Page 2 of 15": J. Harris,
///   "One (Not So) Weird Trick For Accessibility").
/// - `UIAccessibility.post(notification:argument:)` reaches assistive apps only while one runs.
/// Bad input (issue 26): an action on an element that is no longer there is diagnosed and ignored, never a crash.
@MainActor
struct AccessibilityActionTests {
    final class Counter { var count = 0 }

    @Test func activatingAButtonTapsIt() throws {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.frame = CGRect(x: 20, y: 40, width: 100, height: 44)
        let counter = Counter()
        button.addAction(UIAction { _ in counter.count += 1 }, for: .touchUpInside)
        let host = hostedInWindow(button)
        host.layout()
        let node = try #require(AccessibilityTree.build(from: host.window).elements.first { $0.label == "Save" })
        #expect(AccessibilityTree.perform(.activate, onElementWithID: node.id, in: host.window))
        #expect(counter.count == 1)
    }

    @Test func activatingASwitchTogglesIt() throws {
        let toggle = UISwitch(frame: CGRect(x: 20, y: 40, width: 51, height: 31))
        let host = hostedInWindow(toggle)
        host.layout()
        let node = try #require(AccessibilityTree.build(from: host.window).elements.first)
        #expect(AccessibilityTree.perform(.activate, onElementWithID: node.id, in: host.window))
        host.advance(by: 0.5)
        #expect(toggle.isOn)
        #expect(AccessibilityTree.build(from: host.window).elements.first?.value == "1")
    }

    @Test func incrementingASliderThroughTheTreeSendsValueChanged() throws {
        let slider = UISlider(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
        slider.value = 0.5
        let counter = Counter()
        slider.addAction(UIAction { _ in counter.count += 1 }, for: .valueChanged)
        let host = hostedInWindow(slider)
        let id = AccessibilityTreeNode.id(of: slider)
        #expect(AccessibilityTree.perform(.increment, onElementWithID: id, in: host.window))
        #expect(slider.accessibilityValue == "60%")
        #expect(counter.count == 1)
        #expect(AccessibilityTree.perform(.decrement, onElementWithID: id, in: host.window))
        #expect(slider.accessibilityValue == "50%")
    }

    @Test func activatingASegmentSelectsIt() throws {
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        control.frame = CGRect(x: 0, y: 100, width: 300, height: 32)
        control.selectedSegmentIndex = 0
        let host = hostedInWindow(control)
        host.layout()
        let month = try #require(AccessibilityTree.build(from: host.window).elements.first { $0.label == "Month" })
        #expect(AccessibilityTree.perform(.activate, onElementWithID: month.id, in: host.window))
        #expect(control.selectedSegmentIndex == 2)
    }

    @Test func actionsOnElementsThatAreGoneAreDiagnosedAndIgnored() {
        let host = hostedInWindow(UIView())
        let button = UIButton(type: .system)
        button.setTitle("Gone", for: .normal)
        host.window.addSubview(button)
        let id = AccessibilityTreeNode.id(of: button)
        button.removeFromSuperview()
        for action in [
            AccessibilityAction.activate, .increment, .decrement, .customAction(0), .scroll(.up),
        ] {
            let (performed, diagnostics) = OpenCollectionViewDiagnostics.collect {
                AccessibilityTree.perform(action, onElementWithID: id, in: host.window)
            }
            #expect(!performed)
            #expect(diagnostics.count == 1)
            #expect(diagnostics.first?.message.contains("no element with id") == true)
        }
        let (performed, _) = OpenCollectionViewDiagnostics.collect {
            AccessibilityTree.perform(.activate, onElementWithID: 12345, in: host.window)
        }
        #expect(!performed)
    }

    @Test func aCustomActionIndexOutOfRangeIsDiagnosed() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.isAccessibilityElement = true
        let counter = Counter()
        view.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Archive") { _ in
                counter.count += 1
                return true
            }
        ]
        let host = hostedInWindow(view)
        let id = AccessibilityTreeNode.id(of: view)
        let (performed, diagnostics) = OpenCollectionViewDiagnostics.collect {
            AccessibilityTree.perform(.customAction(3), onElementWithID: id, in: host.window)
        }
        #expect(!performed)
        #expect(diagnostics.count == 1)
        #expect(AccessibilityTree.perform(.customAction(0), onElementWithID: id, in: host.window))
        #expect(counter.count == 1)
    }

    @Test func scrollingALabelInAScrollViewScrollsThePageAndAnnouncesIt() throws {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scrollView.contentSize = CGSize(width: 400, height: 2000)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        label.text = "Top"
        scrollView.addSubview(label)
        let host = hostedInWindow(scrollView)
        host.scene.mirrorsAccessibility = true
        #expect(
            AccessibilityTree.perform(
                .scroll(.up), onElementWithID: AccessibilityTreeNode.id(of: label), in: host.window))
        #expect(scrollView.contentOffset.y == 400)
        let posted = host.scene.takeAccessibilityNotifications()
        #expect(posted == [UIAccessibility.PostedNotification(notification: .pageScrolled, text: "Page 2 of 5")])
        scrollView.contentOffset.y = 1600
        #expect(
            !AccessibilityTree.perform(
                .scroll(.up), onElementWithID: AccessibilityTreeNode.id(of: label), in: host.window))
    }

    @Test func notificationsReachTheHostOnlyWhileItMirrorsAccessibility() {
        let host = hostedInWindow(UIView())
        host.scene.makeCurrent {
            #expect(!UIAccessibility.isVoiceOverRunning)
            UIAccessibility.post(notification: .announcement, argument: "Not heard")
        }
        #expect(host.scene.takeAccessibilityNotifications().isEmpty)
        host.scene.mirrorsAccessibility = true
        let label = UILabel()
        host.scene.makeCurrent {
            #expect(UIAccessibility.isVoiceOverRunning)
            UIAccessibility.post(notification: .announcement, argument: "Saved")
            UIAccessibility.post(notification: .layoutChanged, argument: label)
            UIAccessibility.post(notification: .screenChanged, argument: nil)
        }
        #expect(
            host.scene.takeAccessibilityNotifications() == [
                .init(notification: .announcement, text: "Saved"),
                .init(notification: .layoutChanged, elementID: AccessibilityTreeNode.id(of: label)),
                .init(notification: .screenChanged),
            ])
        #expect(host.scene.takeAccessibilityNotifications().isEmpty)
    }
}
