import Net
import Foundation
import Geo
import MapData
import Regions
import Routing
import TermUI
import Text

/// `navsim maps`: the offline-maps life cycle (catalogue, download, list, update, version, delete, repair, status, cache).
struct MapsCommand: Command {
    let name = "maps"
    let summary = "offline maps: region catalogue, downloads, updates, repair, cache"
    let help = """
    usage: navsim maps SUBCOMMAND [options]

      regions [--catalog URL] [--catalog-version latest|YYMMDD] [--language LANG] [--json]
                         the region tree with localised names, sizes (HTTP HEAD, cached) and what is installed
      download ID…       download regions in parallel (by id or any localised name) and install them atomically;
                         progress bars on a terminal, --json progress lines for scripts
      list               installed regions with their versions
      update [--check]   bring installed regions up to date by replication diffs (full download when diffs are
                         missing); --check only says which have updates
      version            the map version: ID:SEQUENCE@YYYY-MM-DD per installed region (replication sequence and data date)
      delete ID          remove an installed region
      status             check the storage (ok, interrupted, or corrupted with what is wrong)
      repair             finish or roll back an interrupted install or update from the journal
      cache [clear]      the map cache (merged regions, compiled maps): entries and sizes, or clear both
      compile IN [-o OUT]  write a compiled map (.navsim: network, hierarchies, features, search index) that every
                         command opens in milliseconds; sources are also compiled and cached automatically

    options:
      --catalog URL            index-v1.json (http, https or file); default $NAVSIM_CATALOG, else Geofabrik's
      --catalog-version V      latest (default) or a date YYMMDD: dated extracts NAME-YYMMDD.osm.pbf
      --language LANG          names in this language (name:LANG) where the catalogue has them
      --storage DIR            the storage folder; default $NAVSIM_STORAGE, else $XDG_DATA_HOME/navsim, else ~/.local/share/navsim
      --offline                never use the network (also NAVSIM_OFFLINE=1); commands that need it fail and say so
      --cache-size MB          the map cache's maximum size (default 256)
      --ascii                  '#' progress bars instead of eighth blocks
      --json                   JSON output (regions, list, version, status) and JSON Lines progress (download, update)

    Downloads resume: an interrupted or killed download continues from its last byte (HTTP Range) when the same
    command runs again. Use installed regions with --map ID[,ID…] on route, search, drive, … (several regions load
    as one map); without --map, a route whose places fall in an installed region uses it.

    exit status: 0 on success, 1 when something failed (each region's error is printed), 2 for a bad command line.
    """

    static let defaultCatalog = "https://download.geofabrik.de/index-v1.json"

    func run(_ args: [String], output: Output) throws(CLIError) -> Int32 {
        if args.first == "compile" { return try MapsCompile().run(Array(args.dropFirst()), output: output) }
        let a = try Arguments(args, command: name, valued: ["catalog", "catalog-version", "language", "storage", "cache-size"],
                              flags: ["json", "offline", "check", "ascii"])
        guard let sub = a.positional.first else { throw CLIError.usage("maps: needs a subcommand (see 'navsim help maps')") }
        let env = output.environment
        let offline = a.flag("offline") || env["NAVSIM_OFFLINE"] == "1"
        let http = HTTPClient(offline: offline)
        let storage: RegionStorage
        do { storage = try RegionStorage(root: a.value("storage") ?? RegionStorage.defaultRoot(environment: env)) } catch { throw CLIError.failed(error.description) }
        let cacheMB = try a.int("cache-size", default: 256, in: 1...1_000_000)
        let ctx = MapsContext(args: a, output: output, storage: storage, http: http, cacheBytes: Int64(cacheMB) * 1_000_000)
        if !["status", "repair"].contains(sub), case .interrupted(let m) = storage.status() {
            output.error("navsim maps: storage \(storage.root): interrupted: \(m); run 'navsim maps repair'")
        }
        switch sub {
            case "regions": try a.expectPositional(max: 1); return try ctx.regions()
            case "download": return try ctx.download(Array(a.positional.dropFirst()))
            case "list", "version": try a.expectPositional(max: 1); return ctx.list(versionOnly: sub == "version")
            case "update": try a.expectPositional(max: 1); return try ctx.update()
            case "delete":
                guard a.positional.count >= 2 else { throw CLIError.usage("maps delete: needs a region ID") }
                for id in a.positional.dropFirst() {
                    do { try storage.delete(id) } catch { throw CLIError(error) }
                    output.line("\(id): deleted")
                }
                return 0
            case "status": try a.expectPositional(max: 1); return ctx.status()
            case "repair":
                try a.expectPositional(max: 1)
                let done: [String]
                do { done = try storage.repair() } catch { throw CLIError(error) }
                output.line(done.isEmpty ? "nothing to repair" : done.joined(separator: "\n"))
                return storage.status() == .ok ? 0 : 1
            case "cache": try a.expectPositional(max: 2); return try ctx.cache(a.positional.dropFirst().first)
            default: throw CLIError.usage("maps: unknown subcommand '\(sub)' (see 'navsim help maps')")
        }
    }
}

