import Geo

/// The file formats the readers understand.
public enum TraceFormat: String, Hashable, Sendable, CaseIterable {
    case gpx
    case nmea
    /// gpsd JSON reports, one object per line (TPV are used).
    case gpsdJSON = "gpsd-json"
}

/// A recorded trace: the track fixes, their segments, and the other things a file may hold.
public struct Trace: Hashable, Sendable {
    /// A GPX track: a name and segments, each a range of indices into `Trace.fixes`.
    public struct Track: Hashable, Sendable {
        /// The track's `<name>` (raw: sanitize with `TextSanitizer.clean` before printing).
        public var name: String?
        /// Index ranges into `Trace.fixes`, one per `<trkseg>` (possibly empty).
        public var segments: [Range<Int>]
        public init(name: String? = nil, segments: [Range<Int>] = []) {
            self.name = name
            self.segments = segments
        }
    }

    /// A GPX route (planned points, not a recording).
    public struct Route: Hashable, Sendable {
        /// The route's `<name>`.
        public var name: String?
        /// The `<rtept>` points in order.
        public var points: [Fix]
        public init(name: String? = nil, points: [Fix] = []) {
            self.name = name
            self.points = points
        }
    }

    /// A named point (GPX `wpt`).
    public struct Waypoint: Hashable, Sendable {
        /// The waypoint's `<name>`.
        public var name: String?
        /// Where it is (and its time and elevation, if given).
        public var fix: Fix
        public init(name: String? = nil, fix: Fix) {
            self.name = name
            self.fix = fix
        }
    }

    /// The format the trace was read from.
    public var format: TraceFormat
    /// The file's own name (GPX metadata or first track name), if any.
    public var name: String?
    /// Every recorded fix in file order (GPX track points; NMEA epochs with a position; gpsd TPVs with a position).
    public var fixes: [Fix]
    /// Tracks and their segments (NMEA and gpsd JSON: one track, one segment over all fixes).
    public var tracks: [Track]
    /// GPX routes (planned, not recorded).
    public var routes: [Route]
    /// GPX waypoints.
    public var waypoints: [Waypoint]
    /// Lines the reader passed over, with reasons.
    public var skipped: SkippedLines

    public init(format: TraceFormat, name: String? = nil, fixes: [Fix] = [], tracks: [Track]? = nil,
                routes: [Route] = [], waypoints: [Waypoint] = [], skipped: SkippedLines = SkippedLines()) {
        self.format = format
        self.name = name
        self.fixes = fixes
        self.tracks = tracks ?? (fixes.isEmpty ? [] : [Track(segments: [0..<fixes.count])])
        self.routes = routes
        self.waypoints = waypoints
        self.skipped = skipped
    }

    /// All segments of all tracks, in order.
    public var segments: [Range<Int>] { tracks.flatMap(\.segments) }

    /// What a replay should drive: the track fixes, or else the route points, or else the waypoints.
    public var playableFixes: [Fix] {
        if !fixes.isEmpty { return fixes }
        let routePoints = routes.flatMap(\.points)
        if !routePoints.isEmpty { return routePoints }
        return waypoints.map(\.fix)
    }
}

/// Why a line of input produced no fix.
public enum SkipReason: String, Hashable, Sendable, CaseIterable, Comparable {
    /// NMEA sentence whose `*hh` checksum does not match.
    case badChecksum = "bad checksum"
    /// Text or binary noise that is not a sentence / report at all.
    case notASentence = "not a sentence"
    /// A sentence or report of a known kind with missing or unreadable fields.
    case malformed = "malformed"
    /// A valid sentence or report of a kind that carries no position (e.g. DPT, PGRME, SKY).
    case unsupported = "no position data"
    /// A sentence or report that says the receiver had no fix.
    case noFix = "no fix"
    /// A fix older than the one before it (time went backwards) — kept, but reported.
    case timeWentBackwards = "time went backwards"
    /// A line longer than a streaming reader keeps (`NMEADecoder.maxLineLength`, `GPSDJSONDecoder.maxLineLength`):
    /// dropped without being decoded, so a stream without line ends runs in bounded memory.
    case lineTooLong = "line too long"

    public static func < (a: SkipReason, b: SkipReason) -> Bool { a.rawValue < b.rawValue }
}

/// One skipped line, kept as an example.
public struct SkippedLine: Hashable, Sendable {
    /// The 1-based line number.
    public var line: Int
    public var reason: SkipReason
    /// A short printable excerpt of the line.
    public var excerpt: String
    public init(line: Int, reason: SkipReason, excerpt: String) {
        self.line = line
        self.reason = reason
        self.excerpt = excerpt
    }
}

/// Counts of skipped lines per reason, plus the first few examples of each.
public struct SkippedLines: Hashable, Sendable {
    /// How many examples are kept per reason.
    public static let examplesPerReason = 3
    /// How many lines were skipped for each reason.
    public private(set) var counts: [SkipReason: Int] = [:]
    /// The first `examplesPerReason` skipped lines of each reason, in input order.
    public private(set) var examples: [SkippedLine] = []

    public init() {}

    /// All skipped lines.
    public var total: Int { counts.values.reduce(0, +) }

    /// Lines skipped for `reason`.
    public func count(_ reason: SkipReason) -> Int { counts[reason] ?? 0 }

    /// Records a skipped line; the excerpt closure runs only for kept examples.
    public mutating func add(line: Int, reason: SkipReason, excerpt: () -> String) {
        let n = counts[reason, default: 0]
        counts[reason] = n + 1
        if n < Self.examplesPerReason { examples.append(SkippedLine(line: line, reason: reason, excerpt: excerpt())) }
    }
}
