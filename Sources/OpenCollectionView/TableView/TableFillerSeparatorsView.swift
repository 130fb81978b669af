/// The separators a plain table draws below its last row, one a row height apart down to the bottom of the visible
/// area, as if empty rows followed; a table footer view (even an empty `UIView()`) ends them, as in UIKit.
@MainActor
final class TableFillerSeparatorsView: UIView {
    private var lines: [UIView] = []

    /// Shows `count` lines from `leading` to the view's trailing edge, the first at the top and one every `step`
    /// points, in `color`, `thickness` points thick.
    func showLines(count: Int, step: CGFloat, leading: CGFloat, thickness: CGFloat, color: UIColor) {
        while lines.count < count {
            let line = UIView(frame: .zero)
            addSubview(line)
            lines.append(line)
        }
        while lines.count > count { lines.removeLast().removeFromSuperview() }
        for (index, line) in lines.enumerated() {
            line.backgroundColor = color
            line.frame = CGRect(
                x: leading, y: step * CGFloat(index), width: max(bounds.width - leading, 0), height: thickness)
        }
    }
}

extension UITableView {
    /// Places the filler separators below the last row: only in plain tables with separators and no footer view.
    func layoutFillerSeparators() {
        let filler = fillerSeparatorsView
        let sections = numberOfSections
        guard style == .plain, separatorStyle != .none, tableFooterView == nil, sections > 0 else {
            filler.isHidden = true
            return
        }
        let contentEnd = contentCollectionView.contentSize.height
        let lastSection = sections - 1
        let lastRows = numberOfRows(inSection: lastSection)
        let lastRow = lastRows > 0 ? rectForRow(at: IndexPath(row: lastRows - 1, section: lastSection)) : nil
        let step = rowHeight > 0 ? rowHeight : (lastRow.map(\.height) ?? 44)
        let thickness = 1 / max(1, traitCollection.displayScale)
        // The last row draws no separator of its own; the first filler line is its separator.
        let firstLine = lastRow.map { $0.maxY == contentEnd } == true ? contentEnd : contentEnd + step
        let top = firstLine - thickness
        let bottom = bounds.maxY
        guard bottom > top, step > 0 else {
            filler.isHidden = true
            return
        }
        filler.isHidden = false
        filler.frame = CGRect(x: 0, y: top, width: bounds.width, height: bottom - top)
        let leading: CGFloat
        if separatorInset != .zero {
            leading = separatorInset.left
        } else if let last = indexPathsForVisibleRows?.last, let cell = cellForRow(at: last) {
            leading = cell.separatorLayoutGuide.layoutFrame.minX
        } else {
            leading = layoutMargins.left
        }
        filler.showLines(
            count: Int(((bottom - top) / step).rounded(.up)), step: step, leading: leading, thickness: thickness,
            color: separatorColor ?? .separator)
    }
}
