extension LayoutEngine {
    // MARK: User constraints

    /// Adds an active constraint to the solver; a required constraint that conflicts is reported in UIKit's words
    /// and left out (UIKit's "breaking constraint" recovery).
    func add(_ constraint: NSLayoutConstraint) {
        guard let expression = expression(for: constraint) else { return }
        let strength = constraint.priority.strength
        do {
            let id = try solver.addConstraint(expression, constraint.relation.solverRelation, strength: strength)
            installed[ObjectIdentifier(constraint)] = InstalledConstraint(
                constraint: constraint, id: id, expression: expression, strength: strength)
            for identifier in constraint.objectIdentifiers { items[identifier]?.constraints.append(constraint) }
        } catch {
            reportConflict(breaking: constraint)
        }
    }

    /// Re-reads a constraint's constant and priority (and, for baselines, its expression): a changed constant is an
    /// incremental `setConstant`; anything else re-adds the constraint.
    func refresh(_ constraint: NSLayoutConstraint, rebuildExpression: Bool = false) {
        guard constraint.installedOn != nil else { return }
        let key = ObjectIdentifier(constraint)
        guard let record = installed[key] else { return add(constraint) }
        guard let expression = expression(for: constraint) else { return }
        let strength = constraint.priority.strength
        if strength == record.strength && expression.cells == record.expression.cells {
            guard expression.constant != record.expression.constant else { return }
            do {
                try solver.setConstant(record.id, expression.constant)
                installed[key]?.expression = expression
            } catch {
                rebuildAfterFailure()
            }
            return
        }
        installed.removeValue(forKey: key)
        try? solver.removeConstraint(record.id)
        for identifier in constraint.objectIdentifiers {
            items[identifier]?.constraints.removeAll { $0 === constraint }
        }
        add(constraint)
    }

    private func rebuildAfterFailure() {
        guard let root else { return }
        rebuild(root)
    }

    /// `first - multiplier × second - constant`, over the items' variables; `nil` when an item is gone.
    func expression(for constraint: NSLayoutConstraint) -> LinearExpression? {
        var result = LinearExpression()
        let scrollView = scrollViewHoldingContent(of: constraint)
        guard append(constraint.first, times: 1, to: &result, content: scrollView) else { return nil }
        if let second = constraint.second {
            guard append(second, times: -Double(constraint.multiplier), to: &result, content: scrollView) else {
                return nil
            }
        }
        result.constant -= Double(constraint.constant)
        return result
    }

    /// The objects a constraint needs variables for: its items and, for a scroll view's content constraints, the
    /// scroll view's content guide.
    func engineObjects(of constraint: NSLayoutConstraint) -> [AnyObject] {
        let objects = constraint.first.items + (constraint.second?.items ?? [])
        guard let scrollView = scrollViewHoldingContent(of: constraint) else { return objects }
        return objects + [scrollView.contentLayoutGuide]
    }

    private func append(
        _ anchor: AnchorExpression, times factor: Double, to result: inout LinearExpression, content: UIScrollView?
    ) -> Bool {
        for term in anchor.terms {
            guard var object = term.item else { return false }
            if let content, object === content, term.attribute.isEdge { object = content.contentLayoutGuide }
            let scale = factor * Double(term.coefficient)
            if appendEdgeOrSize(object, term.attribute, times: scale, to: &result) { continue }
            guard let attribute = attributeExpression(object, term.attribute) else { return false }
            result.add(attribute, times: scale)
        }
        return true
    }

