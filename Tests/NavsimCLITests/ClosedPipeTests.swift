import Foundation
import Testing
import TestSupport

/// `navsim … | head -1`: the reader goes away while navsim still writes. navsim ignores SIGPIPE, so the write
/// fails with EPIPE; it must end quietly with the shell's SIGPIPE status (141), never trap (it died with SIGILL:
/// Foundation's `FileHandle.write` traps on EPIPE).
@Suite struct ClosedPipeTests {
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: EndToEndTests.binary), "skipped: .build/debug/navsim is not built"))
    func aReaderThatWentAwayEndsTheCommandQuietly() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: EndToEndTests.binary)
        process.arguments = ["route", "51.0180,-1.0530", "51.0290,-1.0380", "--json"]
        var environment = ProcessInfo.processInfo.environment
        let home = temporaryFolder()
        environment["HOME"] = home
        environment["XDG_CACHE_HOME"] = home + "/cache"
        process.environment = environment
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        // No reader at all: the first write to stdout fails with EPIPE, whatever the timing.
        try stdout.fileHandleForReading.close()
        try process.run()
        try stdout.fileHandleForWriting.close()
        let err = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "navsim died of signal \(process.terminationStatus): \(err)")
        #expect(process.terminationStatus == 141, "\(err)")
        #expect(err.isEmpty, "nothing to say on stderr when the reader left: \(err)")
    }
}
