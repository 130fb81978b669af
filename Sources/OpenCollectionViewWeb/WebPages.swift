/// The HTML pages of the web host: the index of screens, a screen's page and the not-found page.
enum WebPages {
    static func index(_ screens: [WebScreen]) -> String {
        let links = screens.map {
            "<li><a href=\"/screen/\(escape($0.slug))\">\(escape($0.title))</a></li>"
        }.joined(separator: "\n")
        return page(
            title: "OpenCollectionView Gallery",
            body: """
                <main class="index"><h1>OpenCollectionView Gallery</h1>
                <p>UIKit's collection views, running in Swift on the server and drawn here.</p>
                <ul id="screens">
                \(links)
                </ul>
                <p>On a screen, hold Alt (Option) and drag to select drawn text, or press Ctrl+A (Cmd+A) to select
                all of it; the browser's find and zoom work as on any page.</p></main>
                """)
    }

    static func screen(_ screen: WebScreen) -> String {
        page(
            title: screen.title,
            body: """
                <div id="stage" data-slug="\(escape(screen.slug))"></div>
                <script src="/client.js"></script>
                <script src="/accessibility.js"></script>
                """, fullBleed: true)
    }

    static func notFound(_ path: String) -> String {
        page(
            title: "Not found",
            body: "<main class=\"index\"><h1>Not found</h1><p>No screen at \(escape(path)).</p>"
                + "<p><a href=\"/\">All screens</a></p></main>")
    }

    private static func page(title: String, body: String, fullBleed: Bool = false) -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <style>
        html, body { margin: 0; height: 100%; font-family: "DejaVu Sans", sans-serif; }
        \(fullBleed ? "body { overflow: hidden; touch-action: none; user-select: none; }" : "")
        .index { max-width: 40rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.6; }
        #stage { position: fixed; inset: 0; overflow: hidden; }
        </style></head>
        <body>
        \(body)
        </body></html>
        """
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
