// libFuzzer target: OSM PBF through the public entry point (OSMMap.parse: blobs, zlib, primitive blocks, then
// the network and feature builders). Inputs that are not PBF by content are given a PBF's first bytes.
@testable import MapData

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? OSMMap.parse(data: bytes, name: "fuzz", fileName: "fuzz.osm.pbf")
    // The blob decoder alone as well, so inputs that OSMFormat.detect rejects still reach the protobuf reader.
    if OSMFormat.detect(bytes) != .pbf { _ = try? PBFReader.read(bytes, into: OSMData()) }
    return 0
}
