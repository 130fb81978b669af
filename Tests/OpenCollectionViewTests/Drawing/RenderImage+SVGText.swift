// Host-driven: renders views through a HeadlessHost, so it does not compile against UIKit (see docs/Testing.md).
import Foundation

@testable import OpenCollectionView

extension RenderImage {
    /// The SVG document a drawing's or mask's image source holds (a base64 `data:` URL), or `nil`.
    var svgText: String? {
        let base64 = source.split(separator: ",").last.map(String.init) ?? ""
        return Data(base64Encoded: base64).flatMap { String(data: $0, encoding: .utf8) }
    }
}

extension HeadlessHost {
    /// The SVG document of what `view` draws (its `draw(_:)` and layer content) in the host's render tree.
    func drawing(of view: UIView) -> String? {
        guard case .image(let image) = renderTree().node(id: view.renderID)?.content else { return nil }
        return image.svgText
    }
}
