import Testing

#if OPENCOLLECTIONVIEW_COMPATIBILITY_TEST
    import UIKit
#else
    import OpenCollectionView
#endif

/// `CATransformLayer`: Apple's documentation — a `CALayer` subclass for 3-D layer hierarchies, used as a layer like
/// any other (a view backed by one through `layerClass`) and keeping the layer geometry (bounds, position,
/// transform).
@MainActor
struct TransformLayerTests {
    final class TransformView: UIView {
        override class var layerClass: AnyClass { CATransformLayer.self }
    }

    @Test func itIsALayerAViewCanBeBackedBy() {
        let layer: CALayer = CATransformLayer()
        #expect(layer is CATransformLayer)
        let view = TransformView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.layer is CATransformLayer)
        view.layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        #expect(view.layer.position == CGPoint(x: 60, y: 45))
        #expect(view.layer.bounds.size == CGSize(width: 100, height: 50))
    }
}
