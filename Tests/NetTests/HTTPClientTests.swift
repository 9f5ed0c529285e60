import Foundation
import Net
import Testing
import Text
import TestSupport

/// The client against a real server on loopback: what a response carries, what a request sends, and the limits.
@Suite("HTTP client")
struct HTTPClientTests {
    @Test func aResponseCarriesStatusHeadersAndTheWholeBody() throws {
        let server = try NetServer()
        guard case .success(let r) = HTTPClient().send(HTTPRequest(server.url("/bytes/300000"))) else { Issue.record("no response"); return }
        #expect(r.status == 200)
        #expect(r.head.contentLength == 300_000)
        #expect(r.head.header("content-type") == "application/octet-stream")
        #expect(r.body == NetServer.payload(300_000))
    }

    @Test func anErrorStatusIsAResponseWithItsBody() throws {
        let server = try NetServer()
        guard case .success(let r) = HTTPClient().send(HTTPRequest(server.url("/status/503"))) else { Issue.record("no response"); return }
        #expect(r.status == 503)
        #expect(String(decoding: r.body, as: UTF8.self) == "status 503")
    }

    @Test func theUserAgentAndRequestHeadersAreSent() throws {
        let server = try NetServer()
        let client = HTTPClient(userAgent: "navsim-tests/1.0")
        guard case .success(let r) = client.send(HTTPRequest(server.url("/echo"), headers: ["X-Navsim-Test": "yes please"])) else {
            Issue.record("no response"); return
        }
        let lines = String(decoding: r.body, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(lines.first == "GET /echo")
        #expect(lines.contains("user-agent: navsim-tests/1.0"))
        #expect(lines.contains("x-navsim-test: yes please"))
    }

    @Test func foldedRepeatedAndTabPaddedResponseHeadersReadAsOneValueEach() throws {
        let server = try NetServer()
        guard case .success(let r) = HTTPClient().send(HTTPRequest(server.url("/headers"))) else { Issue.record("no response"); return }
        // libcurl hands a folded header on line by line: the continuations belong to it, one space apart.
        #expect(r.head.header("X-Folded") == "first second third")
        #expect(r.head.header("X-Twice") == "a, b")
        #expect(r.head.header("X-Tabs") == "padded")
        #expect(r.head.contentLength == 7 && String(decoding: r.body, as: UTF8.self) == "headers")
    }

    @Test func aHeaderWithALineBreakIsRefusedBeforeSending() throws {
        let server = try NetServer()
        let r = HTTPClient().send(HTTPRequest(server.url("/echo"), headers: ["X-Evil": "a\r\nHost: elsewhere"]))
        guard case .failure(let f) = r else { Issue.record("sent"); return }
        #expect(f.kind == .badURL)
        #expect(server.connections() == 1)  // only the question just asked
    }

    @Test func aHEADRequestHasTheLengthButNoBody() throws {
        let server = try NetServer()
        guard case .success(let r) = HTTPClient().send(HTTPRequest(server.url("/bytes/5000"), method: "HEAD")) else { Issue.record("no response"); return }
        #expect(r.status == 200 && r.head.contentLength == 5000 && r.body.isEmpty)
    }

    @Test func aConditionalRequestGets304WhileTheCopyIsCurrent() throws {
        let server = try NetServer()
        let client = HTTPClient()
        guard case .success(let first) = client.send(HTTPRequest(server.url("/etag"))) else { Issue.record("no response"); return }
        #expect(first.status == 200 && first.head.etag == "\"v1\"" && first.head.maxAge == 60)
        guard case .success(let again) = client.send(HTTPRequest(server.url("/etag")).ifNoneMatch(first.head.etag)) else { Issue.record("no response"); return }
        #expect(again.status == 304 && again.body.isEmpty)
    }

    @Test func aRangeRequestResumesAndPastTheEndIs416() throws {
        let server = try NetServer()
        let client = HTTPClient()
        guard case .success(let r) = client.send(HTTPRequest(server.url("/range/1000")).range(from: 400)) else { Issue.record("no response"); return }
        #expect(r.status == 206)
        #expect(r.head.contentRange?.start == 400 && r.head.contentRange?.total == 1000)
        #expect(r.body == NetServer.payload(1000, from: 400))
        guard case .success(let end) = client.send(HTTPRequest(server.url("/range/1000")).range(from: 1000)) else { Issue.record("no response"); return }
        #expect(end.status == 416 && end.head.contentRange?.total == 1000)
    }

    @Test func redirectsAreFollowedUpToTheLimit() throws {
        let server = try NetServer()
        guard case .success(let r) = HTTPClient(maxRedirects: 3).send(HTTPRequest(server.url("/hops/3"))) else { Issue.record("no response"); return }
        #expect(r.status == 200 && String(decoding: r.body, as: UTF8.self) == "arrived")
        guard case .failure(let f) = HTTPClient(maxRedirects: 3).send(HTTPRequest(server.url("/hops/4"))) else { Issue.record("followed 4"); return }
        #expect(f.kind == .tooManyRedirects && !f.isRetryable)
        guard case .failure(let loop) = HTTPClient().send(HTTPRequest(server.url("/loop/0"))) else { Issue.record("a loop ended"); return }
        #expect(loop.kind == .tooManyRedirects)
        #expect(loop.reason.contains("10"), "\(loop.reason)")
    }

    @Test func aRedirectToAnotherSchemeIsNotFollowed() throws {
        let server = try NetServer()
        guard case .failure(let f) = HTTPClient().send(HTTPRequest(server.url("/ftp"))) else { Issue.record("followed to ftp"); return }
        #expect(f.kind == .badURL, "\(f.kind): \(f.reason)")
    }

    @Test func aMalformedURLAndAnotherSchemeAreRefusedEachWithItsReason() {
        guard case .failure(let malformed) = HTTPClient().send(HTTPRequest("http://[::1/x")) else { Issue.record("sent"); return }
        #expect(malformed.kind == .badURL && malformed.reason == "not a well-formed URL")
        guard case .failure(let ftp) = HTTPClient().send(HTTPRequest("ftp://127.0.0.1/x")) else { Issue.record("sent"); return }
        #expect(ftp.kind == .badURL && ftp.reason == "not an http, https or file URL")
    }

    @Test func aBodyOverTheLimitFailsWithOrWithoutAContentLength() throws {
        let server = try NetServer()
        let client = HTTPClient(maxBodyBytes: 100_000)
        guard case .failure(let declared) = client.send(HTTPRequest(server.url("/bytes/100001"))) else { Issue.record("accepted"); return }
        #expect(declared.kind == .tooLarge && declared.reason == "the body is larger than 97 KB")
        guard case .failure(let chunked) = client.send(HTTPRequest(server.url("/chunked/3000000"))) else { Issue.record("accepted"); return }
        #expect(chunked.kind == .tooLarge)
        // A request's own limit overrides the client's.
        guard case .success(let r) = client.send(HTTPRequest(server.url("/chunked/300000"), maxBodyBytes: 300_000)) else { Issue.record("refused"); return }
        #expect(r.body == NetServer.payload(300_000))
    }

    @Test func offlineRefusesBeforeSendingAndFilesStillRead() throws {
        let server = try NetServer()
        let client = HTTPClient(offline: true)
        guard case .failure(let f) = client.send(HTTPRequest(server.url("/bytes/10"))) else { Issue.record("sent"); return }
        #expect(f.kind == .offline)
        #expect(server.connections() == 1)
        let file = temporaryFolder() + "/f.bin"
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: file))
        guard case .success(let r) = client.send(HTTPRequest("file://" + file)) else { Issue.record("file not read"); return }
        #expect(r.body == [1, 2, 3])
    }

    @Test func aClosedPortIsRefused() throws {
        let server = try NetServer()
        let url = server.url("/bytes/10")
        server.server.stop()
        server.server.process.waitUntilExit()
        guard case .failure(let f) = HTTPClient(timeout: 5).send(HTTPRequest(url)) else { Issue.record("answered"); return }
        #expect(f.kind == .refused && f.reason == "connection refused" && f.isRetryable)
    }

    @Test func oneClientReusesItsConnection() throws {
        let server = try NetServer()
        let client = HTTPClient()
        for n in 1...5 {
            guard case .success(let r) = client.send(HTTPRequest(server.url("/bytes/\(n * 1000)"))) else { Issue.record("no response"); return }
            #expect(r.body.count == n * 1000)
        }
        // Five requests on one connection, and the question on another.
        #expect(server.connections() == 2)
    }

    @Test func requestsFromManyThreadsAtOnceEachGetTheirOwnBody() throws {
        let server = try NetServer()
        let client = HTTPClient()
        let wrong = Locked(0)
        let done = DispatchSemaphore(value: 0)
        let base = server.url("/bytes/")
        for t in 0..<6 {
            try WorkerThread.start {
                for i in 0..<8 {
                    let n = 1000 + t * 97 + i * 13
                    if case .success(let r) = client.send(HTTPRequest(base + "\(n)")), r.body == NetServer.payload(n) { continue }
                    wrong.withLock { $0 += 1 }
                }
                done.signal()
            }
        }
        for _ in 0..<6 { #expect(done.wait(timeout: .now() + 60) == .success) }
        #expect(wrong.value == 0)
    }
}
