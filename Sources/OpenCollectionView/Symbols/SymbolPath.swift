/// A glyph's path: SVG path data read into absolute moves, lines, curves and arcs, so that it can be moved, scaled,
/// mirrored and rotated before it is written back out.
struct SymbolPath: Sendable {
    enum Command: Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case quad(CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint)
        /// An elliptical arc: radii, x-axis rotation in degrees, large-arc and sweep flags, end point.
        case arc(CGSize, CGFloat, Bool, Bool, CGPoint)
        case close
    }

    var commands: [Command]

    /// Reads SVG path data (`M L H V C Q A Z`, absolute or relative) and the shorthands `O cx cy r` (circle) and
    /// `B x y w h r` (rounded rectangle).
    init(data: String) {
        commands = []
        var tokens = SymbolPathTokens(data)
        var current = CGPoint.zero
        var start = CGPoint.zero
        var command: Character = "M"
        while let next = tokens.nextCommand(default: command) {
            command = next
            let relative = command.isLowercase
            let origin = relative ? current : .zero
            func point() -> CGPoint {
                let x = tokens.number()
                let y = tokens.number()
                return CGPoint(x: origin.x + x, y: origin.y + y)
            }
            switch command {
            case "M", "m":
                current = point()
                start = current
                commands.append(.move(current))
                command = relative ? "l" : "L"
            case "L", "l":
                current = point()
                commands.append(.line(current))
            case "H", "h":
                current = CGPoint(x: (relative ? current.x : 0) + tokens.number(), y: current.y)
                commands.append(.line(current))
            case "V", "v":
                current = CGPoint(x: current.x, y: (relative ? current.y : 0) + tokens.number())
                commands.append(.line(current))
            case "Q", "q":
                let control = point()
                current = point()
                commands.append(.quad(control, current))
            case "C", "c":
                let first = point()
                let second = point()
                current = point()
                commands.append(.cubic(first, second, current))
            case "A", "a":
                let radii = CGSize(width: tokens.number(), height: tokens.number())
                let rotation = tokens.number()
                let large = tokens.number() != 0
                let sweep = tokens.number() != 0
                current = point()
                commands.append(.arc(radii, rotation, large, sweep, current))
            case "Z", "z":
                current = start
                commands.append(.close)
            case "O":
                let center = CGPoint(x: tokens.number(), y: tokens.number())
                let r = tokens.number()
                let radii = CGSize(width: r, height: r)
                commands += [
                    .move(CGPoint(x: center.x - r, y: center.y)),
                    .arc(radii, 0, false, true, CGPoint(x: center.x + r, y: center.y)),
                    .arc(radii, 0, false, true, CGPoint(x: center.x - r, y: center.y)), .close,
                ]
                current = CGPoint(x: center.x - r, y: center.y)
            case "B":
                let rect = CGRect(
                    x: tokens.number(), y: tokens.number(), width: tokens.number(), height: tokens.number())
                let r = min(tokens.number(), rect.width / 2, rect.height / 2)
                commands += Self.roundedRect(rect, radius: r)
                current = CGPoint(x: rect.minX + r, y: rect.minY)
            default:
                tokens.skipInvalid()
            }
        }
    }

    init(commands: [Command]) { self.commands = commands }

    private static func roundedRect(_ rect: CGRect, radius r: CGFloat) -> [Command] {
        let radii = CGSize(width: r, height: r)
        func corner(_ x: CGFloat, _ y: CGFloat) -> Command { .arc(radii, 0, false, true, CGPoint(x: x, y: y)) }
        var out: [Command] = [
            .move(CGPoint(x: rect.minX + r, y: rect.minY)), .line(CGPoint(x: rect.maxX - r, y: rect.minY)),
        ]
        if r > 0 { out.append(corner(rect.maxX, rect.minY + r)) }
        out.append(.line(CGPoint(x: rect.maxX, y: rect.maxY - r)))
        if r > 0 { out.append(corner(rect.maxX - r, rect.maxY)) }
        out.append(.line(CGPoint(x: rect.minX + r, y: rect.maxY)))
        if r > 0 { out.append(corner(rect.minX, rect.maxY - r)) }
        out.append(.line(CGPoint(x: rect.minX, y: rect.minY + r)))
        if r > 0 { out.append(corner(rect.minX + r, rect.minY)) }
        out.append(.close)
        return out
    }

    /// The path moved by a similarity transform (translation, uniform scale, mirroring, quarter turns).
    func applying(_ t: CGAffineTransform) -> SymbolPath {
        let determinant = t.a * t.d - t.b * t.c
        let scale = abs(determinant).squareRoot()
        let turn = atan2(t.b, t.a) * 180 / .pi
        return SymbolPath(
            commands: commands.map { command in
                switch command {
                case .move(let p): .move(p.applying(t))
                case .line(let p): .line(p.applying(t))
                case .quad(let c, let p): .quad(c.applying(t), p.applying(t))
                case .cubic(let c1, let c2, let p): .cubic(c1.applying(t), c2.applying(t), p.applying(t))
                case .arc(let radii, let rotation, let large, let sweep, let p):
                    .arc(
                        CGSize(width: radii.width * scale, height: radii.height * scale),
                        determinant < 0 ? turn - rotation : rotation + turn, large,
                        determinant < 0 ? !sweep : sweep, p.applying(t))
                case .close: .close
                }
            })
    }

    /// The path as SVG path data.
    var svgData: String {
        func f(_ value: CGFloat) -> String { SVGRenderer.format((Double(value) * 1000).rounded() / 1000) }
        func p(_ point: CGPoint) -> String { "\(f(point.x)) \(f(point.y))" }
        return commands.map { command in
            switch command {
            case .move(let point): "M\(p(point))"
            case .line(let point): "L\(p(point))"
            case .quad(let control, let point): "Q\(p(control)) \(p(point))"
            case .cubic(let c1, let c2, let point): "C\(p(c1)) \(p(c2)) \(p(point))"
            case .arc(let radii, let rotation, let large, let sweep, let point):
                "A\(f(radii.width)) \(f(radii.height)) \(f(rotation)) \(large ? 1 : 0) \(sweep ? 1 : 0) \(p(point))"
            case .close: "Z"
            }
        }.joined()
    }
}

/// Reads the commands and numbers of SVG path data, including numbers written without separators (`1-2.5.5`).
struct SymbolPathTokens {
    private let characters: [Character]
    private var index = 0

    init(_ text: String) { characters = Array(text) }

    private mutating func skipSeparators() {
        while index < characters.count, characters[index] == " " || characters[index] == "," { index += 1 }
    }

    /// The next command letter, or `default` again when numbers follow (an implicit repeat); `nil` at the end.
    mutating func nextCommand(default command: Character) -> Character? {
        while true {
            skipSeparators()
            guard index < characters.count else { return nil }
            let character = characters[index]
            if character.isLetter {
                index += 1
                return character
            }
            if character.isNumber || character == "-" || character == "+" || character == "." {
                return command == "Z" || command == "z" ? nil : command
            }
            index += 1
        }
    }

    /// Skips a character that is neither a command nor a number.
    mutating func skipInvalid() { index += 1 }

    /// The next number (0 when there is none).
    mutating func number() -> CGFloat {
        skipSeparators()
        var text = ""
        var seenDot = false
        while index < characters.count {
            let character = characters[index]
            if character == "-" || character == "+" {
                guard text.isEmpty else { break }
            } else if character == "." {
                if seenDot { break }
                seenDot = true
            } else if !character.isNumber {
                break
            }
            text.append(character)
            index += 1
        }
        return CGFloat(Double(text) ?? 0)
    }
}
