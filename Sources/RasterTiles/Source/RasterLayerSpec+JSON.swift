import Foundation
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
/// `storageLevels` is also a list (`[10, 12, 14]`). `cache.path` is relative to the file's folder.
extension RasterLayerSpec {
    /// - Throws: `RasterError.configuration` naming the file and what is wrong in it.
    public static func load(file path: String, cacheRoot: String?) throws(RasterError) -> [RasterLayerSpec] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .configuration(SourceError(source: path, reason: "cannot read the file"))
        }
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "not valid JSON"
            throw .configuration(SourceError(source: path, reason: detail))
        }
        let list: [Any]
        if let obj = root as? [String: Any], let layers = obj["layers"] { list = (layers as? [Any]) ?? [] }
        else if let obj = root as? [String: Any] { list = [obj] }
        else { throw .configuration(SourceError(source: path, reason: "expected a layer object or {\"layers\": [...]}")) }
        let folder = (path as NSString).deletingLastPathComponent
        var out: [RasterLayerSpec] = []
        for (i, item) in list.enumerated() {
            do throws(RasterError) {
                out.append(try entry(item, index: i, folder: folder, cacheRoot: cacheRoot))
            } catch {
                if case .configuration(var e) = error {
                    e.source = path
                    e.reason = "layers[\(i)]: " + e.reason
                    throw .configuration(e)
                }
                throw error
            }
        }
        guard !out.isEmpty else { throw .configuration(SourceError(source: path, reason: "no layers")) }
        return out
    }

    static func entry(_ item: Any, index: Int, folder: String, cacheRoot: String?) throws(RasterError) -> RasterLayerSpec {
        guard let o = item as? [String: Any] else { throw .config("not an object") }
        let provider = o["provider"] as? [String: Any] ?? o
        let cache = o["cache"] as? [String: Any] ?? [:]
        let layer = o["layer"] as? [String: Any] ?? [:]
        var e = RawEntry()
        guard let name = o["name"] as? String else { throw .config("\"name\" is missing") }
        e.name = name
        guard let t = (provider["templateUrl"] ?? provider["url"]) as? String else { throw .config("\"provider.templateUrl\" is missing") }
        e.template = t
        if let s = provider["subdomains"] { guard let l = s as? [String] else { throw .config("\"subdomains\" is not a list of strings") }; e.subdomains = l }
        if let scheme = provider["tilingScheme"] {
            guard scheme as? String == "quadTreeMercator" else { throw .config("tilingScheme must be \"quadTreeMercator\"") }
        }
        if let lv = provider["storageLevels"] {
            if let list = lv as? [Any] {
                e.levels = try list.map { v throws(RasterError) -> Int in
                    guard let n = v as? Int else { throw .config("storageLevels holds a non-integer") }
                    return n
                }
            } else if let r = lv as? [String: Any], let lo = r["min"] as? Int, let hi = r["max"] as? Int {
                guard lo <= hi else { throw .config("storageLevels: min \(lo) is above max \(hi)") }
                guard RasterSourceConfiguration.levelRange.contains(lo), RasterSourceConfiguration.levelRange.contains(hi) else {
                    throw .config("storage levels \(lo)-\(hi) are outside 0…31")
                }
                e.levels = Array(lo...hi)
            } else {
                throw .config("storageLevels must be a list or {\"min\": A, \"max\": B}")
            }
        }
        if let a = provider["hasAlphaChannel"] { guard let b = a as? Bool else { throw .config("hasAlphaChannel is not true/false") }; e.alpha = b }
        if let p = cache["path"] {
            guard let s = p as? String else { throw .config("cache.path is not a string") }
            e.cachePath = s.hasPrefix("/") ? s : folder.isEmpty ? s : folder + "/" + s
        }
        if let b = cache["maxDiskSizeInBytes"] { guard let n = b as? Int, n >= 0 else { throw .config("cache.maxDiskSizeInBytes is not a byte count") }; e.cacheBytes = Int64(n) }
        if let p = layer["priority"] { guard let s = p as? String else { throw .config("layer.priority is not a string") }; e.priority = s }
        if let z = layer["minZoom"] { guard let d = z as? Double else { throw .config("layer.minZoom is not a number") }; e.minZoom = d }
        if let z = layer["maxZoom"] { guard let d = z as? Double else { throw .config("layer.maxZoom is not a number") }; e.maxZoom = d }
        if let z = layer["loadPriority"] { guard let d = z as? Int else { throw .config("layer.loadPriority is not an integer") }; e.loadPriority = d }
        if let z = layer["enabled"] { guard let d = z as? Bool else { throw .config("layer.enabled is not true/false") }; e.enabled = d }
        e.attribution = o["attribution"] as? String
        return try e.spec(cacheRoot: cacheRoot)
    }
}
