import Text

/// A raster layer as the command line and JSON files describe it: the source's configuration and the layer's
/// options, read in one place for `--raster-layer TEMPLATE[,options]`, `--raster FILE.json` and `--imagery`.
public struct RasterLayerSpec: Sendable, Hashable {
    public var source: RasterSourceConfiguration
    public var layer: RasterLayerOptions

    public init(source: RasterSourceConfiguration, layer: RasterLayerOptions) {
        self.source = source
        self.layer = layer
    }

    /// Where command-line and JSON layers go unless they say: over the area fills, under the lines and labels.
    public static let defaultPriority = RasterLayerOptions.Priority.below("roads")

    /// The cache folder of a source under a cache root: one folder per source name (made file-name safe).
    public static func cachePath(root: String, name: String) -> String {
        let safe = String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." ? $0 : "_" })
        return root + "/" + (safe.hasPrefix(".") ? "_" + safe.dropFirst() : safe)
    }

    /// Reads `TEMPLATE[,key=value…]`. Keys: `name`, `alpha` (or `alpha=yes|no`), `levels=A-B` or `levels=A:B:C`,
    /// `subdomains=a:b:c`, `priority=first|last|above:L|below:L`, `min-zoom`, `max-zoom`, `load-priority`,
    /// `cache-size=N[KB|MB|GB]`, `cache=DIR`, `disabled`, `attribution=TEXT`.
    /// - Throws: `RasterError.configuration` naming the option.
    public static func parse(option text: String, index: Int, cacheRoot: String?) throws(RasterError) -> RasterLayerSpec {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let template = parts[0]
        var fields: [String: String] = [:]
        for p in parts.dropFirst() {
            guard !p.isEmpty else { continue }
            if let eq = p.firstIndex(of: "=") {
                fields[String(p[..<eq])] = String(p[p.index(after: eq)...])
            } else {
                fields[p] = "yes"
            }
        }
        let known: Set<String> = ["name", "alpha", "levels", "subdomains", "priority", "min-zoom", "max-zoom", "load-priority",
                                  "cache-size", "cache", "disabled", "attribution"]
        if let bad = fields.keys.sorted().first(where: { !known.contains($0) }) {
            throw .config("--raster-layer: unknown option \"\(TerminalText.sanitized(bad, limit: 40))\" (known: \(known.sorted().joined(separator: ", ")))")
        }
        var entry = RawEntry()
        entry.name = fields["name"] ?? "raster\(index + 1)"
        entry.template = template
        entry.alpha = try fields["alpha"].map { v throws(RasterError) -> Bool in try bool(v, "alpha") } ?? false
        entry.levels = try fields["levels"].map { v throws(RasterError) -> [Int] in try levels(v) }
        entry.subdomains = fields["subdomains"].map { $0.split(separator: ":").map(String.init) }
        entry.priority = fields["priority"]
        entry.minZoom = try fields["min-zoom"].map { v throws(RasterError) -> Double in try number(v, "min-zoom") }
        entry.maxZoom = try fields["max-zoom"].map { v throws(RasterError) -> Double in try number(v, "max-zoom") }
        entry.loadPriority = try fields["load-priority"].map { v throws(RasterError) -> Int in Int(try number(v, "load-priority")) }
        entry.cacheBytes = try fields["cache-size"].map { v throws(RasterError) -> Int64 in try bytes(v) }
        entry.cachePath = fields["cache"]
        entry.enabled = fields["disabled"] == nil
        entry.attribution = fields["attribution"]
        return try entry.spec(cacheRoot: cacheRoot)
    }

    /// What one source/layer entry holds before it is checked.
    struct RawEntry {
        var name = ""
        var template = ""
        var alpha = false
        var levels: [Int]?
        var subdomains: [String]?
        var priority: String?
        var minZoom: Double?
        var maxZoom: Double?
        var loadPriority: Int?
        var cacheBytes: Int64?
        var cachePath: String?
        var enabled = true
        var attribution: String?

        func spec(cacheRoot: String?) throws(RasterError) -> RasterLayerSpec {
            let t = try URLTemplate(template, subdomains: subdomains ?? ["a", "b", "c"])
            let path = cachePath ?? cacheRoot.map { RasterLayerSpec.cachePath(root: $0, name: name) }
            let source = try RasterSourceConfiguration(name: name, template: t, storageLevels: levels ?? Array(0...19),
                                                       hasAlphaChannel: alpha, cachePath: path,
                                                       maxDiskBytes: cacheBytes ?? RasterSourceConfiguration.defaultMaxDiskBytes,
                                                       attribution: attribution)
            // Under the roads and labels but over the land-use fills, which would otherwise hide it.
            var p = RasterLayerSpec.defaultPriority
            if let priority {
                guard let q = RasterLayerOptions.Priority(priority) else {
                    throw .config("raster layer \"\(name)\": priority \"\(TerminalText.sanitized(priority, limit: 40))\" is not first, last, above:LAYER or below:LAYER")
                }
                p = q
            }
            let lo = minZoom ?? 0, hi = maxZoom ?? 31
            guard lo <= hi, lo >= 0, hi <= 31 else { throw .config("raster layer \"\(name)\": zoom range \(lo)…\(hi) is not within 0…31") }
            return RasterLayerSpec(source: source, layer: RasterLayerOptions(name: name, priority: p, visibleZooms: lo...hi,
                                                                              loadPriority: loadPriority ?? 0, enabled: enabled))
        }
    }

    static func bool(_ v: String, _ key: String) throws(RasterError) -> Bool {
        switch v.lowercased() {
        case "yes", "true", "1", "on": return true
        case "no", "false", "0", "off": return false
        default: throw .config("\(key)=\(TerminalText.sanitized(v, limit: 40)): expected yes or no")
        }
    }

    static func number(_ v: String, _ key: String) throws(RasterError) -> Double {
        guard let d = Double(v), d.isFinite else { throw .config("\(key)=\(TerminalText.sanitized(v, limit: 40)): not a number") }
        return d
    }

    /// `A-B` (a range) or `A:B:C` (a list).
    static func levels(_ v: String) throws(RasterError) -> [Int] {
        if let dash = v.firstIndex(of: "-"), dash != v.startIndex {
            guard let a = Int(v[..<dash]), let b = Int(v[v.index(after: dash)...]) else {
                throw .config("levels=\(TerminalText.sanitized(v, limit: 40)): expected A-B or A:B:C")
            }
            guard a <= b else { throw .config("levels=\(v): \(a) is above \(b)") }
            guard RasterSourceConfiguration.levelRange.contains(a), RasterSourceConfiguration.levelRange.contains(b) else {
                throw .config("storage levels \(a)-\(b) are outside 0…31")
            }
            return Array(a...b)
        }
        var out: [Int] = []
        for p in v.split(separator: ":") {
            guard let n = Int(p) else { throw .config("levels=\(TerminalText.sanitized(v, limit: 40)): expected A-B or A:B:C") }
            out.append(n)
        }
        return out
    }

    /// `N`, `NKB`, `NMB`, `NGB` (powers of 1024).
    static func bytes(_ v: String) throws(RasterError) -> Int64 {
        let u = v.uppercased()
        for (suffix, shift) in [("KB", 10), ("MB", 20), ("GB", 30), ("B", 0)] where u.hasSuffix(suffix) {
            guard let n = Int64(u.dropLast(suffix.count)), n >= 0 else { break }
            return n << Int64(shift)
        }
        guard let n = Int64(u), n >= 0 else { throw .config("cache-size=\(TerminalText.sanitized(v, limit: 40)): expected N, NKB, NMB or NGB") }
        return n
    }
}
