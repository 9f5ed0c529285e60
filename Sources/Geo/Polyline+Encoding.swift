/// Google's encoded polyline algorithm format (precision 5 or 6), as used by OSRM and Valhalla.
extension Polyline {
    public func encoded(precision: Int = 5) -> String {
        let factor = pow10(precision)
        var out = ""
        var prevLat = 0, prevLon = 0
        for c in coordinates {
            let lat = Int((c.latitude * factor).rounded()), lon = Int((c.longitude * factor).rounded())
            Self.encode(lat - prevLat, into: &out)
            Self.encode(lon - prevLon, into: &out)
            prevLat = lat; prevLon = lon
        }
        return out
    }

    /// Decodes an encoded polyline; nil when the text is malformed.
    public init?(encoded text: String, precision: Int = 5) {
        let factor = pow10(precision)
        var coords = [Coordinate]()
        var lat = 0, lon = 0
        var it = text.utf8.makeIterator()
        func next() -> Int?? {
            var result = 0, shift = 0
            while true {
                guard let b = it.next() else { return shift == 0 ? .some(nil) : nil }
                let v = Int(b) - 63
                guard v >= 0 && v < 64, shift < 60 else { return nil }
                result |= (v & 0x1f) << shift
                shift += 5
                if v < 0x20 { break }
            }
            return .some((result & 1) != 0 ? ~(result >> 1) : (result >> 1))
        }
        while true {
            guard let dLat = next() else { return nil }
            guard let dl = dLat else { break }
            guard let dLon = next(), let dn = dLon else { return nil }
            lat += dl; lon += dn
            coords.append(Coordinate(latitude: Double(lat) / factor, longitude: Double(lon) / factor))
        }
        self.init(coords)
    }

    private static func encode(_ value: Int, into out: inout String) {
        var v = value < 0 ? ~(value << 1) : (value << 1)
        while v >= 0x20 {
            out.unicodeScalars.append(Unicode.Scalar(UInt8((0x20 | (v & 0x1f)) + 63)))
            v >>= 5
        }
        out.unicodeScalars.append(Unicode.Scalar(UInt8(v + 63)))
    }
}

private func pow10(_ n: Int) -> Double {
    var f = 1.0
    for _ in 0..<n { f *= 10 }
    return f
}
