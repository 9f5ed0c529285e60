// libFuzzer target: OSM XML through the public entry point (OSMMap.parse builds the whole map: network,
// features, indexes), so a bad id or coordinate that survives the reader is caught by the builders too.
@testable import MapData

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    // Prefix with an <osm> root when the input lacks one, so mutations explore elements, not the root check.
    var bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if !bytes.starts(with: Array("<".utf8)) { bytes = Array("<osm version=\"0.6\">".utf8) + bytes }
    _ = try? OSMMap.parse(data: bytes, name: "fuzz", fileName: "fuzz.osm")
    return 0
}
