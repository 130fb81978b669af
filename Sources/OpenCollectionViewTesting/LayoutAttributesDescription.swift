import Foundation
import OpenCollectionView

/// The elements a layout places in a rectangle, one line each, sorted by category, kind and index path:
///
///     UICollectionViewFlowLayout in (0 0; 390 844), content size {390, 1210}: 3 elements
///     cell [0, 0]: frame = (10 10; 100 100), zIndex = 0, alpha = 1, transform = identity
///     supplementaryView UICollectionElementKindSectionHeader [0, 0]: frame = (0 0; 390 50), zIndex = 10, …
///
/// Elements whose geometry is not finite (NaN or infinite) fail the snapshot, naming them.
@MainActor
enum LayoutAttributesDescription {
    /// The description of `layout`'s elements in `rect`, or in its whole content when `rect` is `nil`.
    static func describe(_ layout: UICollectionViewLayout, in rect: CGRect?) throws -> String {
        let contentSize = layout.collectionViewContentSize
        let bounds = layout.collectionView?.bounds.size ?? .zero
        let queried =
            rect
            ?? CGRect(
                x: 0, y: 0, width: max(finite(contentSize.width), bounds.width),
                height: max(finite(contentSize.height), bounds.height))
        let elements = (layout.layoutAttributesForElements(in: queried) ?? []).sorted(by: precedes)
        try checkFinite(elements, of: layout)
        let size = "{\(SnapshotText.number(contentSize.width)), \(SnapshotText.number(contentSize.height))}"
        var out = "\(type(of: layout)) in \(SnapshotText.rect(queried)), content size \(size): "
        out += "\(elements.count) element\(elements.count == 1 ? "" : "s")\n"
        for attributes in elements { out += line(for: attributes) + "\n" }
        return out
    }

    /// Asks the layout of a collection view that is in no window for its elements before the collection view is
    /// shown, at `size`, and throws naming the elements whose geometry is not finite: showing such elements would
    /// stop the process (UIKit raises for a NaN position too), and a failure names them instead.
    static func checkBeforeShowing(_ collectionView: UICollectionView, at size: CGSize?) throws {
        guard collectionView.window == nil else { return }
        let original = collectionView.frame
        if let size, size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 {
            collectionView.frame.size = size
        }
        defer {
            collectionView.frame = original
            collectionView.collectionViewLayout.invalidateLayout()
        }
        let layout = collectionView.collectionViewLayout
        layout.invalidateLayout()
        layout.prepare()
        let content = layout.collectionViewContentSize
        let everything = CGRect(
            x: -SnapshotStage.maximumSide, y: -SnapshotStage.maximumSide,
            width: max(finite(content.width), collectionView.bounds.width) + 2 * SnapshotStage.maximumSide,
            height: max(finite(content.height), collectionView.bounds.height) + 2 * SnapshotStage.maximumSide)
        try checkFinite(layout.layoutAttributesForElements(in: everything) ?? [], of: layout)
    }

    /// Throws naming the elements whose frame or alpha is not finite.
    private static func checkFinite(_ elements: [UICollectionViewLayoutAttributes], of layout: UICollectionViewLayout)
        throws
    {
        let broken = elements.filter { !isFinite($0) }.sorted(by: precedes)
        guard !broken.isEmpty else { return }
        let list = broken.prefix(10).map { "\(key(of: $0)) at \(SnapshotText.rect($0.frame))" }
        throw SnapshotFailure(
            message: """
                \(type(of: layout)) returned \(broken.count) element\(broken.count == 1 ? "" : "s") with geometry \
                that is not finite (NaN or infinite): \(list.joined(separator: "; ")).
                """)
    }

    /// One element's line.
    static func line(for attributes: UICollectionViewLayoutAttributes) -> String {
        var line = key(of: attributes) + ": frame = " + SnapshotText.rect(attributes.frame)
        line += ", zIndex = \(attributes.zIndex), alpha = " + SnapshotText.number(attributes.alpha)
        let transform = attributes.transform3D
        if CATransform3DIsAffine(transform) {
            let affine = attributes.transform
            line += ", transform = " + (affine.isIdentity ? "identity" : SnapshotText.transform(affine))
        } else {
            let m = transform
            let entries = [
                m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24, m.m31, m.m32, m.m33, m.m34, m.m41, m.m42,
                m.m43, m.m44,
            ]
            line += ", transform3D = [" + entries.map(SnapshotText.number).joined(separator: ", ") + "]"
        }
        if attributes.isHidden { line += ", hidden" }
        return line
    }

    /// What names an element: its category, kind and index path (`cell [0, 3]`).
    static func key(of attributes: UICollectionViewLayoutAttributes) -> String {
        let path = "[" + attributes.indexPath.map(String.init).joined(separator: ", ") + "]"
        switch attributes.representedElementCategory {
        case .cell: return "cell " + path
        case .supplementaryView: return "supplementaryView \(attributes.representedElementKind ?? "?") " + path
        case .decorationView: return "decorationView \(attributes.representedElementKind ?? "?") " + path
        }
    }

    private static func precedes(_ a: UICollectionViewLayoutAttributes, _ b: UICollectionViewLayoutAttributes) -> Bool {
        let (categoryA, categoryB) = (a.representedElementCategory.rawValue, b.representedElementCategory.rawValue)
        if categoryA != categoryB { return categoryA < categoryB }
        let (kindA, kindB) = (a.representedElementKind ?? "", b.representedElementKind ?? "")
        if kindA != kindB { return kindA < kindB }
        return a.indexPath < b.indexPath
    }

    private static func isFinite(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        let frame = attributes.frame
        return [frame.minX, frame.minY, frame.width, frame.height, attributes.alpha].allSatisfy(\.isFinite)
    }

    private static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
}
