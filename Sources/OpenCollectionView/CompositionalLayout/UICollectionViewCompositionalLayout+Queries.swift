/// The attribute queries of `UICollectionViewLayout`, answered from the solved sections.
extension UICollectionViewCompositionalLayout {
    func elementAttributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite else { return [] }
        var result = LayoutAttributesRecycling.takeArray()
        result.reserveCapacity(lastQueryCount)
        defer { lastQueryCount = result.count }
        for boundary in layoutBoundaries {
            let attributes = boundaryAttributes(boundary, section: -1, within: layoutLimits)
            if attributes.frame.intersects(rect) { result.append(attributes) }
        }
        let minMain = isVertical ? rect.minY : rect.minX
        let maxMain = isVertical ? rect.maxY : rect.maxX
        var index = firstSection(endingAfter: minMain)
        while index < solved.count, solved[index].start <= maxMain {
            let first = result.count
            appendAttributes(ofSection: index, in: rect, to: &result)
            if let handler = sectionObjects[index]?.visibleItemsInvalidationHandler {
                runVisibleItemsHandler(handler, section: index, attributes: result[first...])
            }
            index += 1
        }
        return result
    }

    private func appendAttributes(
        ofSection index: Int, in rect: CGRect, to result: inout [UICollectionViewLayoutAttributes]
    ) {
        let section = solved[index]
        for decoration in section.decorations where decoration.frame.intersects(rect) {
            result.append(decorationAttributes(decoration, section: index))
        }
        let limits = sectionLimits(section)
        for boundary in section.boundaries {
            let attributes = boundaryAttributes(boundary, section: index, within: limits)
            if attributes.frame.intersects(rect) { result.append(attributes) }
        }
        let shift = orthogonalShift(index)
        let items: Range<Int>
        if let band = section.orthogonal {
            guard band.frame.intersects(rect) else { return }
            items =
                isVertical
                ? section.itemRange(groupAxisFrom: rect.minX - shift.x, to: rect.maxX - shift.x)
                : section.itemRange(groupAxisFrom: rect.minY - shift.y, to: rect.maxY - shift.y)
        } else {
            items =
                isVertical
                ? section.itemRange(groupAxisFrom: rect.minY, to: rect.maxY)
                : section.itemRange(groupAxisFrom: rect.minX, to: rect.maxX)
        }
        for item in items {
            let frame = section.itemFrame(item).offsetBy(dx: shift.x, dy: shift.y)
            guard frame.intersects(rect) else { continue }
            result.append(cellAttributes(section: index, item: item, frame: frame, zIndex: section.itemZIndex(item)))
        }
        for supplementary in section.supplementaries(for: items) {
            let frame = supplementary.frame.offsetBy(dx: shift.x, dy: shift.y)
            guard frame.intersects(rect) else { continue }
            let attributes = Self.makeAttributes()
            attributes.setElement(category: .supplementaryView, kind: supplementary.kind)
            attributes.indexPath = IndexPath(item: supplementary.item, section: index)
            attributes.frame = frame
            attributes.zIndex = supplementary.zIndex
            result.append(attributes)
        }
    }

    /// Calls a section's visible-items handler with its elements on screen, reported unscrolled, and the section's
    /// offset (its scroll view's, or the collection view's).
    private func runVisibleItemsHandler(
        _ handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler, section: Int,
        attributes: ArraySlice<UICollectionViewLayoutAttributes>
    ) {
        guard let collectionView, let environment else { return }
        let visible = collectionView.bounds
        let shift = orthogonalShift(section)
        let unscroll = CGPoint(x: -shift.x, y: -shift.y)
        let items = attributes.filter {
            $0.representedElementCategory != .decorationView && $0.frame.intersects(visible)
        }
        .map { CompositionalVisibleItem(attributes: $0, scrollShift: unscroll) }
        let offset = solved[section].orthogonal == nil ? collectionView.contentOffset : unscroll
        handler(items, offset, environment)
    }

    /// The attributes of a cell: the cached object when one was made for the same frame, else a new one (the
    /// cache's retired object when nothing else holds it). A section with a visible-items handler always gets new
    /// ones (the handler changes the objects it is given).
    private func cellAttributes(section: Int, item: Int, frame: CGRect, zIndex: Int) -> UICollectionViewLayoutAttributes
    {
        let cacheable = sectionObjects[section]?.visibleItemsInvalidationHandler == nil
        if cacheable,
            let cached = attributesCache.attributes(section: section, item: item, frame: frame, zIndex: zIndex)
        {
            return cached
        }
        let recycled =
            cacheable && cellAttributesClass == UICollectionViewLayoutAttributes.self
            ? attributesCache.takeRecyclable(section: section, item: item) : nil
        let attributes = recycled ?? cellAttributesClass.init()
        attributes.indexPath = IndexPath(item: item, section: section)
        attributes.frame = frame
        attributes.zIndex = zIndex
        if cacheable { attributesCache.store(attributes, section: section, item: item, frame: frame, zIndex: zIndex) }
        return attributes
    }

    private func decorationAttributes(
        _ decoration: SolvedSection.Decoration, section: Int
    ) -> UICollectionViewLayoutAttributes {
        let attributes = Self.makeAttributes()
        attributes.setElement(category: .decorationView, kind: decoration.kind)
        attributes.indexPath = IndexPath(item: 0, section: section)
        attributes.frame = decoration.frame
        attributes.zIndex = decoration.zIndex
        return attributes
    }

    func itemAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, solved.indices.contains(indexPath.section) else { return nil }
        let section = solved[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < section.itemCount else { return nil }
        let shift = orthogonalShift(indexPath.section)
        return cellAttributes(
            section: indexPath.section, item: indexPath.item,
            frame: section.itemFrame(indexPath.item).offsetBy(dx: shift.x, dy: shift.y),
            zIndex: section.itemZIndex(indexPath.item))
    }

    func supplementaryAttributes(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard indexPath.count == 2 else { return nil }
        if let boundary = layoutBoundaries.first(where: { $0.kind == elementKind && $0.indexInKind == indexPath.item }),
            indexPath.section == 0
        {
            return boundaryAttributes(boundary, section: -1, within: layoutLimits)
        }
        guard solved.indices.contains(indexPath.section) else { return nil }
        let section = solved[indexPath.section]
        if let boundary = section.boundaries.first(where: { $0.kind == elementKind && $0.indexInKind == indexPath.item }
        ) {
            return boundaryAttributes(boundary, section: indexPath.section, within: sectionLimits(section))
        }
        guard indexPath.item >= 0, indexPath.item < section.itemCount else { return nil }
        let item = indexPath.item
        guard
            let supplementary = section.supplementaries(for: item..<(item + 1)).first(where: { $0.kind == elementKind })
        else { return nil }
        let shift = orthogonalShift(indexPath.section)
        let attributes = Self.makeAttributes()
        attributes.setElement(category: .supplementaryView, kind: elementKind)
        attributes.indexPath = indexPath
        attributes.frame = supplementary.frame.offsetBy(dx: shift.x, dy: shift.y)
        attributes.zIndex = supplementary.zIndex
        return attributes
    }

    func decorationAttributes(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    {
        guard indexPath.count == 2, solved.indices.contains(indexPath.section),
            let decoration = solved[indexPath.section].decorations.first(where: { $0.kind == elementKind })
        else { return nil }
        return decorationAttributes(decoration, section: indexPath.section)
    }
}
