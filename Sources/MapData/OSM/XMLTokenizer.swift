import Foundation
import Text

/// The one XML tokenizer of MapData, shared by the OSM XML reader (`.osm`) and the osmChange reader (`.osc`): a
/// byte-level scanner over a `ByteReader` (bounds-checked), no DOM, no Foundation `XMLParser`. It yields start and end
/// tags with their attributes as byte ranges (any order, either quote style; values decoded on demand, character
/// entities included), skips text, comments, CDATA sections, processing instructions and declarations, and checks
/// nesting: an end tag that does not match, or a file that ends inside an element, is an error at its byte offset.
/// It stops when the root element closes (anything after it is ignored).
/// - Complexity: O(n) in the input: every byte is looked at a bounded number of times.
struct XMLTokenizer {
    typealias Failure = SourceError

    enum Token {
        /// `<name …>` or, `selfClosing`, `<name …/>` (then no `.end` follows: the reader closes it itself). The
        /// attributes are in `attributes` until the next call.
        case start(name: Range<Int>, offset: Int, selfClosing: Bool)
        /// `</name>`, matching the start tag it closes.
        case end(name: Range<Int>, offset: Int)
    }

    struct Attribute {
        var name: Range<Int>
        var value: Range<Int>
        /// Whether the value holds an `&` or a literal tab, line feed or carriage return (so it must be decoded).
        var needsDecoding: Bool
    }

    let b: ByteReader
    /// The next byte to scan.
    private(set) var i = 0
    /// Open elements by name range (for end-tag checks).
    private var stack: [Range<Int>] = []
    /// Whether a start tag was seen (the root element).
    private(set) var sawRoot = false
    private var rootClosed = false
    /// The attributes of the last start tag.
    private(set) var attributes: [Attribute] = []

    init(_ b: ByteReader) { self.b = b }

    /// The number of open ancestors of the last token's element: 0 for the root, 1 for its children.
    private(set) var depth = 0

    func fail(_ reason: String, at offset: Int? = nil) -> Failure { Failure(byteOffset: offset ?? i, reason: reason) }

    /// The next start or end tag, or nil once the root element closed or the bytes end outside any element.
    /// - Throws: at the first malformed construct, or when the bytes end inside an element (truncated).
    mutating func next() throws(Failure) -> Token? {
        let n = b.count
        while !rootClosed {
            // Text between tags is ignored.
            i = find(0x3c, from: i, to: n)  // '<'
            if i >= n { break }
            let tagStart = i
            i += 1
            guard i < n else { throw fail("file ends inside a tag", at: tagStart) }
            switch b[i] {
            case 0x3f:  // "<?...?>"
                try skip(past: [0x3f, 0x3e], from: tagStart, what: "processing instruction")
            case 0x21:  // "<!--...-->", "<![CDATA[...]]>", "<!DOCTYPE ...>"
                if matches(i, "!--") { try skip(past: Array("-->".utf8), from: tagStart, what: "comment") }
                else if matches(i, "![CDATA[") { try skip(past: Array("]]>".utf8), from: tagStart, what: "CDATA section") }
                else { try skip(past: [0x3e], from: tagStart, what: "declaration") }
            case 0x2f:  // end tag
                i += 1
                let name = scanName()
                skipSpace()
                guard i < n, b[i] == 0x3e else { throw fail("end tag not closed with '>'", at: tagStart) }
                i += 1
                guard let open = stack.popLast() else { throw fail("unexpected end tag </\(text(name))>", at: tagStart) }
                guard equal(open, name) else {
                    throw fail("end tag </\(text(name))> does not match <\(text(open))>", at: tagStart)
                }
                depth = stack.count
                rootClosed = stack.isEmpty
                return .end(name: name, offset: tagStart)
            default:
                let (name, selfClosing) = try startTag(tagStart)
                depth = stack.count
                if selfClosing { rootClosed = stack.isEmpty } else { stack.append(name) }
                return .start(name: name, offset: tagStart, selfClosing: selfClosing)
            }
        }
        if let open = stack.last { throw fail("file ends before </\(text(open))> (truncated?)", at: n) }
        return nil
    }

