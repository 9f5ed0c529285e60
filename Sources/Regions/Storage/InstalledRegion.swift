import MapData

/// An installed region as `region.json` records it.
public struct InstalledRegion: Codable, Sendable, Equatable {
    public var id: String
    public var name: String
    /// Osmosis replication sequence number and timestamp (seconds since 1970) from the extract's PBF header.
    public var sequence: Int64?
    public var timestamp: Int64?
    /// The URL the extract was downloaded from, and the catalogue's latest extract (for a full-download update).
    public var sourceURL: String
    public var latestURL: String?
    /// The replication folder (`…-updates`), resolved.
    public var updatesURL: String?
    public var md5: String
    public var size: Int64
    /// Localised names (for `--language` in list and the UI).
    public var localizedNames: [String: String]?
    /// The nodes' extent [minLat, minLon, maxLat, maxLon], to find the installed region for a place.
    public var bounds: [Double]?

    public init(id: String, name: String, sequence: Int64?, timestamp: Int64?, sourceURL: String, latestURL: String?,
                updatesURL: String?, md5: String, size: Int64, localizedNames: [String: String]? = nil) {
        self.id = id; self.name = name; self.sequence = sequence; self.timestamp = timestamp; self.sourceURL = sourceURL
        self.latestURL = latestURL; self.updatesURL = updatesURL; self.md5 = md5; self.size = size; self.localizedNames = localizedNames
    }

    /// The map version as `navsim maps version` prints it: `ID:SEQUENCE@YYYY-MM-DD` (replication sequence and the
    /// date of the data), e.g. `monaco:1@2016-03-05`; `?` for a sequence or date the extract does not carry.
    public var version: String {
        let seq = sequence.map(String.init) ?? "?"
        let date = timestamp.map { String(ISOTimestamp.string($0).prefix(10)) } ?? "?"
        return "\(id):\(seq)@\(date)"
    }
}
