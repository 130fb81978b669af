/// The constraints a stack view makes, named with UIKit's identifiers (`UISV-canvas-connection`, `UISV-spacing`,
/// `UISV-fill-equally`, `UISV-fill-proportionally`, `UISV-alignment`, `UISV-hiding`, …) so that diagnostics read
/// as UIKit's do.
extension UIStackView {
    /// Replaces the arrangement constraints with ones for the current configuration.
    func rebuildArrangement() {
        needsArrangement = false
        NSLayoutConstraint.deactivate(arrangementConstraints)
        arrangementConstraints = makeArrangementConstraints()
        NSLayoutConstraint.activate(arrangementConstraints)
    }

    private struct Axes {
        let lead: NSLayoutConstraint.Attribute
        let trail: NSLayoutConstraint.Attribute
        let length: NSLayoutConstraint.Attribute
        let center: NSLayoutConstraint.Attribute
        let crossLead: NSLayoutConstraint.Attribute
        let crossTrail: NSLayoutConstraint.Attribute
        let crossLength: NSLayoutConstraint.Attribute
        let crossCenter: NSLayoutConstraint.Attribute

        init(_ axis: NSLayoutConstraint.Axis) {
            let horizontal = axis == .horizontal
            lead = horizontal ? .leading : .top
            trail = horizontal ? .trailing : .bottom
            length = horizontal ? .width : .height
            center = horizontal ? .centerX : .centerY
            crossLead = horizontal ? .top : .leading
            crossTrail = horizontal ? .bottom : .trailing
            crossLength = horizontal ? .height : .width
            crossCenter = horizontal ? .centerY : .centerX
        }
    }