    /// Reads the rest of a start tag from its name; leaves `i` after its `>`.
    private mutating func startTag(_ tagStart: Int) throws(Failure) -> (Range<Int>, Bool) {
        let n = b.count
        let name = scanName()
        guard !name.isEmpty else { throw fail("malformed tag", at: tagStart) }
        attributes.removeAll(keepingCapacity: true)
        sawRoot = true
        while true {
            skipSpace()
            guard i < n else { throw fail("file ends inside <\(text(name))>", at: tagStart) }
            let c = b[i]
            if c == 0x3e { i += 1; return (name, false) }
            if c == 0x2f {
                guard i + 1 < n, b[i + 1] == 0x3e else { throw fail("malformed '/' in <\(text(name))>") }
                i += 2
                return (name, true)
            }
            let an = scanName()
            guard !an.isEmpty else { throw fail("malformed attribute in <\(text(name))>") }
            skipSpace()
            guard i < n, b[i] == 0x3d else { throw fail("attribute \(text(an)) has no '='") }
            i += 1
            skipSpace()
            guard i < n, b[i] == 0x22 || b[i] == 0x27 else { throw fail("attribute \(text(an)) value is not quoted") }
            let q = b[i]
            i += 1
            let vs = i
            i = find(q, from: i, to: n)
            guard i < n else { throw fail("file ends inside attribute \(text(an))", at: vs) }
            let lt = find(0x3c, from: vs, to: i)
            if lt < i { throw fail("'<' inside attribute \(text(an))", at: lt) }
            let raw = find(0x26, from: vs, to: i) < i || b.firstIndex(from: vs, to: i, where: Self.isNormalizedSpace) < i
            attributes.append(Attribute(name: an, value: vs..<i, needsDecoding: raw))
            i += 1
        }
    }

    // MARK: Lexing

    /// The bytes attribute-value normalisation turns into a space (XML 1.0, 3.3.3).
    @inline(__always) static func isNormalizedSpace(_ c: UInt8) -> Bool { c == 0x09 || c == 0x0a || c == 0x0d }

    /// Name bytes: letters, digits, `_ : - .` and non-ASCII (leniently, every byte above `>`),
    /// so a name ends at white space, `=`, `>`, `/` or a quote.
    @inline(__always) private static func isNameByte(_ c: UInt8) -> Bool {
        c > 0x3e || (c >= 0x2d && c <= 0x3a && c != 0x2f)
    }

    /// The index of the first `byte` in `from ..< to`, or `to` (memchr: vectorised, fast even in debug builds).
    @inline(__always) private func find(_ byte: UInt8, from: Int, to: Int) -> Int {
        // memchr over ByteReader's checked view of from ..< to (clamped to the bytes).
        let view = b.bytes(from, to)
        guard let base = view.baseAddress, let p = memchr(base, Int32(byte), view.count) else { return max(from, min(to, b.count)) }
        return from + (UnsafePointer(p.assumingMemoryBound(to: UInt8.self)) - base)
    }

    private mutating func scanName() -> Range<Int> {
        let s = i
        while i < b.count, Self.isNameByte(b[i]) { i += 1 }
        return s..<i
    }

    private mutating func skipSpace() {
        while i < b.count, b[i] == 0x20 || b[i] == 0x0a || b[i] == 0x0d || b[i] == 0x09 { i += 1 }
    }

    private func matches(_ at: Int, _ s: StaticString) -> Bool {
        let n = s.utf8CodeUnitCount
        guard at + n <= b.count else { return false }
        let p = s.utf8Start
        for k in 0..<n where b[at + k] != p[k] { return false }
        return true
    }

    /// Whether the bytes of `r` are `s`.
    func equal(_ r: Range<Int>, _ s: StaticString) -> Bool {
        r.count == s.utf8CodeUnitCount && matches(r.lowerBound, s)
    }

    private func equal(_ a: Range<Int>, _ c: Range<Int>) -> Bool {
        a.count == c.count && b.bytesEqual(a.lowerBound, c.lowerBound, count: a.count)
    }

    /// The first 40 bytes of `r`, for messages.
    func text(_ r: Range<Int>) -> String {
        b.string(r.lowerBound, min(r.upperBound, r.lowerBound + 40))
    }

    private mutating func skip(past terminator: [UInt8], from start: Int, what: String) throws(Failure) {
        let n = b.count, t = terminator.count
        while i + t <= n {
            if b[i] == terminator[0], b.bytes(i + 1, i + t).elementsEqual(terminator[1...]) { i += t; return }
            i += 1
        }
        throw fail("file ends inside a \(what)", at: start)
    }
}
