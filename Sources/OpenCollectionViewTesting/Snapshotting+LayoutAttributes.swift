import Foundation
import OpenCollectionView
import SnapshotTesting

extension Snapshotting where Value: UICollectionView, Format == String {
    /// Every element the collection view's layout places in `rect` (the whole content when `nil`) — category, kind,
    /// index path, frame, z-index, alpha and transform, one per line, sorted — so a layout is tested without pixels.
    /// A differing snapshot names the elements that moved and by how much.
    ///
    /// - Parameters:
    ///   - rect: The rectangle to ask for, in the collection view's content coordinates.
    ///   - size: The size to lay the collection view out at; its own size when `nil`.
    ///   - traits: Traits to show it with.
    ///   - seconds: Virtual seconds of the host's clock to run first (self-sizing, animated updates).
    public static func layoutAttributes(
        in rect: CGRect? = nil, size: CGSize? = nil, traits: UITraitCollection = UITraitCollection(),
        advancing seconds: TimeInterval = 0, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return Snapshotting(pathExtension: "txt", diffing: .layoutAttributes) { (collectionView: Value) in
            SnapshotStage.onMainActor(location) {
                layoutAttributesText(
                    collectionView, in: rect, size: size, traits: traits, advancing: seconds, location: location)
            }
        }
    }
}

extension Snapshotting where Value: UICollectionViewLayout, Format == String {
    /// Every element the layout places in `rect` (the whole content when `nil`), as the collection-view strategy
    /// of the same name writes them. The layout must be installed in a collection view, which is laid out at
    /// `size` with `traits` after `seconds` of the host's clock.
    public static func layoutAttributes(
        in rect: CGRect? = nil, size: CGSize? = nil, traits: UITraitCollection = UITraitCollection(),
        advancing seconds: TimeInterval = 0, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return Snapshotting(pathExtension: "txt", diffing: .layoutAttributes) { (layout: Value) in
            SnapshotStage.onMainActor(location) {
                guard let collectionView = layout.collectionView else {
                    return SnapshotFailure(
                        message: """
                            \(type(of: layout)) is in no collection view: a layout places elements only for the \
                            collection view it is installed in (`UICollectionView(frame:collectionViewLayout:)`).
                            """
                    ).record(at: location)
                }
                return layoutAttributesText(
                    collectionView, in: rect, size: size, traits: traits, advancing: seconds, location: location)
            }
        }
    }
}

/// The `.layoutAttributes` text of `collectionView`'s layout, its geometry checked before it is shown.
@MainActor
private func layoutAttributesText(
    _ collectionView: UICollectionView, in rect: CGRect?, size: CGSize?, traits: UITraitCollection,
    advancing seconds: TimeInterval, location: SnapshotSourceLocation
) -> String {
    do {
        try LayoutAttributesDescription.checkBeforeShowing(collectionView, at: size)
    } catch let failure as SnapshotFailure {
        return failure.record(at: location)
    } catch {
        return SnapshotFailure(message: "\(error)").record(at: location)
    }
    return SnapshotStage.snapshot(
        .view(collectionView), size: size, traits: traits, advancing: seconds, location: location
    ) { _ in try LayoutAttributesDescription.describe(collectionView.collectionViewLayout, in: rect) }
}

extension Diffing where Value == String {
    /// Line diffing for `.layoutAttributes` snapshots whose failure first says, element by element, what moved
    /// (and by how much), resized, changed, appeared or disappeared.
    static var layoutAttributes: Diffing {
        .diff(
            toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) },
            diffV2: { reference, new in
                guard let (difference, attachments) = Diffing.lines.diffV2(reference, new) else { return nil }
                let changes = LayoutAttributesChange.summary(from: reference, to: new)
                return (changes.isEmpty ? difference : changes + "\n\n" + difference, attachments)
            })
    }
}
