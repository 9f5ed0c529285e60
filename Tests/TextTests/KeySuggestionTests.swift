import Testing
@testable import Text

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
        #expect(KeySuggestion.didYouMean("colour", in: names) { "--\($0)" } == "; did you mean --colors?")
        #expect(KeySuggestion.didYouMean("stlye", in: names) == "; did you mean style?")
        #expect(KeySuggestion.didYouMean("zzzzzz", in: names) { "--\($0)" } == "")
    }

    @Test func twoSwappedLettersAreOneEdit() {
        #expect(KeySuggestion.distance(Array("tpa"), Array("tap")) == 1)
        #expect(KeySuggestion.distance(Array("rotue"), Array("route")) == 1)
        #expect(KeySuggestion.distance(Array("kitten"), Array("sitting")) == 3, "plain edits still count as before")
        #expect(KeySuggestion.distance(Array(""), Array("abc")) == 3)
        #expect(KeySuggestion.nearest(to: "tpa", in: ["pan", "tap"]) == "tap")
    }

    @Test func tiesGoToTheFirstCandidateSoASortedListGivesOneAnswer() {
        #expect(KeySuggestion.nearest(to: "sit", in: ["set", "sat"]) == "set")
        #expect(KeySuggestion.nearest(to: "sit", in: ["sat", "set"]) == "sat")
    }
}
