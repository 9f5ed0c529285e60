import Foundation

/// A WAV file that cannot be read: where and why.
public struct WAVError: Error, CustomStringConvertible, Equatable {
    /// The file, when the bytes came from one.
    public var path: String?
    /// Byte offset of the problem.
    public var offset: Int
    public var reason: String

    public init(path: String? = nil, offset: Int, reason: String) {
        self.path = path
        self.offset = offset
        self.reason = reason
    }

    public var description: String { "\(path ?? "WAV data"): byte \(offset): \(reason)" }
}

/// RIFF/WAVE, PCM 16-bit mono: our own writer and reader (Microsoft's RIFF layout: a "RIFF" header, then chunks of
/// 4-byte id + little-endian 32-bit size + data, padded to even length).
extension WAVAudio {
    /// The file bytes: a 44-byte header ("RIFF", "WAVE", "fmt " PCM 1 channel 16 bits, "data") and the samples.
    public func encoded() -> [UInt8] {
        let dataBytes = samples.count * 2
        var out = [UInt8]()
        out.reserveCapacity(44 + dataBytes)
        func u32(_ v: Int) { for i in 0..<4 { out.append(UInt8((v >> (8 * i)) & 0xFF)) } }
        func u16(_ v: Int) { for i in 0..<2 { out.append(UInt8((v >> (8 * i)) & 0xFF)) } }
        out += Array("RIFF".utf8); u32(36 + dataBytes); out += Array("WAVE".utf8)
        out += Array("fmt ".utf8); u32(16)
        u16(1)                  // PCM
        u16(1)                  // mono
        u32(sampleRate)
        u32(sampleRate * 2)     // byte rate
        u16(2)                  // block align
        u16(16)                 // bits per sample
        out += Array("data".utf8); u32(dataBytes)
        for s in samples {
            let v = UInt16(bitPattern: s)
            out.append(UInt8(v & 0xFF))
            out.append(UInt8(v >> 8))
        }
        return out
    }

    /// Reads a PCM 16-bit mono WAV. Unknown chunks (LIST, fact) are skipped; a data size larger than the file
    /// (streamed WAVs such as `espeak-ng --stdout` write 0x7FFFFFFF) is cut at the end of the file.
    public init(decoding bytes: [UInt8]) throws(WAVError) {
        func u32(_ at: Int) -> Int {
            Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24
        }
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func tag(_ at: Int) -> String { String(decoding: bytes[at..<at + 4], as: UTF8.self) }
        guard bytes.count >= 12 else { throw WAVError(offset: 0, reason: "too short for a RIFF header (\(bytes.count) bytes)") }
        guard tag(0) == "RIFF" else { throw WAVError(offset: 0, reason: "not a RIFF file") }
        guard tag(8) == "WAVE" else { throw WAVError(offset: 8, reason: "RIFF file is not WAVE (\(tag(8)))") }
        var at = 12
        var rate: Int?
        while at + 8 <= bytes.count {
            let id = tag(at), size = u32(at + 4), body = at + 8
            switch id {
            case "fmt ":
                guard size >= 16, body + 16 <= bytes.count else { throw WAVError(offset: at, reason: "fmt chunk too short") }
                let format = u16(body), channels = u16(body + 2), bits = u16(body + 14)
                guard format == 1 || format == 0xFFFE else { throw WAVError(offset: body, reason: "not PCM (format \(format))") }
                guard channels == 1 else { throw WAVError(offset: body + 2, reason: "\(channels) channels; only mono is read") }
                guard bits == 16 else { throw WAVError(offset: body + 14, reason: "\(bits) bits per sample; only 16 is read") }
                rate = u32(body + 4)
                guard let r = rate, r > 0 else { throw WAVError(offset: body + 4, reason: "sample rate 0") }
            case "data":
                guard let rate else { throw WAVError(offset: at, reason: "data chunk before the fmt chunk") }
                let end = min(bytes.count, body + size)
                let count = (end - body) / 2
                var samples = [Int16](repeating: 0, count: count)
                for i in 0..<count {
                    samples[i] = Int16(bitPattern: UInt16(bytes[body + 2 * i]) | UInt16(bytes[body + 2 * i + 1]) << 8)
                }
                self.init(sampleRate: rate, samples: samples)
                return
            default:
                break
            }
            at = body + size + (size & 1)
        }
        throw WAVError(offset: min(at, bytes.count), reason: rate == nil ? "no fmt chunk" : "no data chunk")
    }

    /// Reads a WAV file; errors name the file.
    public static func read(path: String) throws -> WAVAudio {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw WAVError(path: path, offset: 0, reason: "cannot read the file")
        }
        do { return try WAVAudio(decoding: [UInt8](data)) } catch {
            var e = error
            e.path = path
            throw e
        }
    }

    /// Writes the WAV file (replacing one that exists).
    public func write(to path: String) throws {
        try Data(encoded()).write(to: URL(fileURLWithPath: path))
    }
}