    /// The common case of `attributeExpression` without building an expression: an edge, size or centre of an item
    /// added straight into `result`. `false` for margins, baselines and objects without variables.
    private func appendEdgeOrSize(
        _ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute, times factor: Double,
        to result: inout LinearExpression
    ) -> Bool {
        switch attribute {
        case .left, .leading, .right, .trailing, .top, .bottom, .width, .height, .centerX, .centerY: break
        default: return false
        }
        guard let item = items[ObjectIdentifier(object)] else { return false }
        let insets = (object as? UIView)?.alignmentRectInsets ?? .zero
        let left = Double(insets.left)
        let right = Double(insets.right)
        let top = Double(insets.top)
        let bottom = Double(insets.bottom)
        switch attribute {
        case .left, .leading:
            result.add(item.x, factor)
            result.constant += factor * left
        case .right, .trailing:
            result.add(item.x, factor)
            result.add(item.width, factor)
            result.constant -= factor * right
        case .top:
            result.add(item.y, factor)
            result.constant += factor * top
        case .bottom:
            result.add(item.y, factor)
            result.add(item.height, factor)
            result.constant -= factor * bottom
        case .width:
            result.add(item.width, factor)
            result.constant -= factor * (left + right)
        case .height:
            result.add(item.height, factor)
            result.constant -= factor * (top + bottom)
        case .centerX:
            result.add(item.x, factor)
            result.add(item.width, factor * 0.5)
            result.constant += factor * (left - right) / 2
        default:
            result.add(item.y, factor)
            result.add(item.height, factor * 0.5)
            result.constant += factor * (top - bottom) / 2
        }
        return true
    }

