import Foundation
import OpenCollectionView
import SnapshotTesting

extension Snapshotting where Value: UIView, Format == String {
    /// The accessibility tree as a screen reader meets it (`AccessibilityTree.text(of:)`): one line per element in
    /// reading order, with its role, label, value, traits and actions, containers as indented blocks.
    public static var accessibility: Snapshotting { accessibility() }

    /// The accessibility tree, laid out at `size` with `traits` after `seconds` of the host's clock.
    public static func accessibility(
        size: CGSize? = nil, traits: UITraitCollection = UITraitCollection(), advancing seconds: TimeInterval = 0,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return SnapshotStage.lines(
            { .view($0) }, size: size, traits: traits, advancing: seconds, location: location,
            describing: { AccessibilityTree.text(of: $0.view) + "\n" })
    }
}

extension Snapshotting where Value: UIViewController, Format == String {
    /// The accessibility tree of the view controller's screen (its window, with anything it presents) as a screen
    /// reader meets it, in a 390 × 844 window.
    public static var accessibility: Snapshotting { accessibility() }

    /// The accessibility tree of the screen, in a window of `size` with `traits` after `seconds` of its clock.
    public static func accessibility(
        size: CGSize? = nil, traits: UITraitCollection = UITraitCollection(), advancing seconds: TimeInterval = 0,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return SnapshotStage.lines(
            { .viewController($0) }, size: size, traits: traits, advancing: seconds, location: location,
            describing: { AccessibilityTree.text(of: $0.window) + "\n" })
    }
}
