import Foundation
import Testing
import TestSupport
import Text

/// `InputFile`: the one reader of the files a user names, for regular files and for streams, which Foundation's
/// `contents(atPath:)` cannot read (it gives nil for a pipe, a FIFO or /dev/null).
@Suite struct InputFileTests {
    /// Seeded bytes: more than one 64 KiB chunk, and not a multiple of it.
    static func bytes(_ count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
    }

    /// Writes `bytes` into the write end of a FIFO or pipe from a thread of its own, in small pieces, as a slow
    /// producer would.
    static func feed(_ path: String, _ bytes: [UInt8]) -> Thread {
        let thread = Thread {
            let fd = open(path, O_WRONLY)
            guard fd >= 0 else { return }
            var k = 0
            while k < bytes.count {
                let n = min(7_001, bytes.count - k)
                _ = bytes[k..<(k + n)].withUnsafeBytes { FileDescriptor.writeAll(fd, $0) }
                k += n
            }
            close(fd)
        }
        thread.start()
        return thread
    }

    @Test func aRegularFileIsReadWhole() throws {
        let folder = temporaryFolder()
        for count in [0, 1, 65_536, 200_003] {
            let path = folder + "/f\(count)"
            let want = Self.bytes(count, seed: UInt64(count))
            try Data(want).write(to: URL(fileURLWithPath: path))
            #expect(try InputFile.read(path) == want, "\(count) bytes")
            #expect(!InputFile.isStream(path))
        }
    }

    @Test func aFIFOIsReadToItsEnd() throws {
        let path = temporaryFolder() + "/fifo"
        #expect(mkfifo(path, 0o600) == 0)
        #expect(InputFile.isStream(path))
        let want = Self.bytes(150_001, seed: 7)
        _ = Self.feed(path, want)
        #expect(try InputFile.read(path) == want)
    }

    @Test func anEmptyDeviceIsEmptyNotAnError() throws {
        #expect(try InputFile.read("/dev/null") == [])
        #expect(InputFile.isStream("/dev/null"))
        #expect(InputFile.isStream("-"))
    }

    @Test func failuresSayWhyAndNameTheFile() throws {
        let folder = temporaryFolder()
        #expect(throws: SourceError(source: folder + "/none.osm", reason: "no such file")) {
            try InputFile.read(folder + "/none.osm")
        }
        #expect(throws: SourceError(source: folder + "/none/x.gpx", reason: "no such file")) {
            try InputFile.read(folder + "/none/x.gpx")
        }
        #expect(throws: SourceError(source: folder, reason: "is a directory, not a map file")) {
            try InputFile.read(folder, expecting: "map file")
        }
        #expect(throws: SourceError(source: folder, reason: "is a directory")) { try InputFile.read(folder) }
        #expect(!InputFile.isStream(folder))
    }

    @Test func textMustBeUTF8AndTheFirstBadByteIsNamed() throws {
        let path = temporaryFolder() + "/script.txt"
        try Data([0x61, 0x0A, 0xC3, 0xA9, 0xFF, 0x62]).write(to: URL(fileURLWithPath: path))
        #expect(throws: SourceError(source: path, byteOffset: 4, reason: "not UTF-8 text")) { try InputFile.readText(path) }
        try Data("zoom in\né\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(try InputFile.readText(path) == "zoom in\né\n")
    }

    /// A streaming reader's descriptor and reads: a folder is refused at open with the reader's reason, and a read
    /// that fails is a `SourceError` naming the stream (FileHandle.availableData trapped on it).
    @Test func streamingOpenAndReadsSayWhyTheyFail() throws {
        let folder = NSTemporaryDirectory()
        #expect(throws: SourceError(source: folder, reason: "is a directory, not a receiver log")) {
            try InputFile.openForStreaming(folder, expecting: "receiver log")
        }
        let fd = open(folder, O_RDONLY)
        try #require(fd >= 0)
        defer { close(fd) }
        do {
            _ = try InputFile.readAvailable(fd, path: "dir")
            Issue.record("a directory was read")
        } catch {
            #expect(error.description == "dir: is a directory", "\(error.description)")
        }
        let path = folder + "/navsim-stream-\(getpid())"
        try Data(Self.bytes(70_000, seed: 9)).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let file = try InputFile.openForStreaming(path)
        defer { close(file) }
        var got = [UInt8]()
        while true {
            let chunk = try InputFile.readAvailable(file, path: path, upTo: 4_096)
            if chunk.isEmpty { break }
            got += chunk
        }
        #expect(got == Self.bytes(70_000, seed: 9))
    }
}
