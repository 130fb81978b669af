import Foundation

/// Lays attributed text out in lines for a width, as TextKit lays out a `UILabel`'s `attributedText`: each run in its
/// own font (with per-character fallback, as plain text), kerning after each character, raised or lowered runs,
/// paragraphs (split at newlines) with their paragraph style's alignment, indents, line spacing, paragraph spacing,
/// line height multiple and minimum and maximum line heights; words wrap at the break opportunities plain text has
/// (`LineBreakRules`); a line limit truncates the last line with "…" in the attributes of the character it follows.
///
/// A line is as tall as the tallest run on it (ascent above the baseline plus descent and leading below, a raised
/// run's offset added to the ascent, a lowered one's to the descent); a line height multiple or a minimum line
/// height adds the extra above the text, as TextKit places glyphs at the bottom of a taller line fragment.
struct AttributedTextLayout {
    /// What a run of characters is drawn with.
    struct Style: Equatable {
        var font: UIFont
        var color: UIColor?
        var backgroundColor: UIColor?
        var underline: NSUnderlineStyle = []
        var strikethrough: NSUnderlineStyle = []
        var kern: CGFloat = 0
        var baselineOffset: CGFloat = 0
        var isLink = false

        static func == (lhs: Style, rhs: Style) -> Bool {
            lhs.font == rhs.font && lhs.color === rhs.color && lhs.backgroundColor === rhs.backgroundColor
                && lhs.underline == rhs.underline && lhs.strikethrough == rhs.strikethrough && lhs.kern == rhs.kern
                && lhs.baselineOffset == rhs.baselineOffset && lhs.isLink == rhs.isLink
        }
    }

    /// Characters of one style on a line.
    struct Segment: Equatable {
        var text: String
        /// Where the segment starts, from the line's start.
        var x: CGFloat
        var width: CGFloat
        /// Its index in `styles`.
        var style: Int
    }

    struct Line: Equatable {
        var segments: [Segment]
        /// The width without trailing spaces.
        var width: CGFloat
        /// The distance from the top of the text to the line's baseline.
        var baseline: CGFloat
        /// The distance from the top of the text to the line's bottom.
        var bottom: CGFloat = 0
        /// The leading indent of the line.
        var indent: CGFloat
        /// The paragraph's alignment.
        var alignment: NSTextAlignment
    }

    var styles: [Style] = []
    var lines: [Line] = []
    /// The widest line (with its indent) by the height of all lines and their spacing.
    var size: CGSize = .zero
    var isTruncated = false

    /// The defaults characters without the attribute are drawn with (a label's font, colour, alignment and line
    /// break mode).
    struct Defaults {
        var font: UIFont
        var color: UIColor?
        var alignment: NSTextAlignment
        var lineBreakMode: NSLineBreakMode
    }

    /// One character with what it is drawn with and its advance.
    private struct Unit {
        var range: Range<String.Index>
        var properties: LineBreakRules.Properties
        var style: Int
        var width: CGFloat
    }

