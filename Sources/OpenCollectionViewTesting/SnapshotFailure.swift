import Foundation
import Testing
import XCTest

/// Why a value could not be snapshotted (a zero or enormous size, a clock run too long, misuse UIKit answers with
/// an exception, a missing font). The strategy records it as a test failure — in Swift Testing or XCTest, whichever
/// runs — and snapshots this text instead, so the reason also shows in the snapshot's diff.
struct SnapshotFailure: Error, CustomStringConvertible {
    /// What went wrong, in words a person can act on.
    var message: String

    var description: String { "Snapshot failed: \(message)" }

    /// Records the failure in the running test — at `location`, else at the test's own line — and returns the text
    /// to snapshot in its place.
    func record(at location: SnapshotSourceLocation?) -> String {
        if let test = Test.current {
            let sourceLocation =
                location.map {
                    SourceLocation(fileID: $0.fileID, filePath: $0.filePath, line: $0.line, column: $0.column)
                } ?? test.sourceLocation
            Issue.record(Comment(rawValue: description), sourceLocation: sourceLocation)
        } else if let location {
            XCTFail(description, file: location.staticFilePath, line: UInt(location.line))
        } else {
            XCTFail(description)
        }
        return description + "\n"
    }
}

/// Where a strategy was asked for: the test's source line, for failures and for finding its `__Snapshots__` folder.
struct SnapshotSourceLocation: Sendable {
    /// The file's `#fileID`.
    var fileID: String
    /// The file's `#filePath`.
    var filePath: String
    /// The line.
    var line: Int
    /// The column.
    var column: Int
    let staticFilePath: StaticString

    /// The location of the caller.
    init(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        self.fileID = "\(fileID)"
        self.filePath = "\(filePath)"
        self.line = Int(line)
        self.column = Int(column)
        staticFilePath = filePath
    }
}
