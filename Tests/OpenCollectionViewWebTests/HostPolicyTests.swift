import Foundation
import OpenCollectionView
import Testing

@testable import OpenCollectionViewWeb

private func head(_ lines: [String]) throws -> HTTPRequestHead {
    try HTTPRequestHead(parsing: Array(lines.joined(separator: "\r\n").utf8))
}

private func upgradeLines(path: String = "/socket/grid", host: String = "127.0.0.1:8080", origin: String?)
    -> [String]
{
    var lines = [
        "GET \(path) HTTP/1.1", "Host: \(host)", "Upgrade: websocket", "Connection: keep-alive, Upgrade",
        "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version: 13",
    ]
    if let origin { lines.append("Origin: \(origin)") }
    return lines
}

@MainActor
struct HostPolicyTests {
    private let routes = WebRoutes(
        screens: [WebScreen(slug: "grid", title: "Grid") { UIViewController() }],
        allowList: HostAllowList(boundAddress: "127.0.0.1", extra: ["gallery.test"]))

    private func status(_ route: WebRoute) -> Int? {
        if case .answer(let answer) = route { return answer.status }
        return nil
    }

    @Test func onlyLoopbackTheBoundAddressAndAddedNamesAreAnswered() {
        let list = HostAllowList(boundAddress: "192.0.2.7", extra: ["Gallery.Test."])
        for allowed in [
            "localhost", "localhost:8080", "127.0.0.1:8080", "[::1]:8080", "[::1]", "192.0.2.7:80", "gallery.test:1",
            "LOCALHOST:8080",
        ] {
            #expect(list.allows(hostHeader: allowed), "\(allowed)")
        }
        for refused in [
            "evil.example:8080", "127.0.0.1.evil.example", "localhost.evil.example", "", ":8080", "[::1",
            "localhost:80x", "user@localhost", "127.0.0.2:8080",
        ] {
            #expect(!list.allows(hostHeader: refused), "\(refused)")
        }
        // A wildcard bind address is not a name a browser would send; only the loopback names and additions count.
        #expect(HostAllowList(boundAddress: "0.0.0.0").names == ["localhost", "127.0.0.1", "::1"])
    }

    @Test func aRequestForAnotherHostIsAnswered421() throws {
        let route = routes.route(try head(["GET / HTTP/1.1", "Host: rebound.evil.example:8080"]))
        #expect(status(route) == 421)
        #expect(status(routes.route(try head(["GET / HTTP/1.1", "Host: gallery.test:8080"]))) == 200)
        #expect(status(routes.route(try head(["GET / HTTP/1.1"]))) == 400)
    }

    @Test func aSocketMustComeFromOneOfOurPages() throws {
        guard case .upgrade(let screen, let key) = routes.route(try head(upgradeLines(origin: "http://127.0.0.1:8080")))
        else {
            Issue.record("a same-origin upgrade is accepted")
            return
        }
        #expect(screen.slug == "grid")
        #expect(key == "dGhlIHNhbXBsZSBub25jZQ==")
        #expect(status(routes.route(try head(upgradeLines(origin: nil)))) == 403)
        #expect(status(routes.route(try head(upgradeLines(origin: "http://evil.example")))) == 403)
        #expect(status(routes.route(try head(upgradeLines(origin: "http://127.0.0.1:9999")))) == 403)
        #expect(status(routes.route(try head(upgradeLines(origin: "null")))) == 403)
        #expect(
            status(routes.route(try head(upgradeLines(path: "/socket/none", origin: "http://127.0.0.1:8080")))) == 404)
        // A page on a rebound name fails the Host check before the Origin check.
        let rebound = upgradeLines(host: "evil.example:8080", origin: "http://evil.example:8080")
        #expect(status(routes.route(try head(rebound))) == 421)
        var noKey = upgradeLines(origin: "http://127.0.0.1:8080")
        noKey.removeAll { $0.hasPrefix("Sec-WebSocket-Key") }
        #expect(status(routes.route(try head(noKey))) == 400)
    }

    @Test func requestHeadsAreParsedStrictly() throws {
        let request = try head(["GET /screen/grid?x=1 HTTP/1.1", "Host: a", "X-Thing:  spaced  ", "host: second"])
        #expect(request.path == "/screen/grid")
        #expect(request.headers["x-thing"] == "spaced")
        #expect(request.headers["host"] == "a")
        #expect(request.keepsAlive)
        #expect(!(try head(["GET / HTTP/1.1", "Connection: close"])).keepsAlive)
        #expect(!(try head(["GET / HTTP/1.0"])).keepsAlive)
        #expect(throws: HTTPRequestHead.ParseError.unsupportedVersion("HTTP/2.0")) { try head(["GET / HTTP/2.0"]) }
        #expect(throws: HTTPRequestHead.ParseError.self) { try head(["GET /"]) }
        #expect(throws: HTTPRequestHead.ParseError.self) { try head(["GET / HTTP/1.1", "no colon"]) }
        #expect(throws: HTTPRequestHead.ParseError.self) { try head(["GET http://x/ HTTP/1.1"]) }
        let many = ["GET / HTTP/1.1"] + (0...HTTPRequestHead.maximumHeaderCount).map { "X-\($0): 1" }
        #expect(throws: HTTPRequestHead.ParseError.malformed("too many header lines")) { try head(many) }
    }

    @Test func tabsAreCappedInAllAndPerClient() async {
        let admission = TabAdmission(maximumTabs: 3, maximumTabsPerClient: 2)
        #expect(await admission.admit(client: "10.0.0.1") == nil)
        #expect(await admission.admit(client: "10.0.0.1") == nil)
        #expect(await admission.admit(client: "10.0.0.1") == .clientFull(client: "10.0.0.1", limit: 2))
        #expect(await admission.admit(client: "10.0.0.2") == nil)
        #expect(await admission.admit(client: "10.0.0.3") == .hostFull(limit: 3))
        await admission.release(client: "10.0.0.1")
        #expect(await admission.tabs(of: "10.0.0.1") == 1)
        #expect(await admission.admit(client: "10.0.0.3") == nil)
        // Releasing for a client that holds nothing changes nothing.
        await admission.release(client: "10.0.0.9")
        #expect(await admission.open == 3)
        #expect(TabAdmission.Refusal.hostFull(limit: 3).description == "server full: 3 tabs are open")
    }

    @Test func answersCarryTheirLengthAndConnectionState() {
        let answer = HTTPAnswer(status: 421, body: "no")
        let text = String(bytes: answer.encoded(keepAlive: false), encoding: .utf8) ?? ""
        #expect(text.hasPrefix("HTTP/1.1 421 Misdirected Request\r\n"))
        #expect(text.contains("Content-Length: 2\r\n"))
        #expect(text.contains("Connection: close\r\n"))
        #expect(text.hasSuffix("\r\n\r\nno"))
        #expect(
            !(String(bytes: answer.encoded(keepAlive: true, includeBody: false), encoding: .utf8) ?? "").hasSuffix("no")
        )
    }
}
