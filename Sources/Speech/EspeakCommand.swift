import Foundation

/// espeak-ng through its command (`espeak-ng -w FILE --stdin`), for when the library cannot initialise at run time.
/// The text goes in on stdin, so nothing in it is read as an option; the WAV comes back through our reader.
public final class EspeakCommand: SpeechSynthesizer {
    public let executable: String
    /// The directory holding `espeak-ng-data` (`--path`); nil: the command's default.
    public let dataPath: String?
    public var name: String { "espeak-ng command (\(executable))" }

    /// Finds `espeak-ng` on `PATH` (or takes the given path). Throws when there is none.
    public init(executable: String? = nil, dataPath: String? = nil,
                environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        self.dataPath = dataPath
        if let executable {
            guard FileManager.default.isExecutableFile(atPath: executable) else {
                throw SpeechError("\(executable) is not an executable")
            }
            self.executable = executable
        } else if let found = Self.which("espeak-ng", path: environment["PATH"]) {
            self.executable = found
        } else {
            throw SpeechError("the espeak-ng command is not on PATH (Debian: apt-get install espeak-ng)")
        }
    }

    public func synthesize(_ text: String, settings: VoiceSettings) throws -> WAVAudio {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("navsim-espeak-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).wav").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = (dataPath.map { ["--path=\($0)"] } ?? []) + ["-b", "1", "-v", settings.voiceName, "-s", String(settings.rate), "-a", String(settings.volume),
                       "-w", file, "--stdin"]
        let input = Pipe(), errors = Pipe()
        p.standardInput = input
        p.standardOutput = FileHandle.nullDevice
        p.standardError = errors
        do { try p.run() } catch { throw SpeechError("cannot run \(executable): \(error.localizedDescription)") }
        // A command that dies at once (no voice data) closes its end first: the write fails with EPIPE (navsim
        // ignores SIGPIPE), and the exit status below says why.
        try? input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
        try? input.fileHandleForWriting.close()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else {
            let why = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw SpeechError("\(executable) failed (exit \(p.terminationStatus))" + (why.isEmpty ? "" : ": \(why)"))
        }
        do { return try WAVAudio.read(path: file) } catch {
            throw SpeechError("\(executable) wrote no readable WAV: \(error)")
        }
    }

    /// The command, after it has rendered one word (so a command that cannot speak fails here, with its reason).
    public static func checked(dataPath: String? = nil) throws -> any SpeechSynthesizer {
        let command = try EspeakCommand(dataPath: dataPath)
        _ = try command.synthesize("navsim", settings: VoiceSettings())
        return command
    }

    /// The first executable `name` in the `:`-separated `path`.
    static func which(_ name: String, path: String?) -> String? {
        for dir in (path ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = String(dir) + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
