import Foundation
import Testing

@testable import OpenCollectionViewWeb

/// The host's answers to requests and upgrade requests, over real sockets to a live host (Hummingbird on NIO).
@Suite(.serialized)
struct HostPolicyTests {
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

    @Test func requestsAreAnsweredByHostMethodAndPath() async throws {
        let host = try await LiveHost.start()
        defer { Task { await host.stop() } }
        func status(_ lines: [String]) async throws -> Int? {
            await (try RawConnection(port: host.port)).request(lines)?.status
        }
        let local = "Host: 127.0.0.1:\(host.port)"
        #expect(try await status(["GET / HTTP/1.1", local]) == 200)
        #expect(try await status(["HEAD /screen/grid HTTP/1.1", local]) == 200)
        #expect(try await status(["GET /screen/none HTTP/1.1", local]) == 404)
        #expect(try await status(["GET /nothing/here HTTP/1.1", local]) == 404)
        // DNS rebinding: a foreign page whose domain resolves to 127.0.0.1 still names its domain.
        #expect(try await status(["GET / HTTP/1.1", "Host: rebound.evil.example:\(host.port)"]) == 421)
        #expect(try await status(["GET / HTTP/1.0"]) == 400)
        #expect(try await status(["POST / HTTP/1.1", local, "Content-Length: 0"]) == 405)
        #expect(try await status(["GET / HTTP/1.1", local, "Content-Length: 5"]) == 400)
        // A plain request for a socket path says what is missing.
        #expect(try await status(["GET /socket/grid HTTP/1.1", local, "Origin: http://127.0.0.1:\(host.port)"]) == 400)
        #expect(try await status(["GET /socket/grid HTTP/1.1", local, "Origin: http://evil.example"]) == 403)
        // Request heads past 16 KiB or 64 lines are refused without being served.
        let huge = ["GET / HTTP/1.1", local, "X-Filler: " + String(repeating: "a", count: 20_000)]
        #expect(try await status(huge) == 400)
        #expect(try await status(["GET / HTTP/1.1", local] + (0..<70).map { "X-\($0): 1" }) == 400)
    }

    @Test func aSocketMustComeFromOneOfOurPages() async throws {
        let host = try await LiveHost.start()
        defer { Task { await host.stop() } }
        func upgrade(path: String = "/socket/grid", host hostHeader: String? = nil, origin: String?? = .none)
            async throws
            -> Int?
        {
            await (try RawConnection(port: host.port)).request(
                RawConnection.upgradeLines(port: host.port, path: path, host: hostHeader, origin: origin))?.status
        }
        #expect(try await upgrade() == 101)
        #expect(try await upgrade(origin: .some(nil)) == 403)
        #expect(try await upgrade(origin: "http://evil.example") == 403)
        #expect(try await upgrade(origin: "http://127.0.0.1:9") == 403)
        #expect(try await upgrade(origin: "null") == 403)
        #expect(try await upgrade(path: "/socket/none") == 404)
        // A page on a rebound name fails the Host check before the Origin check.
        #expect(try await upgrade(host: "evil.example:\(host.port)", origin: "http://evil.example:\(host.port)") == 421)
    }

    @Test func healthAndMetricsAreServed() async throws {
        let host = try await LiveHost.start()
        defer { Task { await host.stop() } }
        let local = "Host: 127.0.0.1:\(host.port)"
        let health = await (try RawConnection(port: host.port)).request(["GET /healthz HTTP/1.1", local])
        #expect(health?.status == 200)
        #expect(health?.body == "ok\n")
        let socket = try RawConnection(port: host.port)
        #expect(await socket.request(RawConnection.upgradeLines(port: host.port))?.status == 101)
        socket.send(RawConnection.frame(opcode: 0x1, Array(#"{"t":"resize","w":200,"h":300}"#.utf8)))
        // Prometheus' text format, with the counters an operator watches (names from docs/WebHost.md).
        var metrics = ""
        for _ in 0..<50 {
            metrics = await (try RawConnection(port: host.port)).request(["GET /metrics HTTP/1.1", local])?.body ?? ""
            if metrics.contains("ocv_frames_sent_total 1") || metrics.contains("ocv_frames_sent_total 2") { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        for name in [
            "ocv_tabs_open 1", "ocv_frames_sent_total", "ocv_frame_bytes_sent_total", "ocv_frame_build_seconds_bucket",
            "ocv_frame_build_cpu_seconds_bucket",
            "ocv_input_messages_dropped_total", "ocv_input_wait_seconds",
        ] {
            #expect(metrics.contains(name), "\(name) in \(metrics)")
        }
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

    @Test func newTabsAreRefusedWhileInputWaitsForTheMainActor() async {
        let lag = MainActorLag()
        let admission = TabAdmission(maximumTabs: 8, maximumTabsPerClient: 8, maximumLag: 0.05, lag: lag)
        let now = ProcessInfo.processInfo.systemUptime
        // Input waiting 10 ms is within the limit.
        for _ in 0..<100 { lag.record(0.01, now: now) }
        #expect(await admission.admit(client: "10.0.0.1") == nil)
        // Input waiting 400 ms a batch: the average passes 50 ms and newcomers are turned away, the open tab kept.
        for _ in 0..<100 { lag.record(0.4, now: now) }
        let refusal = await admission.admit(client: "10.0.0.2")
        guard case .busy(let milliseconds) = refusal else {
            Issue.record("expected a refusal for a busy host, got \(String(describing: refusal))")
            return
        }
        #expect(milliseconds > 50)
        #expect(refusal?.description.hasPrefix("server busy: input waits") == true)
        #expect(await admission.open == 1)
        // With no input for a while the average decays: an idle host admits again without any timer running.
        #expect(lag.current(now: now + 10 * MainActorLag.halfLife) < 0.05)
        // A host that admits by its caps alone ignores the lag.
        let capsOnly = TabAdmission(maximumTabs: 8, maximumTabsPerClient: 8, maximumLag: 0, lag: lag)
        #expect(await capsOnly.admit(client: "10.0.0.2") == nil)
    }

    @Test func forwardedForCountsOnlyFromATrustedProxy() {
        let clients = ClientAddress(trustedProxies: ["127.0.0.1"])
        // nginx appends the address it saw; what the client wrote before it proves nothing.
        #expect(clients.client(peer: "127.0.0.1", forwardedFor: "6.6.6.6, 203.0.113.9") == "203.0.113.9")
        #expect(clients.client(peer: "127.0.0.1", forwardedFor: nil) == "127.0.0.1")
        #expect(clients.client(peer: "198.51.100.4", forwardedFor: "203.0.113.9") == "198.51.100.4")
    }

    @Test func theTabCapFollowsTheForwardedClientBehindATrustedProxy() async throws {
        let host = try await LiveHost.start(maximumTabs: 8, maximumTabsPerClient: 1, trustedProxies: ["127.0.0.1"])
        defer { Task { await host.stop() } }
        var open: [RawConnection] = []
        for client in ["203.0.113.1", "203.0.113.2"] {
            let connection = try RawConnection(port: host.port)
            let lines = RawConnection.upgradeLines(port: host.port, extra: ["X-Forwarded-For: \(client)"])
            #expect(await connection.request(lines)?.status == 101)
            open.append(connection)
        }
        let again = try RawConnection(port: host.port)
        let lines = RawConnection.upgradeLines(port: host.port, extra: ["X-Forwarded-For: 203.0.113.1"])
        #expect(await again.request(lines)?.status == 101)
        let close = await again.readClose()
        #expect(close?.code == 1013)
        #expect(close?.reason == "too many tabs: 203.0.113.1 has 1 open")
    }
}
