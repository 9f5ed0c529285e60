import Testing
@testable import Speech

/// libespeak-ng is loaded with dlopen on first use, not linked: a library that cannot be found or lacks a function
/// is an error naming what failed (the engine then falls back to the command), and the real one loads whole.
@Suite struct EspeakLoadingTests {
    @Test func aMissingLibraryIsAnErrorNamingIt() {
        do {
            _ = try EspeakFunctions.load(names: ["libnavsim-no-such-espeak.so.9"])
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains("libespeak-ng could not be loaded") && "\(error)".contains("libnavsim-no-such-espeak.so.9"),
                    "\(error)")
        }
    }

    @Test func aLibraryWithoutTheFunctionsIsAnErrorNamingTheFirstMissingOne() {
        // libm is loaded in every Swift process and has none of espeak-ng's functions.
        do {
            _ = try EspeakFunctions.load(names: ["libm.so.6"])
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains("has no espeak_Initialize"), "\(error)")
        }
    }

    @Test func theInstalledLibraryLoadsWithEveryFunction() throws {
        _ = try EspeakFunctions.load()
    }
}
