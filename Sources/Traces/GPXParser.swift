import Text
import Geo

/// The reader behind `GPXReader`: the one XML tokenizer (`Text.XMLTokenizer`, shared with the OSM readers) reads the
/// markup and checks it (nesting, quoting, a single root, nothing but white space, comments and processing
/// instructions outside it); this type turns its tags into a `Trace`, with a stack of open GPX elements and no
/// allocation per point beyond the output arrays. A leaf's text is the bytes between its tags.
struct GPXParser {
    var x: XMLTokenizer
    let p: ByteReader
    let file: String
    var stack: [GPXElement] = []

    var fixes: [Fix] = []
    var tracks: [Trace.Track] = []
    var routes: [Trace.Route] = []
    var waypoints: [Trace.Waypoint] = []
    var traceName: String?

    var segmentStart: Int?
    var point = PointBuilder()
    var textStart = 0
    /// The tokenizer's count of skipped comments and CDATA sections when the leaf's text began.
    var markupAtTextStart = 0
    var textHasMarkup = false

    /// The fields of the point being read.
    struct PointBuilder {
        var active = false
        var lat = 0.0, lon = 0.0
        var ele: Double?, time: Double?, speed: Double?, course: Double?, hdop: Double?
        var sat: Int?
        var mode: FixMode?
        var name: String?

        var fix: Fix {
            Fix(time: time, coordinate: Coordinate(latitude: lat, longitude: lon), altitude: ele, speed: speed,
                course: course, mode: mode ?? (ele == nil ? .twoD : .threeD), hdop: hdop, satellites: sat)
        }
    }

    /// Bytes per track point assumed when reserving the output (small points are ~100 bytes).
    static let bytesPerPointEstimate = 150

    init(_ p: ByteReader, file: String) {
        x = XMLTokenizer(p, wholeDocument: true)
        self.p = p
        self.file = file
        stack.reserveCapacity(16)
        // A track point takes 100 to 300 bytes; reserving (virtual memory only) avoids regrowing big arrays.
        fixes.reserveCapacity(p.count / Self.bytesPerPointEstimate)
    }

    // MARK: - Errors

    func line(at offset: Int) -> Int { XMLText.line(of: offset, in: p) }

    func error(_ reason: String, at offset: Int) -> TraceError {
        TraceError(file: file, line: line(at: offset), reason: reason)
    }

    func text(_ s: Int, _ e: Int) -> String {
        TextSanitizer.excerpt(p.bytes(s, min(e, s + 60)))
    }

    // MARK: - Reading

    mutating func parse() throws(TraceError) -> Trace {
        while true {
            let token: XMLTokenizer.Token?
            do { token = try x.next() } catch {
                // The tokenizer knows the byte offset; the line is worked out here. Before the root element, the
                // input is not a GPX file at all.
                let offset = error.byteOffset ?? p.count
                throw self.error((x.sawRoot ? "" : "not a GPX file: ") + error.reason, at: offset)
            }
            guard let token else { break }
            switch token {
            case .start(let name, let offset, let selfClosing):
                let kind = GPXElement.identify(p, name.lowerBound, name.upperBound)
                if stack.isEmpty, kind != .gpx {
                    throw error("not a GPX file: the root element is <\(text(name.lowerBound, name.upperBound))>, not <gpx>", at: offset)
                }
                var lat: Double?, lon: Double?
                if kind.isPoint {
                    lat = try coordinate("lat")
                    lon = try coordinate("lon")
                }
                try open(kind, lat: lat, lon: lon, at: offset)
                if selfClosing {
                    try close(kind, textEnd: x.i, at: offset)
                } else {
                    stack.append(kind)
                }
            case .end(_, let offset):
                // The tokenizer checked that the end tag matches the open element.
                let kind = stack.removeLast()
                try close(kind, textEnd: offset, at: offset)
            }
        }
        guard x.sawRoot else { throw error("not a GPX file: no <gpx> element", at: p.count) }
        return Trace(format: .gpx, name: traceName, fixes: fixes, tracks: tracks, routes: routes, waypoints: waypoints)
    }

    /// The `lat` or `lon` attribute of the point element just opened, as a number; nil when absent.
    private func coordinate(_ name: StaticString) throws(TraceError) -> Double? {
        guard let a = x.attribute(name) else { return nil }
        let (s, e) = ASCIINumber.trimmed(p, a.value.lowerBound, a.value.upperBound)
        guard let v = ASCIINumber.double(p, s, e) else {
            throw error("bad \(name)='\(text(a.value.lowerBound, a.value.upperBound))'", at: a.value.lowerBound)
        }
        return v
    }
}
