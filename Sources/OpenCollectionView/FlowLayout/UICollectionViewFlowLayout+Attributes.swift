/// Answering attribute queries from the solved layout: binary search to the sections and lines in a rect, attribute
/// objects made only for what is returned.
extension UICollectionViewFlowLayout {
    /// The z-index of headers and footers (above cells), and of pinned ones (above everything else).
    static let supplementaryZIndex = 10
    static let pinnedZIndex = 1024

    func elementAttributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite else { return [] }
        let vertical = scrollDirection == .vertical
        let minMain = vertical ? rect.minY : rect.minX
        let maxMain = vertical ? rect.maxY : rect.maxX
        var result = LayoutAttributesRecycling.takeArray()
        var sectionIndex = solver.firstSection(endingAfter: minMain)
        while sectionIndex < solver.sections.count, solver.sections[sectionIndex].start <= maxMain {
            if let header = headerAttributes(sectionIndex), header.frame.intersects(rect) { result.append(header) }
            for item in solver.itemRange(section: sectionIndex, minMain: minMain, maxMain: maxMain) {
                let frame = itemFrame(section: sectionIndex, item: item)
                guard frame.intersects(rect) else { continue }
                result.append(cellAttributes(IndexPath(item: item, section: sectionIndex), frame: frame))
            }
            if let footer = footerAttributes(sectionIndex), footer.frame.intersects(rect) { result.append(footer) }
            sectionIndex += 1
        }
        return result
    }

    func itemAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, solver.sections.indices.contains(indexPath.section),
            indexPath.item >= 0, indexPath.item < solver.sections[indexPath.section].itemCount
        else { return nil }
        return cellAttributes(indexPath, frame: itemFrame(section: indexPath.section, item: indexPath.item))
    }

    func supplementaryAttributes(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard solver.sections.indices.contains(indexPath.section) else { return nil }
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return headerAttributes(indexPath.section)
        case UICollectionView.elementKindSectionFooter: return footerAttributes(indexPath.section)
        default: return nil
        }
    }

    // MARK: Frames

    func itemFrame(section: Int, item: Int) -> CGRect {
        let frame = solver.itemFrame(section: section, item: item)
        return rect(main: frame.main, cross: frame.cross, mainLength: frame.mainLength, crossLength: frame.crossLength)
    }

    private func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        scrollDirection == .vertical
            ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
            : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    private func cellAttributes(_ indexPath: IndexPath, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = Self.makeAttributes()
        attributes.indexPath = indexPath
        attributes.frame = frame
        return attributes
    }

    private func supplementaryAttributes(
        _ kind: String, section: Int, main: CGFloat, length: CGFloat, zIndex: Int
    ) -> UICollectionViewLayoutAttributes {
        let attributes = Self.makeAttributes()
        attributes.setElement(category: .supplementaryView, kind: kind)
        attributes.indexPath = IndexPath(item: 0, section: section)
        attributes.frame = rect(main: main, cross: 0, mainLength: length, crossLength: solver.crossExtent)
        attributes.zIndex = zIndex
        return attributes
    }

    /// The visible area's start and end along the scroll axis, inside the adjusted content inset.
    private var visibleMainRange: (start: CGFloat, end: CGFloat) {
        guard let collectionView else { return (0, 0) }
        let inset = collectionView.adjustedContentInset
        let bounds = collectionView.bounds
        return scrollDirection == .vertical
            ? (bounds.minY + inset.top, bounds.maxY - inset.bottom)
            : (bounds.minX + inset.left, bounds.maxX - inset.right)
    }

    func headerAttributes(_ index: Int) -> UICollectionViewLayoutAttributes? {
        let section = solver.sections[index]
        let length = section.metrics.headerLength
        guard length > 0 else { return nil }
        var main = section.start
        var zIndex = Self.supplementaryZIndex
        if sectionHeadersPinToVisibleBounds {
            let limit = section.footerStart - length
            main = max(section.start, min(visibleMainRange.start, limit))
            zIndex = Self.pinnedZIndex
        }
        return supplementaryAttributes(
            UICollectionView.elementKindSectionHeader, section: index, main: main, length: length, zIndex: zIndex)
    }

    func footerAttributes(_ index: Int) -> UICollectionViewLayoutAttributes? {
        let section = solver.sections[index]
        let length = section.metrics.footerLength
        guard length > 0 else { return nil }
        var main = section.footerStart
        var zIndex = Self.supplementaryZIndex
        if sectionFootersPinToVisibleBounds {
            let floor = section.start + section.metrics.headerLength
            main = min(section.footerStart, max(visibleMainRange.end - length, floor))
            zIndex = Self.pinnedZIndex
        }
        return supplementaryAttributes(
            UICollectionView.elementKindSectionFooter, section: index, main: main, length: length, zIndex: zIndex)
    }
}
