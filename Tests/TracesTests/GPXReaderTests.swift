import Geo
import Testing
@testable import Traces

struct GPXReaderTests {
    func gpx(_ body: String, root: String = #"<gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1">"#) -> String {
        "<?xml version=\"1.0\"?>\n" + root + "\n" + body + "\n</gpx>\n"
    }

    @Test func attributesInAnyOrderWithSingleOrDoubleQuotes() throws {
        let t = try GPXReader.read(text: gpx("""
        <trk><trkseg>
        <trkpt lon='2.5' lat="1.25"></trkpt>
        <trkpt  lat = '-3.5'  lon = "-4.75" />
        </trkseg></trk>
        """))
        #expect(t.fixes.map(\.coordinate) == [Coordinate(1.25, 2.5), Coordinate(-3.5, -4.75)])
    }

    @Test func speedAndCourseFromGPX10FieldsAndGarminExtension() throws {
        let t = try GPXReader.read(text: gpx("""
        <trk><trkseg>
        <trkpt lat="1" lon="2"><ele>10.5</ele><time>2020-01-02T03:04:05Z</time><speed>4.5</speed><course>90</course></trkpt>
        <trkpt lat="1" lon="2.001"><time>2020-01-02T03:04:06.250+01:00</time><extensions><gpxtpx:TrackPointExtension>
          <gpxtpx:speed>5.25</gpxtpx:speed><gpxtpx:course>180.5</gpxtpx:course><gpxtpx:hr>120</gpxtpx:hr>
        </gpxtpx:TrackPointExtension></extensions></trkpt>
        </trkseg></trk>
        """, root: #"<gpx version="1.1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v2">"#))
        #expect(t.fixes.count == 2)
        #expect(t.fixes[0].altitude == 10.5 && t.fixes[0].speed == 4.5 && t.fixes[0].course == 90)
        #expect(t.fixes[0].mode == .threeD)
        #expect(t.fixes[0].time == Double(UTCTime.days(year: 2020, month: 1, day: 2)! * 86_400 + 3 * 3600 + 4 * 60 + 5))
        #expect(t.fixes[1].speed == 5.25 && t.fixes[1].course == 180.5)
        #expect(t.fixes[1].mode == .twoD)
        // +01:00 means one hour earlier in UTC.
        #expect(t.fixes[1].time == t.fixes[0].time.map { $0 + 1.25 - 3600 })
    }

    @Test func namespacePrefixesAreIgnored() throws {
        let t = try GPXReader.read(text: """
        <g:gpx xmlns:g="http://www.topografix.com/GPX/1/0" version="1.0"><g:trk><g:name>Run</g:name><g:trkseg>
        <g:trkpt lat="10" lon="20"><g:ele>5</g:ele></g:trkpt></g:trkseg></g:trk></g:gpx>
        """)
        #expect(t.fixes.count == 1 && t.tracks.first?.name == "Run" && t.fixes[0].altitude == 5)
    }

    @Test func cdataCommentsAndEntitiesInTextAndNames() throws {
        let t = try GPXReader.read(text: gpx("""
        <metadata><name>Caf&#233; &amp; &#x42;ar &lt;1&gt;</name></metadata>
        <wpt lat="1" lon="2"><name><![CDATA[A & <B>]]></name><ele><!-- sea level -->12.5</ele></wpt>
        <!-- <trk><trkseg><trkpt lat="9" lon="9"/></trkseg></trk> -->
        """))
        #expect(t.name == "Café & Bar <1>")
        #expect(t.waypoints.first?.name == "A & <B>")
        #expect(t.waypoints.first?.fix.altitude == 12.5)
        #expect(t.fixes.isEmpty)
    }

    @Test func bomDoctypeAndProcessingInstructionsAndNoTimes() throws {
        var bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
        bytes += Array("""
        <?xml version="1.0" encoding="UTF-8"?><!DOCTYPE gpx [ <!ENTITY x "y"> ]><?style x?>
        <gpx><trk><trkseg><trkpt lat="1" lon="1"/><trkpt lat="1.001" lon="1"/></trkseg></trk></gpx>
        """.utf8)
        let t = try GPXReader.read(bytes: bytes)
        #expect(t.fixes.count == 2)
        #expect(t.fixes.allSatisfy { $0.time == nil })
        #expect(t.summary.duration == nil)
        #expect(abs(t.summary.length - 111.2) < 0.1)
    }

    @Test func tracksSegmentsRoutesAndWaypointsKeepTheirStructure() throws {
        let t = try GPXReader.read(text: gpx("""
        <wpt lat="0" lon="0"><name>Home</name></wpt>
        <rte><name>R</name><rtept lat="1" lon="1"/><rtept lat="1" lon="2"/></rte>
        <trk><name>A</name><trkseg><trkpt lat="0" lon="0"/><trkpt lat="0" lon="0.001"/></trkseg><trkseg></trkseg>
        <trkseg><trkpt lat="0" lon="1"/></trkseg></trk>
        <trk><trkseg><trkpt lat="5" lon="5"/></trkseg></trk>
        """))
        #expect(t.tracks.map(\.segments) == [[0..<2, 2..<2, 2..<3], [3..<4]])
        #expect(t.tracks.map(\.name) == ["A", nil])
        #expect(t.routes.map(\.points.count) == [2] && t.routes.first?.name == "R")
        #expect(t.waypoints.map(\.name) == ["Home"])
        // Length counts hops inside segments only (0.001° of longitude at the equator), not the jumps between them.
        #expect(abs(t.summary.length - 111.195) < 0.01)
        #expect(t.playableFixes.count == 4)
    }

    @Test func routeOnlyFilesReplayTheirRoutePoints() throws {
        let t = try GPXReader.read(text: gpx(#"<rte><rtept lat="1" lon="1"/><rtept lat="1" lon="2"/></rte>"#))
        #expect(t.fixes.isEmpty && t.playableFixes.count == 2)
    }

    @Test(arguments: [
        ("<gpx><trk><trkseg>\n<trkpt lat=\"1\" lon=\"2\"></trkpt>\n</trk></gpx>", 3, "does not match"),
        ("<?xml version=\"1.0\"?>\n<kml><Document/></kml>", 2, "not a GPX file"),
        ("hello world", 1, "not a GPX file"),
        ("<gpx>\n<trk>\n<trkseg>\n<trkpt lat=\"1\" lon=\"2\">", 4, "not closed"),
        ("<gpx>\n\n<wpt lat=\"north\" lon=\"2\"/></gpx>", 3, "bad lat"),
        ("<gpx>\n<wpt lat=\"95\" lon=\"2\"/></gpx>", 2, "out of range"),
        ("<gpx>\n<trk><trkseg><trkpt lat=\"1\" lon=\"2\"><time>yesterday</time></trkpt></trkseg></trk></gpx>", 2, "bad <time>"),
        ("<gpx>\n<wpt lat=\"1\" lon=\"2\"><ele>high</ele></wpt></gpx>", 2, "bad <ele>"),
        ("<gpx><!-- unterminated\n\n", 1, "unterminated comment"),
        ("<gpx><wpt lat=1 lon=2/></gpx>", 1, "without quotes"),
    ] as [(String, Int, String)])
    func malformedInputGivesTheLineAndReason(_ text: String, _ line: Int, _ reason: String) {
        do {
            _ = try GPXReader.read(text: text, file: "bad.gpx")
            Issue.record("no error for \(text)")
        } catch let e {  // typed: a TraceError
            #expect(e.file == "bad.gpx")
            #expect(e.line == line, "\(e)")
            #expect(e.reason.contains(reason), "\(e)")
        }
    }

    @Test func errorMessagesAreSafeToPrint() {
        let e = TraceError(file: "x.gpx", line: 2, reason: "bad \u{1B}[31mred\u{7} value")
        #expect(e.description == "x.gpx:2: bad red value")  // the whole escape sequence goes, not just its ESC
    }
}
