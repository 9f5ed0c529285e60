import CZlib
import Foundation
@testable import MapData
import TestSupport
import Testing
import TownGenerator

@Suite("Maps/harbourne.osm: the file")
struct HarbourneFileTests {
    @Test func regeneratingGivesTheCommittedFileByteForByte() throws {
        let committed = try #require(TownFixture.bytes, "cannot read \(TownFixture.path)")
        let fresh = Data(HarbourneTown.generate().xml().utf8)
        #expect(fresh.count == committed.count)
        #expect(fresh == committed, "Maps/harbourne.osm is stale: run `swift run navsim-towngen`")
    }

    @Test func anotherSeedGivesAnotherTownWithTheSameStreets() throws {
        let a = HarbourneTown.generate(seed: 1), b = HarbourneTown.generate(seed: 2)
        #expect(a.xml() != b.xml())
        let names = { (d: OSMDocument) in Set(d.ways.compactMap { $0.tags["highway"] != nil ? $0.tags["name"] : nil }) }
        #expect(names(a) == names(b))
    }

    @Test func headerIsOSM06FromTheGeneratorWithAttributionAndBounds() throws {
        let osm = try TownFixture.osm()
        let text = try #require(TownFixture.bytes.flatMap { String(data: $0.prefix(300), encoding: .utf8) })
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<osm version=\"0.6\" generator=\"navsim-towngen\">"))
        #expect(osm.rootAttributes["version"] == "0.6")
        #expect(osm.rootAttributes["generator"] == "navsim-towngen")
        #expect(osm.comments.contains { $0.contains("fictional") && $0.contains("navsim") })
        #expect(osm.order.first == "bounds")
        let b = osm.bounds
        let (minLat, maxLat) = (try #require(b["minlat"]), try #require(b["maxlat"]))
        let (minLon, maxLon) = (try #require(b["minlon"]), try #require(b["maxlon"]))
        #expect(osm.nodes.allSatisfy { $0.lat >= minLat && $0.lat <= maxLat && $0.lon >= minLon && $0.lon <= maxLon })
        // About 4 km × 4 km around 51.02 N, 1.05 W.
        let height = (maxLat - minLat) * 111_195, width = (maxLon - minLon) * 111_195 * cos(51.02 * .pi / 180)
        #expect((3_800...4_600).contains(height) && (3_800...4_600).contains(width), "\(width) × \(height) m")
        #expect(abs((minLat + maxLat) / 2 - 51.02) < 0.01 && abs((minLon + maxLon) / 2 + 1.05) < 0.01)
    }

    @Test func nodesComeBeforeWaysBeforeRelationsWithAscendingIDsAtVersion1() throws {
        let osm = try TownFixture.osm()
        let kinds = osm.order.dropFirst()
        let rank = ["node": 0, "way": 1, "relation": 2]
        let ranks = kinds.map { rank[$0] ?? -1 }
        #expect(!ranks.contains(-1))
        #expect(ranks == ranks.sorted(), "objects out of order")
        for ids in [osm.nodes.map(\.id), osm.ways.map(\.id), osm.relations.map(\.id)] {
            #expect(ids.allSatisfy { $0 > 0 })
            #expect(zip(ids, ids.dropFirst()).allSatisfy { $0 < $1 }, "ids not strictly ascending")
        }
        #expect(osm.nodes.allSatisfy { $0.version == "1" })
        #expect(osm.ways.allSatisfy { $0.version == "1" })
        #expect(osm.relations.allSatisfy { $0.version == "1" })
    }

    @Test func everyReferencedNodeWayAndMemberExists() throws {
        let osm = try TownFixture.osm()
        let nodeIDs = Set(osm.nodes.map(\.id)), wayIDs = Set(osm.ways.map(\.id)), relIDs = Set(osm.relations.map(\.id))
        for w in osm.ways {
            #expect(w.nodes.count >= 2, "way \(w.id) has \(w.nodes.count) nodes")
            #expect(w.nodes.allSatisfy(nodeIDs.contains), "way \(w.id) refers to a missing node")
        }
        for r in osm.relations {
            for m in r.members {
                let known = m.type == "node" ? nodeIDs : m.type == "way" ? wayIDs : relIDs
                #expect(known.contains(m.ref), "relation \(r.id) member \(m.type) \(m.ref) missing")
            }
        }
        let areas = osm.ways.filter { $0.tags["building"] != nil || $0.tags["landuse"] != nil || $0.tags["natural"] == "water" }
        #expect(areas.allSatisfy { $0.nodes.first == $0.nodes.last && $0.nodes.count >= 4 })
    }

    @Test func embeddedSwiftSourceInflatesToTheCommittedFile() throws {
        let committed = try #require(TownFixture.bytes)
        let source = try String(contentsOfFile: TownFixture.embedPath, encoding: .utf8)
        let parts = source.components(separatedBy: "\"\"\"")
        try #require(parts.count == 3, "expected one multi-line literal in \(TownFixture.embedPath)")
        let gz = try #require(Data(base64Encoded: parts[1], options: .ignoreUnknownCharacters))
        #expect(gz.prefix(2) == Data([0x1F, 0x8B]), "not gzip")
        #expect(gz[4..<8] == Data([0, 0, 0, 0]), "gzip mtime must be 0 for a deterministic file")
        #expect(try Self.inflate(gz) == committed)
    }

    @Test func compiledDefaultTownDataDecodesToTheCommittedFile() throws {
        let committed = try #require(TownFixture.bytes)
        #expect(DefaultTownData.name == "harbourne")
        #expect(DefaultTownData.xmlByteCount == committed.count)
        let gz = try #require(Data(base64Encoded: DefaultTownData.gzipBase64, options: .ignoreUnknownCharacters))
        #expect(try Self.inflate(gz) == committed)
    }

    @Test func gzipRoundTripsAndIsDeterministic() throws {
        let text = Array(String(repeating: "Harbourne ハーボーン ", count: 500).utf8)
        let a = try Gzip.compress(text), b = try Gzip.compress(text)
        #expect(a == b)
        #expect(a.count < text.count / 10)
        #expect(try Gzip.decompress(a) == text)
        #expect(try Self.inflate(Data(a)) == Data(text))
        #expect(throws: Gzip.Failure.self) { try Gzip.decompress([0x1F, 0x8B, 8, 0, 1, 2, 3]) }
    }

    /// An inflate written here against zlib directly, independent of TownGenerator's.
    static func inflate(_ data: Data) throws -> Data {
        var stream = z_stream()
        guard inflateInit2_(&stream, 15 + 32, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw ParsedOSM.ParseError(description: "inflateInit2 failed")
        }
        defer { inflateEnd(&stream) }
        var input = [UInt8](data), out = Data(), buffer = [UInt8](repeating: 0, count: 1 << 16)
        var rc: Int32 = Z_OK
        input.withUnsafeMutableBufferPointer { inBuf in
            stream.next_in = inBuf.baseAddress
            stream.avail_in = uInt(inBuf.count)
            while rc == Z_OK {
                let n: Int = buffer.withUnsafeMutableBufferPointer { b in
                    stream.next_out = b.baseAddress
                    stream.avail_out = uInt(b.count)
                    rc = CZlib.inflate(&stream, Z_NO_FLUSH)
                    return b.count - Int(stream.avail_out)
                }
                out.append(contentsOf: buffer.prefix(n))
                if n == 0 && rc == Z_OK { rc = Z_BUF_ERROR }
            }
        }
        guard rc == Z_STREAM_END else { throw ParsedOSM.ParseError(description: "inflate failed: \(rc)") }
        return out
    }
}
