import Foundation
import NavsimCLI
import Speech
import Testing
import TestSupport

/// `navsim drive ROUTE --headless --voice-out DIR`: real espeak-ng speech, written as WAV files and voice.jsonl.
@Suite struct VoiceDriveTests {
    struct Entry: Decodable {
        var t: Double
        var type: String
        var detail: String
        var text: String
        var file: String
        var duration: Double
    }

    /// Speech is clearly above this RMS; silence is 0.
    static let audibleRMS = 300.0

    static func drive(_ route: String, _ extra: [String] = []) throws -> (dir: String, code: Int32, events: String, err: String, index: [Entry]) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-voice-\(UUID().uuidString)").path
        let r = DriveCommandTests.run(["drive", Repository.path("Routes/\(route).json"), "--headless", "--voice-out", dir] + extra)
        let lines = (try? String(contentsOfFile: dir + "/voice.jsonl", encoding: .utf8))?.split(separator: "\n") ?? []
        let index = try lines.map { try JSONDecoder().decode(Entry.self, from: Data($0.utf8)) }
        return (dir, r.code, r.out, r.err, index)
    }

    @Test func cityDriveWritesOneValidAudibleWAVPerUtteranceThatFitTheDrive() throws {
        let r = try Self.drive("city")
        defer { try? FileManager.default.removeItem(atPath: r.dir) }
        #expect(r.code == 0, "\(r.err)")
        // Expected: the maneuver notifications and the features ahead of the drive (the city drive has no speeding
        // and no reroute), less what the queue did not say: stale while the voice was busy, replaced by a newer
        // notification, or passed before its turn (the summary line counts each).
        let eventLines = r.events.split(separator: "\n")
        let notifications = eventLines.filter { $0.contains("\"type\": \"maneuverNotification\"") }.count
        let ahead = eventLines.filter { $0.contains("\"type\": \"warning\", \"stage\": \"ahead\"") }.count
        #expect(!eventLines.contains { $0.contains("speedWarning") || $0.contains("offRoute") || $0.contains("motorwayJunction") })
        let notSaid = try #require(r.err.firstMatch(of: /(\d+) not said \((\d+) stale/))
        #expect(r.index.count == notifications + ahead - Int(notSaid.1)!)
        #expect(Int(notSaid.2)! <= 3, "most of the city drive is said: \(r.err)")
        #expect(r.index.count >= 9, "the city drive has at least 9 things worth saying")
        let wavs = try FileManager.default.contentsOfDirectory(atPath: r.dir).filter { $0.hasSuffix(".wav") }
        #expect(Set(wavs) == Set(r.index.map(\.file)))
        // Every action notification is spoken, with the header's text.
        let actions = eventLines.filter { $0.contains("\"stage\": \"action\"") }.compactMap { $0.firstMatch(of: /"text": "([^"]*)"/)?.1 }
        for a in actions { #expect(r.index.contains { $0.text == String(a) }, "\(a)") }
        var end = 0.0
        for e in r.index {
            let wav = try WAVAudio.read(path: r.dir + "/" + e.file)
            #expect(wav.sampleRate == 22050)
            #expect(abs(wav.duration - e.duration) < 0.001)
            #expect(wav.rms > Self.audibleRMS, "\(e.file) is silent (RMS \(wav.rms))")
            #expect(e.t >= end, "\(e.file) starts at \(e.t) before the previous one ends at \(end)")
            end = e.t + e.duration
        }
        let driveDuration = try #require(r.err.firstMatch(of: /arrived after (\d+) s/)).1
        #expect(end <= Double(driveDuration)! + 5, "speech ends at \(end) s")
        #expect(r.index.reduce(0) { $0 + $1.duration } < Double(driveDuration)! / 2)
    }

    @Test func soxReadsEveryWAVWithTheSameFormatAndLength() throws {
        let sox = try #require(["/usr/bin/sox", "/usr/local/bin/sox"].first { FileManager.default.isExecutableFile(atPath: $0) },
                               "sox is not installed (.ci/run installs it)")
        let r = try Self.drive("missed-turn")
        defer { try? FileManager.default.removeItem(atPath: r.dir) }
        #expect(r.code == 0 && r.index.contains { $0.type == "offRoute" } && r.index.contains { $0.type == "rerouted" })
        for e in r.index {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: sox)
            p.arguments = ["--i", r.dir + "/" + e.file]
            let pipe = Pipe()
            p.standardOutput = pipe
            try p.run()
            let info = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            p.waitUntilExit()
            #expect(p.terminationStatus == 0)
            #expect(info.contains("Channels       : 1") && info.contains("Sample Rate    : 22050") && info.contains("16-bit"))
            let samples = try #require(info.firstMatch(of: /= (\d+) samples/)).1
            #expect(abs(Double(samples)! / 22050 - e.duration) < 0.001)
        }
    }

    @Test func germanVoiceSpeaksTheGermanTable() throws {
        let r = try Self.drive("city", ["--voice-lang", "de", "--voice-rate", "200"])
        defer { try? FileManager.default.removeItem(atPath: r.dir) }
        #expect(r.code == 0, "\(r.err)")
        #expect(r.index.first?.text == "Nach Osten fahren auf West Street")
        // (Whether ", dann den Kreisverkehr verlassen ..." follows depends on how the router splits the roundabout.)
        #expect(r.index.contains { $0.text.hasPrefix("Im Kreisverkehr die 3. Ausfahrt nehmen auf East Street") })
        #expect(r.index.contains { $0.text == "Ampel in 150 m" } && r.index.contains { $0.text == "Blitzer in 500 m" })
        #expect(r.index.contains { $0.text == "In 200 m erreichen Sie Ihr Ziel" })
        #expect(r.index.last?.text == "Sie haben Ihr Ziel erreicht. Es liegt vor Ihnen")
    }

    @Test func badVoiceOptionsAreUsageErrors() {
        #expect(DriveCommandTests.run(["drive", Repository.path("Routes/city.json"), "--headless", "--voice", "--voice-lang", "fr"]).code == 2)
        #expect(DriveCommandTests.run(["drive", Repository.path("Routes/city.json"), "--headless", "--voice", "--voice-rate", "10"]).code == 2)
        #expect(DriveCommandTests.run(["drive", Repository.path("Routes/city.json"), "--headless", "--voice-rate", "200"]).code == 2)
        let unwritable = DriveCommandTests.run(["drive", Repository.path("Routes/city.json"), "--headless", "--voice-out", "/proc/navsim-voice"])
        #expect(unwritable.code == 1 && unwritable.err.contains("/proc/navsim-voice"))
    }

    /// A voice espeak-ng does not have is one readable error before the drive starts, exit 1 (never a silent drive).
    @Test func anUnknownEspeakVoiceFailsLoudly() {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-voice-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = DriveCommandTests.run(["drive", Repository.path("Routes/city.json"), "--headless", "--voice-out", dir,
                                       "--voice-lang", "de-nosuchvoice"])
        #expect(r.code == 1)
        #expect(r.err.contains("espeak-ng has no voice 'de-nosuchvoice'"), "\(r.err)")
        #expect(r.out.isEmpty)
    }

    /// espeak-ng without its data: the library cannot initialise, the command cannot speak either, and the drive
    /// fails before it starts with both reasons, exit 1 (a fresh process, so the library really initialises).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: EndToEndTests.binary), "skipped: .build/debug/navsim is not built"))
    func withoutEspeakDataTheVoiceFailsLoudly() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-no-espeak-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: data.appendingPathComponent("espeak-ng-data"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: data) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: EndToEndTests.binary)
        p.arguments = ["drive", Repository.path("Routes/city.json"), "--headless", "--voice-out", data.appendingPathComponent("out").path,
                       "--voice-data", data.path]
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 1)
        #expect(message.contains("libespeak-ng could not initialise") && message.contains("espeak-ng failed"), "\(message)")
    }

    /// Same route, same seed: the same WAV bytes and the same index (a fresh process each time).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: EndToEndTests.binary), "skipped: .build/debug/navsim is not built"))
    func twoRunsWriteIdenticalFiles() throws {
        var dirs: [String] = []
        defer { for d in dirs { try? FileManager.default.removeItem(atPath: d) } }
        for _ in 0..<2 {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-voice-\(UUID().uuidString)").path
            dirs.append(dir)
            let p = Process()
            p.executableURL = URL(fileURLWithPath: EndToEndTests.binary)
            p.arguments = ["drive", Repository.path("Routes/missed-turn.json"), "--headless", "--voice-out", dir]
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            p.waitUntilExit()
            #expect(p.terminationStatus == 0)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: dirs[0]).sorted()
        #expect(names.count > 5)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dirs[1]).sorted() == names)
        for n in names {
            #expect(FileManager.default.contents(atPath: dirs[0] + "/" + n) == FileManager.default.contents(atPath: dirs[1] + "/" + n), "\(n)")
        }
    }
}

@Suite struct VoiceOptionTests {
    @Test func replayAndLiveSpeakInTheUIOnlyAndSayWhenHeadless() {
        let trace = Repository.path("Routes/traces/city.gpx")
        let r = DriveCommandTests.run(["replay", trace, "--headless", "--voice"])
        #expect(r.code == 2 && r.err.contains("with --headless only 'navsim drive' speaks"), "\(r.err)")
        let l = DriveCommandTests.run(["live", "--nmea", "-", "--headless", "--voice-out", "/tmp/x"])
        #expect(l.code == 2 && l.err.contains("with --headless only 'navsim drive' speaks"), "\(l.err)")
    }

    @Test func optionsAloneRunTheDemoAndEveryUICommandDocumentsTheVoice() {
        // Without a terminal the demo refuses, which shows `navsim --voice` reached it (not "unknown command").
        let r = DriveCommandTests.run(["--voice"])
        #expect(r.code == 1 && r.err.hasPrefix("navsim demo:"), "\(r.err)")
        for command in ["demo", "drive", "replay", "live"] {
            #expect(DriveCommandTests.run([command, "--help"]).out.contains("--voice-lang L"), "\(command)")
        }
    }
}
