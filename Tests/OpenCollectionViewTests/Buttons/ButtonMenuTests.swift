// Host-driven: drives touches through OpenCollectionView's own API, so it does not compile against UIKit
// (see docs/Testing.md).
import OpenCollectionView
import Testing

/// Menus on buttons as UIKit shows them (iOS 14–15): a pull-down button opens its menu on a tap, a pop-up button
/// shows and changes its selected element, choosing runs the handler, a tap outside dismisses.
@MainActor
struct ButtonMenuTests {
    final class Log { var entries: [String] = [] }

    private func hosted(_ button: UIButton) -> HeadlessHost {
        let controller = UIViewController()
        button.frame = CGRect(origin: CGPoint(x: 40, y: 200), size: button.intrinsicContentSize)
        controller.view.addSubview(button)
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 390, height: 844))
        host.layout()
        return host
    }

    private func find(_ identifier: String, in view: UIView) -> UIView? {
        if view.accessibilityIdentifier == identifier, !view.isHidden { return view }
        for subview in view.subviews { if let found = find(identifier, in: subview) { return found } }
        return nil
    }

    private func tap(_ view: UIView?, _ host: HeadlessHost) {
        guard let view else {
            Issue.record("nothing to tap")
            return
        }
        host.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
        host.advance(by: 0.5)
    }

    private func sortMenu(_ log: Log) -> UIMenu {
        UIMenu(
            title: "",
            children: [
                UIAction(title: "Name", image: UIImage(systemName: "textformat")) { _ in log.entries.append("name") },
                UIAction(title: "Date", image: UIImage(systemName: "calendar")) { _ in log.entries.append("date") },
                UIMenu(
                    title: "", options: .displayInline,
                    children: [
                        UIAction(title: "Delete", attributes: .destructive) { _ in log.entries.append("delete") }
                    ]),
            ])
    }

    @Test func aTapOnAPullDownButtonShowsItsMenuBelowIt() {
        let log = Log()
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Sort"
        let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in log.entries.append("p") })
        button.menu = sortMenu(log)
        button.showsMenuAsPrimaryAction = true
        let host = hosted(button)
        tap(button, host)
        // UIKit: a button whose menu is its primary action shows the menu instead of sending the action.
        #expect(log.entries.isEmpty)
        let name = find("menu-item-Name", in: host.window)
        let frame = name.map { $0.convert($0.bounds, to: nil) } ?? .null
        // UIKit's menus are 250 points wide with 44-point rows, next to the button that shows them.
        #expect(frame.width == 250)
        #expect(frame.height == 44)
        #expect(frame.minY >= button.frame.maxY)
        #expect(find("menu-item-Delete", in: host.window) != nil)
        tap(name, host)
        #expect(log.entries == ["name"])
        #expect(find("menu", in: host.window) == nil)
    }

    @Test func aTapOutsideDismissesTheMenuWithoutChoosing() {
        let log = Log()
        let button = UIButton(type: .system)
        button.setTitle("More", for: .normal)
        button.menu = sortMenu(log)
        button.showsMenuAsPrimaryAction = true
        let host = hosted(button)
        tap(button, host)
        #expect(find("menu", in: host.window) != nil)
        host.tap(at: CGPoint(x: 200, y: 780))
        host.advance(by: 0.5)
        #expect(find("menu", in: host.window) == nil)
        #expect(log.entries.isEmpty)
    }

    @Test func aPopUpButtonShowsAndChangesItsSelection() {
        let log = Log()
        let sizes = ["Small", "Medium", "Large"].map { title in
            UIAction(title: title) { _ in log.entries.append(title) }
        }
        sizes[1].state = .on
        let button = UIButton(configuration: .plain())
        button.changesSelectionAsPrimaryAction = true
        button.menu = UIMenu(children: sizes)
        let host = hosted(button)
        // UIKit: a pop-up button shows the title of its selected element.
        #expect(button.configuration?.title == "Medium")
        #expect(button.titleLabel?.text == "Medium")
        tap(button, host)
        // The selected element shows a checkmark (its row is selected).
        #expect((find("menu-item-Medium", in: host.window) as? UIControl)?.isSelected == true)
        tap(find("menu-item-Large", in: host.window), host)
        #expect(log.entries == ["Large"])
        #expect(sizes.map(\.state) == [.off, .off, .on])
        #expect(button.configuration?.title == "Large")
    }

    @Test func aPopUpButtonWithNothingSelectedSelectsTheFirstElement() {
        let button = UIButton(configuration: .plain())
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        let actions = ["One", "Two"].map { UIAction(title: $0) { _ in } }
        button.menu = UIMenu(children: actions)
        #expect(actions.map(\.state) == [.on, .off])
        #expect(button.configuration?.title == "One")
    }

    @Test func singleSelectionMenusTurnTheOtherElementsOff() {
        let views = ["List", "Grid"].map { UIAction(title: $0) { _ in } }
        views[0].state = .on
        let button = UIButton(type: .system)
        button.setTitle("View", for: .normal)
        button.menu = UIMenu(options: .singleSelection, children: views)
        button.showsMenuAsPrimaryAction = true
        let host = hosted(button)
        tap(button, host)
        tap(find("menu-item-Grid", in: host.window), host)
        #expect(views.map(\.state) == [.off, .on])
        #expect(button.currentTitle == "View")
    }

    @Test func aSubmenuOpensInPlaceOfItsParent() {
        let log = Log()
        let button = UIButton(type: .system)
        button.setTitle("Share", for: .normal)
        button.menu = UIMenu(children: [
            UIAction(title: "Copy") { _ in log.entries.append("copy") },
            UIMenu(
                title: "Send to", image: UIImage(systemName: "paperplane"),
                children: [UIAction(title: "Mail") { _ in log.entries.append("mail") }]),
        ])
        button.showsMenuAsPrimaryAction = true
        let host = hosted(button)
        tap(button, host)
        #expect(find("menu-item-Mail", in: host.window) == nil)
        tap(find("menu-item-Send to", in: host.window), host)
        #expect(find("menu-item-Copy", in: host.window) == nil)
        tap(find("menu-item-Mail", in: host.window), host)
        #expect(log.entries == ["mail"])
    }
}
