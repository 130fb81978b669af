import OpenCollectionView
import Testing

/// `UISwitch` as UIKit documents and shows it: 51×31 whatever frame it is given, off by default, toggled by a tap
/// or a drag with one `.valueChanged` per change made by the user, and silent when the value is set in code.
@MainActor
struct SwitchTests {
    private func hostedSwitch() -> (UISwitch, HeadlessHost, counter: Counter) {
        let controller = UIViewController()
        let toggle = UISwitch(frame: CGRect(x: 100, y: 200, width: 200, height: 100))
        controller.view.addSubview(toggle)
        let host = HeadlessHost(rootViewController: controller)
        host.layout()
        let counter = Counter()
        toggle.addAction(UIAction { _ in counter.count += 1 }, for: .valueChanged)
        return (toggle, host, counter)
    }

    final class Counter { var count = 0 }

    @Test func aSwitchIs51By31AndOffByDefault() {
        // UISwitch ignores the size of the frame it is given: 51×31 (UIKit documentation of UISwitch, iOS 7+).
        let toggle = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        #expect(toggle.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(toggle.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 51, height: 31))
        #expect(!toggle.isOn)
    }

    @Test func aTapTogglesAndSendsValueChangedOnce() {
        let (toggle, host, counter) = hostedSwitch()
        host.tap(at: CGPoint(x: 125, y: 215))
        host.advance(by: 0.5)
        #expect(toggle.isOn)
        #expect(counter.count == 1)
        host.tap(at: CGPoint(x: 125, y: 215))
        host.advance(by: 0.5)
        #expect(!toggle.isOn)
        #expect(counter.count == 2)
    }

    @Test func settingTheValueInCodeSendsNoAction() {
        let (toggle, host, counter) = hostedSwitch()
        toggle.isOn = true
        toggle.setOn(false, animated: true)
        host.advance(by: 0.5)
        #expect(!toggle.isOn)
        #expect(counter.count == 0)
    }

    @Test func aDragTakesTheSideTheFingerEndsOn() {
        let (toggle, host, counter) = hostedSwitch()
        // A drag from the leading end of the track to the trailing end turns the switch on.
        host.drag(from: CGPoint(x: 104, y: 215), to: CGPoint(x: 148, y: 215), duration: 0.2)
        host.advance(by: 0.5)
        #expect(toggle.isOn)
        #expect(counter.count == 1)
        host.drag(from: CGPoint(x: 148, y: 215), to: CGPoint(x: 146, y: 215), duration: 0.1)
        host.advance(by: 0.5)
        #expect(!toggle.isOn, "a drag shorter than the slop is a tap")
        #expect(counter.count == 2)
    }

    @Test func aDisabledSwitchIgnoresTouches() {
        let (toggle, host, counter) = hostedSwitch()
        toggle.isEnabled = false
        host.tap(at: CGPoint(x: 125, y: 215))
        host.advance(by: 0.5)
        #expect(!toggle.isOn)
        #expect(counter.count == 0)
    }

    @Test func theThumbSlidesToTheTrailingEndWhenOn() throws {
        let (toggle, host, _) = hostedSwitch()
        toggle.onTintColor = .systemPurple
        toggle.setOn(true, animated: false)
        host.layout()
        // The thumb is the topmost subview: a 27-point circle 2 points from the track's trailing edge when on.
        let thumb = try #require(toggle.subviews.last)
        #expect(thumb.frame == CGRect(x: 22, y: 2, width: 27, height: 27))
        #expect(toggle.subviews.first?.backgroundColor?.cgColor == UIColor.systemPurple.cgColor)
        toggle.setOn(false, animated: false)
        host.layout()
        #expect(thumb.frame == CGRect(x: 2, y: 2, width: 27, height: 27))
    }
}
