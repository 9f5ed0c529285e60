import Foundation
import Text

/// Reads a trace file of any supported format, detected by content (and by extension when the content is ambiguous).
public enum TraceReader {
    /// Reads and decodes the file at `path` (`-`: standard input; a pipe or device too). Throws `TraceError` with the file, the line and the reason.
    public static func read(path: String) throws(TraceError) -> Trace {
        try read(bytes: try InputFile.read(path, expecting: "trace file"), file: path)
    }

    /// Decodes bytes whose format is detected with `detect(bytes:fileName:)`.
    public static func read(bytes: [UInt8], file: String = "<memory>") throws(TraceError) -> Trace {
        // An empty file (or a pipe that gave nothing) is said so, whatever its name: "unknown format" would send the
        // user looking at the wrong thing.
        if isBlank(bytes) {
            let what = file == InputFile.standardInput ? "standard input is empty" : "the file is empty"
            let blank = bytes.isEmpty ? "" : " (white space only)"
            throw TraceError(file: file, line: 1, reason: "\(what)\(blank): no GPX, NMEA 0183 or gpsd JSON to read")
        }
        guard let format = detect(bytes: bytes, fileName: file) else {
            throw TraceError(file: file, line: 1, reason: "unknown trace format (expected GPX, NMEA 0183 or gpsd JSON)")
        }
        return try read(bytes: bytes, format: format, file: file)
    }

    /// Decodes bytes of a known format.
    public static func read(bytes: [UInt8], format: TraceFormat, file: String = "<memory>") throws(TraceError) -> Trace {
        switch format {
        case .gpx: return try GPXReader.read(bytes: bytes, file: file)
        case .nmea: return try NMEAReader.read(bytes: bytes, file: file)
        case .gpsdJSON: return try GPSDJSONReader.read(bytes: bytes, file: file)
        }
    }

    /// Whether the bytes hold nothing but a UTF-8 byte order mark and white space.
    static func isBlank(_ bytes: [UInt8]) -> Bool { contentStart(bytes) == bytes.count }

    /// The index of the first byte after a UTF-8 byte order mark and white space (`bytes.count` when there is none).
    static func contentStart(_ bytes: [UInt8]) -> Int {
        var k = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while k < bytes.count, ASCIINumber.isSpace(bytes[k]) { k += 1 }
        return k
    }

    /// The format of some bytes: `<` first (after a BOM and blanks) means GPX, `{` gpsd JSON, `$`/`!` or `#` lines NMEA.
    /// When the content says nothing (empty, garbage) the extension decides (.gpx, .nmea/.log/.txt, .json/.jsonl); else nil.
    public static func detect(bytes: [UInt8], fileName: String = "") -> TraceFormat? {
        let k = contentStart(bytes)
        if k < bytes.count {
            switch bytes[k] {
            case UInt8(ascii: "<"): return .gpx
            case UInt8(ascii: "{"): return .gpsdJSON
            default: break
            }
        }
        // NMEA logs may start with comments or noise: look for a sentence start in the first 64 KiB.
        let window = bytes.prefix(65_536)
        var j = window.startIndex
        while j + 6 < window.endIndex {
            if window[j] == UInt8(ascii: "$"), window[j + 1] >= UInt8(ascii: "A"), window[j + 1] <= UInt8(ascii: "Z") { return .nmea }
            j += 1
        }
        let ext = (fileName as NSString).pathExtension.lowercased()
        switch ext {
        case "gpx", "xml": return .gpx
        case "nmea", "log", "txt", "nma": return .nmea
        case "json", "jsonl", "gpsd": return .gpsdJSON
        default: return nil
        }
    }
}
