import CEspeakNG
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The libespeak-ng functions navsim calls, looked up with `dlopen`/`dlsym` the first time speech is used rather than
/// linked into the binary. Linking it made every navsim process map libespeak-ng and the libraries it pulls in
/// (PulseAudio, its audio stack: about 30 of the binary's 90 shared libraries) at start, although only spoken guidance
/// uses them; a `navsim route` process spent half its time in the dynamic loader. The header (`CEspeakNG`) still
/// gives the types and constants, so the calls are checked against the C API at compile time.
struct EspeakFunctions {
    typealias Initialize = @convention(c) (espeak_AUDIO_OUTPUT, Int32, UnsafePointer<CChar>?, Int32) -> Int32
    typealias SetSynthCallback = @convention(c) ((@convention(c) (UnsafeMutablePointer<Int16>?, Int32,
                                                                  UnsafeMutablePointer<espeak_EVENT>?) -> Int32)?) -> Void
    typealias Info = @convention(c) (UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> UnsafePointer<CChar>?
    typealias SetVoiceByName = @convention(c) (UnsafePointer<CChar>?) -> espeak_ERROR
    typealias SetParameter = @convention(c) (espeak_PARAMETER, Int32, Int32) -> espeak_ERROR
    typealias Synth = @convention(c) (UnsafeRawPointer?, Int, UInt32, espeak_POSITION_TYPE, UInt32, UInt32,
                                      UnsafeMutablePointer<UInt32>?, UnsafeMutableRawPointer?) -> espeak_ERROR
    typealias Synchronize = @convention(c) () -> espeak_ERROR

    let initialize: Initialize
    let setSynthCallback: SetSynthCallback
    let info: Info
    let setVoiceByName: SetVoiceByName
    let setParameter: SetParameter
    let synth: Synth
    let synchronize: Synchronize

    /// The shared object's names, tried in order: the runtime package's (libespeak-ng1), then the development link.
    static let libraryNames = ["libespeak-ng.so.1", "libespeak-ng.so", "libespeak-ng.dylib"]

    /// Loads the library and looks up every function; throws naming the library or the missing symbol (the speech
    /// engine then falls back to the `espeak-ng` command, as when the library cannot initialise).
    static func load(names: [String] = libraryNames) throws -> EspeakFunctions {
        var reasons = [String]()
        var handle: UnsafeMutableRawPointer?
        for name in names {
            handle = dlopen(name, RTLD_NOW | RTLD_LOCAL)
            if handle != nil { break }
            reasons.append(dlerror().map { String(cString: $0) } ?? "\(name): not found")
        }
        guard let handle else {
            throw SpeechError("libespeak-ng could not be loaded (\(reasons.joined(separator: "; ")))")
        }
        func symbol<F>(_ name: String, as _: F.Type) throws -> F {
            guard let p = dlsym(handle, name) else {
                throw SpeechError("libespeak-ng has no \(name) (\(dlerror().map { String(cString: $0) } ?? "not found"))")
            }
            return unsafeBitCast(p, to: F.self)
        }
        // The handle stays open for the life of the process (the library keeps one global state).
        return EspeakFunctions(initialize: try symbol("espeak_Initialize", as: Initialize.self),
                               setSynthCallback: try symbol("espeak_SetSynthCallback", as: SetSynthCallback.self),
                               info: try symbol("espeak_Info", as: Info.self),
                               setVoiceByName: try symbol("espeak_SetVoiceByName", as: SetVoiceByName.self),
                               setParameter: try symbol("espeak_SetParameter", as: SetParameter.self),
                               synth: try symbol("espeak_Synth", as: Synth.self),
                               synchronize: try symbol("espeak_Synchronize", as: Synchronize.self))
    }
}