    private func make(
        _ identifier: String, _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
        _ relation: NSLayoutConstraint.Relation = .equal, _ second: AnyObject?,
        _ secondAttribute: NSLayoutConstraint.Attribute = .notAnAttribute, multiplier: CGFloat = 1,
        constant: CGFloat = 0, priority: UILayoutPriority = .required
    ) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(
            first: AnchorExpression(item: first, attribute: firstAttribute), relation: relation,
            second: second.map { AnchorExpression(item: $0, attribute: secondAttribute) }, multiplier: multiplier,
            constant: constant)
        constraint.identifier = identifier
        constraint.priority = priority
        return constraint
    }

    /// The space after `view`: its custom spacing, else `spacing`; the system spacing is 8 points.
    func spacing(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? SystemSpacing.standard : value
    }

    private func makeArrangementConstraints() -> [NSLayoutConstraint] {
        let axes = Axes(axis)
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let visible = arrangedSubviews.filter { !$0.isHidden }
        var result: [NSLayoutConstraint] = []

        // Along the axis: the ends meet the canvas, neighbours are spaced.
        if let first = visible.first, let last = visible.last {
            result.append(make("UISV-canvas-connection", first, axes.lead, .equal, canvas, axes.lead))
            result.append(make("UISV-canvas-connection", last, axes.trail, .equal, canvas, axes.trail))
        }
        let spacingRelation: NSLayoutConstraint.Relation =
            distribution == .equalSpacing || distribution == .equalCentering ? .greaterThanOrEqual : .equal
        let baselineSpacing = isBaselineRelativeArrangement && axis == .vertical
        for index in visible.indices.dropFirst() {
            let previous = visible[index - 1]
            let gap = spacing(after: previous)
            if baselineSpacing {
                result.append(
                    make(
                        "UISV-spacing", visible[index], .firstBaseline, spacingRelation, previous, .lastBaseline,
                        constant: gap))
            } else {
                result.append(
                    make(
                        "UISV-spacing", visible[index], axes.lead, spacingRelation, previous, axes.trail, constant: gap)
                )
            }
        }
        result += distributionConstraints(visible, axes: axes, canvas: canvas)

        // Hidden views collapse to zero length where they would be.
        for view in arrangedSubviews where view.isHidden {
            result.append(make("UISV-hiding", view, axes.length, .equal, nil))
            let before = arrangedSubviews.prefix { $0 !== view }.last { !$0.isHidden }
            result.append(
                before.map { make("UISV-hiding", view, axes.lead, .equal, $0, axes.trail) }
                    ?? make("UISV-hiding", view, axes.lead, .equal, canvas, axes.lead))
        }

        // Across the axis.
        result += alignmentConstraints(axes: axes, canvas: canvas, visible: visible)
        return result
    }

    private func distributionConstraints(
        _ visible: [UIView], axes: Axes, canvas: AnyObject
    ) -> [NSLayoutConstraint] {
        guard let first = visible.first, visible.count > 1 else { return [] }
        var result: [NSLayoutConstraint] = []
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for view in visible.dropFirst() {
                result.append(make("UISV-fill-equally", view, axes.length, .equal, first, axes.length))
            }
        case .fillProportionally:
            let lengths = visible.map { view in
                let size = view.intrinsicContentSize
                return max(0, axis == .horizontal ? size.width : size.height)
            }
            let total = lengths.reduce(0, +)
            guard total > 0 else { break }
            let spaces = visible.dropLast().map { spacing(after: $0) }.reduce(0, +)
            for (view, length) in zip(visible, lengths) {
                let share = length / total
                result.append(
                    make(
                        "UISV-fill-proportionally", view, axes.length, .equal, canvas, axes.length, multiplier: share,
                        constant: -share * spaces, priority: .required - 1))
            }
        case .equalSpacing:
            result += equalDifferences(of: visible, from: axes.trail, to: axes.lead)
        case .equalCentering:
            result += equalDifferences(of: visible, from: axes.center, to: axes.center)
        }
        return result
    }

    /// Constraints making the distance from each view's `from` edge to the next view's `to` edge equal the first
    /// such distance (equal gaps for `.equalSpacing`, equal centre distances for `.equalCentering`).
    private func equalDifferences(
        of visible: [UIView], from: NSLayoutConstraint.Attribute, to: NSLayoutConstraint.Attribute
    ) -> [NSLayoutConstraint] {
        func difference(at index: Int) -> AnchorExpression {
            AnchorExpression(terms: [
                .init(item: visible[index], attribute: to, coefficient: 1),
                .init(item: visible[index - 1], attribute: from, coefficient: -1),
            ])
        }
        let first = difference(at: 1)
        return visible.indices.dropFirst(2).map { index in
            let constraint = NSLayoutConstraint(
                first: difference(at: index), relation: .equal, second: first, multiplier: 1, constant: 0)
            constraint.identifier = "UISV-fill-equally"
            constraint.priority = .required - 1
            return constraint
        }
    }

    private func alignmentConstraints(axes: Axes, canvas: AnyObject, visible: [UIView]) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        let baseline = axis == .horizontal && (alignment == .firstBaseline || alignment == .lastBaseline)
        let effective: Alignment =
            axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline)
            ? .fill : alignment
        let reference = visible.first ?? arrangedSubviews.first
        for view in arrangedSubviews {
            switch effective {
            case .fill:
                result.append(make("UISV-alignment", view, axes.crossLead, .equal, canvas, axes.crossLead))
                result.append(make("UISV-alignment", view, axes.crossTrail, .equal, canvas, axes.crossTrail))
            case .leading:
                result.append(make("UISV-alignment", view, axes.crossLead, .equal, canvas, axes.crossLead))
                result.append(
                    make("UISV-spanning-boundary", view, axes.crossTrail, .lessThanOrEqual, canvas, axes.crossTrail))
            case .trailing:
                result.append(make("UISV-alignment", view, axes.crossTrail, .equal, canvas, axes.crossTrail))
                result.append(
                    make("UISV-spanning-boundary", view, axes.crossLead, .greaterThanOrEqual, canvas, axes.crossLead))
            case .center:
                result.append(make("UISV-alignment", view, axes.crossCenter, .equal, canvas, axes.crossCenter))
                result.append(
                    make("UISV-spanning-boundary", view, axes.crossLead, .greaterThanOrEqual, canvas, axes.crossLead))
            case .firstBaseline, .lastBaseline:
                let attribute: NSLayoutConstraint.Attribute =
                    alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if let reference, reference !== view {
                    result.append(make("UISV-alignment", view, attribute, .equal, reference, attribute))
                }
                result.append(
                    make("UISV-spanning-boundary", view, axes.crossLead, .greaterThanOrEqual, canvas, axes.crossLead))
                result.append(
                    make("UISV-spanning-boundary", view, axes.crossTrail, .lessThanOrEqual, canvas, axes.crossTrail))
                result.append(
                    make(
                        "UISV-canvas-fit", view, axes.crossLead, .equal, canvas, axes.crossLead,
                        priority: UILayoutPriority(49)))
            }
            if effective != .fill {
                result.append(
                    make(
                        "UISV-ambiguity-suppression", view, axes.crossLength, .equal, nil,
                        priority: UILayoutPriority(25)))
            }
        }
        if effective != .fill || baseline {
            result.append(
                make("UISV-canvas-fit", canvas, axes.crossLength, .equal, nil, priority: UILayoutPriority(49)))
        }
        return result
    }
}
