/// A parser for Apple's visual format language:
///
/// ```
/// format     ::= (orientation ':')? ('|' connection)? view (connection view)* (connection '|')?
/// view       ::= '[' name ('(' predicate (',' predicate)* ')')? ']'
/// connection ::= '' | '-' | '-' predicates '-'
/// predicate  ::= relation? (number | metric | viewName) ('@' (number | metric))?
/// ```
///
/// Standard spacing (`-`) is 8 points between siblings and 20 to the superview's edge, as UIKit's.
@MainActor
struct VisualFormatParser {
    struct ParseError: Error {
        var reason: String
        var offset: Int
    }

    private struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority: UILayoutPriority = .required
    }

    private let characters: [Character]
    private let options: NSLayoutConstraint.FormatOptions
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var position = 0

    init(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format)
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    mutating func parse() throws(ParseError) -> [NSLayoutConstraint] {
        var vertical = false
        if characters.count >= 2, characters[1] == ":", characters[0] == "H" || characters[0] == "V" {
            vertical = characters[0] == "V"
            position = 2
        }
        let leading: NSLayoutConstraint.Attribute
        let trailing: NSLayoutConstraint.Attribute
        if vertical {
            (leading, trailing) = (.top, .bottom)
        } else if options.contains(.directionLeftToRight) {
            (leading, trailing) = (.left, .right)
        } else if options.contains(.directionRightToLeft) {
            (leading, trailing) = (.right, .left)
        } else {
            (leading, trailing) = (.leading, .trailing)
        }
        let length: NSLayoutConstraint.Attribute = vertical ? .height : .width
        var result: [NSLayoutConstraint] = []
        var previous: UIView?
        var pendingSuperviewConnection: [Predicate]?
        var lastConnection: [Predicate]?

        if peek() == "|" {
            position += 1
            pendingSuperviewConnection = try connection(standard: SystemSpacing.superviewEdge)
        }
        var views: [UIView] = []
        while position < characters.count {
            if peek() == "|" {
                let barOffset = position
                guard let previous, let connection = lastConnection else {
                    throw ParseError(reason: "Expected a view", offset: barOffset)
                }
                guard let superview = previous.superview else {
                    throw ParseError(
                        reason: "Unable to interpret '|' character, because the related view doesn't have a superview",
                        offset: barOffset)
                }
                position += 1
                let spacing = connection.isEmpty ? [Predicate()] : connection
                for predicate in spacing {
                    result.append(
                        make(superview, trailing, predicate.relation, previous, trailing, predicate))
                }
                break
            }
            let viewOffset = position
            let (view, sizePredicates) = try parseView()
            if let connection = pendingSuperviewConnection {
                guard let superview = view.superview else {
                    throw ParseError(
                        reason: "Unable to interpret '|' character, because the related view doesn't have a superview",
                        offset: max(0, viewOffset - 1))
                }
                for predicate in connection.isEmpty ? [Predicate()] : connection {
                    result.append(make(view, leading, predicate.relation, superview, leading, predicate))
                }
                pendingSuperviewConnection = nil
            }
            if let previous, let connection = lastConnection {
                for predicate in connection.isEmpty ? [Predicate()] : connection {
                    result.append(make(view, leading, predicate.relation, previous, trailing, predicate))
                }
            }
            for predicate in sizePredicates {
                if let other = predicate.view {
                    result.append(make(view, length, predicate.relation, other, length, predicate, constant: 0))
                } else {
                    result.append(make(view, length, predicate.relation, nil, .notAnAttribute, predicate))
                }
            }
            views.append(view)
            previous = view
            if position >= characters.count { break }
            if peek() == "|" {
                lastConnection = []
                continue
            }
            if peek() == "-" {
                lastConnection = try connection(standard: nil)
            } else if peek() == "[" {
                lastConnection = []
            } else {
                throw ParseError(reason: "Expected a '-' or '[' or '|'", offset: position)
            }
            if let spacing = lastConnection, spacing.count == 1, spacing[0].constant == -1 {
                lastConnection = [Predicate(constant: SystemSpacing.standard)]
            }
        }
        if views.isEmpty { throw ParseError(reason: "Expected a view", offset: position) }
        result += alignment(views, vertical: vertical)
        return result
    }

    private func alignment(_ views: [UIView], vertical: Bool) -> [NSLayoutConstraint] {
        let pairs: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
            (.alignAllFirstBaseline, .firstBaseline),
        ]
        var result: [NSLayoutConstraint] = []
        for (option, attribute) in pairs where options.contains(option) {
            for index in views.indices.dropFirst() {
                result.append(
                    NSLayoutConstraint(
                        first: AnchorExpression(item: views[index - 1], attribute: attribute), relation: .equal,
                        second: AnchorExpression(item: views[index], attribute: attribute), multiplier: 1, constant: 0))
            }
        }
        return result
    }

    private func make(
        _ first: UIView, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
        _ second: UIView?, _ secondAttribute: NSLayoutConstraint.Attribute, _ predicate: Predicate,
        constant: CGFloat? = nil
    ) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(
            first: AnchorExpression(item: first, attribute: firstAttribute), relation: relation,
            second: second.map { AnchorExpression(item: $0, attribute: secondAttribute) }, multiplier: 1,
            constant: constant ?? predicate.constant)
        constraint.priority = predicate.priority
        return constraint
    }

    private func peek() -> Character? { position < characters.count ? characters[position] : nil }

    /// A connection after `|` or a view: nothing (flush), `-` (standard spacing, marked -1 until the next element
    /// says whether it is a sibling or the superview), or `-predicates-`.
    private mutating func connection(standard: CGFloat?) throws(ParseError) -> [Predicate] {
        guard peek() == "-" else { return [] }
        position += 1
        if peek() == "[" || peek() == "|" || peek() == nil {
            if peek() == nil { throw ParseError(reason: "Expected a view", offset: position) }
            return [Predicate(constant: standard ?? (peek() == "|" ? SystemSpacing.superviewEdge : -1))]
        }
        let predicates: [Predicate]
        if peek() == "(" {
            predicates = try predicateList()
        } else {
            predicates = [try predicate()]
        }
        guard peek() == "-" else { throw ParseError(reason: "Expected a '-' here", offset: position) }
        position += 1
        return predicates
    }

    private mutating func parseView() throws(ParseError) -> (UIView, [Predicate]) {
        guard peek() == "[" else { throw ParseError(reason: "Expected a view", offset: position) }
        position += 1
        let nameOffset = position
        let name = identifier()
        guard !name.isEmpty else { throw ParseError(reason: "Expected a view name", offset: position) }
        guard let view = views[name] as? UIView else {
            throw ParseError(reason: "\(name) is not a key in the views dictionary.", offset: nameOffset + name.count)
        }
        var predicates: [Predicate] = []
        if peek() == "(" { predicates = try predicateList() }
        guard peek() == "]" else { throw ParseError(reason: "Expected ']'", offset: position) }
        position += 1
        return (view, predicates)
    }

    private mutating func predicateList() throws(ParseError) -> [Predicate] {
        position += 1
        var predicates = [try predicate()]
        while peek() == "," {
            position += 1
            predicates.append(try predicate())
        }
        guard peek() == ")" else { throw ParseError(reason: "Expected ')'", offset: position) }
        position += 1
        return predicates
    }

    private mutating func predicate() throws(ParseError) -> Predicate {
        var result = Predicate()
        if position + 1 < characters.count, characters[position + 1] == "=" {
            switch characters[position] {
            case "=": result.relation = .equal
            case "<": result.relation = .lessThanOrEqual
            case ">": result.relation = .greaterThanOrEqual
            default: throw ParseError(reason: "Expected a relation", offset: position)
            }
            position += 2
        }
        let objectOffset = position
        if let number = number() {
            result.constant = number
        } else {
            let name = identifier()
            if let metric = metrics[name] {
                result.constant = try value(of: metric, name: name, offset: objectOffset)
            } else if let view = views[name] as? UIView {
                result.view = view
            } else if name.isEmpty {
                throw ParseError(reason: "Expected a number or a metric or view name", offset: objectOffset)
            } else {
                throw ParseError(reason: "\(name) is not a key in the metrics or views dictionaries.", offset: position)
            }
        }
        if peek() == "@" {
            position += 1
            let priorityOffset = position
            if let number = number() {
                result.priority = UILayoutPriority(Float(number))
            } else {
                let name = identifier()
                guard let metric = metrics[name] else {
                    throw ParseError(
                        reason: "Expected a number or metric name for the priority", offset: priorityOffset)
                }
                result.priority = UILayoutPriority(Float(try value(of: metric, name: name, offset: priorityOffset)))
            }
        }
        return result
    }

    private func value(of metric: Any, name: String, offset: Int) throws(ParseError) -> CGFloat {
        switch metric {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Float: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: throw ParseError(reason: "The metric \(name) is not a number.", offset: offset)
        }
    }

    private mutating func identifier() -> String {
        var name = ""
        while let character = peek(),
            character == "_" || character.isLetter || (!name.isEmpty && character.isNumber)
        {
            name.append(character)
            position += 1
        }
        return name
    }

    private mutating func number() -> CGFloat? {
        let start = position
        var text = ""
        if peek() == "-" || peek() == "+" {
            text.append(characters[position])
            position += 1
        }
        while let character = peek(), character.isNumber || character == "." {
            text.append(character)
            position += 1
        }
        guard let value = Double(text) else {
            position = start
            return nil
        }
        return CGFloat(value)
    }
}
