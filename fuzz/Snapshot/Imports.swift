// The fuzz target compiles the snapshot and diffing sources into one module; OpenCollectionView brings Foundation
// with it, so this module does too.
@_exported import Foundation
