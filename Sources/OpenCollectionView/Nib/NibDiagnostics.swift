/// Reports the problems of one nib load through `OpenCollectionViewDiagnostics` (kind `.invalidNib`), each naming
/// the nib's file and the element it concerns.
struct NibDiagnostics {
    /// The file (`Cell.xib`) or, for a nib made from data, `"nib data"`.
    let fileName: String

    /// Reports `problem` about the whole file.
    func report(_ problem: String) {
        OpenCollectionViewDiagnostics.report(.invalidNib, "\(fileName): \(problem)")
    }

    /// Reports `problem` about `element`.
    func report(_ problem: String, at element: NibElement) {
        OpenCollectionViewDiagnostics.report(.invalidNib, "\(fileName): \(element.summary): \(problem)")
    }
}
