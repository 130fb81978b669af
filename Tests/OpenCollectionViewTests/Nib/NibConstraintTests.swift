// Host-driven: lays out nib views through the headless host, so it does not compile against UIKit (see
// docs/Testing.md).
import OpenCollectionView
import Testing

/// A nib's `<constraints>`: each is installed on the view that lists it, items named by id, the listing view when
/// `firstItem` is absent. The frames after layout are the ones the constraints define (Apple's "Anatomy of a
/// Constraint", Auto Layout Guide: `item1.attribute1 = multiplier × item2.attribute2 + constant`).
@MainActor
struct NibConstraintTests {
    private func loadContainer() throws -> (UIView, [OpenCollectionViewDiagnostics.Diagnostic]) {
        let (objects, diagnostics) = OpenCollectionViewDiagnostics.collect {
            fixtureNib("Constraints").instantiate(withOwner: nil)
        }
        return (try #require(objects.first as? UIView), diagnostics)
    }

    @Test func constraintsGiveTheFramesTheyDefineAfterLayout() throws {
        let (container, diagnostics) = try loadContainer()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let host = hostedInWindow(container, size: CGSize(width: 400, height: 400))
        host.layout()
        #expect(container.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        let title = try #require(container.subviews[0] as? UILabel)
        // leading = container.leading + 20, container.trailing = title.trailing + 20, top = container.top + 10.
        #expect(title.frame.minX == 20)
        #expect(title.frame.width == 260)
        #expect(title.frame.minY == 10)
        // width = 100 (required) over width = 300 (priority 250); width = 2 × height; centred; 10 above the bottom.
        let box = container.subviews[1]
        #expect(box.frame == CGRect(x: 100, y: 140, width: 100, height: 50))
        // leading = title.leading, top = title.bottom + 10, width = 0.25 × container.width, height ≥ 40.
        let side = container.subviews[2]
        #expect(side.frame.minX == 20)
        #expect(side.frame.minY == title.frame.maxY + 10)
        #expect(side.frame.width == 75)
        #expect(side.frame.height >= 40)
    }

    @Test func constraintsKeepTheirAttributesPriorityIdentifierAndOwner() throws {
        let (container, _) = try loadContainer()
        // The placeholder constraint ("remove at build time") is not installed.
        #expect(container.constraints.count == 8)
        let box = container.subviews[1]
        #expect(box.constraints.count == 3)
        #expect(box.translatesAutoresizingMaskIntoConstraints == false)
        #expect(container.translatesAutoresizingMaskIntoConstraints)
        let wide = try #require(box.constraints.first { $0.constant == 300 })
        #expect(wide.priority == UILayoutPriority(250))
        let aspect = try #require(box.constraints.first { $0.secondAttribute == .height })
        #expect(aspect.multiplier == 2)
        #expect(aspect.firstItem === box && aspect.secondItem === box)
        let side = container.subviews[2]
        let minimum = try #require(side.constraints.first)
        #expect(minimum.identifier == "side-min-height")
        #expect(minimum.relation == .greaterThanOrEqual)
        #expect(minimum.secondItem == nil)
        let trailing = try #require(container.constraints.first { $0.firstAttribute == .trailing })
        #expect(trailing.firstItem === container)
        #expect(trailing.constant == 20)
    }
}
