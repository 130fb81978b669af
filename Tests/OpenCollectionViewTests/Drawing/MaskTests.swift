// Host-driven: renders views through a HeadlessHost, so it does not compile against UIKit (see docs/Testing.md).
import Foundation
import Testing

@testable import OpenCollectionView

/// Masks, with Core Animation's and UIKit's documented behaviour:
/// - `CALayer.mask` (default `nil`): "the layer's alpha channel determines how much of the layer's content and
///   background shows through"; the mask "must not have a superlayer" (setting one takes it from its superlayer).
/// - `UIView.mask`: "the view's alpha channel determines how much of the view's content and background shows";
///   setting it sets the view's `layer.mask` to the mask view's layer, and the view keeps the mask view.
@MainActor
struct MaskTests {
    private func star(in size: CGSize) -> CAShapeLayer {
        let shape = CAShapeLayer()
        shape.frame = CGRect(origin: .zero, size: size)
        shape.path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 40, height: 40), transform: nil)
        shape.fillColor = UIColor.black.cgColor
        return shape
    }

    @Test func aLayerMaskIsTheRenderNodesMaskAndFollowsItsChanges() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        view.backgroundColor = .systemTeal
        let host = hostedInWindow(view, size: CGSize(width: 100, height: 100))
        host.layout()
        #expect(view.layer.mask == nil && view.mask == nil)
        #expect(host.renderTree().node(id: view.renderID)?.mask == nil)

        let holder = CALayer()
        let shape = star(in: view.bounds.size)
        holder.addSublayer(shape)
        view.layer.mask = shape
        #expect(shape.superlayer == nil, "a mask has no superlayer")
        #expect(holder.sublayers == nil)
        let mask = try #require(host.renderTree().node(id: view.renderID)?.mask)
        #expect(mask.frame == CGRect(x: 0, y: 0, width: 60, height: 60))
        let svg = try #require(mask.svgText)
        #expect(svg.contains("<path") && svg.contains("fill=\"#000000\""))

        // A change to the mask layer draws the mask again.
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 30, height: 60), transform: nil)
        let changed = try #require(host.renderTree().node(id: view.renderID)?.mask?.svgText)
        #expect(changed != svg)

        view.layer.mask = nil
        #expect(host.renderTree().node(id: view.renderID)?.mask == nil)
    }

    @Test func aViewMaskIsKeptAndDrawsItsBackgroundAndLayers() throws {
        let view = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        view.text = "Fading out"
        let host = hostedInWindow(view, size: CGSize(width: 300, height: 100))
        weak var released: UIView?
        do {
            let fade = UIView(frame: CGRect(x: 0, y: 0, width: 150, height: 40))
            fade.backgroundColor = .black
            view.mask = fade
            released = fade
        }
        host.layout()
        #expect(released != nil, "the view keeps its mask view")
        #expect(view.layer.mask === view.mask?.layer)
        let svg = try #require(host.renderTree().node(id: view.renderID)?.mask?.svgText)
        // The mask view's background, at its frame in the masked view's bounds.
        #expect(svg.contains("width=\"150\" height=\"40\" fill=\"#000000\""))
        // Setting another layer as the layer's mask lets the mask view go.
        view.layer.mask = CALayer()
        #expect(view.mask == nil)
    }

    @Test func theSVGExportMasksTheNodeByAlpha() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        view.backgroundColor = .systemTeal
        view.layer.mask = star(in: view.bounds.size)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(view)
        let svg = SVGRenderer.svg(for: RenderTree(capturing: root), size: CGSize(width: 100, height: 100))
        #expect(svg.contains("style=\"mask-type:alpha\""))
        #expect(svg.contains("mask=\"url(#m"))
    }
}
