import Foundation
import Geo

/// Mono 16-bit PCM audio: what espeak-ng renders and what a WAV file of ours holds.
public struct WAVAudio: Sendable, Hashable {
    /// Samples per second (espeak-ng renders at 22,050 Hz).
    public var sampleRate: Int
    public var samples: [Int16]

    public init(sampleRate: Int, samples: [Int16]) {
        self.sampleRate = sampleRate
        self.samples = samples
    }

    /// Length of the audio.
    public var duration: Seconds {
        sampleRate > 0 ? Double(samples.count) / Double(sampleRate) : 0
    }

    /// Root mean square of the samples on the 16-bit scale (0 for silence, about 23,000 for a full-scale sine).
    /// - Complexity: O(samples).
    public var rms: Double {
        guard !samples.isEmpty else { return 0 }
        var sum = 0.0
        for s in samples { sum += Double(s) * Double(s) }
        return (sum / Double(samples.count)).squareRoot()
    }

    /// The same audio with its volume scaled (clipped to 16 bits); the command backend's output level matches the
    /// library's only at volume 100.
    public func scaled(by factor: Double) -> WAVAudio {
        WAVAudio(sampleRate: sampleRate, samples: samples.map {
            Int16(max(Double(Int16.min), min(Double(Int16.max), (Double($0) * factor).rounded())))
        })
    }
}
