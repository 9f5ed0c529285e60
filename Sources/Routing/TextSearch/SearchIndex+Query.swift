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
        var order = Array(results.indices)
        order.sort { i, j in
            let a = results[i], b = results[j]
            if a.score != b.score { return a.score > b.score }
            if prominence[i] != prominence[j] { return prominence[i] > prominence[j] }
            if (a.population ?? 0) != (b.population ?? 0) { return (a.population ?? 0) > (b.population ?? 0) }
            if let da = a.distance, let db = b.distance, da != db { return da < db }
            if a.name != b.name { return a.name < b.name }
            return a.kind < b.kind
        }
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
        var lo = 0, hi = words.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if words[mid] < s { lo = mid + 1 } else { hi = mid }
        }
        return lo
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
