import Testing
import TermUI
@testable import Gestures

/// Alt+key (Esc then the key in one write) has a script spelling that reads back as the same key.
@Suite struct AltKeyScriptTests {
    @Test func altKeysRoundTripThroughScriptNames() {
        for key: Key in [.alt(.character("x")), .alt(.left), .alt(.escape), .alt(.character(" "))] {
            let name = ScriptValues.name(of: key)
            #expect(name.hasPrefix("alt+"))
            #expect(ScriptValues.key(name) == key, "\(name)")
        }
        #expect(ScriptValues.key("alt+") == .none)
    }

    @Test func altKeysAreNotGestureKeys() {
        #expect(!GestureBindings.isGestureKey(.alt(.left)))
        #expect(!GestureBindings.isGestureKey(.alt(.character("h"))))
    }
}
