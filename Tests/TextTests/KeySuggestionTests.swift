import Testing
import Text

/// The one suggester of misspelt names (settings keys, command-line options, commands, script commands).
struct KeySuggestionTests {
    @Test func theNearestNameWithinAThirdOfTheWord() {
        let names = ["colors", "map", "scheme", "style", "size"]
        #expect(KeySuggestion.nearest(to: "colour", in: names) == "colors")
        #expect(KeySuggestion.nearest(to: "MAP", in: names) == "map", "case is ignored")
        #expect(KeySuggestion.nearest(to: "shceme", in: names) == "scheme")
        #expect(KeySuggestion.nearest(to: "everythingElse", in: names) == nil)
        #expect(KeySuggestion.hint(for: "stlye", in: names) == " (did you mean style?)")
        #expect(KeySuggestion.hint(for: "zzzzzz", in: names) == "")
    }

    @Test func tiesGoToTheFirstCandidateSoASortedListGivesOneAnswer() {
        #expect(KeySuggestion.nearest(to: "sit", in: ["set", "sat"]) == "set")
        #expect(KeySuggestion.nearest(to: "sit", in: ["sat", "set"]) == "sat")
    }
}
