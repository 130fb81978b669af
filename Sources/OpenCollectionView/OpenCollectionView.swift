// OpenCollectionView — Apple's collection-view system (UIKit names and behaviour) for every platform Swift runs on.
//
// A client writes `import OpenCollectionView` where it wrote `import UIKit`. Foundation comes with it, as it does
// with UIKit, so `CGRect`, `IndexPath` and `NSObject` are in scope. The folders of this module follow
// `DESIGN.md`: geometry, graphics, views, events, animation, scroll view, collection view, layouts, diffable data
// sources, rendering and hosting, each using only those before it.
@_exported import Foundation
