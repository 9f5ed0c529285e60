/// Chooses the speech backend: libespeak-ng (linked at build time through the `CEspeakNG` system library, so the
/// normal path), and the `espeak-ng` command when the library fails to initialise at run time (no data directory,
/// a broken install). When both fail the error says why for each; nothing falls silent.
public enum SpeechEngine {
    /// - Parameter dataPath: the directory holding `espeak-ng-data` for both backends (nil: their default).
    public static func make(dataPath: String? = nil,
                            library: ((String?) throws -> any SpeechSynthesizer)? = nil,
                            command: ((String?) throws -> any SpeechSynthesizer)? = nil) throws -> any SpeechSynthesizer {
        let library = library ?? { try EspeakLibrary(dataPath: $0) }
        let command = command ?? { try EspeakCommand.checked(dataPath: $0) }
        do {
            return try library(dataPath)
        } catch let libraryError {
            do {
                return try command(dataPath)
            } catch let commandError {
                throw SpeechError("no speech engine: \(libraryError); and \(commandError)")
            }
        }
    }
}
