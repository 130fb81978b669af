// Host-driven: renders views through a HeadlessHost, so it does not compile against UIKit (see docs/Testing.md).
import Testing

@testable import OpenCollectionView

/// Layers added to layers, and the shape and gradient layers apps add.
///
/// Core Animation (`CALayer` documentation, "Managing the Layer Hierarchy"): `addSublayer(_:)` appends a layer,
/// taking it from its former superlayer; `insertSublayer(_:at:)`, `below:` and `above:` place it; `sublayers` and
/// `superlayer` answer the tree; a view's layer is the superlayer of its subviews' layers. `CAShapeLayer`
/// documentation: the stroke is drawn from `strokeStart` to `strokeEnd` of the path's length; `CAGradientLayer`
/// documentation: an axial gradient runs from `startPoint` to `endPoint` in unit coordinates of the bounds.
@MainActor
struct LayerTreeTests {
    /// `CALayer` is an `NSObject` subclass in Core Animation (`class CALayer : NSObject`), so layers are equal and
    /// hashed by identity: FSPagerView's page control finds its indicator layers with `firstIndex(of:)`.
    @Test func layersAreObjectsEqualByIdentity() {
        let a = CALayer()
        let b = CAShapeLayer()
        let c = CAGradientLayer()
        let layers: [CALayer] = [a, b, c]
        #expect(layers.firstIndex(of: b) == 1)
        #expect(Set(layers + [a, c]).count == 3)
        #expect(a.isEqual(a))
        #expect(!a.isEqual(b))
        #expect(a != b)
        let object: NSObject = c
        #expect(object.hash == c.hash)
    }

    @Test func layersAreAddedInsertedMovedAndRemoved() {
        let root = CALayer()
        let a = CALayer()
        let b = CALayer()
        let c = CALayer()
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, below: b)
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
        #expect(c.superlayer === root)
        root.insertSublayer(a, above: b)
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
        let other = CALayer()
        other.addSublayer(b)
        #expect(root.sublayers?.count == 2)
        #expect(b.superlayer === other)
        let d = CALayer()
        root.replaceSublayer(c, with: d)
        #expect(root.sublayers?.first === d)
        #expect(c.superlayer == nil)
        a.removeFromSuperlayer()
        d.removeFromSuperlayer()
        #expect(root.sublayers == nil)
    }

    @Test func aViewsLayerIsTheSuperlayerOfItsSubviewsLayers() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let subview = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.addSubview(subview)
        let added = CALayer()
        view.layer.insertSublayer(added, at: 0)
        #expect(subview.layer.superlayer === view.layer)
        #expect(view.layer.sublayers?.contains { $0 === subview.layer } == true)
        #expect(view.layer.sublayers?.first === added)
    }

    @Test func aShapeLayerAddedToAViewIsDrawnAndRedrawnWhenItsStrokeEndChanges() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let ring = CAShapeLayer()
        ring.frame = view.bounds
        ring.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 80, height: 80)).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.red.cgColor
        ring.lineWidth = 8
        ring.strokeEnd = 0.5
        view.layer.addSublayer(ring)
        let host: HeadlessHost = hostedInWindow(view, size: CGSize(width: 200, height: 200))
        let half = try #require(host.drawing(of: view))
        #expect(half.contains("stroke=\"#ff0000\" stroke-width=\"8\" pathLength=\"1\" stroke-dasharray=\"0.5 2\""))
        #expect(!half.contains("fill=\"#000000\""))
        ring.strokeEnd = 0.75
        let more = try #require(host.drawing(of: view))
        #expect(more.contains("stroke-dasharray=\"0.75 2\""))
        ring.isHidden = true
        #expect(host.drawing(of: view) == nil)
    }

    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
    }

    @Test func aViewBackedByAGradientLayerDrawsItsGradient() throws {
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        let gradient = try #require(view.layer as? CAGradientLayer)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        let host: HeadlessHost = hostedInWindow(view, size: CGSize(width: 200, height: 200))
        let svg = try #require(host.drawing(of: view))
        #expect(svg.contains("x1=\"0\" y1=\"0.5\" x2=\"1\" y2=\"0.5\""))
        #expect(svg.contains("<stop offset=\"0\" stop-color=\"#ff0000\"/><stop offset=\"1\" stop-color=\"#0000ff\"/>"))
        #expect(svg.contains("width=\"120\" height=\"60\" fill=\"url(#g"))
    }
}
