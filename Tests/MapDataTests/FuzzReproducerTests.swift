import Testing
import Geo
@testable import MapData

/// The crash reproducers of issue 10 (found by a libFuzzer + ASan campaign), run through the public entry point.
/// Each must give a clean error or a clean parse; before the fix each one trapped (SIGILL).
@Suite struct FuzzReproducerTests {
    static func bytes(_ hex: String) -> [UInt8] {
        var out = [UInt8]()
        var it = hex.utf8.makeIterator()
        func nibble(_ c: UInt8) -> UInt8 { c <= 57 ? c - 48 : (c | 0x20) - 87 }
        while let hi = it.next(), let lo = it.next() { out.append(nibble(hi) << 4 | nibble(lo)) }
        return out
    }

    /// Parses `hex`; returns the error, or nil for a clean parse.
    static func outcome(_ hex: String) -> MapDataError? {
        do throws(MapDataError) {
            _ = try OSMMap.parse(data: bytes(hex), name: "crash", fileName: "crash.osm.pbf")
            return nil
        } catch {
            return error
        }
    }

    @Test func denseKeyIndexAtOrAbove2To63IsAnError() throws {
        // P1: a keys_vals key that is a 10-byte varint ≥ 2^63 once became a negative Int.
        let e = try #require(Self.outcome("0000000d0a094f534d48656164657218020a000000000b0a074f534d44617461182a0a280a0b0a000a0768696768776179121912170a01024201004a0100520c808080808080808080010100"))
        #expect(e.file == "crash.osm.pbf" && e.byteOffset != nil)
        #expect(e.reason.contains("string index"))
    }

    @Test func plainNodeLatitudeNearInt64MaxIsAnError() throws {
        // P2: granularity 1, latitude near Int64.max: the rounding step overflowed.
        let e = try #require(Self.outcome("0000000d0a094f534d48656164657218020a000000000b0a074f534d44617461181c0a1a0a020a0012110a0f080240ecffffffffffffffff014800880101"))
        #expect(e.reason.contains("coordinate"))
    }

    @Test func denseNodeLatitudeNearInt64MaxIsAnError() throws {
        let e = try #require(Self.outcome("0000000d0a094f534d48656164657218020a000000000b0a074f534d44617461181f0a1d0a020a00121412120a0102420aecffffffffffffffff014a0100880101"))
        #expect(e.reason.contains("coordinate"))
    }

    @Test func nodeWithIdInt64MinTaggedAsCafeIsRead() throws {
        // P3: id Int64.min matched the id map's empty-slot marker.
        #expect(Self.outcome("0000000d0a094f534d48656164657218020a000000000b0a074f534d44617461182e0a2c0a110a000a07616d656e6974790a046361666512170a1508ffffffffffffffffff011201011a010240004800") == nil)
        let data = OSMData()
        data.addNode(id: Int64.min, lat: 10, lon: 20)
        data.addNode(id: Int64.max, lat: 30, lon: 40)
        data.addNode(id: 0, lat: 50, lon: 60)
        data.finish()
        #expect(data.nodeIndex(Int64.min) == 0)
        #expect(data.nodeIndex(Int64.max) == 2)
        #expect(data.nodeIndex(0) == 1)
        #expect(data.nodeIndex(Int64.min + 1) == nil)
    }

    @Test func trafficSignalsOnNodeInt64MinIsRead() {
        #expect(Self.outcome("0000000d0a094f534d48656164657218020a000000000b0a074f534d4461746118390a370a1c0a000a07686967687761790a0f747261666669635f7369676e616c7312170a1508ffffffffffffffffff011201011a010240004800") == nil)
    }

    @Test func multipolygonMemberWayInt64MinIsRead() {
        // P4: a member way ref of Int64.min (no such way): the multipolygon is broken, not a trap.
        #expect(Self.outcome("0000000d0a094f534d48656164657218020a000000000b0a074f534d4461746118520a500a2e0a000a04747970650a0c6d756c7469706f6c79676f6e0a076c616e647573650a06666f726573740a056f75746572121e221c0807120201031a0202044201054a0affffffffffffffffff01520101") == nil)
    }

