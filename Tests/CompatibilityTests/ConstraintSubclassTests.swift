import Testing
import UIKit

/// Auto Layout code as SnapKit writes it (issue 23's ports, docs/Compatibility.md).
@MainActor
struct ConstraintSubclassTests {
    /// SnapKit's `LayoutConstraint`: a subclass with stored properties and no initializers of its own, built with
    /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`. UIKit imports that initializer as a
    /// convenience initializer over `NSObject`'s designated `init()`, so subclasses inherit it.
    final class LabeledConstraint: NSLayoutConstraint {
        var label: String? {
            get { identifier }
            set { identifier = newValue }
        }
    }

    @Test func subclassesInheritTheItemInitializer() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        let width = LabeledConstraint(
            item: child, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 120)
        width.label = "width"
        let leading = LabeledConstraint(
            item: child, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .leading,
            multiplier: 1, constant: 20)
        let top = LabeledConstraint(
            item: child, attribute: .top, relatedBy: .equal, toItem: container, attribute: .top, multiplier: 1,
            constant: 10)
        let height = LabeledConstraint(
            item: child, attribute: .height, relatedBy: .equal, toItem: container, attribute: .height,
            multiplier: 0.5, constant: 0)
        NSLayoutConstraint.activate([width, leading, top, height])
        container.layoutIfNeeded()

        #expect(child.frame == CGRect(x: 20, y: 10, width: 120, height: 100))
        // A constraint with one item is installed on that item (UIKit's closest common ancestor).
        #expect(child.constraints.compactMap { ($0 as? LabeledConstraint)?.label } == ["width"])
        #expect(width.firstItem === child && width.secondItem == nil && height.multiplier == 0.5)
    }

    /// A size against a constant with the second attribute given anyway (`toItem: nil, attribute: .width`), as
    /// SnapKit's `make.size.equalTo(CGSize(width: 50, height: 50))` builds it: UIKit ignores the second attribute
    /// without a second item (SnapKit's own `testSizeConstraints` passes on iOS with both constraints installed).
    @Test func aConstantSizeIgnoresTheSecondAttribute() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        let width = NSLayoutConstraint(
            item: child, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .width, multiplier: 1,
            constant: 50)
        let height = NSLayoutConstraint(
            item: child, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .height, multiplier: 1,
            constant: 40)
        NSLayoutConstraint.activate([
            width, height, child.leftAnchor.constraint(equalTo: container.leftAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()

        #expect(width.isActive && height.isActive)
        #expect(width.secondAttribute == .notAnAttribute)
        #expect(child.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
    }

    /// A horizontal edge tied to a vertical one with the item initializer, as SnapKit's own `testMakeConstraints`
    /// writes `make.left.equalTo(v2.snp.top)`: Foundation's argument check (`VerifyConstraintArguments`, shared by
    /// UIKit and AppKit) accepts it, and SnapKit's suite, which passes on Apple's platforms, counts it installed.
    @Test func aLeftEdgeMayBeTiedToATopEdge() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        let left = NSLayoutConstraint(
            item: child, attribute: .left, relatedBy: .equal, toItem: container, attribute: .top, multiplier: 1,
            constant: 50)
        left.isActive = true
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 20), child.heightAnchor.constraint(equalToConstant: 20),
        ])
        container.layoutIfNeeded()

        #expect(left.isActive)
        #expect(container.constraints.contains { $0 === left })
        #expect(child.frame == CGRect(x: 50, y: 10, width: 20, height: 20))
    }

    /// Leading against left is refused with UIKit's exception reason ("A constraint cannot be made between a
    /// leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither.", as reported
    /// from iOS 8 on in crash logs of `constraintWithItem:…`); here it is diagnosed and never installed.
    @Test func leadingAgainstLeftIsNotInstalled() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        let mixed = NSLayoutConstraint(
            item: child, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .left,
            multiplier: 1, constant: 30)
        mixed.isActive = true
        #expect(!container.constraints.contains { $0 === mixed })
    }

    /// UIKit's `topLayoutGuide`/`bottomLayoutGuide` (deprecated since iOS 11, still used by SnapKit's
    /// `ConstraintLayoutSupport`): objects adopting `UILayoutSupport` whose `length` is the bars' height, from the
    /// view's top to its safe area and from the safe area to its bottom. Constraints to them install on the view.
    @Test func topAndBottomLayoutGuidesSpanTheSafeAreaInsets() {
        let controller = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.rootViewController = controller
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 0, bottom: 20, right: 0)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(content)
        let support: [UILayoutSupport] = [controller.topLayoutGuide, controller.bottomLayoutGuide]
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: support[0].bottomAnchor),
            content.bottomAnchor.constraint(equalTo: support[1].topAnchor),
            content.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        ])
        window.layoutIfNeeded()

        let insets = controller.view.safeAreaInsets
        #expect(support.map(\.length) == [insets.top, insets.bottom])
        #expect(content.frame == CGRect(x: 0, y: insets.top, width: 300, height: 400 - insets.top - insets.bottom))
        #expect(controller.topLayoutGuide === support[0])
    }
}
