import Foundation
import Testing
import TestSupport

/// The files a command writes where the user says (`batch --out`, `maps compile -o`, `record --out`, `match
/// --gpx-out`): a path that is not a regular file is written in place, never replaced by a renamed file. A symbolic
/// link stands in for /dev/null here (the same `lstat` case, without risking the machine's device when it fails).
@Suite struct OutputFileTests: RunsNavsimInProcess {
    /// A folder with `target.txt` and `link` pointing at it.
    static func linkToFile(_ name: String = #function) throws -> (link: String, target: String) {
        let dir = temporaryFolder(name)
        let target = dir + "/target.txt"
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: target)
        return (dir + "/link", target)
    }

    static func isLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }

    @Test func batchOutThroughALinkWritesItsTargetAndKeepsTheLink() throws {
        let (link, target) = try Self.linkToFile()
        let r = run(["batch", "match", Repository.path("Routes/traces/city.gpx"), "--out", link])
        #expect(r.code == 0, "\(r.err)")
        #expect(Self.isLink(link))
        let text = try String(contentsOfFile: target, encoding: .utf8)
        #expect(text.hasPrefix("{\"input\": "), "\(text)")
        #expect(!text.contains("old"))
    }

    @Test func mapsCompileThroughALinkWritesItsTargetAndKeepsTheLink() throws {
        let (link, target) = try Self.linkToFile()
        let r = run(["maps", "compile", Repository.path("Maps/harbourne.osm"), "-o", link])
        #expect(r.code == 0, "\(r.err)")
        #expect(Self.isLink(link))
        let size = try #require(FileManager.default.attributesOfItem(atPath: target)[.size] as? Int)
        #expect(size > 1000)
    }

    @Test func recordOutThroughALinkWritesItsTargetAndKeepsTheLink() throws {
        let dir = temporaryFolder()
        let target = dir + "/drive.gpx"
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.gpx", withDestinationPath: target)
        let r = run(["record", Repository.path("Routes/demo.json"), "--out", dir + "/link.gpx"])
        #expect(r.code == 0, "\(r.err)")
        #expect(Self.isLink(dir + "/link.gpx"))
        #expect(try String(contentsOfFile: target, encoding: .utf8).contains("<gpx"))
    }

    @Test func anOutputThatIsAFolderIsOneErrorNamingIt() throws {
        let dir = temporaryFolder()
        let r = run(["maps", "compile", Repository.path("Maps/harbourne.osm"), "-o", dir])
        #expect(r.code == 1)
        #expect(r.err.contains(dir) && r.err.contains("cannot write"), "\(r.err)")
    }
}
