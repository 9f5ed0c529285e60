import Foundation

/// A Python fixture HTTP server on 127.0.0.1 and an ephemeral port: the system python3 runs `script` with
/// `arguments`, and the script's first stdout line, "PORT n", says where it listens. Killed by `stop()` or when
/// released. (TileServer and RegionServer wrap it with their fixture's control paths.)
public final class LoopbackFixtureServer {
    /// The script ran but did not print "PORT n" first; `output` is what it printed instead.
    public struct NotStarted: Error, CustomStringConvertible {
        public let script: String
        public let output: String
        public var description: String { "the fixture server \(script) did not start (\(output))" }
    }

    public let process = Process()
    public let port: Int

    /// Starts the server and waits for its port; throws what `Process.run` throws, or `NotStarted`.
    public init(script: String, arguments: [String] = []) throws {
        // The system python3 itself, not a version-manager shim between us and the server.
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
            process.arguments = [script] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", script] + arguments
        }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The first line is "PORT n".
        var line = [UInt8]()
        let handle = out.fileHandleForReading
        while true {
            let b = handle.readData(ofLength: 1)
            if b.isEmpty || b.first == 0x0a { break }
            line.append(contentsOf: b)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard text.hasPrefix("PORT "), let p = Int(text.dropFirst(5)) else {
            kill(process.processIdentifier, SIGKILL)
            throw NotStarted(script: script, output: text)
        }
        port = p
    }

    deinit { stop() }

    public func stop() {
        // SIGKILL, not waited for here: Foundation's Process reaps the child itself, and waitUntilExit spins a
        // run loop that a test's thread does not run.
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    public var base: String { "http://127.0.0.1:\(port)" }
}
