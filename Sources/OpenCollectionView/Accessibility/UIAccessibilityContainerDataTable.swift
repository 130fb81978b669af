/// A container whose elements form a table of rows and columns, as in UIKit; assistive apps announce a cell's row
/// and column among the table's, which count every row and not only the ones on screen.
@preconcurrency @MainActor
public protocol UIAccessibilityContainerDataTable: AnyObject {
    /// The cell element at a row and column, or `nil` when there is none there (or it is not on screen).
    func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> (any UIAccessibilityContainerDataTableCell)?
    /// The number of rows.
    func accessibilityRowCount() -> Int
    /// The number of columns.
    func accessibilityColumnCount() -> Int
}

/// A cell of a data table: the rows and columns it spans, as in UIKit.
@preconcurrency @MainActor
public protocol UIAccessibilityContainerDataTableCell: AnyObject {
    /// The rows the cell spans (location from 0).
    func accessibilityRowRange() -> NSRange
    /// The columns the cell spans (location from 0).
    func accessibilityColumnRange() -> NSRange
}