    init(_ text: NSAttributedString, defaults: Defaults, maxWidth: CGFloat, numberOfLines: Int) {
        let string = text.string
        guard !string.isEmpty else { return }
        var runs: [(range: Range<String.Index>, style: Int, paragraph: NSParagraphStyle?)] = []
        var found: [Style] = []
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, range, _ in
            guard let span = Range(range, in: string) else { return }
            let style = Self.style(from: attributes, defaults: defaults)
            let index: Int
            if let known = found.firstIndex(of: style) {
                index = known
            } else {
                found.append(style)
                index = found.count - 1
            }
            runs.append((span, index, attributes[.paragraphStyle] as? NSParagraphStyle))
        }
        styles = found
        guard !runs.isEmpty else { return }
        // The spacing owed below the last line laid out (its paragraph's line spacing, and its paragraph spacing
        // once the paragraph ended), added only when another line follows.
        var pendingSpacing: CGFloat = 0
        let limit = numberOfLines > 0 ? numberOfLines : Int.max
        var y: CGFloat = 0
        var widest: CGFloat = 0
        var runIndex = 0
        var paragraphStart = string.startIndex
        var isFirstParagraph = true
        paragraphs: while paragraphStart <= string.endIndex {
            let paragraphEnd = string[paragraphStart...].firstIndex(of: "\n") ?? string.endIndex
            while runIndex < runs.count - 1, runs[runIndex].range.upperBound <= paragraphStart { runIndex += 1 }
            let paragraph = runs[runIndex].paragraph
            let alignment = paragraph?.alignment ?? defaults.alignment
            let wraps = numberOfLines != 1 || (paragraph?.lineBreakMode ?? defaults.lineBreakMode) == .byWordWrapping
            if !isFirstParagraph { pendingSpacing += paragraph?.paragraphSpacingBefore ?? 0 }
            var units = Self.units(in: string, from: paragraphStart, to: paragraphEnd, runs: runs, styles: styles)
            var isFirstLine = true
            repeat {
                if lines.count == limit {
                    isTruncated = true
                    break paragraphs
                }
                let indent = isFirstLine ? paragraph?.firstLineHeadIndent ?? 0 : paragraph?.headIndent ?? 0
                var available = maxWidth - indent
                if let tail = paragraph?.tailIndent, tail != 0 {
                    available = tail > 0 ? tail - indent : available + tail
                }
                let taken = wraps ? Self.lineEnd(of: units, width: available) : units.count
                var lineUnits = Array(units[..<taken])
                units.removeFirst(taken)
                while units.first?.properties.isSpace == true { units.removeFirst() }
                let lastLine = lines.count + 1 == limit
                if (lastLine && !units.isEmpty) || (!wraps && Self.width(of: lineUnits) > available) {
                    lineUnits = truncated(lineUnits, to: available, in: string)
                    isTruncated = true
                }
                if !lineUnits.isEmpty || units.isEmpty {
                    var line = Self.line(of: lineUnits, in: string, indent: indent, alignment: alignment)
                    let metrics = verticalMetrics(of: lineUnits, paragraph: paragraph, fallback: defaults.font)
                    if !lines.isEmpty { y += pendingSpacing }
                    line.baseline = y + metrics.baseline
                    y += metrics.height
                    line.bottom = y
                    pendingSpacing = paragraph?.lineSpacing ?? 0
                    widest = max(widest, indent + line.width)
                    lines.append(line)
                }
                isFirstLine = false
            } while !units.isEmpty
            pendingSpacing += paragraph?.paragraphSpacing ?? 0
            isFirstParagraph = false
            guard paragraphEnd < string.endIndex else { break }
            paragraphStart = string.index(after: paragraphEnd)
        }
        size = CGSize(width: widest, height: y)
    }

    private static func style(from attributes: [NSAttributedString.Key: Any], defaults: Defaults) -> Style {
        func number(_ key: NSAttributedString.Key) -> CGFloat {
            switch attributes[key] {
            case let value as CGFloat: value
            case let value as Double: CGFloat(value)
            case let value as Int: CGFloat(value)
            case let value as NSNumber: CGFloat(value.doubleValue)
            default: 0
            }
        }
        func lines(_ key: NSAttributedString.Key) -> NSUnderlineStyle {
            switch attributes[key] {
            case let value as Int: NSUnderlineStyle(rawValue: value)
            case let value as NSUnderlineStyle: value
            case let value as NSNumber: NSUnderlineStyle(rawValue: value.intValue)
            default: []
            }
        }
        let kern = number(.kern)
        let offset = number(.baselineOffset)
        return Style(
            font: attributes[.font] as? UIFont ?? defaults.font,
            color: attributes[.foregroundColor] as? UIColor ?? defaults.color,
            backgroundColor: attributes[.backgroundColor] as? UIColor, underline: lines(.underlineStyle),
            strikethrough: lines(.strikethroughStyle), kern: kern.isFinite ? kern : 0,
            baselineOffset: offset.isFinite ? offset : 0, isLink: attributes[.link] != nil)
    }

    /// The characters of `string[start..<end]` with their styles and advances (a character's kerning added after
    /// it).
    private static func units(
        in string: String, from start: String.Index, to end: String.Index,
        runs: [(range: Range<String.Index>, style: Int, paragraph: NSParagraphStyle?)], styles: [Style]
    ) -> [Unit] {
        guard start < end else { return [] }
        let text = string[start..<end]
        var result: [Unit] = []
        var runIndex = runs.firstIndex { $0.range.upperBound > start } ?? runs.count - 1
        var index = text.startIndex
        var afterHyphen = false
        while index < text.endIndex {
            let unit = TextUnit(at: index, in: text, afterHyphen: afterHyphen)
            while runIndex < runs.count - 1, runs[runIndex].range.upperBound <= index { runIndex += 1 }
            let style = styles[runs[runIndex].style]
            let width = style.font.width(of: text[index..<unit.end]) + style.kern
            result.append(
                Unit(range: index..<unit.end, properties: unit.properties, style: runs[runIndex].style, width: width))
            afterHyphen = unit.properties.isHyphen
            index = unit.end
        }
        return result
    }

    private static func width(of units: [Unit]) -> CGFloat {
        var width: CGFloat = 0
        var printed: CGFloat = 0
        for unit in units {
            width += unit.width
            if !unit.properties.isSpace { printed = width }
        }
        return printed
    }

    /// How many of `units` fill a line of `width`: up to the last break opportunity that fits (spaces hang past the
    /// edge), by characters when no opportunity fits, at least one.
    private static func lineEnd(of units: [Unit], width: CGFloat) -> Int {
        var advance: CGFloat = 0
        var lastBreak: Int?
        for (index, unit) in units.enumerated() {
            if !unit.properties.isSpace, advance + unit.width > width {
                if let lastBreak { return lastBreak }
                return max(index, 1)
            }
            advance += unit.width
            if index + 1 < units.count,
                LineBreakRules.allowsBreak(between: unit.properties, and: units[index + 1].properties)
            {
                lastBreak = index + 1
            }
        }
        return units.count
    }

    /// `units` shortened so that they and an ellipsis (in the style of the last character kept) fit `width`.
    private func truncated(_ units: [Unit], to width: CGFloat, in string: String) -> [Unit] {
        var kept = units
        while true {
            while kept.last?.properties.isSpace == true { kept.removeLast() }
            let style = kept.last?.style ?? units.first?.style ?? 0
            let ellipsis = styles[style].font.width(of: Substring(TextLayout.ellipsis)) + styles[style].kern
            if kept.isEmpty || Self.width(of: kept) + ellipsis <= width {
                var result = kept
                let end = kept.last?.range.upperBound ?? string.startIndex
                result.append(
                    Unit(range: end..<end, properties: .init("…"), style: style, width: ellipsis))
                return result
            }
            kept.removeLast()
        }
    }

    /// The line's segments: consecutive characters of one style joined, trailing spaces left out.
    private static func line(of units: [Unit], in string: String, indent: CGFloat, alignment: NSTextAlignment) -> Line {
        var segments: [Segment] = []
        var x: CGFloat = 0
        var printedEnd = units.count
        while printedEnd > 0, units[printedEnd - 1].properties.isSpace { printedEnd -= 1 }
        for unit in units[..<printedEnd] {
            let text = unit.range.isEmpty ? TextLayout.ellipsis : String(string[unit.range])
            if let last = segments.last, last.style == unit.style {
                segments[segments.count - 1].text += text
                segments[segments.count - 1].width += unit.width
            } else {
                segments.append(Segment(text: text, x: x, width: unit.width, style: unit.style))
            }
            x += unit.width
        }
        return Line(segments: segments, width: x, baseline: 0, indent: indent, alignment: alignment)
    }

    /// Where a line's baseline sits below its top, and its height, from the runs on it and its paragraph's style.
    private func verticalMetrics(of units: [Unit], paragraph: NSParagraphStyle?, fallback: UIFont)
        -> (baseline: CGFloat, height: CGFloat)
    {
        var ascent: CGFloat = 0
        var descent: CGFloat = 0
        var leading: CGFloat = 0
        let used = Set(units.map(\.style))
        let fonts = used.isEmpty ? [(fallback, CGFloat(0))] : used.map { (styles[$0].font, styles[$0].baselineOffset) }
        for (font, offset) in fonts {
            ascent = max(ascent, font.ascender + max(0, offset))
            descent = max(descent, -font.descender - min(0, offset))
            leading = max(leading, font.leading)
        }
        let natural = ascent + descent + leading
        var height = natural
        if let multiple = paragraph?.lineHeightMultiple, multiple > 0 { height *= multiple }
        if let minimum = paragraph?.minimumLineHeight, minimum > 0 { height = max(height, minimum) }
        if let maximum = paragraph?.maximumLineHeight, maximum > 0 { height = min(height, maximum) }
        // Extra height goes above the text; a line squeezed below its natural height keeps its baseline's place
        // from the bottom.
        return (height - descent - leading, height)
    }
}
