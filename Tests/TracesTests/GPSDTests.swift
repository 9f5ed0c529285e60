import Foundation
import Geo
import TestSupport
import Testing
import Text
@testable import Traces

#if canImport(Glibc)
import Glibc
#endif

struct GPSDTests {
    static let tpv = #"{"class":"TPV","device":"/dev/ttyUSB0","mode":3,"time":"2026-11-22T09:53:05.802Z","ept":0.005,"lat":-27.210911667,"lon":153.052250000,"altHAE":45.200,"altMSL":3.000,"alt":3.000,"track":133.9600,"speed":0.993,"eph":400.900}"#

    @Test func tpvReportsBecomeFixes() throws {
        var d = GPSDJSONDecoder()
        let reports = d.feed(Array((#"{"class":"VERSION","release":"3.20","proto_major":3}"# + "\n" + Self.tpv + "\n"
            + #"{"class":"TPV","mode":1}"# + "\n" + #"{"class":"SKY","satellites":[{"PRN":2,"used":false}]}"# + "\n").utf8))
        #expect(reports.count == 4)
        #expect(reports[0] == .other("VERSION") && reports[2] == .noFix(time: nil) && reports[3] == .other("SKY"))
        guard case .fix(let f) = reports[1] else { Issue.record("no fix: \(reports)"); return }
        #expect(f.coordinate == Coordinate(-27.210911667, 153.05225))
        #expect(f.altitude == 3 && f.speed == 0.993 && f.course == 133.96 && f.mode == .threeD && f.horizontalAccuracy == 400.9)
        #expect(f.time.map(UTCTime.iso8601) == "2026-11-22T09:53:05.802Z")
    }

    @Test func linesSplitAcrossReadsAndBrokenLinesAreHandled() {
        var d = GPSDJSONDecoder()
        let bytes = Array(("garbage line\n" + Self.tpv + "\n{\"class\":\"TPV\",\"mode\":3,\"lat\":\n" + Self.tpv).utf8)
        var fixes = 0
        for chunk in stride(from: 0, to: bytes.count, by: 5) {
            for r in d.feed(Array(bytes[chunk..<min(chunk + 5, bytes.count)])) { if case .fix = r { fixes += 1 } }
        }
        #expect(fixes == 1)  // the last line has no newline yet
        for r in d.finish() { if case .fix = r { fixes += 1 } }
        #expect(fixes == 2)
        #expect(d.skipped.count(.notASentence) == 1 && d.skipped.count(.malformed) == 1)
    }

    @Test(.enabled(if: SharedData.isAvailable, sharedDataNote))
    func aChkFileReadsAsAGpsdJSONLog() throws {
        let path = SharedData.path("gpsd/haicom-305N.log.chk")
        let t = try GPSDJSONReader.read(bytes: Array(try #require(FileManager.default.contents(atPath: path))), file: path)
        // 134 TPV lines with a position (two per epoch), 8 without; the NMEA lines are skipped as non-JSON.
        #expect(t.fixes.count == 134)
        #expect(t.skipped.count(.noFix) == 8)
        #expect(t.fixes.allSatisfy { $0.mode == .threeD && $0.time != nil })
    }

    @Test func endpointsParse() {
        #expect(GPSDClient.endpoint("gps.local:3000")! == ("gps.local", 3000))
        #expect(GPSDClient.endpoint("gps.local")! == ("gps.local", 2947))
        #expect(GPSDClient.endpoint(":2948")! == ("localhost", 2948))
        #expect(GPSDClient.endpoint("[::1]:2949")! == ("::1", 2949))
        #expect(GPSDClient.endpoint("host:notaport") == nil)
    }

    @Test func refusedConnectionIsAClearError() throws {
        let port = try FakeGPSD.unusedPort()
        let client = GPSDClient(host: "127.0.0.1", port: port)
        do {
            try client.connect()
            Issue.record("connected to a closed port")
        } catch let e as GPSDClientError {
            guard case .connectionFailed(let h, let p, let reason) = e else { Issue.record("\(e)"); return }
            #expect(h == "127.0.0.1" && p == port && !reason.isEmpty)
            #expect(e.description.hasPrefix("gpsd: cannot connect to 127.0.0.1:\(port)"))
        }
    }

    @Test func clientSendsWatchAndReadsFixesUntilTheDaemonHangsUp() throws {
        let server = try FakeGPSD(reply: #"{"class":"VERSION","release":"3.20"}"# + "\n" + Self.tpv + "\n" + #"{"class":"TPV","mode":1}"#
            + "\n" + Self.tpv.replacingOccurrences(of: "-27.210911667", with: "-27.5") + "\n")
        let client = GPSDClient(host: "127.0.0.1", port: server.port)
        try client.connect()
        let first = try client.nextFix()
        let second = try client.nextFix()
        #expect(first.coordinate.latitude == -27.210911667 && second.coordinate.latitude == -27.5)
        #expect(throws: GPSDClientError.connectionClosed) { try client.nextReport() }
        server.wait()
        #expect(server.received.hasPrefix(#"?WATCH={"enable":true,"json":true}"#))
    }
}

extension GPSDTests {
    @Test func availableReportsDoesNotBlockAndEndsWithConnectionClosed() throws {
        let server = try FakeGPSD(reply: Self.tpv + "\n" + #"{"class":"TPV","mode":1}"# + "\n")
        let client = GPSDClient(host: "127.0.0.1", port: server.port)
        try client.connect()
        var reports: [GPSDReport] = []
        var closed = false
        for _ in 0..<200 where !closed {
            do { reports += try client.availableReports(timeout: 0.05) } catch GPSDClientError.connectionClosed { closed = true }
        }
        server.wait()
        #expect(closed)
        #expect(reports.count == 2)
        #expect(reports.last == .noFix(time: nil))
    }
}

/// A one-connection gpsd on loopback: accepts, reads the client's command, writes `reply`, closes.
final class FakeGPSD: Sendable {
    let port: UInt16
    private let listener: Int32
    private let done = DispatchSemaphore(value: 0)
    private let command = Locked("")
    /// What the client sent (read after `wait`).
    var received: String { command.value }

    static func unusedPort() throws -> UInt16 {
        let s = try FakeGPSD(reply: nil)
        return s.port  // closed in deinit before anyone connects
    }

    init(reply: String?) throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        listener = fd
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        addr.sin_port = 0
        var len = socklen_t(MemoryLayout<sockaddr_in>.size)
        let ok = withUnsafeMutablePointer(to: &addr) { a in
            a.withMemoryRebound(to: sockaddr.self, capacity: 1) { sa in
                bind(fd, sa, len) == 0 && getsockname(fd, sa, &len) == 0
            }
        }
        guard ok else { throw GPSDClientError.io("bind failed") }
        port = UInt16(bigEndian: addr.sin_port)
        guard let reply else { close(listener); return }
        guard listen(listener, 1) == 0 else { throw GPSDClientError.io("listen failed") }
        try serve(reply)
    }

    private func serve(_ reply: String) throws {
        let l = listener
        try WorkerThread.start { [self] in
            let c = accept(l, nil, nil)
            if c >= 0 {
                var buffer = [UInt8](repeating: 0, count: 256)
                let n = read(c, &buffer, 256)
                if n > 0 { command.withLock { $0 = String(decoding: buffer[0..<n], as: UTF8.self) } }
                let bytes = Array(reply.utf8)
                _ = bytes.withUnsafeBytes { write(c, $0.baseAddress, $0.count) }
                close(c)
            }
            close(l)
            done.signal()
        }
    }

    func wait() { done.wait() }
}
