/// The kind of container an accessibility container is, which assistive apps announce, as in UIKit.
public enum UIAccessibilityContainerType: Int, Hashable, Sendable {
    /// A plain container.
    case none = 0
    /// A table of rows and columns.
    case dataTable
    /// An ordered list.
    case list
    /// A landmark region.
    case landmark
    /// A group of elements read together.
    case semanticGroup
}