/// What the subcommands share.
struct MapsContext {
    let args: Arguments
    let output: Output
    let storage: RegionStorage
    let http: HTTPClient
    let cacheBytes: Int64

    var json: Bool { args.flag("json") }

    func catalog() throws(CLIError) -> RegionCatalog {
        let url = args.value("catalog") ?? output.environment["NAVSIM_CATALOG"] ?? MapsCommand.defaultCatalog
        let pin = args.value("catalog-version") ?? "latest"
        guard let version = RegionCatalog.Version(pin) else {
            throw CLIError.usage("maps: --catalog-version must be latest or a date YYMMDD, got '\(pin)'")
        }
        do { return try RegionCatalog.load(url, http: http).pinned(to: version) } catch { throw CLIError(error) }
    }

    /// One JSON object on one line, by the one writer (`Text.JSONWriter`): keys in the order written.
    private func printJSON(_ members: (inout JSONWriter) -> Void) {
        var w = JSONWriter()
        w.beginObject()
        members(&w)
        w.endObject()
        output.line(w.string)
    }

    func regions() throws(CLIError) -> Int32 {
        let cat = try catalog()
        let sizes = RegionSizes(storage: storage, http: http)
        let language = args.value("language")
        let installed = Dictionary(uniqueKeysWithValues: storage.installed().map { ($0.id, $0) })
        var rows: [(region: Region, name: String, depth: Int, size: Int64?)] = []
        for (r, depth) in cat.tree() {
            let size = sizes.size(of: r)
            let name = TerminalText.sanitized(r.name(in: language))
            if json {
                rows.append((r, name, depth, size))
            } else {
                let indent = String(repeating: "  ", count: depth)
                let what = r.isDownloadable ? (size.map { ByteCount.format($0) } ?? "size unknown") : "no file of its own: download its parts"
                let mark = installed[r.id].map { "  [installed \($0.version)]" } ?? ""
                output.line("\(indent)\(name) (\(r.id))  \(what)\(mark)")
            }
        }
        if json {
            printJSON { w in
                w.field("catalog", cat.source)
                w.key("regions")
                w.beginArray()
                for row in rows {
                    w.beginObject()
                    w.field("id", row.region.id)
                    w.field("name", row.name)
                    if let p = row.region.parent { w.field("parent", p) }
                    w.field("depth", row.depth)
                    w.field("downloadable", row.region.isDownloadable)
                    if let size = row.size { w.field("size", Int(size)) }
                    if let i = installed[row.region.id] { w.field("installed", i.version) }
                    w.endObject()
                }
                w.endArray()
            }
        }
        return 0
    }

    func download(_ ids: [String]) throws(CLIError) -> Int32 {
        guard !ids.isEmpty else { throw CLIError.usage("maps download: needs one or more region IDs (see 'navsim maps regions')") }
        let regions: [Region]
        let cat = try catalog()
        do { regions = try cat.resolveDownloads(ids) } catch { throw CLIError(error) }
        let mode: MapsProgressPrinter.Mode = json ? .json : (output.isTerminal ? .terminal(ascii: args.flag("ascii")) : .plain)
        let printer = MapsProgressPrinter(output: output, mode: mode, regions: regions.map(\.id))
        let downloader = RegionDownloader(storage: storage, http: http)
        let tasks = downloader.download(regions, listener: printer)
        var failed = 0
        for t in tasks where t.wait() != nil { failed += 1 }
        if !json { for r in regions { if let i = storage.installed(r.id), i.sourceURL == r.pbfURL { output.line("\(r.id): installed \(i.version)") } } }
        return failed == 0 ? 0 : 1
    }

