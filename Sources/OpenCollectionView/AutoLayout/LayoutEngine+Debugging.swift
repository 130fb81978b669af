extension LayoutEngine {
    // MARK: Conflicts

    /// Reports a required constraint that cannot be satisfied together with those already in the engine, in UIKit's
    /// words, listing the active constraints on the same items, and names it as the one broken.
    func reportConflict(breaking constraint: NSLayoutConstraint) {
        let involved = Set(
            (constraint.first.items + (constraint.second?.items ?? [])).map { ObjectIdentifier($0) })
        var related: [String] = []
        for record in installed.values.sorted(by: { $0.id.index < $1.id.index })
        where record.constraint.priority == .required
            && (record.constraint.first.items + (record.constraint.second?.items ?? [])).contains(where: {
                involved.contains(ObjectIdentifier($0))
            })
        {
            related.append(record.constraint.description)
        }
        for object in constraint.first.items + (constraint.second?.items ?? []) {
            guard let view = object as? UIView, view.translatesAutoresizingMaskIntoConstraints, view !== root else {
                continue
            }
            related.append(autoresizingDescription(view))
        }
        related.append(constraint.description)
        report(related: related, breaking: constraint.description)
    }

    /// Reports an autoresizing-mask constraint that conflicts (a view that translates its mask but is also
    /// constrained).
    func reportAutoresizingConflict(_ item: EngineItem) {
        guard let view = item.view else { return }
        let description = autoresizingDescription(view)
        let related = item.constraints.map(\.description) + [description]
        report(related: related, breaking: description)
    }

    private func autoresizingDescription(_ view: UIView) -> String {
        let frame = view.unrotatedFrame
        return "<NSAutoresizingMaskLayoutConstraint \(LayoutDescription.name(of: view)).frame == "
            + "{{\(Self.format(frame.minX)), \(Self.format(frame.minY))}, "
            + "{\(Self.format(frame.width)), \(Self.format(frame.height))}}>"
    }

    private static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(Double(value))
    }

    private func report(related: [String], breaking broken: String) {
        let list = related.map { "    \"\($0)\"" }.joined(separator: ",\n")
        OpenCollectionViewDiagnostics.report(
            .misuse,
            """
            Unable to simultaneously satisfy constraints.
            	Probably at least one of the constraints in the following list is one you don't want. 
            	Try this: 
            		(1) look at each constraint and try to figure out which you don't expect; 
            		(2) find the code that added the unwanted constraint or constraints and fix it. 
            	(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the \
            documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 
            (
            \(list)
            )

            Will attempt to recover by breaking constraint 
            \(broken)
            """)
    }

    // MARK: Ambiguity and queries

    /// Whether any of the item's four variables is not fixed by the constraints.
    func isAmbiguous(_ object: AnyObject) -> Bool {
        update()
        guard let item = items[ObjectIdentifier(object)] else { return false }
        return [item.x, item.y, item.width, item.height].contains { solver.isAmbiguous($0) }
    }

    /// The active constraints in the engine that refer to the item along an axis (sizes count on their own axis).
    func constraintsAffecting(_ object: AnyObject, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        update()
        guard let item = items[ObjectIdentifier(object)] else { return [] }
        return item.constraints.filter { constraint in
            let terms = constraint.first.terms + (constraint.second?.terms ?? [])
            return terms.contains { term in
                guard term.item === object else { return false }
                switch term.attribute.kind {
                case .horizontal: return axis == .horizontal
                case .vertical: return axis == .vertical
                case .dimension: return (term.attribute == .width) == (axis == .horizontal)
                }
            }
        }
    }

    /// Pulls the item's ambiguous variables a little away from their values at the lowest weight, so the solver
    /// picks another solution where one exists.
    func exerciseAmbiguity(of object: AnyObject) {
        guard let item = items[ObjectIdentifier(object)] else { return }
        for variable in [item.x, item.y, item.width, item.height] where solver.isAmbiguous(variable) {
            let value = solver.value(of: variable)
            _ = try? solver.addConstraint(
                LinearExpression(terms: [(variable, 1)], constant: -(value + 10)), .equal, strength: 0.001)
        }
        inputsChanged = true
    }
}
