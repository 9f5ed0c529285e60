import Geo
import MapData

/// The search index in a compiled map (`SRCH`): entries, the sorted words, postings, and the single-deletion table
/// (sorted by key, so equal indexes give equal bytes). The deletion table is a dictionary again after opening: a
/// per-key rebuild, measured in the bench's scale section.
extension SearchIndex {
    struct Parts {
        var entries: [Entry]
        var words: [String]
        var postingStart: [Int32]
        var postings: [Int32]
        var deletions: [String: [Int32]]
    }

    func encode() -> [UInt8] {
        var w = CompiledWriter()
        w.count(entries.count)
        for e in entries {
            w.string(e.name); w.string(e.phrase); w.string(e.kind); w.f64(e.coordinate.latitude); w.f64(e.coordinate.longitude)
            w.i64(Int64(e.prominence)); w.optionalInt(e.population)
        }
        w.count(words.count)
        for word in words { w.string(word) }
        w.array(postingStart); w.array(postings)
        w.count(deletions.count)
        for key in deletions.keys.sorted() {
            w.string(key)
            w.array(deletions[key]!)
        }
        return w.bytes
    }

    static func decode(_ r: inout CompiledReader) throws(MapDataError) -> Parts {
        var entries = [Entry]()
        for _ in 0..<(try r.count(minItemSize: 37)) {
            entries.append(Entry(name: try r.string(), phrase: try r.string(), kind: try r.string(),
                                 coordinate: try r.coordinate(),
                                 prominence: try r.int(in: -1_000_000...1_000_000), population: try r.optionalInt()))
        }
        var words = [String]()
        for _ in 0..<(try r.count(minItemSize: 4)) { words.append(try r.string()) }
        let start = try r.array(Int32.self)
        let postings = try r.indices(in: 0..<Int32(entries.count))
        guard start.count == words.count + 1, start.first == 0, Int(start[words.count]) == postings.count,
              CompressedRows.isValid(start) else { throw r.failure("search postings do not match their words") }
        let n = try r.count(minItemSize: 12)
        var deletions = [String: [Int32]](minimumCapacity: n)
        for _ in 0..<n { deletions[try r.string()] = try r.indices(in: 0..<Int32(words.count)) }
        return Parts(entries: entries, words: words, postingStart: start, postings: postings, deletions: deletions)
    }

    /// The index of the compiled map `network` was opened from; nil without one or when its section is damaged.
    static func precompiled(_ network: RoadNetwork) -> Parts? {
        guard let file = network.precomputed, let i = file.sections(.search).first else { return nil }
        return try? file.read(i) { (r: inout CompiledReader) throws(MapDataError) in try decode(&r) }
    }
}