    @Test func compressedInputOver4GiBIsFedInChunksNotTruncated() {
        // Decompression: `UInt32(inp.count)` trapped at 4 GiB. The input is now fed to zlib/bzip2 in chunks
        // of at most UInt32.max bytes; checked here on the arithmetic, without allocating 4 GiB.
        #expect(Decompression.inputChunk(remaining: 5 << 30) == UInt32.max)
        #expect(Decompression.inputChunk(remaining: Int(UInt32.max) + 1) == UInt32.max)
        #expect(Decompression.inputChunk(remaining: 1234) == 1234)
        #expect(Decompression.inputChunk(remaining: 0) == 0)
    }
}

/// The same reproducers through the replication store's reader (`OSMStore.readPBF`, which reads downloaded extracts
/// for updates): it decodes every object with its metadata, so it has index and coordinate arithmetic of its own.
@Suite struct StoreReproducerTests {
    static let inputs = [
        "0000000d0a094f534d48656164657218020a000000000b0a074f534d44617461182a0a280a0b0a000a0768696768776179121912170a01024201004a0100520c808080808080808080010100",
        "0000000d0a094f534d48656164657218020a000000000b0a074f534d44617461181c0a1a0a020a0012110a0f080240ecffffffffffffffff014800880101",
        "0000000d0a094f534d48656164657218020a000000000b0a074f534d44617461181f0a1d0a020a00121412120a0102420aecffffffffffffffff014a0100880101",
    ]

    @Test(arguments: inputs) func theStoreReaderGivesAnErrorNotATrap(_ hex: String) throws {
        do throws(MapDataError) {
            _ = try OSMStore.readPBF(FuzzReproducerTests.bytes(hex), fileName: "crash.osm.pbf")
            Issue.record("parsed without an error")
        } catch {
            #expect(error.file == "crash.osm.pbf" && error.byteOffset != nil, "\(error)")
            #expect(error.reason.contains("string index") || error.reason.contains("coordinate"), "\(error)")
        }
    }
}

/// Found by the osmchange fuzz target (Tests/Fuzz/harnesses/osmchange.swift): corelibs' XMLParser trapped on an
/// element name that is not UTF-8 (inside FoundationXML's start-element callback), so a hostile replication diff
/// crashed `navsim maps update`. The reader now refuses bytes that are not UTF-8, with the line.
@Suite struct OSMChangeReproducerTests {
    @Test func anElementNameThatIsNotUTF8IsAnErrorNotATrap() {
        var bytes = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<osmCh".utf8) + [0xFF, 0xFF]
        bytes += Array("ange version=\"0.6\"></osmCh".utf8) + [0xFF, 0xFF] + Array("ange>\n".utf8)
        do throws(MapDataError) {
            _ = try OSMChange.read(bytes, fileName: "crash.osc")
            Issue.record("parsed without an error")
        } catch {
            #expect(error.description == "crash.osc:2: not UTF-8 (byte 45 of the XML)")
        }
    }