    /// An item attribute as an expression over the item's variables: margins through the layout-margins guide,
    /// baselines through the baseline view's font, edges through the alignment rectangle.
    func attributeExpression(_ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression? {
        if let view = object as? UIView, let base = attribute.withoutMargins {
            return attributeExpression(view.layoutMarginsGuide, base)
        }
        if let view = object as? UIView, attribute == .firstBaseline || attribute == .lastBaseline {
            let target = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            guard let item = items[ObjectIdentifier(target)] else { return nil }
            if let label = target as? UILabel, let font = label.font {
                let lines = attribute == .firstBaseline ? 1 : lineCount(of: label, item: item)
                let offset = Double(font.ascender + CGFloat(lines - 1) * font.lineHeight)
                return LinearExpression(terms: [(item.y, 1)], constant: offset)
            }
            let insets = target.alignmentRectInsets
            return LinearExpression(terms: [(item.y, 1), (item.height, 1)], constant: -Double(insets.bottom))
        }
        guard let item = items[ObjectIdentifier(object)] else { return nil }
        let insets = (object as? UIView)?.alignmentRectInsets ?? .zero
        let left = Double(insets.left)
        let right = Double(insets.right)
        let top = Double(insets.top)
        let bottom = Double(insets.bottom)
        switch attribute {
        case .left, .leading: return LinearExpression(terms: [(item.x, 1)], constant: left)
        case .right, .trailing: return LinearExpression(terms: [(item.x, 1), (item.width, 1)], constant: -right)
        case .top: return LinearExpression(terms: [(item.y, 1)], constant: top)
        case .bottom: return LinearExpression(terms: [(item.y, 1), (item.height, 1)], constant: -bottom)
        case .width: return LinearExpression(terms: [(item.width, 1)], constant: -left - right)
        case .height: return LinearExpression(terms: [(item.height, 1)], constant: -top - bottom)
        case .centerX:
            return LinearExpression(terms: [(item.x, 1), (item.width, 0.5)], constant: (left - right) / 2)
        case .centerY:
            return LinearExpression(terms: [(item.y, 1), (item.height, 0.5)], constant: (top - bottom) / 2)
        case .firstBaseline, .lastBaseline:
            return LinearExpression(terms: [(item.y, 1), (item.height, 1)], constant: -bottom)
        default: return nil
        }
    }

    private func lineCount(of label: UILabel, item: EngineItem) -> Int {
        guard label.numberOfLines != 1, let font = label.font, font.lineHeight > 0 else { return 1 }
        let width =
            label.preferredMaxLayoutWidth > 0 ? label.preferredMaxLayoutWidth : (item.measuredWidth ?? 0)
        let height = label.cachedSizeThatFits(width: width).height
        return max(1, Int((height / font.lineHeight + 0.001).rounded(.down)))
    }

    // MARK: Engine-made constraints

    /// The constraints that place an item that is not positioned by user constraints alone: the root (at the
    /// origin, sized to its bounds or, when fitting, pulled towards the target size), views that translate their
    /// autoresizing masks, and the system guides (inset from their view).
    func anchoringConstraints(
        _ item: EngineItem
    ) -> [(expression: LinearExpression, relation: ConstraintSolver.Relation, strength: Double)] {
        let required = ConstraintSolver.required
        if let view = item.view, view === root {
            var result: [(LinearExpression, ConstraintSolver.Relation, Double)] = [
                (LinearExpression(terms: [(item.x, 1)], constant: 0), .equal, required),
                (LinearExpression(terms: [(item.y, 1)], constant: 0), .equal, required),
            ]
            if let fitting {
                result.append(
                    (
                        LinearExpression(terms: [(item.width, 1)], constant: -Double(fitting.size.width)), .equal,
                        fitting.horizontal.strength
                    ))
                result.append(
                    (
                        LinearExpression(terms: [(item.height, 1)], constant: -Double(fitting.size.height)), .equal,
                        fitting.vertical.strength
                    ))
            } else if view.translatesAutoresizingMaskIntoConstraints {
                result.append(
                    (LinearExpression(terms: [(item.width, 1)], constant: -Double(view.bounds.width)), .equal, required)
                )
                result.append(
                    (
                        LinearExpression(terms: [(item.height, 1)], constant: -Double(view.bounds.height)), .equal,
                        required
                    ))
            }
            return result
        }
        if let view = item.view, view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview {
            return autoresizingConstraints(view, item: item, superview: superview).map { ($0, .equal, required) }
        }
        if let guide = item.guide, guide.systemKind == .scrollContent,
            let scrollView = guide.owningView as? UIScrollView,
            let ownerItem = items[ObjectIdentifier(scrollView)]
        {
            // The content area starts at the scroll view's origin (in content coordinates); its size holds the
            // current content size below every priority, so content constraints decide it when they can.
            let size = scrollView.contentSize
            let weakest = UILayoutPriority.scrollContentSizeStrength
            return [
                (LinearExpression(terms: [(item.x, 1), (ownerItem.x, -1)], constant: 0), .equal, required),
                (LinearExpression(terms: [(item.y, 1), (ownerItem.y, -1)], constant: 0), .equal, required),
                (LinearExpression(terms: [(item.width, 1)], constant: -Double(size.width)), .equal, weakest),
                (LinearExpression(terms: [(item.height, 1)], constant: -Double(size.height)), .equal, weakest),
            ]
        }
        if let guide = item.guide, let kind = guide.systemKind, let owner = guide.owningView,
            let ownerItem = items[ObjectIdentifier(owner)]
        {
            let width = fitting != nil && owner === root ? solver.value(of: ownerItem.width) : owner.bounds.width
            let insets = owner.systemGuideInsets(kind, width: width)
            return [
                (
                    LinearExpression(terms: [(item.x, 1), (ownerItem.x, -1)], constant: -Double(insets.left)), .equal,
                    required
                ),
                (
                    LinearExpression(terms: [(item.y, 1), (ownerItem.y, -1)], constant: -Double(insets.top)), .equal,
                    required
                ),
                (
                    LinearExpression(
                        terms: [(item.width, 1), (ownerItem.width, -1)], constant: Double(insets.left + insets.right)),
                    .equal, required
                ),
                (
                    LinearExpression(
                        terms: [(item.height, 1), (ownerItem.height, -1)], constant: Double(insets.top + insets.bottom)),
                    .equal, required
                ),
            ]
        }
        return []
    }

    /// UIKit's `NSAutoresizingMaskLayoutConstraint`s: the frame as it is, with the flexible parts of each axis
    /// taking their share of any change in the superview's size (the springs-and-struts rule, linearised at the
    /// current geometry).
    private func autoresizingConstraints(_ view: UIView, item: EngineItem, superview: UIView) -> [LinearExpression] {
        let frame = view.unrotatedFrame
        let mask = view.autoresizingMask
        let superItem = items[ObjectIdentifier(superview)]
        let superOrigin = superItem == nil ? origin(of: superview) : .zero
        let superSize = superview.bounds.size
        func axis(
            start: CGFloat, length: CGFloat, total: CGFloat, flexible: (Bool, Bool, Bool)
        ) -> (start: Double, length: Double) {
            let end = total - start - length
            let parts = [flexible.0 ? start : 0, flexible.1 ? length : 0, flexible.2 ? end : 0]
            let count = [flexible.0, flexible.1, flexible.2].filter { $0 }.count
            guard count > 0 else { return (0, 0) }
            let sum = parts.reduce(0, +)
            func share(_ index: Int, _ isFlexible: Bool) -> Double {
                guard isFlexible else { return 0 }
                return Double(sum > 0 ? parts[index] / sum : 1 / CGFloat(count))
            }
            return (share(0, flexible.0), share(1, flexible.1))
        }
        let horizontal = axis(
            start: frame.minX, length: frame.width, total: superSize.width,
            flexible: (
                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
            ))
        let vertical = axis(
            start: frame.minY, length: frame.height, total: superSize.height,
            flexible: (
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)
            ))
        func position(
            _ own: Int32, _ parent: Int32?, _ parentSize: Int32?, _ start: CGFloat, _ fraction: Double, _ size: CGFloat,
            _ offset: CGFloat
        ) -> LinearExpression {
            guard let parent, let parentSize else {
                return LinearExpression(terms: [(own, 1)], constant: -Double(offset + start))
            }
            return LinearExpression(
                terms: [(own, 1), (parent, -1), (parentSize, -fraction)],
                constant: fraction * Double(size) - Double(start))
        }
        func length(_ own: Int32, _ parentSize: Int32?, _ value: CGFloat, _ fraction: Double, _ size: CGFloat)
            -> LinearExpression
        {
            guard let parentSize, fraction != 0 else {
                return LinearExpression(terms: [(own, 1)], constant: -Double(value))
            }
            return LinearExpression(
                terms: [(own, 1), (parentSize, -fraction)], constant: fraction * Double(size) - Double(value))
        }
        return [
            position(
                item.x, superItem?.x, superItem?.width, frame.minX, horizontal.start, superSize.width, superOrigin.x),
            position(
                item.y, superItem?.y, superItem?.height, frame.minY, vertical.start, superSize.height, superOrigin.y),
            length(item.width, superItem?.width, frame.width, horizontal.length, superSize.width),
            length(item.height, superItem?.height, frame.height, vertical.length, superSize.height),
        ]
    }

