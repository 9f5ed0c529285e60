import Foundation
import Regions
import RasterTiles
import Text

/// `navsim tiles`: the raster tile cache: what it holds per source, clearing it, and prefetching an area for
/// offline use.
struct TilesCommand: Command {
    let name = "tiles"
    let summary = "the raster tile cache: report, clear, prefetch an area"
    let help = """
    usage: navsim tiles [status] [--tile-cache DIR] [--json]
           navsim tiles clear [--source NAME] [--tile-cache DIR]
           navsim tiles prefetch --bbox W,S,E,N --zoom A-B --source T[,K=V…] [--max-tiles N] [--tile-cache DIR] [--ascii]
           navsim tiles prefetch --bbox W,S,E,N --zoom A-B --raster FILE.json [--name LAYER] …

    status     the cache root, its size and entries, and each source's (one folder per source name)
    clear      removes every source's tiles, or one source's with --source NAME
    prefetch   loads every tile of a box (west,south,east,north in degrees) at zooms A…B into the source's cache, with
               a progress bar on a terminal; tiles still fresh in the cache are not fetched again. Refuses more than
               --max-tiles (default 5000): tile servers' usage policies forbid bulk downloads.

      --source T[,K=V…]  the source, as --raster-layer takes it (template and keys: name, levels, subdomains, cache-size…)
      --raster FILE.json the source from a layer file (--name picks a layer; default the first)
      --tile-cache DIR   the cache root (default $NAVSIM_TILE_CACHE, else $XDG_CACHE_HOME/navsim/tiles)
      --json             status as JSON
    """

    func run(_ args: [String], output: Output) throws(CLIError) -> Int32 {
        let a = try Arguments(args, command: name, valued: ["tile-cache", "source", "bbox", "zoom", "raster", "name", "max-tiles"],
                              flags: ["json", "ascii"])
        try a.expectPositional(max: 1)
        let root = RasterArguments.cacheRoot(a.value("tile-cache"), environment: output.environment)
        switch a.positional.first ?? "status" {
        case "status": return status(root, json: a.flag("json"), output: output)
        case "clear":
            let report = TileCacheReport.scan(root: root)
            if let s = a.value("source"), !report.sources.contains(where: { $0.name == s }) {
                throw CLIError.failed("tiles clear: no source named \(s) in \(root)")
            }
            do {
                let removed = try TileCacheReport.clear(root: root, source: a.value("source"))
                output.line("cleared \(removed.count) source\(removed.count == 1 ? "" : "s") (\(ByteCount.format(report.bytes - TileCacheReport.scan(root: root).bytes))) from \(root)")
            } catch {
                throw CLIError.failed("tiles clear: \(root): \((error as NSError).localizedDescription)")
            }
            return 0
        case "prefetch": return try prefetch(a, root: root, output: output)
        case let other: throw CLIError.usage("tiles: unknown action '\(other)' (status, clear or prefetch)")
        }
    }

    func status(_ root: String, json: Bool, output: Output) -> Int32 {
        let r = TileCacheReport.scan(root: root)
        if json {
            var w = JSONWriter()
            w.beginObject()
            w.field("root", root)
            w.field("bytes", Int(r.bytes))
            w.field("entries", r.entries)
            w.key("sources")
            w.beginArray()
            for s in r.sources {
                w.beginObject()
                w.field("name", s.name)
                w.field("bytes", Int(s.bytes))
                w.field("entries", s.entries)
                w.endObject()
            }
            w.endArray()
            w.endObject()
            output.line(w.string)
            return 0
        }
        output.line("tile cache \(root): \(r.entries) entries, \(ByteCount.format(r.bytes)) in \(r.sources.count) source\(r.sources.count == 1 ? "" : "s")")
        for s in r.sources {
            output.line("  \(s.name.padding(toLength: 24, withPad: " ", startingAt: 0)) \(String(s.entries).leftPadded(7)) entries  \(ByteCount.format(s.bytes))")
        }
        return 0
    }
}

extension String {
    func leftPadded(_ n: Int) -> String { count >= n ? self : String(repeating: " ", count: n - count) + self }
}
