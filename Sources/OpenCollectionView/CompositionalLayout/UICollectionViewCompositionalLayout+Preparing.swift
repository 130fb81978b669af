/// The collection view's geometry a compositional layout solves against.
struct LayoutGeometry: Equatable {
    /// The visible size inside the adjusted content insets.
    var visible: CGSize = .zero
    /// Safe-area and layout-margin insets across the scroll axis (leading, trailing).
    var safeArea: (CGFloat, CGFloat) = (0, 0)
    var margins: (CGFloat, CGFloat) = (0, 0)

    static func == (lhs: LayoutGeometry, rhs: LayoutGeometry) -> Bool {
        lhs.visible == rhs.visible && lhs.safeArea == rhs.safeArea && lhs.margins == rhs.margins
    }
}

/// Preparing: asking the section provider, reading sections into specs, solving them.
extension UICollectionViewCompositionalLayout {
    /// The widest a readable-content column gets (UIKit's readable width at the default text size).
    static let readableWidth: CGFloat = 672

    /// Reads and solves what an invalidation made stale.
    func prepareSections() {
        guard let collectionView else {
            solved = []
            contentExtent = .zero
            return
        }
        let newGeometry = measure(collectionView)
        if newGeometry != geometry {
            geometry = newGeometry
            // A layout of one fixed section without custom groups reads the same spec at any size: only the
            // solve is redone (every frame of a window resize), and the environment is brought up to date.
            if specsDependOnEnvironment {
                needsSpecs = true
            } else {
                needsSolve = true
                updateEnvironment(collectionView)
            }
        }
        let sectionCount = collectionView.numberOfSections
        if specs.count != sectionCount { needsSpecs = true }
        if needsSpecs { readSpecs(sectionCount, collectionView) }
        if needsSolve {
            solveAll(collectionView)
            attributesCache.removeAll()
        } else if !dirtySections.isEmpty {
            solve(dirtySections, collectionView)
            attributesCache.removeAll()
        }
        needsSpecs = false
        needsSolve = false
        // Emptied only when not empty already: a new `IndexSet` allocates its storage (every frame of a resize).
        if !dirtySections.isEmpty { dirtySections = IndexSet() }
        if !wholeSectionsToSolve.isEmpty { wholeSectionsToSolve = IndexSet() }
        invalidatedItems.removeAll(keepingCapacity: true)
        syncOrthogonalScrollViews()
    }

    private func measure(_ collectionView: UICollectionView) -> LayoutGeometry {
        let bounds = collectionView.bounds
        let adjusted = collectionView.adjustedContentInset
        let safe = collectionView.safeAreaInsets
        let margins = collectionView.layoutMargins
        var geometry = LayoutGeometry()
        geometry.visible = CGSize(
            width: max(0, bounds.width - adjusted.left - adjusted.right),
            height: max(0, bounds.height - adjusted.top - adjusted.bottom))
        let inset = collectionView.contentInset
        if isVertical {
            geometry.safeArea = (
                max(0, safe.left - (adjusted.left - inset.left)), max(0, safe.right - (adjusted.right - inset.right))
            )
            geometry.margins = (margins.left, margins.right)
        } else {
            geometry.safeArea = (
                max(0, safe.top - (adjusted.top - inset.top)), max(0, safe.bottom - (adjusted.bottom - inset.bottom))
            )
            geometry.margins = (margins.top, margins.bottom)
        }
        return geometry
    }

    /// The insets across the scroll axis that `reference` adds.
    func referenceInsets(_ reference: UIContentInsetsReference) -> (CGFloat, CGFloat) {
        let reference = reference == .automatic ? configuration.contentInsetsReference : reference
        switch reference {
        case .none: return (0, 0)
        case .automatic, .safeArea: return geometry.safeArea
        case .layoutMargins: return geometry.margins
        case .readableContent:
            let cross = isVertical ? geometry.visible.width : geometry.visible.height
            let available = cross - geometry.margins.0 - geometry.margins.1
            guard available > Self.readableWidth else { return geometry.margins }
            let extra = (available - Self.readableWidth) / 2
            return (geometry.margins.0 + extra, geometry.margins.1 + extra)
        }
    }

    /// The layout container for sections measured from `reference`.
    func container(_ reference: UIContentInsetsReference) -> (size: CGSize, crossOrigin: CGFloat) {
        let (leading, trailing) = referenceInsets(reference)
        let visible = geometry.visible
        let size =
            isVertical
            ? CGSize(width: max(0, visible.width - leading - trailing), height: visible.height)
            : CGSize(width: visible.width, height: max(0, visible.height - leading - trailing))
        return (size, leading)
    }

    private func readSpecs(_ sectionCount: Int, _ collectionView: UICollectionView) {
        let environment = updateEnvironment(collectionView)
        sectionObjects.removeAll(keepingCapacity: true)
        specs.removeAll(keepingCapacity: true)
        for index in 0..<sectionCount {
            let section = fixedSection ?? sectionProvider?(index, environment)
            if section == nil, collectionView.numberOfItems(inSection: index) > 0 {
                OpenCollectionViewDiagnostics.report(
                    .misuse,
                    "\(self) section provider returned nil for section \(index), which has "
                        + "\(collectionView.numberOfItems(inSection: index)) items; the section is not laid out")
            }
            sectionObjects.append(section)
            specs.append(section.map { CompositionalSpec(section: $0, environment: environment) })
        }
        needsSolve = true
    }