    /// Adds an item's engine-made constraints.
    func addAnchoring(_ item: EngineItem) {
        item.anchoring = []
        for constraint in anchoringConstraints(item) {
            guard
                let id = try? solver.addConstraint(
                    constraint.expression, constraint.relation, strength: constraint.strength)
            else {
                reportAutoresizingConflict(item)
                continue
            }
            item.anchoring.append((id, constraint.expression))
        }
    }

    /// Re-reads the engine-made constraints' inputs (frames of autoresizing views, margins, safe area).
    func syncInputs() {
        for item in orderedItems where !item.isConstraintPositioned {
            let wanted = anchoringConstraints(item)
            guard wanted.count == item.anchoring.count,
                zip(wanted, item.anchoring).allSatisfy({ $0.expression.cells == $1.expression.cells })
            else {
                for existing in item.anchoring { try? solver.removeConstraint(existing.id) }
                addAnchoring(item)
                continue
            }
            for index in wanted.indices
            where wanted[index].expression.constant != item.anchoring[index].expression.constant {
                try? solver.setConstant(item.anchoring[index].id, wanted[index].expression.constant)
                item.anchoring[index].expression = wanted[index].expression
            }
        }
    }

    // MARK: Intrinsic content size

    /// Brings an item's intrinsic-size constraints (hugging `≤`, compression resistance `≥`) up to date.
    func syncIntrinsicSize(_ item: EngineItem) {
        guard let view = item.view, !view.translatesAutoresizingMaskIntoConstraints || (fitting != nil && view === root)
        else { return }
        var size = view.cachedIntrinsicContentSize
        if item.mayDependOnWidth, let width = item.measuredWidth,
            let dependent = view as? WidthDependentIntrinsicHeight, dependent.heightDependsOnWidth
        {
            size.height = dependent.intrinsicHeight(forWidth: width)
        }
        let insets = view.alignmentRectInsets
        let width = size.width == UIView.noIntrinsicMetric ? -1 : Double(size.width + insets.left + insets.right)
        let height = size.height == UIView.noIntrinsicMetric ? -1 : Double(size.height + insets.top + insets.bottom)
        let values = [width, width, height, height]
        let strengths = [
            view.contentCompressionResistancePriority(for: .horizontal).strength,
            view.contentHuggingPriority(for: .horizontal).strength,
            view.contentCompressionResistancePriority(for: .vertical).strength,
            view.contentHuggingPriority(for: .vertical).strength,
        ]
        let variables = [item.width, item.width, item.height, item.height]
        for index in 0..<4 {
            let value = values[index]
            if let id = item.intrinsic[index], value >= 0, strengths[index] == item.intrinsicStrengths[index] {
                if value != item.intrinsicValues[index] {
                    try? solver.setConstant(id, -value)
                    item.intrinsicValues[index] = value
                }
                continue
            }
            if let id = item.intrinsic[index] { try? solver.removeConstraint(id) }
            item.intrinsic[index] = nil
            item.intrinsicValues[index] = value
            item.intrinsicStrengths[index] = strengths[index]
            guard value >= 0 else { continue }
            item.intrinsic[index] = try? solver.addConstraint(
                LinearExpression(terms: [(variables[index], 1)], constant: -value),
                index.isMultiple(of: 2) ? .greaterThanOrEqual : .lessThanOrEqual, strength: strengths[index])
        }
    }

