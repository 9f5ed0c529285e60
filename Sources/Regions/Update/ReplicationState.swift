import MapData

/// An Osmosis replication `state.txt` (Java properties: `sequenceNumber=N`, `timestamp=2016-03-05T00\:26\:02Z`).
public struct ReplicationState: Sendable, Equatable {
    public var sequence: Int64
    /// Seconds since 1970, when given.
    public var timestamp: Int64?

    /// - Throws: `RegionsError.transfer` naming `source` when there is no sequence number.
    public init(text: String, source: String) throws(RegionsError) {
        var seq: Int64?
        var ts: Int64?
        for raw in text.split(whereSeparator: \.isNewline) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#") { continue }
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            let value = parts[1].replacingOccurrences(of: "\\", with: "")
            if parts[0] == "sequenceNumber" { seq = Int64(value) }
            if parts[0] == "timestamp" { ts = ISOTimestamp.seconds(value) }
        }
        guard let seq, seq >= 0 else { throw RegionsError.transfer(url: source, reason: "not a replication state file (no sequenceNumber)") }
        sequence = seq
        timestamp = ts
    }

    /// `AAA/BBB/CCC` for a sequence number (Osmosis's layout).
    public static func path(of sequence: Int64) -> String {
        func p(_ v: Int64) -> String { String(repeating: "0", count: max(0, 3 - String(v).count)) + String(v) }
        return "\(p(sequence / 1_000_000))/\(p(sequence / 1000 % 1000))/\(p(sequence % 1000))"
    }
}

import Foundation
