import Foundation
import JSONInput
import Text

/// Raster layer files (`--raster FILE.json`): one layer object, or `{"layers": [ … ]}`. A layer object, after the
/// HERE SDK's configuration:
///
/// ```json
/// { "name": "radar",
///   "provider": { "templateUrl": "https://tiles.example/{z}/{x}/{y}.png", "subdomains": ["a", "b"],
///                 "tilingScheme": "quadTreeMercator", "storageLevels": {"min": 0, "max": 12},
///                 "hasAlphaChannel": true },
///   "cache": { "path": "/var/cache/radar", "maxDiskSizeInBytes": 50000000 },
///   "layer": { "priority": "last", "minZoom": 3, "maxZoom": 18, "loadPriority": 2, "enabled": true },
///   "attribution": "© Example" }
/// ```
/// `storageLevels` is also a list (`[10, 12, 14]`). `cache.path` is relative to the file's folder. The provider's
/// fields may also stand in the layer object itself. A field not listed here is refused (a misspelt one would
/// otherwise be a silent default); fields are read by the one field reader, `JSONFields`.
extension RasterLayerSpec {
    /// - Throws: `RasterError.configuration` naming the file and what is wrong in it.
    public static func load(file path: String, cacheRoot: String?) throws(RasterError) -> [RasterLayerSpec] {
        let root: Any
        do throws(SourceError) {
            root = try JSONFields.document(Data(try InputFile.read(path, expecting: "raster layer file")), file: path)
        } catch { throw .configuration(error) }
        let list: [Any]
        do throws(SourceError) {
            if let obj = root as? [String: Any], obj["layers"] != nil {
                list = try JSONFields(obj, path: JSONFields.topLevel, allowed: ["layers"]).list("layers")
            } else if root is [String: Any] {
                list = [root]
            } else {
                throw SourceError(reason: "expected a layer object or {\"layers\": [...]}")
            }
        } catch {
            throw .configuration(error.naming(path))
        }
        let folder = (path as NSString).deletingLastPathComponent
        var out: [RasterLayerSpec] = []
        for (i, item) in list.enumerated() {
            let at = "layers[\(i)]"
            do throws(RasterError) {
                out.append(try entry(item, path: at, folder: folder, cacheRoot: cacheRoot))
            } catch {
                guard case .configuration(var e) = error else { throw error }
                e.source = path
                if e.field == nil { e.field = at }
                throw .configuration(e)
            }
        }
        guard !out.isEmpty else { throw .configuration(SourceError(source: path, reason: "no layers")) }
        return out
    }

    static let providerKeys: Set<String> = ["templateUrl", "url", "subdomains", "tilingScheme", "storageLevels", "hasAlphaChannel"]
    static let entryKeys: Set<String> = ["name", "provider", "cache", "layer", "attribution"]

    /// One layer object at `path` (`layers[2]`).
    static func entry(_ item: Any, path: String, folder: String, cacheRoot: String?) throws(RasterError) -> RasterLayerSpec {
        var e = RawEntry()
        do throws(SourceError) {
            let nested = (item as? [String: Any])?["provider"].flatMap { $0 is NSNull ? nil : $0 }
            let o = try JSONFields(item, path: path, allowed: nested == nil ? entryKeys.union(providerKeys) : entryKeys)
            let provider = try nested.map { v throws(SourceError) in try JSONFields(v, path: path + ".provider", allowed: providerKeys) } ?? o
            let cache = try o.raw("cache").map { v throws(SourceError) in try JSONFields(v, path: path + ".cache", allowed: ["path", "maxDiskSizeInBytes"]) }
            let layer = try o.raw("layer").map { v throws(SourceError) in
                try JSONFields(v, path: path + ".layer", allowed: ["priority", "minZoom", "maxZoom", "loadPriority", "enabled"])
            }
            guard let name = try o.string("name") else { throw o.problem("name", "missing") }
            e.name = name
            let url = try provider.string("url")
            guard let t = try provider.string("templateUrl") ?? url else { throw provider.problem("templateUrl", "missing") }
            e.template = t
            if provider.raw("subdomains") != nil {
                e.subdomains = try provider.list("subdomains").map { v throws(SourceError) -> String in
                    guard let s = v as? String else { throw provider.problem("subdomains", "expected a list of strings") }
                    return s
                }
            }
            if let scheme = try provider.string("tilingScheme"), scheme != "quadTreeMercator" {
                throw provider.problem("tilingScheme", "must be \"quadTreeMercator\"")
            }
            if let lv = provider.raw("storageLevels") {
                e.levels = try storageLevels(lv, provider)
            }
            e.alpha = try provider.bool("hasAlphaChannel") ?? false
            if let s = try cache?.string("path") { e.cachePath = s.hasPrefix("/") ? s : folder.isEmpty ? s : folder + "/" + s }
            e.cacheBytes = try cache?.integer("maxDiskSizeInBytes", in: 0...(1 << 53))
            e.priority = try layer?.string("priority")
            e.minZoom = try layer?.number("minZoom", in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
            e.maxZoom = try layer?.number("maxZoom", in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
            e.loadPriority = try layer?.integer("loadPriority", in: Int64(Int32.min)...Int64(Int32.max)).map { Int($0) }
            e.enabled = try layer?.bool("enabled") ?? true
            e.attribution = try o.string("attribution")
        } catch {
            throw .configuration(error)
        }
        return try e.spec(cacheRoot: cacheRoot)
    }

    /// `[A, B, …]` or `{"min": A, "max": B}`.
    private static func storageLevels(_ value: Any, _ provider: JSONFields) throws(SourceError) -> [Int] {
        if let list = value as? [Any] {
            return try list.map { v throws(SourceError) -> Int in
                guard let d = JSONFields.number(v), d == d.rounded(), abs(d) < 1e9 else { throw provider.problem("storageLevels", "holds a non-integer") }
                return Int(d)
            }
        }
        let range = try JSONFields(value, path: JSONFields.join(provider.path, "storageLevels"), allowed: ["min", "max"])
        guard let lo = try range.integer("min", in: -1_000_000...1_000_000), let hi = try range.integer("max", in: -1_000_000...1_000_000) else {
            throw provider.problem("storageLevels", "must be a list or {\"min\": A, \"max\": B}")
        }
        guard lo <= hi else { throw provider.problem("storageLevels", "min \(lo) is above max \(hi)") }
        guard RasterSourceConfiguration.levelRange.contains(Int(lo)), RasterSourceConfiguration.levelRange.contains(Int(hi)) else {
            throw provider.problem("storageLevels", "storage levels \(lo)-\(hi) are outside 0…31")
        }
        return Array(Int(lo)...Int(hi))
    }
}

private extension JSONFields {
    /// A whole number in `range`; nil when absent.
    func integer(_ key: String, in range: ClosedRange<Int64>) throws(SourceError) -> Int64? {
        guard let d = try number(key, in: Double(range.lowerBound)...Double(range.upperBound)) else { return nil }
        guard d == d.rounded() else { throw problem(key, "expected a whole number") }
        return Int64(d)
    }
}
