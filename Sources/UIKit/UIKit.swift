// `import UIKit` on platforms without Apple's UIKit: this module re-exports OpenCollectionView, so UIKit code
// compiles unchanged. Depend on it only where Apple's UIKit does not exist (see README, "Using existing UIKit code").
@_exported import OpenCollectionView
