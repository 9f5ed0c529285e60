import Foundation
import TestSupport

/// The committed default town, read and parsed once for all tests.
enum TownFixture {
    static let path = Repository.path("Maps/harbourne.osm")
    static let embedPath = Repository.path("Sources/MapData/DefaultTown/DefaultTownData.swift")

    static let bytes: Data? = FileManager.default.contents(atPath: path)

    static let parsed: Result<ParsedOSM, ParsedOSM.ParseError> = {
        guard let bytes else { return .failure(ParsedOSM.ParseError(description: "cannot read \(path)")) }
        do { return .success(try ParsedOSM.parse(bytes)) } catch let e as ParsedOSM.ParseError {
            return .failure(e)
        } catch { return .failure(ParsedOSM.ParseError(description: "\(error)")) }
    }()

    static func osm() throws -> ParsedOSM { try parsed.get() }

    /// Metres east and north of the town origin (equirectangular; fine over 4 km).
    static func plane(_ n: ParsedOSM.Node) -> (x: Double, y: Double) {
        let r = 6_371_008.8 * Double.pi / 180
        return ((n.lon + 1.05) * r * cos(51.02 * .pi / 180), (n.lat - 51.02) * r)
    }

    /// Initial bearing from a to b in degrees, 0 ..< 360 (plane approximation).
    static func bearing(_ a: ParsedOSM.Node, _ b: ParsedOSM.Node) -> Double {
        let p = plane(a), q = plane(b)
        let d = atan2(q.x - p.x, q.y - p.y) * 180 / .pi
        return d < 0 ? d + 360 : d
    }
}
