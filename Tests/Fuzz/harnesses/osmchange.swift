// libFuzzer target: osmChange documents (replication diffs, `.osc` and `.osc.gz`) through OSMChange.read, the entry
// point `navsim maps update` uses on every downloaded diff: XML, gzip detection, ids, versions, coordinates, tags.
import MapData

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    // Prefix an <osmChange> root when the input lacks one, so mutations explore the actions and elements.
    var bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if !bytes.starts(with: Array("<".utf8)) && !bytes.starts(with: [0x1f, 0x8b]) {
        bytes = Array("<osmChange version=\"0.6\">".utf8) + bytes
    }
    _ = try? OSMChange.read(bytes, fileName: "fuzz.osc")
    return 0
}