    /// Found by the osmchange fuzz target in its first minute after the speed fix: corelibs' XMLParser passed the NULL
    /// data libxml2 reports for `<?xMl?>` to strlen (SIGSEGV). The same NULL comes from DTD declarations, and an
    /// entity can smuggle the processing instruction in; each of these crashed the reader before the fix.
    @Test(arguments: [
        ("<?xMl?>\n<osmChange version=\"0.6\"/>", "crash.osc:1: a processing instruction without data (<?xMl?>)"),
        ("<osmChange version=\"0.6\">\n<?a?></osmChange>", "crash.osc:2: a processing instruction without data (<?a?>)"),
        ("<osmChange version=\"0.6\"/>\n\n<?a?>", "crash.osc:3: a processing instruction without data (<?a?>)"),
        ("<osmChange a=\"<?a?>\"/>", "crash.osc:1: a processing instruction without data (<?a?>)"),
        ("<!DOCTYPE x [<!ENTITY e \"&#60;?a?&#62;\">]><osmChange>&e;</osmChange>",
         "crash.osc:1: a document type declaration (<!DOCTYPE …>): osmChange has none"),
        ("<?xml version=\"1.0\"?>\n<!DOCTYPE x [<!NOTATION n SYSTEM \"u\">]><osmChange/>",
         "crash.osc:2: a document type declaration (<!DOCTYPE …>): osmChange has none"),
        ("<!doctype x [<!ENTITY e SYSTEM \"u\" NDATA n>]><osmChange/>",
         "crash.osc:1: a document type declaration (<!DOCTYPE …>): osmChange has none"),
    ])
    func constructsThatCrashXMLParserAreErrorsNotCrashes(xml: String, message: String) {
        do throws(MapDataError) {
            _ = try OSMChange.read(Array(xml.utf8), fileName: "crash.osc")
            Issue.record("parsed without an error")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func declarationsCommentsAndInstructionsWithDataStillRead() throws {
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<?xml-stylesheet href=\"a.css\"?>\n<!-- <?a ?> -->\n"
            + "<osmChange version=\"0.6\"><delete><node id=\"7\" version=\"3\"/></delete><?pi data?></osmChange>"
        let change = try OSMChange.read(Array(xml.utf8), fileName: "ok.osc")
        #expect(change.changes.count == 1)
    }

    @Test func aValidDocumentWithNonASCIITextStillReads() throws {
        let xml = "<osmChange version=\"0.6\"><modify><node id=\"5\" version=\"2\" lat=\"43.73\" lon=\"7.42\">"
            + "<tag k=\"name\" v=\"Rue de la Paix — Café\"/></node></modify></osmChange>"
        let change = try OSMChange.read(Array(xml.utf8), fileName: "ok.osc")
        #expect(change.changes.count == 1)
    }
}

/// Found by the compiled fuzz target (Tests/Fuzz/harnesses/compiled.swift, a resealed mutation of a compiled tiny map):
/// the bounds a `.navsim` file stores reached `SpatialGrid.layout`, where a span of many degrees over tiny cells gave a
/// Double beyond Int's range and `Int(_:)` trapped (SpatialGrid.swift:72, from `EdgeIndex(bounds:…)` in the compiled
/// reader). Any bounds now give a grid of 1 ... maxCells cells, and the reader's own checks decide.
@Suite struct SpatialGridReproducerTests {
    static let hostile: [BoundingBox] = [
        BoundingBox(minLatitude: -1e300, minLongitude: -1e300, maxLatitude: 1e300, maxLongitude: 1e300),
        BoundingBox(minLatitude: 0, minLongitude: -.infinity, maxLatitude: 1, maxLongitude: .infinity),
        BoundingBox(minLatitude: .nan, minLongitude: 0, maxLatitude: 1, maxLongitude: .nan),
        BoundingBox(minLatitude: 89.9999999, minLongitude: -1e18, maxLatitude: 90, maxLongitude: 1e18),
    ]

    @Test(arguments: hostile)
    func hostileBoundsGiveABoundedGridNotATrap(bounds: BoundingBox) {
        let g = SpatialGrid.layout(bounds: bounds, cellSize: 100)
        #expect(g.columns >= 1 && g.rows >= 1 && g.columns * g.rows <= SpatialGrid.maxCells)
        // The compiled reader's path: an index whose stored rows do not fit the layout is refused, not a trap.
        let e = SpatialGrid.layout(bounds: bounds, cellSize: EdgeIndex.cellSize, maxCells: EdgeIndex.maxCells)
        #expect(e.columns >= 1 && e.rows >= 1 && e.columns * e.rows <= EdgeIndex.maxCells)
        #expect(EdgeIndex(bounds: bounds, cellStart: Column([0, 0]), entries: Column(), edges: Column(), shapePoints: Column()) == nil || e.columns * e.rows == 1)
    }
}

/// Numbers in tags are untrusted too: a run of 400 nines parses to infinity, "nan" and "inf" parse to themselves, and
/// `maxheight=999…9` crashed `navsim snapshot --features +vehicleRestrictions` (the sign's label converted infinity to
/// an Int). A measure outside 0…`TagParsing.measureLimit`, or a storey count outside 0…`levelLimit`, reads as untagged.
@Suite struct TagNumberReproducerTests {
    static let nines = String(repeating: "9", count: 400)

    static func map() throws -> OSMMap {
        let xml = """
        <osm version="0.6">
        <node id="1" lat="43.7300" lon="7.4200"/><node id="2" lat="43.7300" lon="7.4204"/>
        <node id="3" lat="43.7303" lon="7.4204"/><node id="4" lat="43.7303" lon="7.4200"/>
        <way id="10"><nd ref="1"/><nd ref="2"/><tag k="highway" v="primary"/><tag k="maxheight" v="\(nines)"/>
          <tag k="maxweight" v="\(nines) t"/><tag k="maxwidth" v="inf'"/><tag k="maxlength" v="nan'"/></way>
        <way id="11"><nd ref="2"/><nd ref="3"/><tag k="highway" v="primary"/><tag k="maxheight" v="12'6&quot;"/>
          <tag k="maxweight" v="7.5"/><tag k="maxwidth" v="10001"/></way>
        <way id="20"><nd ref="1"/><nd ref="2"/><nd ref="3"/><nd ref="4"/><nd ref="1"/><tag k="building" v="yes"/>
          <tag k="height" v="\(nines)"/><tag k="building:levels" v="nan"/><tag k="building:min_level" v="inf"/></way>
        <way id="21"><nd ref="1"/><nd ref="2"/><nd ref="3"/><nd ref="4"/><nd ref="1"/><tag k="building" v="yes"/>
          <tag k="building:levels" v="9223372036854775807"/><tag k="min_height" v="-inf'"/></way>
        <way id="22"><nd ref="1"/><nd ref="2"/><nd ref="3"/><nd ref="4"/><nd ref="1"/><tag k="building" v="yes"/>
          <tag k="building:levels" v="4"/><tag k="building:min_level" v="1"/></way>
        </osm>
        """
        return try OSMMap.parse(data: Array(xml.utf8), name: "t")
    }

    @Test func measuresPastTheirLimitReadAsUntagged() throws {
        let roads = try Self.map().network.roads
        let hostile = try #require(roads.first { $0.osmID == 10 }), plain = try #require(roads.first { $0.osmID == 11 })
        #expect(hostile.maxHeight == nil && hostile.maxWeight == nil && hostile.maxWidth == nil && hostile.maxLength == nil)
        #expect(plain.maxHeight == 3.81 && plain.maxWeight == 7.5, "ordinary values still read")
        #expect(plain.maxWidth == nil, "10,001 m is past the limit")
    }

    @Test func storeysAndHeightsPastTheirLimitReadAsUntagged() throws {
        let map = try Self.map()
        let buildings = Dictionary(uniqueKeysWithValues: map.features.buildings.map { ($0.osmID, $0) })
        #expect(buildings[20]?.height == nil && buildings[20]?.levels == nil)
        #expect(buildings[21]?.levels == nil && buildings[21]?.minHeight == nil)
        #expect(buildings[22]?.levels == 4)
        let view = try #require(map.openMapTiles().layer("building"))
        func number(_ id: Int64, _ key: String) -> Double? {
            if case .number(let v)? = view.features.first(where: { $0.id == id })?.properties[key] { return v }
            return nil
        }
        #expect(number(20, "render_height") == 5 && number(20, "render_min_height") == 0, "the defaults, as untagged")
        #expect(number(21, "render_height") == 5)
        #expect(number(22, "render_height") == 12 && number(22, "render_min_height") == 3)
    }
}
