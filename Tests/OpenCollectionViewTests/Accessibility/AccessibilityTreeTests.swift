// Host-driven: reads `AccessibilityTree`, OpenCollectionView's own API, so it does not compile against UIKit (see
// docs/Testing.md).
import OpenCollectionView
import Testing

/// How the accessibility tree walks a window, following UIKit's documented rules (Apple, UIAccessibility and
/// UIAccessibilityContainer references): hidden views and `accessibilityElementsHidden` leave nothing;
/// `accessibilityViewIsModal` makes assistive apps "ignore elements within views that are siblings of the
/// receiver"; `accessibilityElements` gives the container's elements and their order; an element's subviews are not
/// reached ("VoiceOver will stop looking for other accessible elements in that view hierarchy", Accessibility up to
/// 11, day 62); `shouldGroupAccessibilityChildren` reads a view's elements together.
@MainActor
struct AccessibilityTreeTests {
    private func label(_ text: String, y: CGFloat = 0) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: y, width: 100, height: 20))
        label.text = text
        return label
    }

    private func labels(in view: UIView) -> [String] {
        AccessibilityTree.build(from: view).elements.compactMap(\.label)
    }

    @Test func hiddenTransparentAndElementsHiddenViewsAreLeftOut() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let shown = label("Shown")
        let hidden = label("Hidden")
        hidden.isHidden = true
        let transparent = label("Transparent")
        transparent.alpha = 0
        let box = UIView()
        box.addSubview(label("Inside hidden box"))
        box.accessibilityElementsHidden = true
        for view in [shown, hidden, transparent, box] { root.addSubview(view) }
        #expect(labels(in: root) == ["Shown"])
    }

    @Test func anEmptyLabelIsPassedOver() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let empty = UILabel()
        root.addSubview(empty)
        root.addSubview(label("Text"))
        // Still an element, as UIKit's labels are, but with nothing to say VoiceOver does not stop on it.
        #expect(empty.isAccessibilityElement)
        #expect(AccessibilityTree.build(from: root).elements.count == 1)
    }

    @Test func aModalViewHidesItsSiblings() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.addSubview(label("Behind"))
        let dialog = UIView()
        dialog.addSubview(label("In dialog"))
        root.addSubview(dialog)
        root.addSubview(label("Also behind"))
        #expect(labels(in: root) == ["Behind", "In dialog", "Also behind"])
        dialog.accessibilityViewIsModal = true
        #expect(labels(in: root) == ["In dialog"])
        let tree = AccessibilityTree.build(from: root)
        #expect(tree.children.first?.isModal == true)
    }

    @Test func accessibilityElementsReplaceTheSubviewsAndTheirOrder() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let first = label("First")
        let second = label("Second")
        let third = label("Third")
        for view in [first, second, third] { root.addSubview(view) }
        root.accessibilityElements = [third, first]
        #expect(labels(in: root) == ["Third", "First"])
    }

    @Test func anElementStopsTheWalk() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        card.addSubview(label("Title"))
        card.addSubview(label("Subtitle"))
        card.isAccessibilityElement = true
        card.accessibilityLabel = "Card"
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.addSubview(card)
        #expect(labels(in: root) == ["Card"])
    }

    @Test func plainContainersLeaveNoNodeButGroupsDo() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let row = UIView()
        row.addSubview(label("Name"))
        row.addSubview(label("Value"))
        root.addSubview(row)
        #expect(AccessibilityTree.build(from: root).children.count == 2)
        row.shouldGroupAccessibilityChildren = true
        let grouped = AccessibilityTree.build(from: root)
        #expect(grouped.children.count == 1)
        #expect(grouped.children[0].id == AccessibilityTreeNode.id(of: row))
        #expect(grouped.children[0].children.map(\.label) == ["Name", "Value"])
    }

    @Test func accessibilityElementsOfAViewAreNodesInItsCoordinates() {
        let host = hostedInWindow(UIView(), size: CGSize(width: 400, height: 400))
        let chart = UIView(frame: CGRect(x: 100, y: 50, width: 200, height: 100))
        host.window.addSubview(chart)
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        bar.isAccessibilityElement = true
        bar.accessibilityLabel = "March"
        bar.accessibilityValue = "12"
        bar.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 0, width: 20, height: 100)
        chart.accessibilityElements = [bar]
        let node = AccessibilityTree.build(from: host.window).elements.first { $0.label == "March" }
        #expect(node?.id == AccessibilityTreeNode.id(of: bar))
        #expect(node?.value == "12")
        #expect(node?.frame == CGRect(x: 110, y: 50, width: 20, height: 100))
    }

    @Test func idsStayTheSameFromOneTreeToTheNext() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let title = label("Title")
        root.addSubview(title)
        let before = AccessibilityTree.build(from: root)
        title.text = "New title"
        let after = AccessibilityTree.build(from: root)
        #expect(before.children[0].id == after.children[0].id)
        #expect(before != after)
        #expect(after.children[0].label == "New title")
    }

    @Test func theTextDumpReadsAsAScreenReaderMeetsTheScreen() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let heading = label("Settings")
        heading.accessibilityTraits = [.staticText, .header]
        root.addSubview(heading)
        let button = UIButton(type: .system)
        button.setTitle("Edit", for: .normal)
        root.addSubview(button)
        let toggle = UISwitch()
        toggle.isOn = true
        toggle.accessibilityLabel = "Wi-Fi"
        root.addSubview(toggle)
        let slider = UISlider()
        slider.value = 0.5
        slider.accessibilityLabel = "Volume"
        root.addSubview(slider)
        let disabled = UIButton(type: .system)
        disabled.setTitle("Send", for: .normal)
        disabled.isEnabled = false
        root.addSubview(disabled)
        let field = UITextField()
        field.placeholder = "Search"
        root.addSubview(field)
        #expect(
            AccessibilityTree.text(of: root)
                == """
                Heading "Settings"
                Button "Edit"
                Switch button "Wi-Fi": on
                Adjustable "Volume": 50%
                Button "Send", dimmed
                Text field "": Search
                """)
    }

    @Test func aSegmentedControlIsAButtonPerSegment() {
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.selectedSegmentIndex = 1
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        root.addSubview(control)
        let elements = AccessibilityTree.build(from: root).elements
        #expect(elements.map(\.label) == ["Day", "Week", "Month"])
        #expect(elements.map { $0.traits.contains(.button) } == [true, true, true])
        #expect(elements.map(\.isSelected) == [false, true, false])
        #expect(elements[1].frame == CGRect(x: 100, y: 0, width: 100, height: 32))
        // The elements are the same objects from one tree to the next.
        #expect(AccessibilityTree.build(from: root).elements.map(\.id) == elements.map(\.id))
    }

    @Test func aStepperIsADecrementAndAnIncrementButton() {
        let stepper = UIStepper()
        stepper.frame.origin = .zero
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        root.addSubview(stepper)
        let elements = AccessibilityTree.build(from: root).elements
        #expect(elements.map(\.label) == ["Decrement", "Increment"])
        // At its minimum (0) a stepper cannot decrement.
        #expect(!elements[0].isEnabled)
        #expect(elements[1].isEnabled)
    }
}
