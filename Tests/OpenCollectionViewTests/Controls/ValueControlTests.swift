import OpenCollectionView
import Testing

/// The value controls as UIKit documents them: defaults, clamping, which user actions send `.valueChanged`, and
/// which programmatic changes do not.
@MainActor
struct ValueControlTests {
    final class Counter { var count = 0 }

    private func host(_ control: UIView) -> HeadlessHost {
        let controller = UIViewController()
        controller.view.addSubview(control)
        let host = HeadlessHost(rootViewController: controller)
        host.layout()
        return host
    }

    private func counting(_ control: UIControl) -> Counter {
        let counter = Counter()
        control.addAction(UIAction { _ in counter.count += 1 }, for: .valueChanged)
        return counter
    }

    // MARK: UIStepper

    @Test func aStepperStepsBetweenItsDefaultsZeroAndHundred() {
        // UIStepper's documented defaults: value 0, minimumValue 0, maximumValue 100, stepValue 1, wraps false,
        // autorepeat true, continuous true; size 94×32 since iOS 13.
        let stepper = UIStepper(frame: CGRect(x: 50, y: 100, width: 300, height: 300))
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
        #expect(stepper.stepValue == 1 && !stepper.wraps && stepper.autorepeat && stepper.isContinuous)
        let host = host(stepper)
        let counter = counting(stepper)
        host.tap(at: CGPoint(x: 50 + 70, y: 116))  // the + half
        host.tap(at: CGPoint(x: 50 + 70, y: 116))
        #expect(stepper.value == 2)
        host.tap(at: CGPoint(x: 50 + 20, y: 116))  // the − half
        #expect(stepper.value == 1)
        #expect(counter.count == 3)
    }

    @Test func aStepperStopsAtItsEndsUnlessItWraps() {
        let stepper = UIStepper()
        stepper.frame.origin = CGPoint(x: 50, y: 100)
        let host = host(stepper)
        let counter = counting(stepper)
        host.tap(at: CGPoint(x: 70, y: 116))  // − at the minimum: nothing happens
        #expect(stepper.value == 0 && counter.count == 0)
        stepper.wraps = true
        stepper.maximumValue = 3
        host.tap(at: CGPoint(x: 70, y: 116))  // − at the minimum wraps to the maximum
        #expect(stepper.value == 3 && counter.count == 1)
        host.tap(at: CGPoint(x: 120, y: 116))  // + at the maximum wraps to the minimum
        #expect(stepper.value == 0)
        stepper.value = 250
        #expect(stepper.value == 3, "setting a value clamps it to the range")
    }

    @Test func holdingAStepperButtonRepeatsTheStep() {
        let stepper = UIStepper()
        stepper.frame.origin = CGPoint(x: 50, y: 100)
        let host = host(stepper)
        let finger = host.touchDown(at: CGPoint(x: 120, y: 116))
        #expect(stepper.value == 1, "the press steps at once")
        host.advance(by: 0.45)
        #expect(stepper.value == 1, "no repeat before half a second")
        host.advance(by: 0.35)
        #expect(stepper.value > 2, "then it repeats")
        let held = stepper.value
        host.touchUp(finger, at: CGPoint(x: 120, y: 116))
        host.advance(by: 1)
        #expect(stepper.value == held, "lifting the finger stops the repeat")
    }

    // MARK: UISlider

