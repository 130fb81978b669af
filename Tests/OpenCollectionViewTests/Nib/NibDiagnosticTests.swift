// Checks the package's diagnostics, so it does not compile against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// A nib that cannot be loaded, or part of one, is reported with the file and the element, and nothing crashes:
/// what loaded is returned (UIKit raises "Could not load NIB in bundle" for a missing nib and logs "Unknown class
/// … in Interface Builder file" for an unknown custom class, using the element's class).
@MainActor
struct NibDiagnosticTests {
    private func load(
        _ name: String, owner: Any? = nil
    ) -> ([Any], [OpenCollectionViewDiagnostics.Diagnostic]) {
        OpenCollectionViewDiagnostics.collect { fixtureNib(name).instantiate(withOwner: owner) }
    }

    @Test func aMissingFileIsReportedAndGivesNoObjects() {
        let (objects, diagnostics) = load("NoSuchNib")
        #expect(objects.isEmpty)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.kind == .invalidNib)
        #expect(diagnostics.first?.message.contains("Could not load NIB in bundle") == true)
        #expect(diagnostics.first?.message.contains("NoSuchNib.xib") == true)
    }

    @Test func malformedXMLIsReportedWithItsLine() {
        let (objects, diagnostics) = load("Malformed")
        #expect(objects.isEmpty)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("Malformed.xib: malformed XML at line") == true)
    }

    @Test func anUnknownClassFallsBackToTheElementsClass() throws {
        let (objects, diagnostics) = load("UnknownClass")
        let view = try #require(objects.first as? UIView)
        #expect(type(of: view) == UIView.self)
        #expect((view.subviews.first as? UILabel)?.text == "kept")
        #expect(view.subviews.count == 1)
        let messages = diagnostics.map(\.message)
        #expect(messages.count == 2)
        #expect(
            messages.contains { $0.contains("UnknownClass.xib") && $0.contains("unknown class NeverRegisteredView") })
        #expect(
            messages.contains { $0.contains("<datePicker id=\"unsupported\">") && $0.contains("unsupported element") })
    }

    @Test func outletsAndActionsWithoutTargetsAreReported() throws {
        let owner = NibOwner()
        let (objects, diagnostics) = load("DanglingOutlet", owner: owner)
        #expect(objects.count == 1)
        let messages = diagnostics.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.contains { $0.contains("DanglingOutlet.xib") && $0.contains("no object with id missing-id") })
        #expect(messages.contains { $0.contains("has no outlet noSuchOutlet") })
        let button = try #require((objects.first as? UIView)?.subviews.first as? UIButton)
        let (_, sent) = OpenCollectionViewDiagnostics.collect { button.sendActions(for: .touchUpInside) }
        #expect(sent.map(\.message).contains { $0.contains("has no action unknownAction:") })
    }

    @Test func outletsToTheOwnerWithoutAnOwnerAreReported() {
        let (objects, diagnostics) = load("Owner")
        #expect(objects.count == 1)
        #expect(diagnostics.contains { $0.message.contains("the File's Owner, and no owner was given") })
        #expect(diagnostics.allSatisfy { $0.message.hasPrefix("Owner.xib: ") })
    }

    @Test func aNibWithoutACellReportsAndDequeuesAPlainCell() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        collectionView.register(fixtureNib("Constraints"), forCellWithReuseIdentifier: "cell")
        let (cell, diagnostics) = OpenCollectionViewDiagnostics.collect {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: 0, section: 0))
        }
        #expect(type(of: cell) == UICollectionViewCell.self)
        #expect(diagnostics.map(\.message).contains { $0.contains("Constraints.xib") && $0.contains("no top-level") })
    }
}
