import Foundation
import Net
import Testing
import Text
import TestSupport

/// Streams, cancellation, the timeout without progress, and a missing libcurl.
@Suite("HTTP client: streams, cancellation, timeouts")
struct HTTPStreamTests {
    @Test func aStreamHandsOnTheHeadThenEveryChunkInOrder() throws {
        let server = try NetServer()
        let got = Locked<(head: HTTPResponseHead?, bytes: [UInt8], chunks: Int)>((nil, [], 0))
        let r = HTTPClient().stream(HTTPRequest(server.url("/chunked/1000000")), onResponse: { head in
            got.withLock { $0.head = head }
        }, onData: { chunk in
            got.withLock { g in
                g.bytes.append(contentsOf: chunk)
                g.chunks += 1
            }
        })
        guard case .success(let head) = r else { Issue.record("\(r)"); return }
        #expect(head.status == 200)
        let g = got.value
        #expect(g.head == head)
        #expect(g.bytes == NetServer.payload(1_000_000))
        #expect(g.chunks > 1)
    }

    struct Refusal: Error {}

    @Test func aThrowingHandlerStopsTheTransferAsRejected() throws {
        let server = try NetServer()
        let chunks = Locked(0)
        let r = HTTPClient().stream(HTTPRequest(server.url("/chunked/3000000")), onResponse: { _ in }, onData: { _ in
            chunks.withLock { $0 += 1 }
            throw Refusal()
        })
        guard case .failure(let f) = r else { Issue.record("finished"); return }
        #expect(f.kind == .rejected && f.cause is Refusal)
        #expect(chunks.value == 1)
        let refusedHead = HTTPClient().stream(HTTPRequest(server.url("/bytes/10")), onResponse: { _ in throw Refusal() }, onData: { _ in
            chunks.withLock { $0 += 100 }
        })
        guard case .failure(let g) = refusedHead else { Issue.record("finished"); return }
        #expect(g.kind == .rejected && chunks.value == 1)
    }

    @Test func aStreamSeesOnlyTheHeadItsBodyComesWithNeverAFollowedRedirect() throws {
        let server = try NetServer()
        let heads = Locked<[Int]>([])
        let bytes = Locked<[UInt8]>([])
        let client = HTTPClient(maxRedirects: 3)
        let arrived = client.stream(HTTPRequest(server.url("/hops/3")), onResponse: { h in heads.withLock { $0.append(h.status) } },
                                    onData: { d in bytes.withLock { $0.append(contentsOf: d) } })
        guard case .success(let head) = arrived else { Issue.record("\(arrived)"); return }
        #expect(head.status == 200 && heads.value == [200])
        #expect(String(decoding: bytes.value, as: UTF8.self) == "arrived")
        // One redirect too many: the last 302 (whose body is "redirect\n") is never handed on.
        let tooMany = client.stream(HTTPRequest(server.url("/hops/4")), onResponse: { h in heads.withLock { $0.append(h.status) } },
                                    onData: { d in bytes.withLock { $0.append(contentsOf: d) } })
        guard case .failure(let f) = tooMany else { Issue.record("followed 4"); return }
        #expect(f.kind == .tooManyRedirects)
        #expect(heads.value == [200] && bytes.value.count == "arrived".utf8.count)
    }

    @Test func aConnectionBackFromACancelledOrTimedOutTransferServesTheNextRequestWhole() throws {
        let server = try NetServer()
        // One client, so that the same handle and multi handle come back from the pool each time.
        let client = HTTPClient(timeout: 0.5)
        let token = HTTPCancellation()
        let cancelled = client.stream(HTTPRequest(server.url("/chunked/3000000")), cancellation: token, onResponse: { _ in },
                                      onData: { _ in token.cancel() })
        guard case .failure(let c) = cancelled else { Issue.record("finished"); return }
        #expect(c.kind == .cancelled)
        guard case .success(let afterCancel) = client.send(HTTPRequest(server.url("/etag"))) else { Issue.record("no response"); return }
        #expect(afterCancel.status == 200 && String(decoding: afterCancel.body, as: UTF8.self) == "version 1")
        guard case .failure(let t) = client.send(HTTPRequest(server.url("/stall/200000"))) else { Issue.record("answered"); return }
        #expect(t.kind == .timedOut)
        // Neither the stall's half body nor its headers nor the cancelled stream's callbacks reach this request.
        guard case .success(let afterTimeout) = client.send(HTTPRequest(server.url("/bytes/5000"), method: "HEAD")) else {
            Issue.record("no response"); return
        }
        #expect(afterTimeout.status == 200 && afterTimeout.head.contentLength == 5000 && afterTimeout.body.isEmpty)
        #expect(afterTimeout.head.header("ETag") == nil)
    }

