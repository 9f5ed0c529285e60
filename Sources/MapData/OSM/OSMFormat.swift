/// The file formats the loader reads, recognised by their first bytes (not by the file name).
public enum OSMFormat: Sendable, Equatable {
    case xml, pbf, gzip, bzip2

    /// Detects the format from magic bytes: gzip `1f 8b`, bzip2 `BZh`, PBF (a 4-byte length then a BlobHeader
    /// whose type is `OSMHeader`), XML (`<?xml` or `<osm`, after an optional BOM and white space).
    public static func detect(_ bytes: [UInt8]) -> OSMFormat? {
        if bytes.count >= 2, bytes[0] == 0x1f, bytes[1] == 0x8b { return .gzip }
        if bytes.count >= 3, bytes[0] == 0x42, bytes[1] == 0x5a, bytes[2] == 0x68 { return .bzip2 }
        if bytes.count >= 6, bytes[0] == 0, bytes[1] == 0, bytes[4] == 0x0a {
            // BlobHeader field 1 (type, length-delimited) = "OSMHeader" (or "OSMData" in a headerless stream).
            let len = Int(bytes[5])
            if bytes.count >= 6 + len, len >= 7 {
                let type = bytes[6..<(6 + len)]
                if type.elementsEqual("OSMHeader".utf8) || type.elementsEqual("OSMData".utf8) { return .pbf }
            }
        }
        var i = 0
        if bytes.count >= 3, bytes[0] == 0xef, bytes[1] == 0xbb, bytes[2] == 0xbf { i = 3 }
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0a || bytes[i] == 0x0d || bytes[i] == 0x09 { i += 1 }
        if hasPrefix(bytes, at: i, "<?xml") || hasPrefix(bytes, at: i, "<osm") { return .xml }
        return nil
    }

    private static func hasPrefix(_ b: [UInt8], at i: Int, _ s: String) -> Bool {
        let u = Array(s.utf8)
        return b.count >= i + u.count && b[i..<(i + u.count)].elementsEqual(u)
    }
}
