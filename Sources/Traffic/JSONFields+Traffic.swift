import Geo
import JSONInput
import Text

/// The scenario file's own field kinds: times of day and coordinates.
extension JSONFields {
    /// "HH:MM" / "HH:MM:SS", or seconds since midnight (later days allowed, up to a week).
    func time(_ key: String) throws(SourceError) -> Seconds? {
        guard let v = raw(key) else { return nil }
        if let s = v as? String {
            guard let t = TimeOfDay.parse(s) else { throw problem(key, "expected HH:MM, got '\(s)'") }
            return t
        }
        guard let d = Self.number(v), d >= 0, d <= 7 * 86_400 else {
            throw problem(key, "expected \"HH:MM\" or seconds since midnight (0 ... 604800)")
        }
        return d
    }

    /// `[lat, lon]`.
    func coordinate(_ key: String) throws(SourceError) -> Coordinate {
        guard let v = raw(key) else { throw problem(key, "required") }
        guard let l = v as? [Any], l.count == 2, let lat = Self.number(l[0]), let lon = Self.number(l[1]),
              (-90...90).contains(lat), (-180...180).contains(lon) else {
            throw problem(key, "expected [lat, lon]")
        }
        return Coordinate(lat, lon)
    }
}