    @Test func cancellingMidBodyEndsTheTransferAtOnce() throws {
        let server = try NetServer()
        let token = HTTPCancellation()
        let firstChunk = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        let result = Locked<Result<HTTPResponseHead, HTTPFailure>?>(nil)
        let stalling = server.url("/stall/200000")
        try WorkerThread.start {
            // The server sends half the body, then nothing for 30 s; the timeout is longer still.
            let r = HTTPClient(timeout: 60).stream(HTTPRequest(stalling), cancellation: token,
                                                   onResponse: { _ in }, onData: { _ in firstChunk.signal() })
            result.withLock { $0 = r }
            done.signal()
        }
        #expect(firstChunk.wait(timeout: .now() + 30) == .success)
        let start = ContinuousClock.now
        #expect(token.cancel())
        #expect(done.wait(timeout: .now() + 10) == .success)
        // Woken, not found by a once-a-second check: well under a second.
        #expect(ContinuousClock.now - start < .milliseconds(900))
        guard case .failure(let f)? = result.value else { Issue.record("not failed"); return }
        #expect(f.kind == .cancelled)
        // The token stays cancelled: the next request ends before sending anything.
        let before = server.connections()
        guard case .failure(let again) = HTTPClient().send(HTTPRequest(server.url("/bytes/10")), cancellation: token) else { Issue.record("sent"); return }
        #expect(again.kind == .cancelled && !token.cancel())
        #expect(server.connections() == before.map { $0 + 1 })
    }

    @Test func silenceLongerThanTheTimeoutFailsButSlowProgressDoesNot() throws {
        let server = try NetServer()
        let client = HTTPClient(timeout: 0.5)
        guard case .failure(let head) = client.send(HTTPRequest(server.url("/quiet/5"))) else { Issue.record("answered"); return }
        #expect(head.kind == .timedOut && head.reason == "timed out after 0.5 s")
        guard case .failure(let body) = client.send(HTTPRequest(server.url("/stall/200000"))) else { Issue.record("answered"); return }
        #expect(body.kind == .timedOut)
        // Twelve bytes, one every 0.15 s: 1.8 s in all, but never 0.5 s without progress.
        guard case .success(let slow) = client.send(HTTPRequest(server.url("/drip/12/150"))) else { Issue.record("timed out"); return }
        #expect(slow.body == NetServer.payload(12))
    }

    @Test func aMissingLibcurlIsAFailureNamingIt() throws {
        let server = try NetServer()
        let client = HTTPClient(library: "libcurl-navsim-missing.so.9")
        guard case .failure(let f) = client.send(HTTPRequest(server.url("/bytes/10"))) else { Issue.record("sent"); return }
        #expect(f.kind == .unavailable && !f.isRetryable)
        #expect(f.reason.contains("libcurl-navsim-missing.so.9"), "\(f.reason)")
        guard case .failure(let s) = client.stream(HTTPRequest(server.url("/bytes/10")), onResponse: { _ in }, onData: { _ in }) else {
            Issue.record("streamed"); return
        }
        #expect(s.kind == .unavailable)
        guard case .failure(let v) = client.httpLibraryVersion() else { Issue.record("loaded"); return }
        #expect(v.kind == .unavailable)
        // The real library is unaffected.
        guard case .success(let version) = HTTPClient().httpLibraryVersion() else { Issue.record("no libcurl"); return }
        #expect(version.hasPrefix("libcurl/"))
        #expect(server.connections() == 1)
    }
}
