import AerialImagery
import Foundation
import Geo
import MapData
import MapRender
import RasterTiles
import Text

/// `navsim-towngen imagery DIR [--format jpeg|png] [--map FILE] [--seed N] [--levels A-B]`: writes the procedural
/// aerial imagery pyramid of the default town (or another map) as DIR/Z/X/Y.jpg (or .png), z12–z17 by default.
/// navsim makes the same tiles at first use (`--imagery generated`); this writes them all at once.
enum ImageryCommand {
    static let usage = """
        usage: navsim-towngen imagery DIR [--format jpeg|png] [--map FILE] [--seed N] [--levels A-B]
          DIR            where the tiles go: DIR/Z/X/Y.jpg
          --format F     jpeg (default, quality 85) or png
          --map FILE     the map to paint (default: the embedded default town)
          --seed N       the noise seed (default 1, as navsim uses)
          --levels A-B   zoom levels (default 12-17)
        """

    static func run(_ arguments: [String]) -> Int32 {
        var args = arguments
        if args.contains("--help") || args.contains("-h") { print(usage); return 0 }
        guard let dir = args.first, !dir.hasPrefix("-") else {
            return fail("navsim-towngen imagery: needs DIR\n\(usage)")
        }
        args.removeFirst()
        var format = ImageDecoder.Format.jpeg
        var mapPath: String?
        var seed: UInt64 = 1
        var levels = AerialImageryRenderer.levels
        while !args.isEmpty {
            let option = args.removeFirst()
            let known = ["--format", "--map", "--seed", "--levels"]
            guard known.contains(option) else {
                let near = KeySuggestion.didYouMean(option, in: known)
                return fail("navsim-towngen imagery: unknown option \(TerminalText.sanitized(option))\(near)\n\(usage)")
            }
            guard let value = args.first else {
                return fail("navsim-towngen imagery: \(option) needs a value\n\(usage)")
            }
            args.removeFirst()
            switch option {
            case "--format":
                guard let f = ["jpeg": ImageDecoder.Format.jpeg, "jpg": .jpeg, "png": .png][value] else {
                    return fail("navsim-towngen imagery: --format must be jpeg or png, got \(TerminalText.sanitized(value))")
                }
                format = f
            case "--map": mapPath = value
            case "--seed":
                guard let n = UInt64(value) else {
                    return fail("navsim-towngen imagery: --seed wants a whole number, got \(TerminalText.sanitized(value))")
                }
                seed = n
            case "--levels":
                let p = value.split(separator: "-").compactMap { Int($0) }
                guard p.count == 2, p[0] <= p[1], p[0] >= 0, p[1] <= 22 else {
                    return fail("navsim-towngen imagery: --levels must be A-B within 0-22, got \(TerminalText.sanitized(value))")
                }
                levels = p[0]...p[1]
            default: break
            }
        }
        let map: OSMMap
        do { map = try mapPath.map { try OSMMap.load(path: $0) } ?? OSMMap.defaultTown() } catch {
            return fail("navsim-towngen imagery: \(error)")
        }
        let projected = ProjectedMap(map)
        let fetcher = GeneratedImageryFetcher(renderer: AerialImageryRenderer(map: projected, seed: seed), folder: dir, format: format)
        let b = map.bounds
        let nw = WebMercator.normalized(Coordinate(latitude: b.maxLatitude, longitude: b.minLongitude))
        let se = WebMercator.normalized(Coordinate(latitude: b.minLatitude, longitude: b.maxLongitude))
        let box = MercatorBox(minX: nw.x, minY: nw.y, maxX: se.x, maxY: se.y)
        do {
            let n = try fetcher.writePyramid(box, levels: levels) { done, total in
                if done % 50 == 0 || done == total { FileDescriptor.writeAll(STDERR_FILENO, "\r\(done)/\(total) tiles") }
            }
            FileDescriptor.writeAll(STDERR_FILENO, "\n")
            print("wrote \(n) tiles (z\(levels.lowerBound)–z\(levels.upperBound)) under \(dir)")
            return 0
        } catch {
            return fail("navsim-towngen imagery: \(error)")
        }
    }

    static func fail(_ message: String) -> Int32 {
        FileDescriptor.writeAll(STDERR_FILENO, message + "\n")
        return 2
    }
}
