/// How the field lays out what it draws: the border, the text in a clipping container scrolled so the caret stays
/// in view, the placeholder, the caret, selection and marked-text underline, the clear button and overlay views.
extension UITextField {
    /// The bullet a secure field shows for each character.
    static let secureBullet = "\u{2022}"

    var drawingFont: UIFont { font ?? .systemFont(ofSize: 17) }

    /// What the field shows for its text: the text, or one bullet per character when secure.
    var displayText: String {
        isSecureTextEntry ? String(repeating: Self.secureBullet, count: editing.text.count) : editing.text
    }

    /// The width of the displayed text up to the UTF-16 offset `offset` of the real text.
    func textWidth(upTo offset: Int) -> CGFloat {
        let prefix = editing.text[..<editing.index(at: offset)]
        if isSecureTextEntry {
            return drawingFont.width(of: Substring(String(repeating: Self.secureBullet, count: prefix.count)))
        }
        return drawingFont.width(of: prefix)
    }

    /// The line the text sits on in the text container, centred vertically as UIKit draws it.
    var textLineRect: CGRect {
        let height = drawingFont.lineHeight
        let top = ((textContainer.bounds.height - height) / 2).rounded(.down)
        return CGRect(x: 0, y: top, width: textContainer.bounds.width, height: height)
    }

    /// Where the text starts in the text container: by alignment when it fits, else scrolled to the caret.
    var textOrigin: CGFloat {
        let width = textWidth(upTo: editing.length)
        let available = textContainer.bounds.width - 2
        guard width > available else {
            switch textAlignment {
            case .center: return ((textContainer.bounds.width - width) / 2).rounded()
            case .right: return textContainer.bounds.width - width - 1
            default: return 0
            }
        }
        return -horizontalScroll
    }

    /// The offset whose caret position is nearest `point` (in the text container).
    func offset(nearest point: CGPoint) -> Int {
        let origin = textOrigin
        var best = 0
        var bestDistance = CGFloat.infinity
        for offset in editing.boundaries {
            let distance = abs(origin + textWidth(upTo: offset) - point.x)
            if distance < bestDistance {
                best = offset
                bestDistance = distance
            }
        }
        return best
    }

    /// Scrolls the text so the caret is inside the container while editing; text that fits is not scrolled.
    private func scrollCaretIntoView() {
        let width = textWidth(upTo: editing.length)
        let available = textContainer.bounds.width - 2
        guard isEditing, width > available else {
            horizontalScroll = 0
            return
        }
        let caret = textWidth(upTo: editing.caret)
        if caret - horizontalScroll > available { horizontalScroll = caret - available }
        if caret - horizontalScroll < 0 { horizontalScroll = caret }
        horizontalScroll = min(max(0, horizontalScroll), width - available)
    }

    /// Lays out the border, overlays, text, placeholder, caret, selection and marked-text underline.
    func layOutContents() {
        layOutBorder()
        layOutOverlays()
        textContainer.frame = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        scrollCaretIntoView()
        let font = drawingFont
        let line = textLineRect
        let origin = textOrigin

        textLabel.font = font
        textLabel.textColor = textColor ?? .label
        textLabel.text = displayText
        let textWidth = textWidth(upTo: editing.length)
        textLabel.frame = CGRect(
            x: origin, y: 0, width: textWidth.rounded(.up) + 2, height: textContainer.bounds.height)

        let showsPlaceholder = editing.text.isEmpty
        placeholderLabel.isHidden = !showsPlaceholder
        placeholderLabel.text = placeholder
        placeholderLabel.font = font
        placeholderLabel.textColor = .placeholderText
        placeholderLabel.textAlignment = textAlignment == .natural ? .left : textAlignment
        placeholderLabel.frame = textContainer.convert(placeholderRect(forBounds: bounds), from: self)
            .intersection(textContainer.bounds)

        let selection = editing.selection
        let startX = origin + self.textWidth(upTo: selection.location)
        let endX = origin + self.textWidth(upTo: selection.location + selection.length)
        selectionView.isHidden = !isEditing || selection.length == 0
        selectionView.backgroundColor = tintColor.withAlphaComponent(0.2)
        selectionView.frame = CGRect(x: startX, y: line.minY, width: endX - startX, height: line.height)

        caretView.isHidden = !isEditing || selection.length > 0
        caretView.backgroundColor = tintColor
        let caretX = origin + self.textWidth(upTo: editing.caret)
        caretView.frame = CGRect(x: max(0, caretX - 1), y: line.minY, width: 2, height: line.height)

        if let marked = editing.markedRange {
            let markedStart = origin + self.textWidth(upTo: marked.location)
            let markedEnd = origin + self.textWidth(upTo: marked.location + marked.length)
            markedUnderline.isHidden = false
            markedUnderline.backgroundColor = textColor ?? .label
            markedUnderline.frame = CGRect(
                x: markedStart, y: line.minY + font.ascender + 2, width: markedEnd - markedStart, height: 1)
        } else {
            markedUnderline.isHidden = true
        }
    }

    private func layOutBorder() {
        borderView.frame = borderRect(forBounds: bounds)
        let layer = borderView.layer
        switch borderStyle {
        case .none:
            borderView.backgroundColor = nil
            layer.borderWidth = 0
            layer.cornerRadius = 0
        case .line:
            borderView.backgroundColor = nil
            layer.borderWidth = 1
            layer.borderColor = UIColor.label.cgColor
            layer.cornerRadius = 0
        case .bezel:
            borderView.backgroundColor = .systemBackground
            layer.borderWidth = 1
            layer.borderColor = UIColor.systemGray.cgColor
            layer.cornerRadius = 0
        case .roundedRect:
            // UIKit's rounded rect: a white fill, 5-point corners, a hairline grey border.
            borderView.backgroundColor = .systemBackground
            layer.borderWidth = 0.5
            layer.borderColor = UIColor.systemGray3.cgColor
            layer.cornerRadius = 5
        }
    }

    private func layOutOverlays() {
        if showsClearButton {
            if clearButton.superview !== self { addSubview(clearButton) }
            clearButton.frame = clearButtonRect(forBounds: bounds)
        } else {
            clearButton.removeFromSuperview()
        }
        for (view, mode, rect) in [
            (leftView, leftViewMode, leftViewRect(forBounds: bounds)),
            (rightView, rightViewMode, rightViewRect(forBounds: bounds)),
        ] {
            guard let view else { continue }
            if shows(mode) {
                if view.superview !== self { addSubview(view) }
                view.frame = rect
            } else {
                view.removeFromSuperview()
            }
        }
    }
}
