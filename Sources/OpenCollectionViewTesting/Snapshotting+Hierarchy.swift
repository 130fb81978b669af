import Foundation
import OpenCollectionView
import SnapshotTesting

extension Snapshotting where Value: UIView, Format == String {
    /// The view tree as text, in the spirit of UIKit's `recursiveDescription`: class, frame, hidden, alpha,
    /// transform, accessibility label and identifier, the text of labels — the same on every run.
    public static var hierarchy: Snapshotting { hierarchy() }

    /// The view tree as text, laid out at `size` with `traits` after `seconds` of the host's clock.
    public static func hierarchy(
        size: CGSize? = nil, traits: UITraitCollection = UITraitCollection(), advancing seconds: TimeInterval = 0,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return SnapshotStage.lines(
            { .view($0) }, size: size, traits: traits, advancing: seconds, location: location,
            describing: { HierarchyDescription.describe($0.view) })
    }
}

extension Snapshotting where Value: UIViewController, Format == String {
    /// The view controller's view tree as text (see the view strategy of the same name), in a 390 × 844 window.
    public static var hierarchy: Snapshotting { hierarchy() }

    /// The view controller's view tree as text, in a window of `size` with `traits` after `seconds` of its clock.
    public static func hierarchy(
        size: CGSize? = nil, traits: UITraitCollection = UITraitCollection(), advancing seconds: TimeInterval = 0,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return SnapshotStage.lines(
            { .viewController($0) }, size: size, traits: traits, advancing: seconds, location: location,
            describing: { HierarchyDescription.describe($0.view) })
    }
}
