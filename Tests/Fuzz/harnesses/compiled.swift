// libFuzzer target: the compiled-map reader (header, section table, every section's decoder and its index checks,
// the lazily read hierarchies and search index), then a route, a search and a viewport query on what it opened.
// Inputs of even length are first re-sealed (file length, section checksums and the table checksum recomputed), so
// that mutations get past the checksums and reach the structural checks behind them; odd ones are read as they are.
import Foundation
import Geo
@testable import MapData
@testable import Routing

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if size % 2 == 0 { reseal(&bytes) }
    guard let file = try? CompiledMapFile(data: Data(bytes), fileName: "fuzz.navsim") else { return 0 }
    _ = try? file.verifyAll()
    guard let map = try? OSMMap.open(compiled: file) else { return 0 }
    let vertices = map.network.vertices
    let router = Router(network: map.network)
    if vertices.count >= 2 {
        for profile in Router.compiledProfiles where router.precompiledEngine(for: profile) != nil {
            let request = RouteRequest(waypoints: [vertices[0].coordinate, vertices[vertices.count - 1].coordinate], profile: profile,
                                       alternatives: .one)
            _ = try? router.routes(for: request)
        }
    }
    _ = SearchIndex(map: map).search("mill lane", near: map.bounds.center)
    _ = map.features.query(in: map.bounds)
    return 0
}

private func get(_ b: [UInt8], _ at: Int, _ n: Int) -> UInt64 {
    (0..<n).reduce(UInt64(0)) { $0 | UInt64(b[at + $1]) << (8 * UInt64($1)) }
}

private func put64(_ b: inout [UInt8], _ at: Int, _ v: UInt64) {
    for k in 0..<8 { b[at + k] = UInt8(truncatingIfNeeded: v >> (8 * UInt64(k))) }
}

private func reseal(_ b: inout [UInt8]) {
    guard b.count >= 48 else { return }
    put64(&b, 16, UInt64(b.count))
    let count = min(Int(get(b, 12, 4)), 256)
    let tableEnd = 48 + count * 32
    guard tableEnd <= b.count else { return }
    for i in 0..<count {
        let at = 48 + i * 32
        let offset = get(b, at + 8, 8), length = get(b, at + 16, 8)
        guard offset <= UInt64(b.count), length <= UInt64(b.count) - offset else { continue }
        put64(&b, at + 24, SectionChecksum.of(Array(b[Int(offset)..<Int(offset + length)])))
    }
    put64(&b, 32, Checksum64.of(Array(b[48..<tableEnd])))
}
