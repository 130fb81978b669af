import UIKit

// A self-sizing cell written the most common UIKit way: it edits the attributes it is given and returns them.
// Each line of its note is 20 pt tall, plus 8 pt of padding above and below.

class NoteCell: UICollectionViewCell {
    static let lineHeight: CGFloat = 20
    static let padding: CGFloat = 8

    var lines: [String] = [] {
        didSet { setNeedsLayout() }
    }

    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        layoutAttributes.frame.size.height = CGFloat(lines.count) * NoteCell.lineHeight + 2 * NoteCell.padding
        return layoutAttributes
    }
}
