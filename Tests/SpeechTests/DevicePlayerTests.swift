import Foundation
import Testing
@testable import Speech

@Suite struct DevicePlayerTests {
    @Test func aCardIsFoundOnlyWhenALSAListsOne() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-asound-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let card = dir.appendingPathComponent("cards").path
        try " 0 [PCH            ]: HDA-Intel - HDA Intel PCH\n".write(toFile: card, atomically: true, encoding: .utf8)
        #expect(DevicePlayer.hasALSACard(cards: card))
        try "--- no soundcards ---\n".write(toFile: card, atomically: true, encoding: .utf8)
        #expect(!DevicePlayer.hasALSACard(cards: card))
        #expect(!DevicePlayer.hasALSACard(cards: dir.appendingPathComponent("absent").path))
        // No PulseAudio socket and no players on this PATH: no device.
        #expect(DevicePlayer.detect(environment: ["PATH": dir.path, "XDG_RUNTIME_DIR": dir.path]) == nil)
    }

    @Test func thePlayerReceivesTheWholeWAVOnItsStandardInput() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-player-\(UUID().uuidString).wav").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        // A stand-in for `aplay -`: it stores what it is sent.
        let player = DevicePlayer(executable: "/bin/sh", arguments: ["-c", "cat > '\(out)'"])
        let audio = WAVAudio(sampleRate: 22050, samples: (0..<50_000).map { Int16(truncatingIfNeeded: $0 * 7) })
        let u = Utterance(time: 0, event: "e", detail: "d", text: "t", priority: .action, key: "k", expires: 1)
        #expect(try player.deliver(audio, for: u, start: 0) == nil)
        player.finish()
        // The writer runs in the background; the file is complete once the shell has exited.
        #expect(try WAVAudio.read(path: out) == audio)
    }
}