    @Test func aSliderFollowsItsThumbAndClampsTheValue() {
        // UISlider's defaults: value 0 in 0…1, continuous.
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 228, height: 31))
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
        let host = host(slider)
        let counter = counting(slider)
        // The thumb (28 across) starts at the leading end; its centre travels 228 − 28 = 200 points.
        host.drag(from: CGPoint(x: 34, y: 115), to: CGPoint(x: 134, y: 115), duration: 0.2)
        #expect(abs(slider.value - 0.5) < 0.001)
        #expect(counter.count > 1, "a continuous slider reports while it moves")
        slider.value = 7
        #expect(slider.value == 1)
        slider.value = -3
        #expect(slider.value == 0)
    }

    @Test func aNonContinuousSliderReportsOnceOnRelease() {
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 228, height: 31))
        slider.isContinuous = false
        let host = host(slider)
        let counter = counting(slider)
        host.drag(from: CGPoint(x: 34, y: 115), to: CGPoint(x: 234, y: 115), duration: 0.2)
        #expect(slider.value == 1)
        #expect(counter.count == 1)
    }

    @Test func touchesOffTheThumbDoNotMoveTheSlider() {
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 228, height: 31))
        let host = host(slider)
        host.tap(at: CGPoint(x: 200, y: 115))
        #expect(slider.value == 0)
    }

    // MARK: UISegmentedControl

    @Test func tappingASegmentSelectsItAndReportsAChange() {
        let control = UISegmentedControl(items: ["List", "Grid", "Columns"])
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.numberOfSegments == 3)
        control.frame = CGRect(x: 20, y: 100, width: 300, height: 32)
        let host = host(control)
        let counter = counting(control)
        host.tap(at: CGPoint(x: 20 + 150, y: 116))
        #expect(control.selectedSegmentIndex == 1)
        host.tap(at: CGPoint(x: 20 + 150, y: 116))
        #expect(counter.count == 1, "tapping the selected segment again is no change")
        host.tap(at: CGPoint(x: 20 + 250, y: 116))
        #expect(control.selectedSegmentIndex == 2 && counter.count == 2)
        control.selectedSegmentIndex = 0
        #expect(counter.count == 2, "selecting in code sends nothing")
    }

    @Test func disabledAndMomentarySegments() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.frame = CGRect(x: 0, y: 100, width: 200, height: 32)
        let host = host(control)
        let counter = counting(control)
        control.setEnabled(false, forSegmentAt: 1)
        host.tap(at: CGPoint(x: 150, y: 116))
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && counter.count == 0)
        control.isMomentary = true
        host.tap(at: CGPoint(x: 50, y: 116))
        host.tap(at: CGPoint(x: 50, y: 116))
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(counter.count == 2, "a momentary control reports every tap")
    }

    @Test func insertingAndRemovingSegmentsKeepsTheSelectionOnItsSegment() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 2) == "B")
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.selectedSegmentIndex = 9
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    // MARK: UIPageControl

    @Test func tappingEitherSideOfTheCurrentDotMovesOnePage() {
        let pages = UIPageControl(frame: CGRect(x: 0, y: 100, width: 390, height: 26))
        pages.numberOfPages = 5
        #expect(pages.currentPage == 0)
        let host = host(pages)
        let counter = counting(pages)
        host.tap(at: CGPoint(x: 380, y: 113))
        host.tap(at: CGPoint(x: 380, y: 113))
        #expect(pages.currentPage == 2 && counter.count == 2)
        host.tap(at: CGPoint(x: 10, y: 113))
        #expect(pages.currentPage == 1, "the control moves one page, never jumps to the tapped end")
        pages.currentPage = 12
        #expect(pages.currentPage == 4)
        pages.numberOfPages = 2
        #expect(pages.currentPage == 1)
    }

    // MARK: UIProgressView and UIActivityIndicatorView

    @Test func aProgressViewClampsItsProgress() {
        let progress = UIProgressView(progressViewStyle: .default)
        #expect(progress.progress == 0)
        progress.setProgress(0.25, animated: false)
        #expect(progress.progress == 0.25)
        progress.progress = 2
        #expect(progress.progress == 1)
        progress.progress = .nan
        #expect(progress.progress == 0)
    }

    @Test func anActivityIndicatorHidesWhileStopped() {
        // UIActivityIndicatorView: medium is 20×20, large 37×37, hidesWhenStopped defaults to true.
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(spinner.isHidden && !spinner.isAnimating)
        let host = host(spinner)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        host.advance(by: 0.5)
        spinner.stopAnimating()
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
    }
}

/// The selected segment's default colour follows the appearance: white in light mode, the dark grey iOS draws in
/// dark mode (#636366), never the black of a dark system background.
@MainActor
struct SegmentedControlAppearanceTests {
    @Test func theSelectedSegmentIsWhiteInLightAndGreyInDark() {
        let controller = UIViewController()
        let control = UISegmentedControl(items: ["One", "Two"])
        control.frame = CGRect(x: 20, y: 100, width: 200, height: 32)
        control.selectedSegmentIndex = 0
        controller.view.addSubview(control)
        let host = HeadlessHost(rootViewController: controller)
        host.layout()
        let colours = { Set(host.renderTree().nodes.compactMap(\.backgroundColor)) }
        #expect(colours().contains("#ffffff"))
        host.setUserInterfaceStyle(.dark)
        host.layout()
        #expect(colours().contains("#636366"))
        #expect(!colours().contains("#ffffff"))
    }
}
