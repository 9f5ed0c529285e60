import Foundation
import Testing
import TestSupport
import Text

/// Input files that are streams: `-` (standard input), a FIFO or a process substitution (`<(zcat x.gpx.gz)`). Before
/// `InputFile`, each said "cannot read the file" (Foundation reads regular files only).
@Suite struct StreamInputTests: RunsNavsimInProcess {
    static let tinyMap = """
    <?xml version="1.0" encoding="UTF-8"?>
    <osm version="0.6">
     <node id="1" lat="51.0" lon="-1.0"/>
     <node id="2" lat="51.001" lon="-1.0"/>
     <node id="3" lat="51.002" lon="-1.001"/>
     <node id="4" lat="51.001" lon="-1.002"><tag k="amenity" v="cafe"/><tag k="name" v="Tiny Cafe"/></node>
     <way id="10"><nd ref="1"/><nd ref="2"/><nd ref="3"/><tag k="highway" v="residential"/><tag k="name" v="Mill Lane"/></way>
     <way id="11"><nd ref="2"/><nd ref="4"/><tag k="highway" v="primary"/></way>
    </osm>
    """

    /// A FIFO in the test's folder whose writer, on a thread of its own, writes `bytes` once a reader opens it.
    static func fifo(_ folder: String, _ name: String, _ bytes: [UInt8]) -> String {
        let path = folder + "/" + name
        guard mkfifo(path, 0o600) == 0 else { return path }
        Thread {
            let fd = open(path, O_WRONLY)
            guard fd >= 0 else { return }
            _ = bytes.withUnsafeBytes { FileDescriptor.writeAll(fd, $0) }
            close(fd)
        }.start()
        return path
    }

    @Test func aTraceFromAFIFOIsDecoded() throws {
        let path = Self.fifo(temporaryFolder(), "trace.gpx", Array(TraceCommandTests.gpx.utf8))
        let (code, out, err) = run(["trace", path, "--jsonl"])
        #expect(code == 0, "\(err)")
        #expect(out.split(separator: "\n").count == 3)
        #expect(out.contains("\"points\": 2"))
    }

    @Test func aMapFromAFIFOIsLoadedAndSoIsACompiledOne() throws {
        let folder = temporaryFolder()
        let source = Self.fifo(folder, "tiny.osm", Array(Self.tinyMap.utf8))
        let found = run(["search", "Tiny Cafe", "--map", source])
        #expect(found.code == 0 && found.out.contains("Tiny Cafe"), "\(found.err)")

        // A compiled map read from a stream: it cannot be mapped, so it is read from the bytes.
        let osm = folder + "/tiny.osm.xml"
        try Self.tinyMap.write(toFile: osm, atomically: true, encoding: .utf8)
        let compiled = run(["maps", "compile", osm, "--output", folder + "/tiny.navsim"])
        #expect(compiled.code == 0, "\(compiled.err)")
        let bytes = try InputFile.read(folder + "/tiny.navsim")
        let streamed = run(["search", "Tiny Cafe", "--map", Self.fifo(folder, "tiny-compiled", bytes)])
        #expect(streamed.code == 0 && streamed.out.contains("Tiny Cafe"), "\(streamed.err)")
    }

    @Test func compilingAStreamNeedsAnOutputFile() throws {
        let path = Self.fifo(temporaryFolder(), "map.osm", Array(Self.tinyMap.utf8))
        let (code, _, err) = run(["maps", "compile", path])
        #expect(code == 2)
        #expect(err.contains("needs --output FILE"), "\(err)")
        _ = try? InputFile.read(path)  // lets the writer thread finish
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: EndToEndTests.binary), "skipped: .build/debug/navsim is not built"))
    func aTraceOnStandardInputIsDecoded() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: EndToEndTests.binary)
        process.arguments = ["trace", "-", "--jsonl"]
        process.environment = TemporaryFolder.navsimEnvironment(in: temporaryFolder())
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(TraceCommandTests.gpx.utf8))
        try input.fileHandleForWriting.close()
        let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(err)")
        #expect(out.split(separator: "\n").count == 3)
        #expect(out.contains("\"points\": 2"))
    }
}
