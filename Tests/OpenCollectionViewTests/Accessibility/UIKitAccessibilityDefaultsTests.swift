import Testing

#if OPENCOLLECTIONVIEW_COMPATIBILITY_TEST
    import UIKit
#else
    import OpenCollectionView
#endif

/// What UIKit's standard views tell assistive apps when the app sets nothing. Sources, per test:
/// - Apple, `isAccessibilityElement`: "The default value for this property is false unless the receiver is a
///   standard UIKit control, in which case the value is true."
/// - Apple, Accessibility Programming Guide for iOS, "Accessibility Attributes": a label's text is its label and a
///   button's title its label; `UIAccessibilityTraitStaticText` for labels, `…Button` for buttons, `…Image` for
///   image views.
/// - D. Rönnqvist, "Accessible Sliders and Adjustable Controls": an unconfigured slider reads "50%. Adjustable", and
///   swiping up or down moves it in 10-percentage-point steps.
/// - KIF pull request #138 (UISwitch's accessibility value is `switchIsOn ? @"1" : @"0"`); cashapp/AccessibilitySnapshot
///   (UISwitch's traits are `.button` plus bit 53, UIKit's private toggle trait published in iOS 17 as
///   `.toggleButton`; Apple's `toggleButton` page: "combine the toggle trait with a button trait" for a switch).
/// - a11yengineer.com and MagentaA11y, native stepper, page control and segmented control pages: a stepper reads as
///   "Increment" and "Decrement" buttons; a page control is adjustable with the value "page x of y".
/// - XCUITest, as commonly reported: an empty text field's value is its placeholder; a progress view's value is a
///   percentage; an activity indicator's label is "In progress".
@MainActor
struct UIKitAccessibilityDefaultsTests {
    @Test func aPlainViewIsNotAnElementAndHasNoTraits() {
        let view = UIView()
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityTraits == .none)
        #expect(view.accessibilityLabel == nil)
    }

    @Test func aLabelIsStaticTextLabelledByItsText() {
        let label = UILabel()
        label.text = "Inbox"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Inbox")
        #expect(label.accessibilityTraits == .staticText)
        label.accessibilityLabel = "Mail inbox"
        #expect(label.accessibilityLabel == "Mail inbox")
        label.isEnabled = false
        #expect(label.accessibilityTraits == [.staticText, .notEnabled])
    }

    @Test func aButtonIsAButtonLabelledByItsTitle() {
        let button = UIButton(type: .system)
        button.setTitle("Edit", for: .normal)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Edit")
        #expect(button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits.contains(.notEnabled))
        button.isEnabled = true
        button.isSelected = true
        #expect(button.accessibilityTraits.contains(.selected))
    }

    @Test func aConfiguredButtonIsLabelledByItsConfigurationTitle() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Buy"
        let button = UIButton(configuration: configuration)
        #expect(button.accessibilityLabel == "Buy")
        #expect(button.accessibilityTraits.contains(.button))
    }

    @Test func anImageViewIsAnImageButNotAnElementUnlessMadeOne() {
        let imageView = UIImageView(image: UIImage(systemName: "star"))
        #expect(!imageView.isAccessibilityElement)
        #expect(imageView.accessibilityTraits == .image)
        imageView.isAccessibilityElement = true
        imageView.accessibilityLabel = "Favourite"
        #expect(imageView.isAccessibilityElement)
    }

    @Test func aSwitchIsASwitchButtonWhoseValueIsOneOrZero() {
        let toggle = UISwitch()
        #expect(toggle.isAccessibilityElement)
        #expect(toggle.accessibilityValue == "0")
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")
        #expect(toggle.accessibilityTraits.contains(.button))
        #expect(toggle.accessibilityTraits.contains(.toggleButton))
    }

    @Test func aSliderIsAdjustableWithItsValueAsAPercentage() {
        let slider = UISlider()
        slider.value = 0.5
        #expect(slider.isAccessibilityElement)
        #expect(slider.accessibilityTraits == .adjustable)
        #expect(slider.accessibilityValue == "50%")
        slider.minimumValue = 0
        slider.maximumValue = 200
        slider.value = 50
        #expect(slider.accessibilityValue == "25%")
    }

    @Test func incrementingASliderMovesItATenthOfItsRange() {
        let slider = UISlider()
        slider.value = 0.5
        slider.accessibilityIncrement()
        #expect(abs(slider.value - 0.6) < 0.0001)
        #expect(slider.accessibilityValue == "60%")
        slider.accessibilityDecrement()
        slider.accessibilityDecrement()
        #expect(abs(slider.value - 0.4) < 0.0001)
    }

    @Test func aPageControlIsAdjustableAndSaysWhichPage() {
        let pageControl = UIPageControl()
        pageControl.numberOfPages = 5
        pageControl.currentPage = 1
        #expect(pageControl.isAccessibilityElement)
        #expect(pageControl.accessibilityTraits.contains(.adjustable))
        #expect(pageControl.accessibilityValue == "page 2 of 5")
        pageControl.accessibilityIncrement()
        #expect(pageControl.currentPage == 2)
        pageControl.accessibilityDecrement()
        pageControl.accessibilityDecrement()
        #expect(pageControl.currentPage == 0)
        pageControl.accessibilityDecrement()
        #expect(pageControl.currentPage == 0)
    }

    @Test func aTextFieldsValueIsItsTextOrItsPlaceholder() {
        let field = UITextField()
        field.placeholder = "Name"
        #expect(field.isAccessibilityElement)
        #expect(field.accessibilityValue == "Name")
        field.text = "Ada"
        #expect(field.accessibilityValue == "Ada")
    }

    @Test func aTextViewsValueIsItsText() {
        let textView = UITextView()
        textView.text = "Notes"
        #expect(textView.isAccessibilityElement)
        #expect(textView.accessibilityValue == "Notes")
        textView.isEditable = false
        #expect(textView.accessibilityTraits.contains(.staticText))
    }

    @Test func aSearchFieldHasTheSearchFieldTrait() {
        #expect(UISearchTextField().accessibilityTraits.contains(.searchField))
        #expect(!UITextField().accessibilityTraits.contains(.searchField))
    }

    @Test func aProgressViewsValueIsAPercentage() {
        let progress = UIProgressView(progressViewStyle: .default)
        progress.progress = 0.25
        #expect(progress.isAccessibilityElement)
        #expect(progress.accessibilityValue == "25%")
    }

    @Test func anActivityIndicatorSaysInProgress() {
        let indicator = UIActivityIndicatorView(style: .medium)
        #expect(indicator.isAccessibilityElement)
        #expect(indicator.accessibilityLabel == "In progress")
    }

    @Test func setAttributesWinOverTheDefaults() {
        let toggle = UISwitch()
        toggle.accessibilityValue = "Enabled"
        toggle.accessibilityTraits = .button
        toggle.isAccessibilityElement = false
        #expect(toggle.accessibilityValue == "Enabled")
        #expect(toggle.accessibilityTraits == .button)
        #expect(!toggle.isAccessibilityElement)
    }

    @Test func traitsHaveUIKitsBits() {
        // UIAccessibilityConstants.h: button 1, link 2, image 4, selected 8, … header 0x10000, tabBar 0x8000;
        // UIAccessibilityTraitSupportsZoom = 70368744177664 and UIAccessibilityTraitToggleButton = 9007199254740992.
        #expect(UIAccessibilityTraits.button.rawValue == 1)
        #expect(UIAccessibilityTraits.selected.rawValue == 8)
        #expect(UIAccessibilityTraits.staticText.rawValue == 64)
        #expect(UIAccessibilityTraits.notEnabled.rawValue == 256)
        #expect(UIAccessibilityTraits.adjustable.rawValue == 4096)
        #expect(UIAccessibilityTraits.tabBar.rawValue == 0x8000)
        #expect(UIAccessibilityTraits.header.rawValue == 0x10000)
        #expect(UIAccessibilityTraits.supportsZoom.rawValue == 70_368_744_177_664)
        #expect(UIAccessibilityTraits.toggleButton.rawValue == 9_007_199_254_740_992)
    }

    @Test func aViewAnswersItsAccessibilityElementsAsAContainer() {
        let container = UIView()
        let first = UIAccessibilityElement(accessibilityContainer: container)
        let second = UIAccessibilityElement(accessibilityContainer: container)
        container.accessibilityElements = [first, second]
        #expect(container.accessibilityElementCount() == 2)
        #expect(container.accessibilityElement(at: 1) as AnyObject? === second)
        #expect(container.index(ofAccessibilityElement: second) == 1)
        #expect(container.index(ofAccessibilityElement: UIView()) == NSNotFound)
        #expect(container.accessibilityElement(at: 5) == nil)
    }

    @Test func anElementsFrameFollowsItsContainer() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let container = UIView(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
        window.addSubview(container)
        let element = UIAccessibilityElement(accessibilityContainer: container)
        element.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(element.accessibilityFrame == CGRect(x: 60, y: 120, width: 30, height: 40))
        container.frame.origin = CGPoint(x: 0, y: 0)
        #expect(element.accessibilityFrame == CGRect(x: 10, y: 20, width: 30, height: 40))
    }
}
