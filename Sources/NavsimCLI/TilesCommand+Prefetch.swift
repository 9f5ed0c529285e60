import Foundation
import Geo
import RasterTiles
import Regions
import Text
import Widgets

/// `navsim tiles prefetch`: every tile of a box and zoom range into the source's disk cache, with a progress bar.
extension TilesCommand {
    /// Tiles asked for beyond this need `--max-tiles` (usage policies of public tile servers forbid bulk downloads).
    static let defaultMaxTiles = 5000

    func prefetch(_ a: Arguments, root: String, output: Output) throws(CLIError) -> Int32 {
        guard let bboxText = a.value("bbox") else { throw CLIError.usage("tiles prefetch: --bbox W,S,E,N is required") }
        let v = bboxText.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) ?? .nan }
        guard v.count == 4, v[0] < v[2], v[1] < v[3], (-180...180).contains(v[0]), (-180...180).contains(v[2]),
              (-85.06...85.06).contains(v[1]), (-85.06...85.06).contains(v[3]) else {
            throw CLIError.usage("tiles prefetch: --bbox must be west,south,east,north in degrees, got '\(bboxText)'")
        }
        let zooms = try Self.zoomRange(a.value("zoom") ?? "")
        let spec = try Self.source(a, root: root)
        var keys: [TileKey] = []
        let maxTiles = try a.int("max-tiles", default: Self.defaultMaxTiles, in: 1...1_000_000)
        for z in zooms {
            let nw = WebMercator.tile(for: Coordinate(latitude: v[3], longitude: v[0]), zoom: z)
            let se = WebMercator.tile(for: Coordinate(latitude: v[1], longitude: v[2]), zoom: z)
            let count = (se.x - nw.x + 1) * (se.y - nw.y + 1)
            guard keys.count + count <= maxTiles else {
                throw CLIError.usage("tiles prefetch: the box holds more than \(maxTiles) tiles at z\(zooms.lowerBound)–z\(zooms.upperBound); narrow it or raise --max-tiles")
            }
            for x in nw.x...se.x { for y in nw.y...se.y { keys.append(TileKey(z: z, x: x, y: y)) } }
        }
        let registry = RasterSourceRegistry(userAgent: RasterArguments.userAgent)
        let source: RasterDataSource
        do { source = try registry.makeSource(spec.source) } catch { throw CLIError.usage(error.description) }
        guard source.diskCache != nil else {
            throw CLIError.failed("tiles prefetch: \(source.cacheProblem ?? "\(spec.source.name) has no cache path"): nothing to prefetch into")
        }
        let bar = PrefetchProgress(output: output, total: keys.count, name: spec.source.name, terminal: output.isTerminal, ascii: a.flag("ascii"))
        let firstFailure = Locked<String?>(nil)
        let r = source.prefetch(keys) { done, lookup in
            if case .failed(let why) = lookup { firstFailure.withLock { if $0 == nil { $0 = why } } }
            bar.update(done)
        }
        bar.finish()
        let usage = source.diskCache?.usage
        output.line("\(spec.source.name): \(keys.count) tiles at z\(zooms.lowerBound)–z\(zooms.upperBound): \(r.images) images, \(r.empty) empty, \(r.failed) failed; cache \(usage.map { "\($0.entries) entries, \(ByteCount.format($0.bytes))" } ?? "-") of \(ByteCount.format(spec.source.maxDiskBytes))")
        if r.failed > 0 {
            output.error("navsim: tiles prefetch: \(r.failed) tiles failed, the first: \(firstFailure.value ?? "?")")
            return 1
        }
        return 0
    }

    static func zoomRange(_ text: String) throws(CLIError) -> ClosedRange<Int> {
        let p = text.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        if p.count == 1, let z = p[0], (0...22).contains(z) { return z...z }
        guard p.count == 2, let a = p[0], let b = p[1], a <= b, a >= 0, b <= 22 else {
            throw CLIError.usage("tiles prefetch: --zoom must be A-B (or one zoom) within 0-22, got '\(text)'")
        }
        return a...b
    }

    static func source(_ a: Arguments, root: String) throws(CLIError) -> RasterLayerSpec {
        if let s = a.value("source") {
            do { return try RasterLayerSpec.parse(option: s, index: 0, cacheRoot: root) } catch { throw CLIError.usage(error.description) }
        }
        if let f = a.value("raster") {
            let specs: [RasterLayerSpec]
            do { specs = try RasterLayerSpec.load(file: f, cacheRoot: root) } catch { throw CLIError.usage(error.description) }
            guard let name = a.value("name") else { return specs[0] }
            guard let s = specs.first(where: { $0.source.name == name }) else {
                throw CLIError.usage("tiles prefetch: \(f) has no layer named \(name) (it has \(specs.map(\.source.name).joined(separator: ", ")))")
            }
            return s
        }
        throw CLIError.usage("tiles prefetch: --source TEMPLATE[,options] or --raster FILE.json is required")
    }
}

/// The progress line of a prefetch: a bar, count and percentage redrawn in place on a terminal (at most ten times
/// a second), nothing but the summary otherwise. The bar is `navsim maps`'s (Widgets' ProgressBar).
final class PrefetchProgress: Sendable {
    let output: Output
    let total: Int
    let name: String
    let terminal: Bool
    let ascii: Bool
    private let last = Locked<(drawn: Int, at: UInt64)>((0, 0))

    init(output: Output, total: Int, name: String, terminal: Bool, ascii: Bool) {
        self.output = output
        self.total = total
        self.name = name
        self.terminal = terminal
        self.ascii = ascii
    }

    func update(_ done: Int) {
        guard terminal else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        let draw = last.withLock { l -> Bool in
            guard done == total || now - l.at >= 100_000_000, done > l.drawn else { return false }
            l = (done, now)
            return true
        }
        if draw { output.write("\r\u{1b}[2K" + line(done)) }
    }

    func finish() { if terminal { output.write("\r\u{1b}[2K" + line(last.value.drawn) + "\n") } }

    func line(_ done: Int) -> String {
        let f = total > 0 ? Double(done) / Double(total) : 1
        let bar = ProgressBar.render(f, width: 24, ascii: ascii)
        return "\(name.padding(toLength: 12, withPad: " ", startingAt: 0)) \(ascii ? "[" : "▕")\(bar)\(ascii ? "]" : "▏") \(String(format: "%5.1f%%", f * 100))  \(done)/\(total) tiles"
    }
}
