/// Why a catalogue, download, install, update or repair failed: one readable line naming the region, URL or file.
public enum RegionsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The catalogue could not be read or is not a Geofabrik-style index.
    case badCatalog(source: String, reason: String)
    case unknownRegion(String)
    /// The region is a parent without a file of its own.
    case notDownloadable(id: String, children: [String])
    /// `--offline` (or the offline setting) is on and the operation needs the network.
    case offline(String)
    /// An HTTP or transport failure.
    case transfer(url: String, reason: String)
    /// The server answered with an HTTP error status.
    case http(url: String, status: Int)
    case checksumMismatch(region: String, expected: String, actual: String)
    case diskFull(needed: Int64, available: Int64, path: String)
    case storage(path: String, reason: String)
    case notInstalled(String)
    /// A replication diff could not be read or applied.
    case diffFailed(region: String, reason: String)
    case cancelled(String)
    /// A map file failed to read (the MapData reader's message).
    case badMap(String)
    /// Internal: an update handed over to a full download, which reported completion itself.
    case fallbackDone

    public var description: String {
        switch self {
        case .badCatalog(let s, let r): return "catalogue \(s): \(r)"
        case .unknownRegion(let id): return "unknown region '\(id)' (see 'navsim maps regions')"
        case .notDownloadable(let id, let children):
            return "region '\(id)' has no file of its own; download one of its parts: \(children.joined(separator: ", "))"
        case .offline(let what): return "\(what) needs the network, and offline mode is on (--offline or NAVSIM_OFFLINE)"
        case .transfer(let url, let r): return "\(url): \(r)"
        case .http(let url, let status): return "\(url): HTTP \(status)"
        case .checksumMismatch(let region, let e, let a):
            return "\(region): MD5 checksum mismatch (expected \(e), got \(a)); the installed version is kept"
        case .diskFull(let needed, let available, let path):
            return "not enough disk space in \(path): \(ByteCount.format(needed)) needed, \(ByteCount.format(available)) free"
        case .storage(let path, let r): return "storage \(path): \(r)"
        case .notInstalled(let id): return "region '\(id)' is not installed (see 'navsim maps list')"
        case .diffFailed(let region, let r): return "\(region): update failed: \(r); the installed version is kept"
        case .cancelled(let region): return "\(region): cancelled"
        case .badMap(let m): return m
        case .fallbackDone: return "updated by a full download"
        }
    }
}

/// Byte counts for people: `1.2 MB`, `566 kB`, `56 B` (SI units, as download sizes are usually shown).
public enum ByteCount {
    public static func format(_ n: Int64) -> String {
        let d = Double(n)
        if n < 1000 { return "\(n) B" }
        if d < 1e6 { return String(format1(d / 1e3)) + " kB" }
        if d < 1e9 { return String(format1(d / 1e6)) + " MB" }
        return String(format1(d / 1e9)) + " GB"
    }

    static func format1(_ v: Double) -> String {
        v >= 100 ? String(Int(v.rounded())) : String(Double(Int((v * 10).rounded())) / 10)
    }
}
