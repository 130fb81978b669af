import Foundation
@_spi(Host) import OpenCollectionView

/// The SVG the `.svg` strategy snapshots: the package's own SVG of what a stage shows, with a comment naming the font
/// files its text was measured with, so a reference records the fonts it needs and a machine without one of them
/// fails with the name of the package to install instead of producing another picture.
@MainActor
enum SVGPicture {
    /// The picture of the stage's window (a view controller's screen, presentations included) or, for a view, of
    /// the view alone at its own size.
    static func svg(of stage: SnapshotStage, wholeWindow: Bool) throws -> String {
        let root: UIView = wholeWindow ? stage.window : stage.view
        var tree = RenderTree(capturing: root)
        if !wholeWindow, !tree.nodes.isEmpty {
            // A view is drawn at its own origin, wherever it sits in its superview.
            tree.nodes[0].transform[12] = 0
            tree.nodes[0].transform[13] = 0
        }
        let faces = try fonts(in: tree)
        let svg = SVGRenderer.svg(for: tree, size: root.bounds.size)
        let comment = faces.isEmpty ? "<!-- fonts: none -->" : "<!-- fonts: \(faces.joined(separator: ", ")) -->"
        guard let firstLineEnd = svg.firstIndex(of: "\n") else { return svg }
        return String(svg[...firstLineEnd]) + comment + "\n" + String(svg[svg.index(after: firstLineEnd)...])
    }

    /// The font files the text in `tree` is drawn from, as `family weight (file)`; throws when one is missing
    /// (`isAvailable` says whether a face's file can be read).
    static func fonts(
        in tree: RenderTree, isAvailable: (FontFace) -> Bool = { $0.isAvailable }
    ) throws -> [String] {
        var used: [FontFace] = []
        func use(_ face: FontFace) { if !used.contains(face) { used.append(face) } }
        for node in tree.nodes {
            guard case .text(let text) = node.content else { continue }
            let primary =
                FontFace.all.first {
                    $0.family == text.fontFamily && $0.weight == text.fontWeight && $0.italic == text.italic
                } ?? FontFace.all.first { $0.family == text.fontFamily }
            if let primary { use(primary) }
            let scalars = text.lines.lazy.flatMap(\.text.unicodeScalars)
            if scalars.contains(where: needsCJKFace) {
                use(text.fontWeight >= 600 ? FontFace.fallbacks[1] : FontFace.fallbacks[0])
            }
            if scalars.contains(where: { $0.properties.isEmojiPresentation }) { use(FontFace.fallbacks[2]) }
        }
        let missing = used.filter { !isAvailable($0) }
        if !missing.isEmpty {
            let list = missing.map { "\($0.family) (\($0.fileURL.path), Debian's \(package(of: $0)))" }
            throw SnapshotFailure(
                message: """
                    the screen's text needs fonts this machine lacks: \(list.joined(separator: "; ")). Install \
                    them, or point OPENCOLLECTIONVIEW_FONT_DIR at a folder holding the files; without them the \
                    text would be measured differently and the picture would not be comparable.
                    """)
        }
        return used.map { "\($0.family) \($0.weight)\($0.italic ? " italic" : "") (\($0.fileName))" }
    }

    /// Whether a character is Chinese, Japanese or Korean, which DejaVu Sans lacks and Noto Sans CJK draws.
    private static func needsCJKFace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x2E80...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF00...0xFFEF, 0x20000...0x3FFFF:
            true
        default: false
        }
    }

    /// The Debian package that installs a face.
    private static func package(of face: FontFace) -> String {
        if face.family.hasPrefix("Noto Sans CJK") { return "fonts-noto-cjk" }
        if face.family == "Noto Color Emoji" { return "fonts-noto-color-emoji" }
        return "fonts-dejavu-core"
    }
}
