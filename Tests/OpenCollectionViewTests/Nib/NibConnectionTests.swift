// Uses the package's Swift stand-ins for outlets and actions and its diagnostics, so it does not compile against
// UIKit (see docs/Deviations.md).
import OpenCollectionView
import Testing

/// Outlets and actions: the File's Owner is the object passed to `instantiate(withOwner:options:)`, and
/// `awakeFromNib()` comes after every connection is made ("When an object receives an awakeFromNib message, it is
/// guaranteed to have all its outlet and action connections already established", Apple's `awakeFromNib()`).
@MainActor
struct NibConnectionTests {
    @Test func ownerOutletsAndActionsAreConnected() throws {
        registerNibTestClasses()
        let owner = NibOwner()
        let (objects, diagnostics) = OpenCollectionViewDiagnostics.collect {
            fixtureNib("Owner").instantiate(withOwner: owner)
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let root = try #require(objects.first as? NibAwakeView)
        #expect(objects.count == 1)
        #expect(owner.view === root)
        #expect(owner.titleLabel?.text == "Owned")
        #expect(owner.heightConstraint?.constant == 30)
        #expect(owner.buttons.map { $0.title(for: .normal) } == ["Save", "Up the chain"])
        owner.buttons[0].sendActions(for: .touchUpInside)
        #expect(owner.saved.count == 1)
        #expect(owner.saved.first as? UIButton === owner.buttons[0])
        // `destination="-2"`: the first responder, found up the responder chain from the control.
        owner.buttons[1].sendActions(for: .touchUpInside)
        #expect(root.bubbled == 1)
    }

    @Test func awakeFromNibComesAfterTheTreeAndItsOutletsExist() throws {
        registerNibTestClasses()
        let root = try #require(fixtureNib("Owner").instantiate(withOwner: NibOwner()).first as? NibAwakeView)
        #expect(root.awokenWithSubviews == 3)
        let cell = try #require(fixtureNib("NameCell").instantiate(withOwner: nil).first as? NibNameCell)
        #expect(cell.awoke)
        #expect(cell.nameLabel.superview === cell.contentView)
        #expect(cell.contentView.backgroundColor == UIColor.systemYellow)
    }
}
