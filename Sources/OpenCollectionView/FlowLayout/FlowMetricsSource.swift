/// Where a flow layout's per-section metrics and per-item sizes come from: the delegate's methods that it
/// implements (found once per solve with `ImplementationProbe`), else the layout's properties.
@MainActor
struct FlowMetricsSource {
    let layout: UICollectionViewFlowLayout
    let collectionView: UICollectionView
    let delegate: (any UICollectionViewDelegateFlowLayout)?
    let implementsSize: Bool
    private let implementsInset: Bool
    private let implementsLineSpacing: Bool
    private let implementsInteritemSpacing: Bool
    private let implementsHeader: Bool
    private let implementsFooter: Bool

    init(layout: UICollectionViewFlowLayout, collectionView: UICollectionView) {
        self.layout = layout
        self.collectionView = collectionView
        let delegate = collectionView.collectionDelegate as? any UICollectionViewDelegateFlowLayout
        self.delegate = delegate
        guard let delegate else {
            (implementsSize, implementsInset, implementsLineSpacing) = (false, false, false)
            (implementsInteritemSpacing, implementsHeader, implementsFooter) = (false, false, false)
            return
        }
        let sectionCount = collectionView.numberOfSections
        let probeSection = (0..<sectionCount).first { collectionView.numberOfItems(inSection: $0) > 0 }
        if let probeSection {
            let indexPath = IndexPath(item: 0, section: probeSection)
            implementsSize = ImplementationProbe.isImplemented {
                _ = delegate.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath)
            }
        } else {
            implementsSize = false
        }
        let section = sectionCount > 0 ? 0 : nil
        func probe(_ call: (Int) -> Void) -> Bool {
            guard let section else { return false }
            return ImplementationProbe.isImplemented { call(section) }
        }
        implementsInset = probe { _ = delegate.collectionView(collectionView, layout: layout, insetForSectionAt: $0) }
        implementsLineSpacing = probe {
            _ = delegate.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: $0)
        }
        implementsInteritemSpacing = probe {
            _ = delegate.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: $0)
        }
        implementsHeader = probe {
            _ = delegate.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: $0)
        }
        implementsFooter = probe {
            _ = delegate.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: $0)
        }
    }

    func itemSize(_ indexPath: IndexPath) -> CGSize {
        guard implementsSize, let delegate else { return layout.itemSize }
        guard collectionView.dragAndDrop.shadowUpdate != nil else {
            return delegate.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath)
        }
        // While a drop's gap is open each item keeps its own size: the delegate is asked at the index path it
        // knows, and the gap of an item from elsewhere takes the size of the dragged item's preview.
        guard let base = collectionView.unshadowedIndexPath(indexPath) else {
            return collectionView.dropGapSize ?? layout.itemSize
        }
        return delegate.collectionView(collectionView, layout: layout, sizeForItemAt: base)
    }

    /// The section's metrics in main/cross terms, with the section-inset reference applied.
    func metrics(_ section: Int) -> FlowSolver.Metrics {
        var inset = layout.sectionInset
        var lineSpacing = layout.minimumLineSpacing
        var interitemSpacing = layout.minimumInteritemSpacing
        var header = layout.headerReferenceSize
        var footer = layout.footerReferenceSize
        if let delegate {
            if implementsInset {
                inset = delegate.collectionView(collectionView, layout: layout, insetForSectionAt: section)
            }
            if implementsLineSpacing {
                lineSpacing = delegate.collectionView(
                    collectionView, layout: layout, minimumLineSpacingForSectionAt: section)
            }
            if implementsInteritemSpacing {
                interitemSpacing = delegate.collectionView(
                    collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section)
            }
            if implementsHeader {
                header = delegate.collectionView(
                    collectionView, layout: layout, referenceSizeForHeaderInSection: section)
            }
            if implementsFooter {
                footer = delegate.collectionView(
                    collectionView, layout: layout, referenceSizeForFooterInSection: section)
            }
        }
        inset = inset + referenceInset
        let vertical = layout.scrollDirection == .vertical
        return FlowSolver.Metrics(
            insetMainStart: vertical ? inset.top : inset.left, insetMainEnd: vertical ? inset.bottom : inset.right,
            insetCrossStart: vertical ? inset.left : inset.top, insetCrossEnd: vertical ? inset.right : inset.bottom,
            lineSpacing: spacing(lineSpacing), interitemSpacing: spacing(interitemSpacing),
            headerLength: finite(vertical ? header.height : header.width),
            footerLength: finite(vertical ? footer.height : footer.width))
    }

    /// The extra inset across the scroll direction when section insets are measured from the safe area or the
    /// layout margins rather than the content inset.
    private var referenceInset: UIEdgeInsets {
        let adjusted = collectionView.adjustedContentInset
        let content = collectionView.contentInset
        let reference: UIEdgeInsets
        switch layout.sectionInsetReference {
        case .fromContentInset: return .zero
        case .fromSafeArea: reference = collectionView.safeAreaInsets
        case .fromLayoutMargins: reference = collectionView.layoutMargins
        }
        let vertical = layout.scrollDirection == .vertical
        return UIEdgeInsets(
            top: vertical ? 0 : max(0, reference.top - (adjusted.top - content.top)),
            left: vertical ? max(0, reference.left - (adjusted.left - content.left)) : 0,
            bottom: vertical ? 0 : max(0, reference.bottom - (adjusted.bottom - content.bottom)),
            right: vertical ? max(0, reference.right - (adjusted.right - content.right)) : 0)
    }

    private func finite(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }

    /// A spacing as UIKit uses it: negative spacings are kept (items overlap: card stacks, carousels).
    private func spacing(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
}

extension UIEdgeInsets {
    static func + (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(
            top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom,
            right: lhs.right + rhs.right)
    }
}
