import Foundation
import Geo
import Testing
import TestSupport
@testable import MapData

@Suite struct MapDataErrorTests {
    /// Parses bytes, returning the error (nil on success). A crash or trap would fail the whole run.
    func error(_ bytes: [UInt8], name: String = "t.osm") -> MapDataError? {
        do {
            _ = try OSMMap.parse(data: bytes, name: name, fileName: name)
            return nil
        } catch {
            return error
        }
    }

    func temporaryFile(_ name: String, _ bytes: [UInt8]) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-mapdata-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    @Test func emptyMissingAndDirectoryFilesGiveClearErrors() throws {
        let empty = try temporaryFile("empty.osm", [])
        #expect(throws: MapDataError(file: "empty.osm", reason: "the file is empty")) { _ = try OSMMap.load(path: empty) }
        #expect(throws: MapDataError(file: "/nonexistent/nowhere.osm.pbf", reason: "no such file")) { _ = try OSMMap.load(path: "/nonexistent/nowhere.osm.pbf") }
        let dir = FileManager.default.temporaryDirectory.path
        #expect { _ = try OSMMap.load(path: dir) } throws: { ($0 as? MapDataError)?.reason.contains("directory") == true }
    }

    @Test func htmlAndGarbageAreNotOSM() throws {
        let html = try temporaryFile("page.osm", Array("<!DOCTYPE html>\n<html><body>404</body></html>\n".utf8))
        #expect { _ = try OSMMap.load(path: html) } throws: { e in
            (e as? MapDataError).map { $0.file == "page.osm" && $0.description.hasPrefix("page.osm") && $0.reason.contains("not an OpenStreetMap file") } ?? false
        }
        let xhtml = error(Array("<?xml version='1.0'?>\n<html><body/></html>".utf8))
        #expect(xhtml?.line == 2 && xhtml?.reason.contains("root element is <html>") == true)
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<50 {
            let garbage = (0..<Int(rng.next() % 300 + 1)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            #expect(error(garbage) != nil)
        }
    }

    @Test func truncatedXMLReportsTheLine() throws {
        let xml = SmallTownFixture.bytes
        for cut in stride(from: 1, to: xml.count - 1, by: 37) {
            let e = try #require(error(Array(xml[..<cut])), "cut at \(cut)")
            #expect((e.line != nil || e.byteOffset == 0) && e.file == "t.osm")
        }
        // Cut inside way 11: the error names the line where the file ends and the unclosed element.
        let text = SmallTownFixture.xml
        let cut = text.range(of: "<nd ref=\"4\"/>")!.upperBound
        let truncated = String(text[..<cut])
        let e = try #require(error(Array(truncated.utf8)))
        #expect(e.line == truncated.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(e.reason.contains("</way>"))
    }

    @Test func malformedXMLValuesReportTheirLine() throws {
        let bad = SmallTownFixture.xml.replacingOccurrences(of: "<node id=\"5\" lat=\"0.999\"", with: "<node id=\"5\" lat=\"north\"")
        let e = try #require(error(Array(bad.utf8)))
        #expect(e.line == 11 && e.reason.contains("lat"))
        let mismatched = SmallTownFixture.xml.replacingOccurrences(of: "</way>\n <way id=\"12\">", with: "</node>\n <way id=\"12\">")
        #expect(error(Array(mismatched.utf8))?.reason.contains("does not match") == true)
    }

    @Test func deterministicFuzzOfPBFAndXMLNeverCrashes() {
        var rng = SeededGenerator(seed: 2026)
        for (base, name) in [(PBFTestWriter.smallTown(), "t.osm.pbf"), (SmallTownFixture.bytes, "t.osm")] {
            var failures = 0
            for round in 0..<400 {
                var b = base
                let flips = 1 + Int(rng.next() % 4)
                for _ in 0..<flips {
                    let i = Int(rng.next() % UInt64(b.count))
                    b[i] = round % 2 == 0 ? UInt8(truncatingIfNeeded: rng.next()) : b[i] ^ (1 << UInt8(rng.next() % 8))
                }
                if round % 5 == 0 { b = Array(b[..<Int(rng.next() % UInt64(b.count))]) }
                if let e = error(b, name: name) {
                    failures += 1
                    #expect(e.file == name && !e.reason.isEmpty && (e.line != nil || e.byteOffset != nil || e.reason.contains("empty")))
                }
            }
            #expect(failures > 40, "mutations of \(name) should mostly be caught")
        }
    }

    @Test func hugeLengthFieldsAreBoundedByTheRemainingBytes() throws {
        var town = PBFTestWriter.smallTown()
        let second = PBFTestWriter.header().count
        town[second] = 0x7f  // the data blob's header length: 2 GiB
        let e = try #require(error(town, name: "t.pbf"))
        #expect(e.byteOffset == second && e.reason.contains("blob header length"))
        // A varint length inside a block claiming far more than remains.
        var block = ProtoWriter()
        block.key(1, 2)
        block.varint(1 << 40)
        let file = PBFTestWriter.header() + PBFTestWriter.blob(type: "OSMData", content: block.bytes)
        #expect(error(file, name: "t.pbf")?.reason.contains("exceeds") == true)
    }

    @Test(.sharedData)
    func truncatedRealFilesGiveByteOffsets() throws {
        for f in ["graphhopper/andorra.osm.pbf", "graphhopper/monaco.osm.gz", "osrm-backend/monaco.osm.bz2"] {
            let bytes = try #require(FileManager.default.contents(atPath: SharedData.path(f)).map { [UInt8]($0) })
            let name = (f as NSString).lastPathComponent
            // bzip2 reports truncation only after inflating what is there, so it gets fewer (cheaper) cuts.
            for fraction in f.hasSuffix("bz2") ? [0.001, 0.2] : [0.001, 0.3, 0.77, 0.999] {
                let cut = Int(Double(bytes.count) * fraction)
                let e = try #require(error(Array(bytes[..<cut]), name: name), "\(f) cut at \(cut)")
                #expect(e.file == name && (e.byteOffset != nil || e.line != nil), "\(String(describing: e))")
                #expect((e.byteOffset ?? 0) <= cut)
            }
        }
        // A flipped byte in the middle of a zlib block is caught by zlib's check.
        var pbf = try #require(FileManager.default.contents(atPath: SharedData.path("graphhopper/andorra.osm.pbf")).map { [UInt8]($0) })
        pbf[pbf.count / 2] ^= 0xff
        let e = try #require(error(pbf, name: "andorra.osm.pbf"))
        #expect(e.byteOffset != nil)
    }
}
