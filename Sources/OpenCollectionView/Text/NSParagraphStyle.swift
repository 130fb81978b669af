import Foundation

/// How a paragraph of attributed text is laid out (`NSAttributedString.Key.paragraphStyle`): alignment, the space
/// between its lines and around it, indents, line heights and how lines that do not fit break. Immutable; make
/// changes on an `NSMutableParagraphStyle` (`mutableCopy()`).
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The style with every default: natural alignment, no spacing or indents, word wrapping.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// Horizontal alignment of the paragraph's lines (default `.natural`).
    open internal(set) var alignment: NSTextAlignment = .natural
    /// Points added between the bottom of one line and the top of the next (default 0).
    open internal(set) var lineSpacing: CGFloat = 0
    /// Points added after the paragraph (default 0).
    open internal(set) var paragraphSpacing: CGFloat = 0
    /// Points added before the paragraph, except the first (default 0).
    open internal(set) var paragraphSpacingBefore: CGFloat = 0
    /// The leading indent of every line but the first (default 0).
    open internal(set) var headIndent: CGFloat = 0
    /// The leading indent of the first line (default 0).
    open internal(set) var firstLineHeadIndent: CGFloat = 0
    /// The trailing indent: from the leading edge when positive, from the trailing edge when negative or 0 (default 0).
    open internal(set) var tailIndent: CGFloat = 0
    /// How lines that do not fit break or truncate (default `.byWordWrapping`).
    open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// The least height of a line, 0 for none (default 0).
    open internal(set) var minimumLineHeight: CGFloat = 0
    /// The greatest height of a line, 0 for none (default 0).
    open internal(set) var maximumLineHeight: CGFloat = 0
    /// The natural line height is multiplied by this when positive (default 0: not at all).
    open internal(set) var lineHeightMultiple: CGFloat = 0

    /// A style with every default.
    public override init() { super.init() }

    /// A copy of `style`.
    init(copying style: NSParagraphStyle) {
        super.init()
        alignment = style.alignment
        lineSpacing = style.lineSpacing
        paragraphSpacing = style.paragraphSpacing
        paragraphSpacingBefore = style.paragraphSpacingBefore
        headIndent = style.headIndent
        firstLineHeadIndent = style.firstLineHeadIndent
        tailIndent = style.tailIndent
        lineBreakMode = style.lineBreakMode
        minimumLineHeight = style.minimumLineHeight
        maximumLineHeight = style.maximumLineHeight
        lineHeightMultiple = style.lineHeightMultiple
    }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(copying: self) }

    /// A mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any { NSMutableParagraphStyle(copying: self) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return alignment == other.alignment && lineSpacing == other.lineSpacing
            && paragraphSpacing == other.paragraphSpacing && paragraphSpacingBefore == other.paragraphSpacingBefore
            && headIndent == other.headIndent && firstLineHeadIndent == other.firstLineHeadIndent
            && tailIndent == other.tailIndent && lineBreakMode == other.lineBreakMode
            && minimumLineHeight == other.minimumLineHeight && maximumLineHeight == other.maximumLineHeight
            && lineHeightMultiple == other.lineHeightMultiple
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(alignment)
        hasher.combine(lineSpacing)
        hasher.combine(headIndent)
        hasher.combine(lineBreakMode)
        hasher.combine(lineHeightMultiple)
        return hasher.finalize()
    }
}

/// A paragraph style whose attributes can be set.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = newValue }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore }
        set { super.paragraphSpacingBefore = newValue }
    }
    open override var headIndent: CGFloat {
        get { super.headIndent }
        set { super.headIndent = newValue }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { super.firstLineHeadIndent }
        set { super.firstLineHeadIndent = newValue }
    }
    open override var tailIndent: CGFloat {
        get { super.tailIndent }
        set { super.tailIndent = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { super.minimumLineHeight }
        set { super.minimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { super.maximumLineHeight }
        set { super.maximumLineHeight = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = newValue }
    }

    /// Replaces every attribute with `style`'s.
    open func setParagraphStyle(_ style: NSParagraphStyle) {
        alignment = style.alignment
        lineSpacing = style.lineSpacing
        paragraphSpacing = style.paragraphSpacing
        paragraphSpacingBefore = style.paragraphSpacingBefore
        headIndent = style.headIndent
        firstLineHeadIndent = style.firstLineHeadIndent
        tailIndent = style.tailIndent
        lineBreakMode = style.lineBreakMode
        minimumLineHeight = style.minimumLineHeight
        maximumLineHeight = style.maximumLineHeight
        lineHeightMultiple = style.lineHeightMultiple
    }
}
