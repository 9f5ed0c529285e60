import Foundation
import Speech
import Testing

@Suite struct WAVAudioTests {
    static func sine(_ amplitude: Double, count: Int = 2205) -> WAVAudio {
        WAVAudio(sampleRate: 22050, samples: (0..<count).map { Int16((amplitude * sin(Double($0) * 2 * .pi * 440 / 22050)).rounded()) })
    }

    @Test func writtenWAVReadsBackSampleForSampleWithA44ByteHeader() throws {
        let audio = Self.sine(10_000)
        let bytes = audio.encoded()
        #expect(bytes.count == 44 + 2 * audio.samples.count)
        #expect(Array(bytes[0..<4]) == Array("RIFF".utf8) && Array(bytes[8..<16]) == Array("WAVEfmt ".utf8))
        let back = try WAVAudio(decoding: bytes)
        #expect(back == audio)
        #expect(abs(back.duration - 0.1) < 1e-9)
    }

    @Test func rmsIsZeroForSilenceAndAmplitudeOverRootTwoForASine() {
        #expect(WAVAudio(sampleRate: 22050, samples: Array(repeating: 0, count: 500)).rms == 0)
        #expect(abs(Self.sine(10_000, count: 22050).rms - 10_000 / 2.0.squareRoot()) < 20)
        #expect(abs(Self.sine(10_000, count: 22050).scaled(by: 0.5).rms - 5_000 / 2.0.squareRoot()) < 20)
    }

    @Test func readerSkipsUnknownChunksAndCutsAStreamedDataSizeAtTheEnd() throws {
        var bytes = Self.sine(5000, count: 100).encoded()
        // A LIST chunk (odd size, padded) between fmt and data.
        let list: [UInt8] = Array("LIST".utf8) + [3, 0, 0, 0] + [1, 2, 3, 0]
        bytes.insert(contentsOf: list, at: 36)
        #expect(try WAVAudio(decoding: bytes).samples.count == 100)
        // espeak-ng --stdout writes 0x7FFFFFFF as the data size.
        var streamed = Self.sine(5000, count: 100).encoded()
        streamed.replaceSubrange(40..<44, with: [0xFF, 0xFF, 0xFF, 0x7F])
        #expect(try WAVAudio(decoding: streamed).samples == Self.sine(5000, count: 100).samples)
    }

    @Test func badFilesAreErrorsWithTheOffsetAndReason() {
        let good = Self.sine(5000, count: 10).encoded()
        func error(_ bytes: [UInt8]) -> WAVError? {
            do { _ = try WAVAudio(decoding: bytes); return nil } catch { return error }
        }
        #expect(error([1, 2, 3])?.reason.contains("too short") == true)
        #expect(error(Array("RIFX".utf8) + good.dropFirst(4)) == WAVError(offset: 0, reason: "not a RIFF file"))
        var stereo = good
        stereo[22] = 2
        #expect(error(stereo) == WAVError(offset: 22, reason: "2 channels; only mono is read"))
        var eight = good
        eight[34] = 8
        #expect(error(eight)?.offset == 34)
        #expect(error(Array(good[0..<36]))?.reason == "no data chunk")
    }

    @Test func fileErrorsNameTheFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-wav-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("bad.wav").path
        try Data("not audio at all".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: WAVError(path: path, offset: 0, reason: "not a RIFF file")) { try WAVAudio.read(path: path) }
        let ok = dir.appendingPathComponent("ok.wav").path
        try Self.sine(3000).write(to: ok)
        #expect(try WAVAudio.read(path: ok) == Self.sine(3000))
    }
}
