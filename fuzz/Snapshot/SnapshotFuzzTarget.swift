/// libFuzzer's entry point: the input is run as a program of snapshot operations (`SnapshotProgram`) and, from the
/// same bytes, a program of outline operations (`SectionSnapshotProgram`), each against its naive model. A crash,
/// or a divergence from the model, stops the fuzzer with the input saved as an artifact.
@_cdecl("LLVMFuzzerTestOneInput")
public func snapshotFuzzTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    silenceDiagnostics
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var program = SnapshotProgram(bytes)
    if let problem = program.run() { fatalError("NSDiffableDataSourceSnapshot diverged from the model: \(problem)") }
    var outline = SectionSnapshotProgram(bytes)
    if let problem = outline.run() {
        fatalError("NSDiffableDataSourceSectionSnapshot diverged from the model: \(problem)")
    }
    return 0
}

/// Misuse is the point of the fuzzer: its diagnostics are expected, so they are dropped instead of printed.
private let silenceDiagnostics: Void = { OpenCollectionViewDiagnostics.handler = { _ in } }()
