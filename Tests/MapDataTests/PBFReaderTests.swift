import Testing
@testable import MapData

@Suite struct PBFReaderTests {
    @Test func formatIsDetectedByContent() {
        #expect(OSMFormat.detect(PBFTestWriter.smallTown()) == .pbf)
        #expect(OSMFormat.detect(SmallTownFixture.bytes) == .xml)
        #expect(OSMFormat.detect([0xef, 0xbb, 0xbf] + Array("\n <osm version='0.6'/>".utf8)) == .xml)
        #expect(OSMFormat.detect([0x1f, 0x8b, 8, 0]) == .gzip)
        #expect(OSMFormat.detect(Array("BZh91AY".utf8)) == .bzip2)
        #expect(OSMFormat.detect(Array("<!DOCTYPE html><html>".utf8)) == nil)
        #expect(OSMFormat.detect([]) == nil)
    }

    @Test func pbfAndXMLOfTheSameDataGiveTheSameMap() throws {
        let fromPBF = try OSMMap.parse(data: PBFTestWriter.smallTown(), name: "small")
        let fromXML = try OSMMap.parse(data: SmallTownFixture.bytes, name: "small")
        #expect(fromPBF.network.vertices == fromXML.network.vertices)
        #expect(fromPBF.network.edges == fromXML.network.edges)
        #expect(fromPBF.network.shapePoints == fromXML.network.shapePoints)
        #expect(fromPBF.network.roads == fromXML.network.roads)
        #expect(fromPBF.network.restrictions == fromXML.network.restrictions)
        #expect(fromPBF.network.pointFeatures == fromXML.network.pointFeatures)
        #expect(fromPBF.network.edgeFeatures == fromXML.network.edgeFeatures)
        #expect(fromPBF.features.pois == fromXML.features.pois)
        #expect(fromPBF.statistics.invalidRestrictions == 1)
        #expect(fromPBF.bounds.minLatitude == 0.99 && fromPBF.bounds.maxLongitude == 1.01)
    }

    @Test func unknownRequiredFeatureIsRejected() {
        let bytes = PBFTestWriter.header(required: ["OsmSchema-V0.6", "HistoricalInformation"])
        #expect {
            _ = try OSMMap.parse(data: bytes, name: "history", fileName: "history.osh.pbf")
        } throws: { e in
            guard let e = e as? MapDataError else { return false }
            return e.file == "history.osh.pbf" && e.byteOffset != nil && e.reason.contains("HistoricalInformation")
        }
    }

    @Test func dataBeforeHeaderAndUnknownCompressionAreErrors() {
        let noHeader = PBFTestWriter.blob(type: "OSMData", content: [])
        #expect(throws: MapDataError.self) { _ = try OSMMap.parse(data: noHeader, name: "x") }
        var lzma = ProtoWriter()
        lzma.bytes(4, [1, 2, 3])
        var h = ProtoWriter()
        h.string(1, "OSMHeader")
        h.uint(3, UInt64(lzma.bytes.count))
        let file = [0, 0, 0, UInt8(h.bytes.count)] + h.bytes + lzma.bytes
        #expect { _ = try OSMMap.parse(data: file, name: "x") } throws: { ($0 as? MapDataError)?.reason.contains("not supported") == true }
    }

    @Test func unknownBlobTypesAreSkipped() throws {
        let town = PBFTestWriter.smallTown()
        let header = PBFTestWriter.header()
        let extra = PBFTestWriter.blob(type: "NavsimExtension", content: [9, 9, 9])
        let withExtra = header + extra + Array(town[header.count...])
        let map = try OSMMap.parse(data: withExtra, name: "x")
        #expect(map.network.edges.count == 5)
    }

    @Test func pbfStringTableTextIsSanitized() throws {
        var bytes = PBFTestWriter.smallTown()
        let from = Array("Main Street".utf8), to = Array("Main\u{1b}Street".utf8)  // same length: the blob stays valid
        let at = try #require((0...(bytes.count - from.count)).first { bytes[$0..<($0 + from.count)].elementsEqual(from) })
        bytes.replaceSubrange(at..<(at + from.count), with: to)
        let map = try OSMMap.parse(data: bytes, name: "t")
        #expect(map.network.roads.first { $0.osmID == 10 }?.name == "Maintreet")  // ESC S (STS) is a whole escape sequence
    }
}
