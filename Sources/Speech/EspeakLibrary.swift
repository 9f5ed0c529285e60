import CEspeakNG
import Synchronization

/// espeak-ng through its C library (libespeak-ng): `AUDIO_OUTPUT_SYNCHRONOUS`, with a synth callback that collects
/// the 16-bit samples. The library keeps one global state, so every call holds one process-wide lock. It is loaded
/// (`EspeakFunctions`, `dlopen`) by the first `EspeakLibrary`, so processes that never speak never map it.
public final class EspeakLibrary: SpeechSynthesizer {
    public let name: String
    public let sampleRate: Int

    /// Initialises the library (once per process). Throws when it cannot, e.g. without its data directory.
    /// - Parameter dataPath: the directory holding `espeak-ng-data` (nil: the library's default). One process
    ///   uses one data path.
    public init(dataPath: String? = nil) throws {
        let (rate, espeak) = try Self.engine.withLock { state -> (Int32, EspeakFunctions) in
            if let ready = state {
                guard ready.path == dataPath else {
                    throw SpeechError("libespeak-ng is already initialised with data from \(ready.path ?? "its default place")")
                }
                return (ready.rate, ready.functions)
            }
            let espeak = try EspeakFunctions.load()
            let options = navsim_espeak_initialize_dont_exit()
            let r: Int32 = dataPath.map { espeak.initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, $0, options) }
                ?? espeak.initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, nil, options)
            guard r > 0 else {
                let place = dataPath.map { "\($0)/espeak-ng-data" } ?? "espeak-ng-data"
                throw SpeechError("libespeak-ng could not initialise (error \(r); is \(place) complete?)")
            }
            espeak.setSynthCallback(collectSamples)
            state = Ready(rate: r, path: dataPath, functions: espeak)
            return (r, espeak)
        }
        sampleRate = Int(rate)
        var version: UnsafePointer<CChar>?
        let info = espeak.info(&version)
        name = "libespeak-ng " + (info.map { String(cString: $0) } ?? "")
    }

    public func synthesize(_ text: String, settings: VoiceSettings) throws -> WAVAudio {
        let sink = SampleSink()
        let rate = sampleRate
        try Self.engine.withLock { state in
            guard let espeak = state?.functions else { throw SpeechError("libespeak-ng is not initialised") }
            guard espeak.setVoiceByName(settings.voiceName) == EE_OK else {
                throw SpeechError("espeak-ng has no voice '\(settings.voiceName)' (see 'espeak-ng --voices')")
            }
            _ = espeak.setParameter(espeakRATE, Int32(settings.rate), 0)
            _ = espeak.setParameter(espeakVOLUME, Int32(settings.volume), 0)
            let box = Unmanaged.passUnretained(sink).toOpaque()
            let size = text.utf8.count + 1
            let status = text.withCString { p in
                espeak.synth(p, size, 0, POS_CHARACTER, 0, navsim_espeak_chars_utf8(), nil, box)
            }
            guard status == EE_OK else { throw SpeechError("espeak_Synth failed (error \(status.rawValue)) for '\(text)'") }
            _ = espeak.synchronize()
        }
        return WAVAudio(sampleRate: rate, samples: sink.samples)
    }

    /// The library once loaded and initialised: its sample rate, data path and functions.
    private struct Ready {
        var rate: Int32
        var path: String?
        var functions: EspeakFunctions
    }

    /// The library's state; the lock every library call holds.
    private static let engine = Mutex<Ready?>(nil)
}

/// Where the synth callback puts the samples of one `espeak_Synth` call (passed as its `user_data`).
private final class SampleSink {
    var samples: [Int16] = []
}

/// The synth callback: appends the samples to the call's `SampleSink`; returning 0 continues synthesis.
private func collectSamples(_ wav: UnsafeMutablePointer<Int16>?, _ count: Int32,
                            _ events: UnsafeMutablePointer<espeak_EVENT>?) -> Int32 {
    guard let wav, count > 0, let user = events?.pointee.user_data else { return 0 }
    let sink = Unmanaged<SampleSink>.fromOpaque(user).takeUnretainedValue()
    sink.samples.append(contentsOf: UnsafeBufferPointer(start: wav, count: Int(count)))
    return 0
}
