import Testing
import UIKit

/// A controller showing one `OverridingCollectionView` whose cells come from a cell registration.
final class RegistrationViewController: UIViewController, UICollectionViewDataSource {
    let collectionView = OverridingCollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = item
        cell.contentConfiguration = content
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }

    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: "item")
    }
}

/// The framework calls the overrides: dynamic dispatch reaches them from the package's own code.
@MainActor
struct OverridesAreCalledTests {
    @Test func aCellRegistrationRegistersThroughTheOverriddenRegister() {
        let controller = RegistrationViewController()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 320, height: 480))
        host.layout()
        #expect(controller.collectionView.registeredCellIdentifiers.count == 1)
        #expect(controller.collectionView.visibleCells.count == 2)
    }

    @Test func registerCalledThroughTheBaseClassReachesTheOverride() {
        let collectionView: UICollectionView = OverridingCollectionView(
            frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "Header")
        let overriding = collectionView as? OverridingCollectionView
        #expect(overriding?.registeredCellIdentifiers == ["Cell"])
        #expect(overriding?.registeredSupplementaryKinds == [UICollectionView.elementKindSectionHeader])

        let tableView: UITableView = OverridingTableView(frame: .zero, style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        #expect((tableView as? OverridingTableView)?.registeredIdentifiers == ["Row"])
    }

    @Test func anOverriddenLayerClassGivesTheViewALayerOfThatClass() {
        #expect(OverridingView().layer is OverrideSurfaceLayer)
        #expect(OverridingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).layer is OverrideSurfaceLayer)
        #expect(type(of: UIView().layer) == CALayer.self)
    }

    @Test func anOverriddenLayoutSubviewsRunsOnLayoutIfNeeded() {
        let view = OverridingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.layoutCount == 1)
    }

    @Test func showPresentsThroughTheOverriddenPresentAndDismiss() {
        let controller = OverridingViewController()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 390, height: 844))
        host.layout()
        let presented = UIViewController()
        controller.show(presented, sender: nil)
        #expect(controller.calls.contains("present"))
        #expect(controller.presentedViewController === presented)
        #expect(presented.presentingViewController === controller)
        controller.dismiss(animated: false)
        #expect(controller.calls.contains("dismiss"))
    }

    @Test func aCustomLayoutIsPreparedByTheCollectionView() {
        let controller = UIViewController()
        let layout = OverridingLayout()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        controller.view.addSubview(collectionView)
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 320, height: 480))
        host.layout()
        #expect(layout.prepareCount >= 1)
        #expect(layout.collectionView === collectionView)
    }

    @Test func aControlIsToldWhenTrackingBeginsContinuesAndEnds() {
        let controller = UIViewController()
        let control = OverridingControl(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
        controller.view.addSubview(control)
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 320, height: 480))
        host.layout()
        let touch = host.touchDown(at: CGPoint(x: 40, y: 40))
        host.touchMove(touch, to: CGPoint(x: 50, y: 40))
        host.touchUp(touch, at: CGPoint(x: 50, y: 40))
        #expect(control.trackingCalls == ["begin", "continue", "end"])
    }

    @Test func transitionCoordinatorCompletionDefaultsToNil() {
        let controller = OverridingViewController()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 390, height: 844))
        host.layout()
        host.resize(to: CGSize(width: 844, height: 390))
        host.layout()
        #expect(controller.view.bounds.size == CGSize(width: 844, height: 390))
    }

    @Test func aSegmentedControlSubclassMadeThroughSuperInitItemsHasItsSegments() {
        // UIKit's init(items:) is designated: a subclass's initialiser calls it and gets the segments and the
        // intrinsic size (Static's SegmentedControlAccessory).
        let control = OverridingSegmentedControl(items: ["Light", "Dark", "Auto"], selectedIndex: 2)
        #expect(control.numberOfSegments == 3)
        #expect(control.titleForSegment(at: 1) == "Dark")
        #expect(control.selectedSegmentIndex == 2)
        #expect(control.frame.size == control.intrinsicContentSize)
    }

    @Test func aScrollViewDoubleReportsTheStateItOverrides() {
        final class Scrolling: UIScrollView {
            override var isDecelerating: Bool { true }
        }
        let view: UIScrollView = Scrolling(frame: .zero)
        #expect(view.isDecelerating && !view.isDragging)
    }

    @Test func theLayoutEngineReadsAnOverriddenContentHuggingPriority() {
        // Two labels side by side fill a 300-point row; the one whose subclass answers a required horizontal hugging
        // priority keeps its text's width and the other takes the rest (Auto Layout Guide, "Views with Intrinsic
        // Content Size": the view with the higher hugging priority does not stretch).
        final class HuggingLabel: UILabel {
            override func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
                axis == .horizontal ? .required : super.contentHuggingPriority(for: axis)
            }
        }
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        let title = HuggingLabel()
        title.text = "Title"
        let value = UILabel()
        value.text = "Value"
        for label in [title, value] {
            label.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(label)
        }
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: row.trailingAnchor),
            title.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            value.centerYAnchor.constraint(equalTo: row.centerYAnchor),
        ])
        row.layoutIfNeeded()
        #expect(title.frame.width == title.intrinsicContentSize.width)
        #expect(value.frame.maxX == 300)
        #expect(value.frame.minX == title.frame.maxX + 8)
    }

    @Test func hierarchyOverridesSeeTheCallsMadeOnTheView() {
        // A container that keeps a list of what it holds, as apps write them: UIKit's addSubview(_:) and
        // removeFromSuperview() are overridable.
        final class Tray: UIView {
            var held: [UIView] = []
            override func addSubview(_ view: UIView) {
                held.append(view)
                super.addSubview(view)
            }
        }
        final class Chip: UIView {
            var removals = 0
            override func removeFromSuperview() {
                removals += 1
                super.removeFromSuperview()
            }
        }
        let tray = Tray()
        let chip = Chip()
        let parent: UIView = tray
        parent.addSubview(chip)
        #expect(tray.held == [chip])
        #expect(chip.superview === tray)
        chip.removeFromSuperview()
        #expect(chip.removals == 1 && tray.subviews.isEmpty)
    }
}
