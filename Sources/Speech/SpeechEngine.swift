/// Chooses the speech backend: libespeak-ng (linked at build time through the `CEspeakNG` system library, so the
/// normal path), and the `espeak-ng` command when the library fails to initialise at run time (no data directory,
/// a broken install). When both fail the error says why for each; nothing falls silent.
public enum SpeechEngine {
    public static func make(library: () throws -> any SpeechSynthesizer = { try EspeakLibrary() },
                            command: () throws -> any SpeechSynthesizer = EspeakCommand.checked) throws -> any SpeechSynthesizer {
        do {
            return try library()
        } catch let libraryError {
            do {
                return try command()
            } catch let commandError {
                throw SpeechError("no speech engine: \(libraryError); and \(commandError)")
            }
        }
    }
}
