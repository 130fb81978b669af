import Testing

@testable import OpenCollectionView

/// A Core Graphics context's state and what it records.
@MainActor
struct CGContextTests {
    private func svg(_ image: UIImage) throws -> String {
        try #require(String(data: image.data, encoding: .utf8))
    }

    /// `UIGraphicsImageRenderer` documentation: the renderer's context is current while the actions run
    /// (`UIGraphicsGetCurrentContext()` answers its `cgContext`), and no context is current outside.
    @Test func theRenderersContextIsCurrentOnlyWhileItsActionsRun() {
        var inside: CGContext?
        var given: CGContext?
        _ = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            inside = UIGraphicsGetCurrentContext()
            given = context.cgContext
        }
        #expect(inside != nil && inside === given)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    /// `CGContext.saveGState()` / `restoreGState()`: the transform and colours set after a save are undone by the
    /// restore; the current path is not part of the graphics state.
    @Test func restoringTheStateUndoesTheTransformAndColours() {
        _ = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100)).image { renderer in
            let context = renderer.cgContext
            context.saveGState()
            context.translateBy(x: 10, y: 20)
            context.scaleBy(x: 2, y: 2)
            #expect(context.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 20))
            context.move(to: .zero)
            context.addLine(to: CGPoint(x: 5, y: 0))
            context.restoreGState()
            #expect(context.ctm == .identity)
            // The path was built under the transform: its points stay where they were put.
            #expect(context.boundingBoxOfPath == CGRect(x: 10, y: 20, width: 10, height: 0))
        }
    }

    /// Points go through the transform current when they are added (Quartz 2D Programming Guide, "Transforms").
    @Test func aFillLandsWhereTheTransformPutsIt() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100)).image { renderer in
            let context = renderer.cgContext
            context.translateBy(x: 10, y: 20)
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        let document = try svg(image)
        #expect(document.contains("<path d=\"M10 20 L15 20 L15 25 L10 25 Z\" fill=\"#ff0000\"/>"))
    }

    /// Clipping confines what is painted after it; a gradient fills the clip.
    @Test func aClipAndAGradientAreRecorded() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100)).image { renderer in
            let context = renderer.cgContext
            context.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
            context.clip()
            let gradient = try! #require(
                CGGradient(
                    colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [UIColor.red.cgColor, UIColor.blue.cgColor],
                    locations: [0, 1]))
            context.drawLinearGradient(
                gradient, start: .zero, end: CGPoint(x: 0, y: 100), options: [])
        }
        let document = try svg(image)
        #expect(document.contains("<clipPath id=\"c1\">"))
        #expect(document.contains("<linearGradient id=\"g2\""))
        #expect(document.contains("stop-color=\"#ff0000\""))
        #expect(document.contains("<g clip-path=\"url(#c1)\"><path"))
    }

    /// A stroke is drawn in user space, so a scaled context draws wider lines (the line width is in user space).
    @Test func theLineWidthScalesWithTheTransform() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100)).image { renderer in
            let context = renderer.cgContext
            context.scaleBy(x: 2, y: 2)
            context.setLineWidth(3)
            context.stroke(CGRect(x: 1, y: 1, width: 10, height: 10))
        }
        let document = try svg(image)
        #expect(document.contains("stroke-width=\"3\" transform=\"matrix(2 0 0 2 0 0)\""))
        #expect(document.contains("M1 1 L11 1"))
    }
}
