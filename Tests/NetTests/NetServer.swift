import Foundation
import Net
import TestSupport

/// The HTTP client's fixture server (Fixtures/net_server.py) on 127.0.0.1 and an ephemeral port.
final class NetServer {
    let server: LoopbackFixtureServer

    init() throws {
        server = try LoopbackFixtureServer(script: Repository.path("Tests/NetTests/Fixtures/net_server.py"))
    }

    func url(_ path: String) -> String { server.base + path }

    /// TCP connections the server accepted so far (asked on a connection of its own).
    func connections() -> Int? {
        guard case .success(let r) = HTTPClient().send(HTTPRequest(url("/_connections"))) else { return nil }
        return Int(String(decoding: r.body, as: UTF8.self))
    }

    /// The bytes `/bytes/N` and `/range/N` serve: byte i is i % 251.
    static func payload(_ n: Int, from start: Int = 0) -> [UInt8] { (start..<n).map { UInt8($0 % 251) } }
}