    func list(versionOnly: Bool) -> Int32 {
        let all = storage.installed()
        if json {
            if versionOnly {
                printJSON { $0.field("version", all.map(\.version).joined(separator: ",")) }
            } else {
                printJSON { w in
                    w.key("regions")
                    w.beginArray()
                    for r in all {
                        w.beginObject()
                        w.field("id", r.id)
                        w.field("version", r.version)
                        w.field("size", Int(r.size))
                        w.field("source", r.sourceURL)
                        w.endObject()
                    }
                    w.endArray()
                }
            }
            return 0
        }
        if versionOnly {
            output.line(all.isEmpty ? "no regions installed" : all.map(\.version).joined(separator: ","))
            return 0
        }
        if all.isEmpty { output.line("no regions installed (see 'navsim maps regions', then 'navsim maps download ID')") }
        let language = args.value("language")
        for r in all {
            let name = language.flatMap { r.localizedNames?[$0] } ?? r.name
            output.line("\(r.id)  \(TerminalText.sanitized(name))  \(r.version)  \(ByteCount.format(r.size))")
        }
        return 0
    }

    func update() throws(CLIError) -> Int32 {
        let updater = RegionUpdater(downloader: RegionDownloader(storage: storage, http: http))
        let checks: [RegionUpdater.Availability]
        do { checks = try updater.check() } catch { throw CLIError(error) }
        if checks.isEmpty { output.line("no regions installed"); return 0 }
        let pending = checks.filter(\.isAvailable)
        for c in checks {
            let state = c.problem.map { "cannot check: \($0)" }
                ?? (c.isAvailable ? "update available: sequence \(c.installed.sequence ?? 0) → \(c.latest!.sequence)" : "up to date")
            if json {
                printJSON { w in
                    w.field("region", c.region)
                    w.field("installed", c.installed.version)
                    w.field("available", c.isAvailable)
                    w.field("latest", c.latest.map { Int($0.sequence) }) // null when it could not be checked
                }
            }
            else { output.line("\(c.region)  \(c.installed.version)  \(state)") }
        }
        if args.flag("check") || pending.isEmpty { return 0 }
        let mode: MapsProgressPrinter.Mode = json ? .json : (output.isTerminal ? .terminal(ascii: args.flag("ascii")) : .plain)
        let printer = MapsProgressPrinter(output: output, mode: mode, regions: pending.map(\.region))
        var failed = 0
        for t in updater.update(pending.map(\.region), listener: printer) where t.wait() != nil { failed += 1 }
        if !json { for c in pending { if let i = storage.installed(c.region) { output.line("\(c.region): now \(i.version)") } } }
        return failed == 0 ? 0 : 1
    }

    func status() -> Int32 {
        let s = storage.status()
        if json {
            printJSON { w in
                w.field("storage", storage.root)
                w.field("status", s.description)
                w.field("ok", s == .ok)
            }
        } else {
            output.line("storage \(storage.root): \(s.description)")
            for r in storage.installed() { output.line("  \(r.id)  \(r.version)") }
        }
        return s == .ok ? 0 : 1
    }

    func cache(_ sub: String?) throws(CLIError) -> Int32 {
        let cache = MapCache(directory: storage.cacheDir, maxBytes: cacheBytes)
        switch sub {
        case nil:
            let e = cache.entries()
            output.line("cache \(storage.cacheDir): \(e.keys.count) entries, \(ByteCount.format(e.bytes)) of \(ByteCount.format(cache.maxBytes))")
            for k in e.keys { output.line("  \(k)") }
            let compiled: CompiledMapCache
            do { compiled = try MapFiles.cache(environment: output.environment) } catch { throw CLIError(error) }
            if let dir = compiled.directory {
                let c = compiled.entries()
                output.line("compiled maps \(dir): \(c.count) files, \(ByteCount.format(c.bytes)) of \(ByteCount.format(compiled.maxBytes))")
            } else {
                output.line("compiled maps: cache off (NAVSIM_MAP_CACHE=off)")
            }
        case "clear"?:
            cache.clear()
            do { try MapFiles.cache(environment: output.environment).clear() } catch { throw CLIError(error) }
            output.line("cache cleared (merged regions and compiled maps)")
        case let s?: throw CLIError.usage("maps cache: unknown action '\(s)' (clear)")
        }
        return 0
    }
}
