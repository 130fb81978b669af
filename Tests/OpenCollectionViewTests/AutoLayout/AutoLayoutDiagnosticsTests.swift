import Testing

@testable import OpenCollectionView

/// Misuse and conflicts are reported in UIKit's words and recovered from, never crashing.
@MainActor
struct AutoLayoutDiagnosticsTests {
    @Test func conflictingConstraintsAreReportedAndOneIsBroken() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let (_, diagnostics) = OpenCollectionViewDiagnostics.collect {
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                view.topAnchor.constraint(equalTo: root.topAnchor),
                view.heightAnchor.constraint(equalToConstant: 10),
                view.widthAnchor.constraint(equalToConstant: 100),
                view.widthAnchor.constraint(equalToConstant: 200),
            ])
            root.layoutIfNeeded()
        }
        #expect(diagnostics.count == 1)
        let message = diagnostics.first?.message ?? ""
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(message.contains("Will attempt to recover by breaking constraint"))
        #expect(message.contains(".width == 200>"))
        #expect(view.frame.width == 100)
    }

    @Test func constraintsWithoutACommonAncestorAreRejected() {
        let a = UIView()
        let b = UIView()
        let (_, diagnostics) = OpenCollectionViewDiagnostics.collect {
            a.leadingAnchor.constraint(equalTo: b.leadingAnchor).isActive = true
        }
        #expect(diagnostics.first?.message.contains("because they have no common ancestor") == true)
    }

    @Test func malformedVisualFormatIsReportedWithACaret() {
        let root = UIView()
        let a = UIView()
        root.addSubview(a)
        let (constraints, diagnostics) = OpenCollectionViewDiagnostics.collect {
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|[a][missing]|", options: [], metrics: nil, views: ["a": a])
        }
        #expect(constraints.isEmpty)
        #expect(
            diagnostics.first?.message
                == "NSInvalidArgumentException: Unable to parse constraint format: \nmissing is not a key in the views "
                + "dictionary. \nH:|[a][missing]|\n              ^")
    }

    @Test func ambiguityAndConstraintsAffectingLayout() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let leading = view.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([leading, width])
        root.layoutIfNeeded()
        #expect(view.hasAmbiguousLayout)
        #expect(view.constraintsAffectingLayout(for: .horizontal).count == 2)
        #expect(view.constraintsAffectingLayout(for: .vertical).isEmpty)
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(!view.hasAmbiguousLayout)
    }

    @Test func changingRequiredPriorityOfAnActiveConstraintIsRefused() {
        let root = UIView()
        let view = UIView()
        root.addSubview(view)
        let constraint = view.widthAnchor.constraint(equalToConstant: 10)
        constraint.isActive = true
        let (_, diagnostics) = OpenCollectionViewDiagnostics.collect { constraint.priority = .defaultHigh }
        #expect(constraint.priority == .required)
        #expect(diagnostics.count == 1)
    }
}
