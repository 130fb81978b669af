extension NSLayoutConstraint {
    /// Options for the visual format language: which attribute to align every view in the string by, and the
    /// direction of horizontal strings.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        /// Creates options from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Align all views' left edges.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Align all views' right edges.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Align all views' top edges.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Align all views' bottom edges.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Align all views' leading edges.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Align all views' trailing edges.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Align all views' horizontal centres.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Align all views' vertical centres.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Align all views' last baselines.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Align all views' first baselines.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The alignment bits.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// Horizontal strings run leading to trailing (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Horizontal strings run left to right.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Horizontal strings run right to left.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The direction bits.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        /// Spacing is measured edge to edge (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Vertical spacing is measured baseline to baseline.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The spacing bits.
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }

    /// The constraints a visual-format string describes (`"H:|-[label]-(>=8)-[button(==80@750)]-|"`), inactive,
    /// as UIKit returns them. A malformed string is reported as a diagnostic in UIKit's words ("Unable to parse
    /// constraint format: …" with a caret under the problem) and yields no constraints.
    public class func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, options: opts, metrics: metrics ?? [:], views: views)
        do {
            return try parser.parse()
        } catch {
            OpenCollectionViewDiagnostics.report(
                .misuse,
                "NSInvalidArgumentException: Unable to parse constraint format: \n\(error.reason) \n\(format)\n"
                    + String(repeating: " ", count: error.offset) + "^")
            return []
        }
    }
}