    /// Views whose height follows their width (labels that wrap: more than one line, no `preferredMaxLayoutWidth`;
    /// list content views) are measured again at their solved width, and the engine re-solved, until their widths
    /// settle (UIKit's second layout pass for wrapping text).
    func solveWrappingLabels() {
        for _ in 0..<4 {
            var changed = false
            for item in orderedItems where item.mayDependOnWidth {
                guard let view = item.view as? WidthDependentIntrinsicHeight, view.heightDependsOnWidth,
                    !view.translatesAutoresizingMaskIntoConstraints
                else { continue }
                let insets = view.alignmentRectInsets
                let width = CGFloat(solver.value(of: item.width)) - insets.left - insets.right
                if let measured = item.measuredWidth, abs(measured - width) < 0.001 { continue }
                item.measuredWidth = width
                syncIntrinsicSize(item)
                for constraint in item.constraints where constraint.usesBaseline {
                    refresh(constraint, rebuildExpression: true)
                }
                changed = true
            }
            if !changed { return }
        }
    }
}

extension NSLayoutConstraint.Relation {
    var solverRelation: ConstraintSolver.Relation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// The plain attribute a margin attribute measures on the layout-margins guide.
    var withoutMargins: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }
}

extension NSLayoutConstraint {
    /// Whether either side refers to a baseline.
    var usesBaseline: Bool {
        (first.terms + (second?.terms ?? [])).contains {
            $0.attribute == .firstBaseline || $0.attribute == .lastBaseline
        }
    }
}
