import Text
import Geo

extension SearchIndex {
    static let exactScore = 3
    static let prefixScore = 2
    static let typoScore = 1
    /// Added when the whole folded name starts with the folded query.
    static let namePrefixBonus = 2

    /// Searches names by text. Every word of the query must match a word of the name: exactly, as a prefix, or (for
    /// words of four or more characters) with one typo.
    /// - Parameters:
    ///   - near: reference point for ranking equal scores by distance (and for `SearchResult.distance`).
    /// - Complexity: O(k log W) binary searches for k query words over W distinct words, plus the matching postings.
    public func search(_ text: String, near: Coordinate? = nil, limit: Int = 10) -> [SearchResult] {
        let folded = Self.joiningApostrophes(Self.fold(text))
        let tokens = Self.words(folded)
        guard !tokens.isEmpty, limit > 0 else { return [] }
        var total = [Int32: Int]()
        for (k, token) in tokens.enumerated() {
            let scores = matches(for: token)
            if k == 0 {
                total = scores
            } else {
                var next = [Int32: Int]()
                for (entry, s) in scores { if let t = total[entry] { next[entry] = t + s } }
                total = next
            }
            if total.isEmpty { return [] }
        }
        let phrase = tokens.joined(separator: " ")
        var results = [SearchResult]()
        results.reserveCapacity(total.count)
        var prominence = [Int](repeating: 0, count: total.count)
        for (i, score) in total {
            let e = entries[Int(i)]
            let bonus = e.phrase.hasPrefix(phrase) ? Self.namePrefixBonus : 0
            results.append(SearchResult(name: e.name, kind: e.kind, coordinate: e.coordinate,
                                        distance: near.map { e.coordinate.distance(to: $0) }, score: score + bonus,
                                        population: e.population))
            prominence[results.count - 1] = e.prominence
        }
        // Sort small keys, not the results: a comparator that copies two results (with their strings) per
        // comparison made ranking the slowest part of a query. Names and kinds are read only to break full ties.
        var keys = [RankKey]()
        keys.reserveCapacity(results.count)
        for (i, r) in results.enumerated() {
            keys.append(RankKey(score: r.score, prominence: prominence[i], population: r.population ?? 0,
                                distance: r.distance ?? 0, index: i))
        }
        keys.sort { a, b in
            if a.score != b.score { return a.score > b.score }
            if a.prominence != b.prominence { return a.prominence > b.prominence }
            if a.population != b.population { return a.population > b.population }
            if a.distance != b.distance { return a.distance < b.distance }
            let na = results[a.index].name, nb = results[b.index].name
            if na != nb { return na < nb }
            return results[a.index].kind < results[b.index].kind
        }
        let order = keys.map(\.index)
        return order.prefix(limit).map { results[$0] }
    }

    /// Entries matching one query word, with the best score of each.
    private func matches(for token: String) -> [Int32: Int] {
        var out = [Int32: Int]()
        func add(_ word: Int, _ score: Int) {
            for k in Int(postingStart[word])..<Int(postingStart[word + 1]) {
                let e = postings[k]
                if (out[e] ?? 0) < score { out[e] = score }
            }
        }
        var w = lowerBound(token)
        while w < words.count && words[w].hasPrefix(token) {
            add(w, words[w] == token ? Self.exactScore : Self.prefixScore)
            w += 1
        }
        let scalars = Array(token.unicodeScalars)
        if scalars.count >= Self.typoMinLength {
            var candidates = Set<Int32>(deletions[token] ?? [])
            for d in Self.singleDeletions(scalars) { candidates.formUnion(deletions[d] ?? []) }
            for c in candidates where Self.withinOneEdit(scalars, Array(words[Int(c)].unicodeScalars)) {
                add(Int(c), Self.typoScore)
            }
        }
        return out
    }

    /// The first word not less than `s`.
    private func lowerBound(_ s: String) -> Int {
        BinarySearch.partitionPoint(words.indices) { words[$0] < s }
    }

    /// Damerau–Levenshtein (optimal string alignment) distance at most 1.
    static func withinOneEdit(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Bool {
        if abs(a.count - b.count) > 1 { return false }
        var i = 0
        while i < a.count && i < b.count && a[i] == b[i] { i += 1 }
        if i == a.count && i == b.count { return true }
        if a.count == b.count {
            // One substitution, or one transposition of neighbours.
            if a[(i + 1)...] == b[(i + 1)...] { return true }
            return i + 1 < a.count && a[i] == b[i + 1] && a[i + 1] == b[i] && a[(i + 2)...] == b[(i + 2)...]
        }
        // One insertion or deletion.
        return a.count > b.count ? a[(i + 1)...] == b[i...] : a[i...] == b[(i + 1)...]
    }
}

/// What a search hit is ranked by, in order: text score, prominence (places, landmarks), population, distance.
private struct RankKey {
    var score: Int
    var prominence: Int
    var population: Int
    var distance: Double
    var index: Int
}
