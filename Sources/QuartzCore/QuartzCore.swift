// `import QuartzCore` on platforms without Apple's QuartzCore: this module re-exports OpenCollectionView, so UIKit code
// compiles unchanged. Depend on it only where Apple's QuartzCore does not exist (see README, "Using existing UIKit code").
@_exported import OpenCollectionView
