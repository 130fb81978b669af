// `import CoreGraphics` on platforms without Apple's CoreGraphics: this module re-exports OpenCollectionView, so UIKit code
// compiles unchanged. Depend on it only where Apple's CoreGraphics does not exist (see README, "Using existing UIKit code").
@_exported import OpenCollectionView
