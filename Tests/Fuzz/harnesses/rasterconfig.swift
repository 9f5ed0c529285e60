// libFuzzer target: raster layer files (`--raster FILE.json`) through RasterLayerSpec.load(file:cacheRoot:), the
// entry point the command line uses (JSON, one layer or {"layers": [...]}, provider, storage levels, cache, layer
// options, URL templates). Each layer read is then used as the map uses it: the storage level for every zoom and a
// tile URL and host at each storage level.
import Foundation
import RasterTiles

/// The file the input is written to (the reader takes a path, so cache paths resolve against its folder): in memory
/// (/dev/shm) where there is one. FileManager.createFile syncs to disk, which held the target at 50 exec/s.
let rasterConfigPath: String = {
    let root = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm/" : NSTemporaryDirectory()
    let dir = root + "navsim-fuzz-rasterconfig-\(getpid())"
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(atPath: (rasterConfigPath as NSString).deletingLastPathComponent) }
    return dir + "/layers.json"
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let fd = open(rasterConfigPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard fd >= 0, size == 0 || write(fd, data, size) == size, close(fd) == 0 else { fatalError("cannot write \(rasterConfigPath)") }
    guard let specs = try? RasterLayerSpec.load(file: rasterConfigPath, cacheRoot: "/nonexistent/cache") else { return 0 }
    for spec in specs {
        let source = spec.source
        for z in 0...31 { _ = source.storageLevel(for: z) }
        for level in source.storageLevels {
            let last = (1 << level) - 1
            for key in [TileKey(z: level, x: 0, y: 0), TileKey(z: level, x: last, y: last)] {
                _ = source.template.url(for: key)
                _ = source.template.host(for: key)
            }
        }
    }
    return 0
}
