import Foundation
import Net
import RasterTiles
import Text
import TestSupport

/// The fixture server (Fixtures/tile_server.py) on 127.0.0.1, an ephemeral port, serving a tile folder the test
/// writes, with its request log and fault paths (/slow, /e404, /e500, /flaky, /drop, /broken, /wrongtype,
/// /redirect, /huge).
final class TileServer {
    let server: LoopbackFixtureServer
    var process: Process { server.process }
    var port: Int { server.port }
    let root: String

    struct Request: Decodable, Equatable {
        var path: String
        var userAgent: String?
        var ifNoneMatch: String?
    }

    init(root: String) throws {
        self.root = root
        let script = Repository.path("Tests/RasterTilesTests/Fixtures/tile_server.py")
        do {
            server = try LoopbackFixtureServer(script: script, arguments: [root])
        } catch let e as LoopbackFixtureServer.NotStarted {
            throw RasterError.cache(path: script, reason: "the fixture server did not start (\(e.output))")
        }
    }

    deinit { stop() }

    func stop() { server.stop() }

    var base: String { server.base }
    /// A template for one of the server's modes.
    func template(_ mode: String = "tiles") -> String { "\(base)/\(mode)/{z}/{x}/{y}.png" }

    private func get(_ path: String) -> [UInt8] {
        if case .success(let r) = HTTPClient(userAgent: "navsim-tests").send(HTTPRequest(base + path)) { return r.body }
        return []
    }

    func reset() { _ = get("/_reset") }
    func setMaxAge(_ seconds: Int) { _ = get("/_config?maxage=\(seconds)") }
    /// The most /slow replies the server held at once since the last reset (each is held 1.5 s).
    func slowPeak() -> Int { Int(String(decoding: get("/_peak"), as: UTF8.self)) ?? -1 }

    func log() -> [Request] {
        String(decoding: get("/_log"), as: UTF8.self).split(separator: "\n").compactMap {
            try? JSONDecoder().decode(Request.self, from: Data($0.utf8))
        }
    }
}

/// A manual clock: `sleep` records the wait and moves time on at once (and yields a moment to other threads).
final class ManualTileClock: NetClock {
    private let t = Locked<Double>(1_800_000_000)
    private let slept = Locked<[Double]>([])
    func now() -> Double { t.value }
    func sleep(seconds: Double) {
        slept.withLock { $0.append(seconds) }
        t.withLock { $0 += seconds }
        usleep(1000)
    }
    func advance(_ s: Double) { t.withLock { $0 += s } }
    var sleeps: [Double] { slept.value }
}

/// Test tiles: a solid colour per tile with a marker pixel, so a drawn frame shows which tile it came from.
enum TestTiles {
    static func solid(_ c: RGBA, size: Int = 256) -> RasterImage { RasterImage(width: size, height: size, fill: c) }

    /// Writes PNG tiles `z/x/y.png` for every tile of zoom `z` in the x and y ranges.
    static func writePNG(root: String, z: Int, xs: ClosedRange<Int>, ys: ClosedRange<Int>, color: (Int, Int) -> RGBA) throws {
        for x in xs {
            try FileManager.default.createDirectory(atPath: "\(root)/\(z)/\(x)", withIntermediateDirectories: true)
            for y in ys {
                let png = try ImageEncoder.png(solid(color(x, y), size: 32))
                try Data(png).write(to: URL(fileURLWithPath: "\(root)/\(z)/\(x)/\(y).png"))
            }
        }
    }

    /// A radar-like overlay: transparent, with a translucent green blob in the middle.
    static func radar(size: Int = 256) -> RasterImage {
        var img = RasterImage(width: size, height: size, fill: RGBA(r: 0, g: 0, b: 0, a: 0))
        let c = Double(size) / 2
        for y in 0..<size {
            for x in 0..<size {
                let d = ((Double(x) - c) * (Double(x) - c) + (Double(y) - c) * (Double(y) - c)).squareRoot()
                if d < c * 0.8 { img.setPixel(x: x, y: y, RGBA(r: 0, g: 220, b: 0, a: 128)) }
            }
        }
        return img
    }
}