    /// Whether the section specs must be read again when the container changes: the section provider is asked
    /// with the new environment, and custom groups ask theirs.
    private var specsDependOnEnvironment: Bool {
        sectionProvider != nil || specs.isEmpty || specs.contains { $0?.group.hasCustomGroup ?? false }
    }

    /// The environment for the current container and traits: the last one changed in place when no one else holds
    /// it or its container (a provider may keep what it was given), so a resize allocates none.
    @discardableResult
    private func updateEnvironment(_ collectionView: UICollectionView) -> CompositionalLayoutEnvironment {
        let size = container(configuration.contentInsetsReference).size
        let traits = collectionView.traitCollection
        if environment != nil, isKnownUniquelyReferenced(&environment), let environment,
            environment.update(contentSize: size, traitCollection: traits)
        {
            return environment
        }
        let environment = CompositionalLayoutEnvironment(
            container: CompositionalLayoutContainer(contentSize: size, contentInsets: .zero), traitCollection: traits)
        self.environment = environment
        return environment
    }

    private func placement(for spec: CompositionalSpec, start: CGFloat) -> SectionSolver.Placement {
        let container = container(spec.contentInsetsReference)
        return SectionSolver.Placement(
            vertical: isVertical, container: container.size, crossOrigin: container.crossOrigin,
            fullCross: isVertical ? geometry.visible.width : geometry.visible.height, start: start)
    }

    /// Solves section `index` from `start`, filling the storage of `replaced` (the section it replaces, emptied).
    private func solveSection(
        _ index: Int, start: CGFloat, _ collectionView: UICollectionView, replacing replaced: inout SolvedSection
    ) -> SolvedSection {
        guard var solver = sectionSolver(index, start: start, collectionView) else {
            var empty = SolvedSection()
            empty.start = start
            empty.end = start
            return empty
        }
        swap(&solver.replaced, &replaced)
        swap(&solver.placedStack, &solverPlacedStack)
        defer { swap(&solver.placedStack, &solverPlacedStack) }
        let section = solver.solve()
        solvedSectionCount += 1
        for problem in solver.problems {
            OpenCollectionViewDiagnostics.report(
                .invalidGeometry,
                "\(self) ran into an error when computing the layout for section at index \(index). Error: \(problem)")
        }
        return section
    }

    /// The solver of section `index` starting at `start`, with the sizes its elements sized themselves to.
    func sectionSolver(_ index: Int, start: CGFloat, _ collectionView: UICollectionView) -> SectionSolver? {
        guard let spec = specs[index] else { return nil }
        var solver = SectionSolver(
            spec: spec, itemCount: collectionView.numberOfItems(inSection: index),
            placement: placement(for: spec, start: start))
        if spec.hasEstimatedItems, !preferredItemSizes.isEmpty {
            let sizes = preferredItemSizes
            // The first and last items of the section that sized themselves: the solver asks about every item (a
            // 100,000-row list 100,000 times, with a screenful sized), and those outside need no lookup.
            var first = Int.max
            var last = Int.min
            for indexPath in sizes.keys where indexPath.section == index {
                first = min(first, indexPath.item)
                last = max(last, indexPath.item)
            }
            solver.preferredItemSize = { item in
                item < first || item > last ? nil : sizes[IndexPath(item: item, section: index)]
            }
            solver.hasPreferredSizes = first <= last
        }
        if !preferredBoundarySizes.isEmpty {
            let sizes = preferredBoundarySizes
            solver.preferredBoundarySize = { sizes[BoundaryKey(kind: $0, section: index, index: $1)] }
        }
        return solver
    }

    private func solveAll(_ collectionView: UICollectionView) {
        // The sections solved last time give their storage to the new ones: the two arrays trade places, so that
        // solving again (every frame of a resize) allocates nothing.
        swap(&solved, &retiredSolved)
        solved.removeAll(keepingCapacity: true)
        defer { retiredSolved.removeAll(keepingCapacity: true) }
        let boundaries = CompositionalSpec.boundaries(configuration.boundarySupplementaryItems)
        let headerExtent = layoutBoundaryExtent(boundaries, leading: true)
        var cursor = headerExtent
        for index in specs.indices {
            if index > 0 { cursor += configuration.interSectionSpacing }
            var replaced = SolvedSection()
            if index < retiredSolved.count { swap(&replaced, &retiredSolved[index]) }
            let section = solveSection(index, start: cursor, collectionView, replacing: &replaced)
            solved.append(section)
            cursor = section.end
        }
        placeLayoutBoundaries(boundaries, contentEnd: cursor)
    }

    private func solve(_ sections: IndexSet, _ collectionView: UICollectionView) {
        var delta: CGFloat = 0
        for index in solved.indices {
            if sections.contains(index) {
                // (Bounds only: a copy of the section would make the in-place edit copy its arrays.)
                let (oldStart, oldEnd) = (solved[index].start, solved[index].end)
                if !wholeSectionsToSolve.contains(index), resizeItemsInPlace(ofSection: index, collectionView) {
                    // Only items resized: their groups were laid out again and the later ones moved.
                    solved[index].shift(by: delta, vertical: isVertical)
                } else {
                    var replaced = SolvedSection()
                    swap(&replaced, &solved[index])
                    solved[index] = solveSection(index, start: oldStart + delta, collectionView, replacing: &replaced)
                }
                delta = solved[index].end - oldEnd
            } else {
                solved[index].shift(by: delta, vertical: isVertical)
            }
        }
        let boundaries = CompositionalSpec.boundaries(configuration.boundarySupplementaryItems)
        placeLayoutBoundaries(
            boundaries, contentEnd: solved.last?.end ?? layoutBoundaryExtent(boundaries, leading: true))
    }
}
