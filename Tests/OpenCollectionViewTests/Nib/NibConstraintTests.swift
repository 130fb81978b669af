// Host-driven: lays out nib views through the headless host, so it does not compile against UIKit (see
// docs/Testing.md).
import Foundation
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

    /// A nib of a 300-point root holding one view whose width is `multiplier` times the root's.
    private func rootWithWidth(multiplier: String) -> (UIView?, [OpenCollectionViewDiagnostics.Diagnostic]) {
        let xib = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
            <view id="root"><rect key="frame" x="0" y="0" width="300" height="50"/><subviews>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="bar"/></subviews><constraints>
            <constraint firstItem="bar" firstAttribute="width" secondItem="root" secondAttribute="width" \
            multiplier="\(multiplier)" id="c1"/>
            </constraints></view></objects></document>
            """
        let (objects, diagnostics) = OpenCollectionViewDiagnostics.collect {
            UINib(data: Data(xib.utf8), bundle: nil).instantiate(withOwner: nil)
        }
        return (objects.first as? UIView, diagnostics)
    }

    @Test func aMultiplierTypedAsAFractionIsItsValue() throws {
        // Interface Builder stores a multiplier typed as a fraction as "8/10" and ibtool compiles it to 0.8 (observed
        // in Reusable's MyHeaderTableView.xib, whose recorded frames give the bar 0.8 of the root's width).
        let (root, diagnostics) = rootWithWidth(multiplier: "8/10")
        #expect(diagnostics.isEmpty)
        let constraint = try #require(root?.constraints.first)
        #expect(abs(constraint.multiplier - 0.8) < 1e-9)
        #expect(try #require(rootWithWidth(multiplier: "16:9").0?.constraints.first).multiplier == 16.0 / 9.0)
        #expect(try #require(rootWithWidth(multiplier: "0.25").0?.constraints.first).multiplier == 0.25)
    }

    @Test func aMultiplierThatIsNotANumberIsDiagnosedAndItsConstraintLeftOut() throws {
        for text in ["eight tenths", "1/0", "3/"] {
            let (root, diagnostics) = rootWithWidth(multiplier: text)
            #expect(root?.constraints.isEmpty == true, "\(text)")
            #expect(diagnostics.contains { "\($0)".contains("multiplier \(text)") }, "\(text): \(diagnostics)")
        }
    }
}
