import Foundation
import Geo
import NavsimCLI
import RasterTiles
import Testing

/// The raster options and `navsim tiles` through the command line, with file:// tiles the test writes.
@Suite(.serialized) struct RasterCommandTests: RunsNavsimInProcess {
    static func folder(_ name: String) -> String {
        let path = NSTemporaryDirectory() + "navsim-rastercli-\(name)-\(UUID().uuidString.prefix(8))"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Purple 32×32 tiles at z12–z17 over the whole default town.
    static let tiles: String = {
        let root = folder("tiles")
        let png = try! ImageEncoder.png(RasterImage(width: 32, height: 32, fill: RGBA(r: 150, g: 40, b: 160)))
        for z in 12...17 {
            let nw = WebMercator.tile(for: Coordinate(latitude: 51.045, longitude: -1.085), zoom: z)
            let se = WebMercator.tile(for: Coordinate(latitude: 50.995, longitude: -1.015), zoom: z)
            for x in nw.x...se.x {
                try? FileManager.default.createDirectory(atPath: "\(root)/\(z)/\(x)", withIntermediateDirectories: true)
                for y in nw.y...se.y { try? Data(png).write(to: URL(fileURLWithPath: "\(root)/\(z)/\(x)/\(y).png")) }
            }
        }
        return root
    }()

    static var template: String { "file://\(tiles)/{z}/{x}/{y}.png" }

    @Test func snapshotDrawsARasterLayerAndTheSameInputsGiveTheSameBytes() {
        let cache = Self.folder("cache")
        let args = ["snapshot", "--size", "80x24", "--mode", "north-up", "--raster-layer", Self.template + ",name=purple,levels=12-17",
                    "--tile-cache", cache, "--color", "truecolor"]
        let a = Self.run(args), b = Self.run(args)
        #expect(a.code == 0, "\(a.err)")
        #expect(a.err.isEmpty)
        #expect(a.out.contains("38;2;150;40;160") || a.out.contains("48;2;150;40;160"))
        #expect(a.out == b.out)
        let plain = Self.run(Array(args.dropLast(2)))
        #expect(plain.out.contains("▓") || plain.out.contains("▒") || plain.out.contains("░"))
    }

    @Test func aStyleWithARasterSourceDrawsItsTilesUnderItsRoads() throws {
        let dir = Self.folder("style")
        let style = """
        {"version": 8, "name": "purple relief",
         "sources": {"omt": {"type": "vector", "url": "navsim:openmaptiles"},
                     "purple": {"type": "raster", "tiles": ["\(Self.template)"], "tileSize": 256, "minzoom": 12, "maxzoom": 17}},
         "layers": [{"id": "background", "type": "background", "paint": {"background-color": "#ffffff"}},
                    {"id": "purple", "type": "raster", "source": "purple"},
                    {"id": "roads", "type": "line", "source": "omt", "source-layer": "transportation", "paint": {"line-color": "#303030"}}]}
        """
        try Data(style.utf8).write(to: URL(fileURLWithPath: dir + "/purple.json"))
        let args = ["snapshot", "--size", "80x24", "--mode", "north-up", "--style", dir + "/purple.json", "--tile-cache", Self.folder("cache"),
                    "--color", "truecolor"]
        let a = Self.run(args), b = Self.run(args)
        #expect(a.code == 0, "\(a.err)")
        #expect(a.err.isEmpty, "\(a.err)")
        #expect(a.out.contains("48;2;150;40;160"))
        #expect(a.out.contains("─") || a.out.contains("│") || a.out.contains("⠉") || a.out.contains("━"))
        #expect(a.out == b.out)
        // A TileJSON that is not there is one usage error naming it.
        let bad = style.replacingOccurrences(of: #""tiles": ["\#(Self.template)"]"#, with: #""url": "file://\#(dir)/none.json""#)
        try Data(bad.utf8).write(to: URL(fileURLWithPath: dir + "/bad.json"))
        let e = Self.run(["snapshot", "--size", "40x12", "--style", dir + "/bad.json"])
        #expect(e.code == 2)
        #expect(e.err.contains("none.json") && e.err.contains("TileJSON"), "\(e.err)")
    }

    @Test func badRasterOptionsAreOneLineUsageErrors() {
        let noY = Self.run(["snapshot", "--raster-layer", "file:///t/{z}/{x}.png"])
        #expect(noY.code == 2)
        #expect(noY.err.contains("lacks {z}, {x} or {y}"))
        let levels = Self.run(["snapshot", "--raster-layer", Self.template + ",levels=3-40"])
        #expect(levels.code == 2)
        #expect(levels.err.contains("outside 0…31"))
        let dup = Self.run(["snapshot", "--raster-layer", Self.template + ",name=a", "--raster-layer", Self.template + ",name=a"])
        #expect(dup.code == 2)
        #expect(dup.err.contains("exists already"))
    }

    @Test func snapshotSaysOnStderrWhatFailedAndStillDraws() {
        // Port 9 on loopback: nothing listens, so every tile fails (connection refused).
        let r = Self.run(["snapshot", "--size", "60x16", "--raster-layer", "http://127.0.0.1:9/{z}/{x}/{y}.png,name=down",
                          "--tile-cache", Self.folder("cache"), "--tile-timeout", "20"])
        #expect(r.code == 0)
        #expect(r.err.contains("snapshot: down: "))
        #expect(r.err.contains("failed"))
        #expect(r.out.split(separator: "\n").count >= 16)
    }

    @Test func tilesPrefetchStatusAndClear() {
        let cache = Self.folder("cache")
        let p = Self.run(["tiles", "prefetch", "--bbox", "-1.06,51.015,-1.04,51.025", "--zoom", "13-14",
                          "--source", Self.template + ",name=purple", "--tile-cache", cache])
        #expect(p.code == 0, "\(p.err)")
        #expect(p.out.contains("purple: "))
        #expect(p.out.contains(" 0 failed"))
        let s = Self.run(["tiles", "--tile-cache", cache])
        #expect(s.out.contains("purple"))
        #expect(!s.out.contains(": 0 entries"))
        let big = Self.run(["tiles", "prefetch", "--bbox", "-10,40,10,60", "--zoom", "12-16", "--source", Self.template, "--tile-cache", cache])
        #expect(big.code == 2)
        #expect(big.err.contains("more than 5000 tiles"))
        let c = Self.run(["tiles", "clear", "--tile-cache", cache])
        #expect(c.code == 0)
        #expect(Self.run(["tiles", "--tile-cache", cache]).out.contains(": 0 entries"))
    }
}

extension RasterCommandTests {
    @Test func gestureScriptLinesSwitchLayers() throws {
        let dir = Self.folder("script")
        let script = dir + "/layers.gesture"
        try Data("""
        size 100x30
        camera 51.02,-1.05 zoom 15
        layer purple off
        expect screen contains "Raster layer purple off"
        layer purple on
        expect screen contains "Raster layer purple on"
        layer missing on
        expect screen contains "No raster layer named missing"

        """.utf8).write(to: URL(fileURLWithPath: script))
        let r = Self.run(["gestures", "run", script, "--headless", "--raster-layer", Self.template + ",name=purple",
                          "--tile-cache", Self.folder("cache")])
        #expect(r.code == 0, "\(r.out)\(r.err)")
        #expect(r.out.contains("3 passed, 0 failed"))
        let bad = dir + "/bad.gesture"
        try Data("layer purple maybe\n".utf8).write(to: URL(fileURLWithPath: bad))
        let e = Self.run(["gestures", "run", bad, "--headless"])
        #expect(e.code == 2)
        #expect(e.err.contains("is not on or off"))
    }
}
