/// "did you mean showsStopSigns?": the nearest name to a misspelt one, by edit distance ignoring case. The one
/// suggester of names: settings keys, command-line options and commands.
public enum KeySuggestion {
    /// The nearest candidate within a third of the word's length (at least 2 edits), or nil.
    public static func nearest(to word: String, in candidates: [String]) -> String? {
        let w = Array(word.lowercased())
        let limit = max(2, w.count / 3)
        var best: (String, Int)?
        for c in candidates {
            let d = distance(w, Array(c.lowercased()))
            if d <= limit, d < (best?.1 ?? .max) { best = (c, d) }
        }
        return best?.0
    }

    /// " (did you mean X?)" or "": inside a message that goes on (a setting's error, a script line's).
    public static func hint(for word: String, in candidates: [String]) -> String {
        nearest(to: word, in: candidates).map { " (did you mean \($0)?)" } ?? ""
    }

    /// "; did you mean X?" or "": after a command line's "unknown …", with the nearest name written as the user
    /// would type it (`spelled`: "--colors", "'route'").
    public static func didYouMean(_ word: String, in candidates: [String], spelled: (String) -> String = { $0 }) -> String {
        nearest(to: word, in: candidates).map { "; did you mean \(spelled($0))?" } ?? ""
    }

    /// Edit distance counting two swapped neighbours as one edit (optimal string alignment: "tpa" is 1 from "tap",
    /// where plain Levenshtein makes it 2, as far as "pan").
    /// - Complexity: O(a × b).
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d = min(d, beforePrevious[j - 2] + 1) }
                current[j] = d
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
