// libFuzzer target: the Geofabrik index (index-v1.json) through RegionCatalog(json:source:), the entry point
// `navsim maps list` uses on a downloaded index: JSON, features, URLs resolved against the index, boundaries.
import Regions

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let catalog = try? RegionCatalog(json: bytes, source: "http://127.0.0.1:1/index-v1.json") {
        // Every region's boundary is used for "which region holds this point": exercise it on what was read.
        for r in catalog.regions { _ = r.polygons.first?.first?.first }
    }
    return 0
}
